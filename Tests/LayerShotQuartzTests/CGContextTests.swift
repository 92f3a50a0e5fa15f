import Imaging
@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Draws `body` into a UIKit-style context of `width × height` points at scale 1 and returns
/// the pixels.
func drawn(_ width: Int, _ height: Int, scale: CGFloat = 1, _ body: (CGContext) -> Void) throws -> Bitmap {
    try #require(rendered(CGFloat(width), CGFloat(height), scale: scale) { body($0.cgContext) }.cgImage).bitmap
}


@Suite("CGContext: state, transforms, clipping, stroking", .isolatedQuartzState)
struct CGContextStateTests {
    @Test("The CTM is prepended: translate then scale maps (0, 0, 2, 2) to x 10…14, y 0…4")
    func ctmOrder() throws {
        var ctm = CGAffineTransform.identity
        let bitmap = try drawn(20, 20) { ctx in
            // A UIKit context at scale 1 starts flipped: (1, 0, 0, −1, 0, 20).
            #expect(ctx.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
            ctx.translateBy(x: 10, y: 0)
            ctx.scaleBy(x: 2, y: 2)
            ctm = ctx.ctm
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 10, ty: 20))
        #expect(bitmap[12, 2].a == 255 && bitmap[13, 3].a == 255)
        #expect(bitmap[9, 2].a == 0 && bitmap[14, 2].a == 0 && bitmap[12, 4].a == 0)
        // The other order scales the translation too: x = 2·(0 + 10) = 20, off the image.
        let reversed = try drawn(20, 20) { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.translateBy(x: 10, y: 0)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(reversed[12, 2].a == 0)
    }

    @Test("Clips intersect: (0, 0, 10, 10) ∩ (5, 5, 10, 10) leaves 5…10 on both axes")
    func clipIntersection() throws {
        let bitmap = try drawn(20, 20) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
            #expect(ctx.boundingBoxOfClipPath == CGRect(x: 5, y: 5, width: 5, height: 5))
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(bitmap[7, 7].a == 255)
        #expect(bitmap[3, 7].a == 0 && bitmap[7, 3].a == 0 && bitmap[12, 12].a == 0)
    }

