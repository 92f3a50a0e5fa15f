import CairoRenderer
import Foundation
import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

// Core Graphics and UIKit drawing semantics a second review found wrong, each pinned to
// Apple's documentation.
@Suite("Core Graphics and UIKit drawing semantics", .isolatedQuartzState)
struct DrawingSemanticsTests {
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    @Test("fill(rect), fill(rects), stroke(rect), stroke(rect, width:), the ellipse calls and strokeLineSegments clear the current path", arguments: 0..<7)
    func conveniencesClearThePath(call: Int) throws {
        // A path is being built at x 20…40 when a convenience call paints at x 0…10: Apple's
        // page for each says "The current path is cleared as a side effect", so the fillPath()
        // after it finds nothing.
        let bitmap = try drawn(40, 20) { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.setStrokeColor(UIColor.red.cgColor)
            ctx.addRect(CGRect(x: 20, y: 0, width: 20, height: 20))
            let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
            switch call {
            case 0: ctx.fill(rect)
            case 1: ctx.fill([rect])
            case 2: ctx.stroke(rect)
            case 3: ctx.stroke(rect, width: 2)
            case 4: ctx.fillEllipse(in: rect)
            case 5: ctx.strokeEllipse(in: rect)
            default: ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
            }
            #expect(ctx.isPathEmpty)
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fillPath()
        }
        #expect(bitmap[30, 10] == Self.clear)
    }

    @Test("UIRectFill and UIRectFrame replace what is under them (blend mode copy); the UsingBlendMode forms blend")
    func rectFillCopies() throws {
        let bitmap = try drawn(40, 20) { ctx in
            UIGraphicsPushContext(ctx)
            defer { UIGraphicsPopContext() }
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            let halfRed = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            halfRed.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
            halfRed.setStroke()
            UIRectFrame(CGRect(x: 10, y: 0, width: 10, height: 20))
            // Normal blending: half red over blue is (128, 0, 127).
            UIRectFillUsingBlendMode(CGRect(x: 20, y: 0, width: 10, height: 20), .normal)
            // The UsingBlendMode frame takes the fill colour, here opaque green.
            UIColor.green.setFill()
            UIRectFrameUsingBlendMode(CGRect(x: 30, y: 0, width: 10, height: 20), .normal)
        }
        // Copied half red: straight (255, 0, 0) at alpha 128, premultiplied (128, 0, 0, 128).
        #expect(bitmap[5, 10] == RGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(bitmap[10, 10] == RGBA8(r: 128, g: 0, b: 0, a: 128), "the frame's left side")
        #expect(bitmap[15, 10] == Self.blue, "inside the frame")
        #expect(bitmap[25, 10] == RGBA8(r: 128, g: 0, b: 127, a: 255))
        #expect(bitmap[30, 10] == RGBA8(r: 0, g: 255, b: 0, a: 255) && bitmap[35, 10] == Self.blue)
    }

    @Test("beginTransparencyLayer(in:) keeps the layer's content within its rectangle")
    func transparencyLayerRect() throws {
        let bitmap = try drawn(40, 20) { ctx in
            ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 20, height: 20), auxiliaryInfo: nil)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            ctx.endTransparencyLayer()
            // The clip went with the layer.
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
        }
        #expect(bitmap[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[25, 15] == Self.clear)
        #expect(bitmap[35, 5] == Self.blue)
    }

    /// A 4 × 2 px image: red top-left, green top-right, blue bottom-left, white bottom-right
    /// quadrants of 2 × 1 px.
    static func quadrants() throws -> CGImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }()).image { c in
            for (color, x, y) in [(UIColor.red, 0, 0), (UIColor.green, 2, 0), (UIColor.blue, 0, 1), (UIColor.white, 2, 1)] {
                color.setFill()
                c.fill(CGRect(x: x, y: y, width: 2, height: 1))
            }
        }
        return try #require(image.cgImage)
    }

    // Where each stored quadrant shows, by orientation (hand-turned: .right turns the image a
    // quarter clockwise, so its top-left red goes to the top-right; .left counterclockwise,
    // red to the bottom-left; .leftMirrored swaps rows and columns, red stays top-left).
    @Test("UIImage orientation turns the size and the drawing", arguments: [
        (UIImage.Orientation.up, "RG/BW", false), (.down, "WB/GR", false), (.upMirrored, "GR/WB", false),
        (.downMirrored, "BW/RG", false), (.right, "BR/WG", true), (.left, "GW/RB", true),
        (.leftMirrored, "RB/GW", true), (.rightMirrored, "WG/BR", true),
    ])
    func orientation(orientation: UIImage.Orientation, expected: String, swapsSize: Bool) throws {
        let image = UIImage(cgImage: try Self.quadrants(), scale: 1, orientation: orientation)
        #expect(image.imageOrientation == orientation)
        #expect(image.size == (swapsSize ? CGSize(width: 2, height: 4) : CGSize(width: 4, height: 2)))
        // Drawn at 10 px a stored pixel; each quadrant is sampled at its centre.
        let size = image.size
        let bitmap = try drawn(Int(size.width) * 10, Int(size.height) * 10) { ctx in
            UIGraphicsPushContext(ctx)
            defer { UIGraphicsPopContext() }
            // Nearest pixels: 1-pixel quadrants would blend at 10 times their size.
            ctx.interpolationQuality = .none
            image.draw(in: CGRect(x: 0, y: 0, width: size.width * 10, height: size.height * 10))
        }
        let names: [RGBA8: Character] = [
            RGBA8(r: 255, g: 0, b: 0, a: 255): "R", RGBA8(r: 0, g: 255, b: 0, a: 255): "G",
            RGBA8(r: 0, g: 0, b: 255, a: 255): "B", RGBA8(r: 255, g: 255, b: 255, a: 255): "W",
        ]
        let (w, h) = (bitmap.width, bitmap.height)
        func at(_ fx: Double, _ fy: Double) -> Character { names[bitmap[Int(fx * Double(w)), Int(fy * Double(h))]] ?? "?" }
        let seen = "\(at(0.25, 0.25))\(at(0.75, 0.25))/\(at(0.25, 0.75))\(at(0.75, 0.75))"
        #expect(seen == expected)
    }

    @Test("text far too large is refused before FreeType, and text drawn afterwards still works")
    func hugeTextDoesNotPoisonFonts() throws {
        // 33,000 pt measured at 2 px per point is 66,000 px per em, past FreeType's limit.
        let huge = ("H" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 33_000)])
        #expect(huge == .zero)
        _ = try drawn(20, 20) { ctx in
            ctx.scaleBy(x: 3000, y: 3000)
            UIGraphicsPushContext(ctx)
            defer { UIGraphicsPopContext() }
            ("H" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        text.string = "H"
        text.fontSize = 20
        text.foregroundColor = UIColor.black.cgColor
        let bitmap = try text.snapshot(scale: 2)
        #expect(bitmap.pixels.contains { $0 != 0 }, "the 20-pt H draws")
        #expect(RenderErrorText.tooLarge.hasPrefix("text 66000 px per em is larger than the 16384 px per em LayerShot draws"))
    }
}

/// The message of the refusal, as `size(withAttributes:)` logs it.
private enum RenderErrorText {
    static var tooLarge: String {
        CairoRenderer.RenderError.textTooLarge(pixelsPerEm: 66_000, limit: 16_384).description
    }
}
