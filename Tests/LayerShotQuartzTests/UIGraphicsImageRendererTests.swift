import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// UIGraphicsImageRenderer's context and format as UIKit declares them.
@Suite("UIGraphicsImageRenderer context and format", .isolatedQuartzState)
struct UIGraphicsImageRendererTests {
    @Test("stroke(_:blendMode:) strokes in that blend mode and leaves the context's own alone")
    func strokeWithBlendMode() throws {
        let image = rendered(20, 10) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setStroke()
            context.cgContext.setLineWidth(2)
            // Copy replaces the red under the stroke with the half-transparent blue itself.
            context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), blendMode: .copy)
            // Back in the normal mode the same blue blends over the red.
            context.stroke(CGRect(x: 12, y: 2, width: 6, height: 6))
        }
        let bitmap = try #require(image.cgImage).bitmap
        // The left side of the first square, 2 pt wide about x = 2, covers pixel column 1 wholly:
        // premultiplied blue at alpha ½ → (0, 0, 128, 128) within rounding.
        let copied = bitmap[1, 5]
        #expect(copied.r == 0 && copied.g == 0 && abs(Int(copied.b) - 128) <= 1 && abs(Int(copied.a) - 128) <= 1)
        // Normal: ½ blue over opaque red → (128, 0, 128, 255) within rounding.
        let blended = bitmap[11, 5]
        #expect(abs(Int(blended.r) - 128) <= 1 && abs(Int(blended.b) - 128) <= 1 && blended.a == 255)
        // Inside the first square, untouched red.
        #expect(bitmap[5, 5] == bitmap[0, 0] && bitmap[0, 0].r == 255 && bitmap[0, 0].a == 255)
    }

    @Test("preferredRange has UIKit's raw values, defaults to automatic and leaves the image 8-bit")
    func preferredRange() throws {
        typealias Range = UIGraphicsImageRendererFormat.Range
        #expect([Range.unspecified, .automatic, .extended, .standard].map(\.rawValue) == [-1, 0, 1, 2])
        let format = UIGraphicsImageRendererFormat()
        #expect(format.preferredRange == .automatic)
        format.preferredRange = .extended
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(try #require(image.cgImage).bitsPerComponent == 8)
    }

    /// Draws a badge through the base context type, as iOS code shared between renderers does.
    static func drawBadge(in context: UIGraphicsRendererContext) {
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("an image renderer's context is a UIGraphicsRendererContext, whose format is the image format")
    func baseContext() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        var scale: CGFloat = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            Self.drawBadge(in: context)
            scale = (context as UIGraphicsRendererContext).format is UIGraphicsImageRendererFormat ? context.format.scale : 0
        }
        // 2 × 2 pt at 3 px per point, filled red through the base type.
        let cgImage = try #require(image.cgImage)
        #expect(scale == 3 && cgImage.width == 6)
        #expect(cgImage.bitmap[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(UIGraphicsImageRendererFormat.default().scale == 2)
    }
}