    @Test("restoreGState brings back colour, clip and CTM")
    func stateRestore() throws {
        let bitmap = try drawn(10, 10) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.saveGState()
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.translateBy(x: 5, y: 5)
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(bitmap[9, 9] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("Dash phase 2 into [4, 4]: on 0…2, off 2…6, on 6…10, off 10…14, on 14…18")
    func dashPhase() throws {
        let bitmap = try drawn(20, 4) { ctx in
            ctx.setLineWidth(2)
            ctx.setLineDash(phase: 2, lengths: [4, 4])
            ctx.move(to: CGPoint(x: 0, y: 2))
            ctx.addLine(to: CGPoint(x: 20, y: 2))
            ctx.strokePath()
        }
        let on = [0, 1, 6, 9, 14, 17], off = [2, 5, 10, 13, 18, 19]
        for x in on { #expect(bitmap[x, 1].a == 255, "x \(x)") }
        for x in off { #expect(bitmap[x, 1].a == 0, "x \(x)") }
    }

    @Test("A transparency layer composites its drawing once: overlaps at alpha ½ stay ½")
    func transparencyLayer() throws {
        let bitmap = try drawn(10, 10) { ctx in
            ctx.setAlpha(0.5)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
            ctx.fill(CGRect(x: 4, y: 0, width: 6, height: 10))
            ctx.endTransparencyLayer()
        }
        #expect(isClose(bitmap[5, 5].a, 128) && isClose(bitmap[1, 5].a, 128))
    }

    @Test("Blend modes: multiply 50% grey over white gives 50% grey; copy replaces")
    func blendModes() throws {
        let bitmap = try drawn(10, 10) { ctx in
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            ctx.setBlendMode(.copy)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        #expect(isClose(bitmap[2, 5].r, 128) && bitmap[2, 5].a == 255)
        #expect(isClose(bitmap[7, 5].r, 128) && bitmap[7, 5].g == 0 && isClose(bitmap[7, 5].a, 128))
    }

    @Test("A bare bitmap context is y-up: a rectangle at y 0 lands in the last memory row")
    func bareContextIsYUp() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        #expect(bytes[3 * 16] == 255 && bytes[3 * 16 + 3] == 255)
        #expect(bytes[0] == 0 && bytes[3] == 0)
        #expect(ctx.makeImage()?.bitmap[0, 3] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}

@Suite("CGContext: gradients, shadows, masks", .isolatedQuartzState)
struct CGContextPaintTests {
    static let grays = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: [0, 1])!

    @Test("Linear gradient from x 5 to 15: t = 0.55 at pixel 10; ends extend only when asked",
          arguments: [[], [.drawsBeforeStartLocation], [.drawsAfterEndLocation], [.drawsBeforeStartLocation, .drawsAfterEndLocation]] as [CGGradientDrawingOptions])
    func linearOptions(options: CGGradientDrawingOptions) throws {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let bitmap = try drawn(20, 2) { ctx in
            ctx.drawLinearGradient(Self.grays, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: options)
        }
        // Pixel 10's centre is 10.5: t = 5.5/10, 0.55 · 255 = 140.
        #expect(isClose(bitmap[10, 1].r, 140) && bitmap[10, 1].a == 255)
        #expect(bitmap[2, 1] == (before ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 0, g: 0, b: 0, a: 0)))
        #expect(bitmap[17, 1] == (after ? RGBA8(r: 255, g: 255, b: 255, a: 255) : RGBA8(r: 0, g: 0, b: 0, a: 0)))
    }

    @Test("Radial gradient from r 0 to r 5: past the end circle only with drawsAfterEndLocation")
    func radialOptions() throws {
        for after in [false, true] {
            let bitmap = try drawn(20, 20) { ctx in
                ctx.drawRadialGradient(Self.grays, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                       endCenter: CGPoint(x: 10, y: 10), endRadius: 5, options: after ? .drawsAfterEndLocation : [])
            }
            // Pixel (12, 10): its centre (12.5, 10.5) is √(2.5² + 0.5²) = 2.55 from the centre,
            // t = 0.51, 0.51 · 255 = 130.
            #expect(isClose(bitmap[12, 10].r, 130) && bitmap[12, 10].a == 255, "\(bitmap[12, 10])")
            #expect(bitmap[18, 10] == (after ? RGBA8(r: 255, g: 255, b: 255, a: 255) : RGBA8(r: 0, g: 0, b: 0, a: 0)))
        }
    }

    @Test("Shadow blur 8 at scale 1 is σ 4 px: beside a straight edge alpha = Φ(−(d + ½)/4)")
    func shadowSigma() throws {
        let bitmap = try drawn(100, 60) { ctx in
            ctx.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 60))
        }
        // Φ(−0.125) = 0.450 → 115; Φ(−1.125) = 0.130 → 33; Φ(−2.125) = 0.017 → 4. The blur is
        // the three-box approximation of the Gaussian, so allow 4 levels.
        #expect(isClose(bitmap[50, 30].a, 115, 4))
        #expect(isClose(bitmap[54, 30].a, 33, 4))
        #expect(isClose(bitmap[58, 30].a, 4, 4))
        #expect(bitmap[49, 30] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("setShadow(offset:blur:) is black at ⅓ alpha; positive heights go down in UIKit, up in a bare context")
    func shadowDefaultsAndDirection() throws {
        let bitmap = try drawn(20, 20) { ctx in
            ctx.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(bitmap[5, 12] == RGBA8(r: 0, g: 0, b: 0, a: 85))
        let bare = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 80,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        bare.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
        bare.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(bare.makeImage()).bitmap
        // y-up: the rectangle is rows 10…19 of the image, its shadow 5 higher (rows 5…9 show it).
        #expect(image[5, 7] == RGBA8(r: 0, g: 0, b: 0, a: 85))
        #expect(image[5, 2].a == 0)
    }

    @Test("clip(to:mask:) masks by alpha when the image has transparency, by luminance when opaque")
    func maskAlphaVersusLuminance() throws {
        // Left pixel black, right pixel grey 128 — both opaque: luminance hides the left.
        let opaque = CGImage(bitmap: try Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 128, 128, 128, 255]))
        // Left transparent, right opaque black: alpha shows only the right, black or not.
        let alpha = CGImage(bitmap: try Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 255]))
        for (mask, left, right) in [(opaque, 0, 128), (alpha, 0, 255)] {
            let bitmap = try drawn(20, 10) { ctx in
                ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
                ctx.setFillColor(gray: 1, alpha: 1)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
            #expect(isClose(bitmap[2, 5].a, left) && isClose(bitmap[17, 5].a, right))
        }
    }

    @Test("A mask shows upside down in a y-down context, as CGContextClipToMask does on iOS")
    func maskIsFlipped() throws {
        // Top row transparent, bottom row opaque.
        let mask = CGImage(bitmap: try Bitmap(width: 1, height: 2, pixels: [0, 0, 0, 0, 0, 0, 0, 255]))
        let bitmap = try drawn(10, 20) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20), mask: mask)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(bitmap[5, 2].a == 255 && bitmap[5, 17].a == 0)
    }
}

@Suite("CGContext: bad input is logged, never a crash", .isolatedQuartzState)
struct CGContextBadInputTests {
    @Test("Drawing with no current context logs Core Graphics' invalid-context message")
    func noContext() {
        lastQuartzLog = nil
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        #expect(lastQuartzLog?.contains("invalid context 0x0") == true)
        lastQuartzLog = nil
        "text".draw(at: .zero, withAttributes: nil)
        #expect(lastQuartzLog?.contains("invalid context 0x0") == true)
        lastQuartzLog = nil
        UIGraphicsEndImageContext()
        #expect(lastQuartzLog != nil)
    }

    @Test("An unbalanced restoreGState logs a gstack underflow and keeps the state")
    func unbalancedRestore() throws {
        lastQuartzLog = nil
        let bitmap = try drawn(4, 4) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(lastQuartzLog == "CGContextRestoreGState: gstack underflow.")
        #expect(bitmap[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("Invalid dash arrays are logged and ignored", arguments: [[-1, 2], [0, 0], [.nan, 1], [1, .infinity]] as [[CGFloat]])
    func invalidDash(lengths: [CGFloat]) throws {
        lastQuartzLog = nil
        let bitmap = try drawn(20, 4) { ctx in
            ctx.setLineWidth(2)
            ctx.setLineDash(phase: 0, lengths: lengths)
            ctx.move(to: CGPoint(x: 0, y: 2))
            ctx.addLine(to: CGPoint(x: 20, y: 2))
            ctx.strokePath()
        }
        #expect(lastQuartzLog?.hasPrefix("CGContextSetLineDash: invalid dash array") == true)
        // Still solid.
        #expect((0..<20).allSatisfy { bitmap[$0, 1].a == 255 })
    }

    @Test("NaN geometry draws nothing and logs; a NaN CTM draws nothing")
    func nanGeometry() throws {
        lastQuartzLog = nil
        let bitmap = try drawn(4, 4) { ctx in
            ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
            ctx.move(to: .zero)
            ctx.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
            ctx.strokePath()
            ctx.saveGState()
            ctx.translateBy(x: .nan, y: 0)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            ctx.restoreGState()
            ctx.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
            ctx.fillPath()
        }
        #expect(lastQuartzLog?.contains("NaN or infinite") == true)
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test("Unsupported bitmap layouts and sizes make no context")
    func unsupportedBitmap() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }
}
