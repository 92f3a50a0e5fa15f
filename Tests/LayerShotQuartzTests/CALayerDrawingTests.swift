import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// Fills the top half of its bounds red, in the y-down points `draw(in:)` gets.
final class TopHalfLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 2))
    }
}

final class BlueDrawer: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(layer.bounds)
    }
}

final class ContentsSetter: CALayerDelegate {
    let image: CGImage
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) { layer.contents = image }
}

@Suite("CALayer drawing with draw(in:)", .isolatedQuartzState)
struct CALayerDrawingTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test("draw(in:) runs only after setNeedsDisplay, into a y-down context of the bounds")
    func drawOnDemand() throws {
        let layer = TopHalfLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(try layer.snapshot(scale: 1)[5, 2].a == 0 && layer.draws == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        let bitmap = try layer.snapshot(scale: 1)
        #expect(layer.draws == 1 && !layer.needsDisplay())
        #expect(bitmap[5, 2] == Self.red && bitmap[5, 7].a == 0)
        // Drawn once: the next snapshot reuses the contents.
        _ = try layer.snapshot(scale: 1)
        #expect(layer.draws == 1)
    }

    @Test("contentsScale sets the contents' pixels: 10 pt at scale 2 is 20 px")
    func contentsScale() throws {
        let layer = TopHalfLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.displayIfNeeded()
        #expect(layer.contents == nil)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 20 && image.height == 20)
        #expect(image.bitmap[10, 4] == Self.red && image.bitmap[10, 15].a == 0)
    }

    @Test("A bounds origin moves user space: the bounds' top-left is drawn at the layer's top-left")
    func boundsOrigin() throws {
        let layer = TopHalfLayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.setNeedsDisplay()
        let bitmap = try layer.snapshot(scale: 1)
        #expect(bitmap[1, 1] == Self.red && bitmap[1, 8].a == 0)
    }

    @Test("needsDisplayOnBoundsChange marks the layer when its size changes")
    func boundsChange() {
        let layer = TopHalfLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 10)
        #expect(layer.needsDisplay())
    }

    @Test("A delegate draws with draw(_:in:) or sets contents itself with display(_:)")
    func delegates() throws {
        let drawer = BlueDrawer()
        let layer = sizedLayer(4, 4)
        layer.delegate = drawer
        layer.setNeedsDisplay()
        #expect(try layer.snapshot(scale: 1)[2, 2] == RGBA8(r: 0, g: 0, b: 255, a: 255))

        let green = CGImage(bitmap: try Bitmap(width: 1, height: 1, pixels: [0, 255, 0, 255]))
        let setter = ContentsSetter(image: green)
        layer.delegate = setter
        layer.setNeedsDisplay()
        #expect(try layer.snapshot(scale: 1)[2, 2] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test("render(in:) draws the layer tree into a context, upright")
    func renderIn() throws {
        let layer = TopHalfLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { layer.render(in: $0.cgContext) }
        let bitmap = try #require(image.cgImage).bitmap
        #expect(bitmap[5, 2] == Self.red && bitmap[5, 7].a == 0)
    }

    @Test("The docs' UIGraphicsImageRenderer example draws a shadowed disc")
    func docsExample() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        let image = renderer.image { context in
            let ctx = context.cgContext
            ctx.setFillColor(UIColor.systemBlue.cgColor)
            ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
            ctx.fillEllipse(in: CGRect(x: 8, y: 8, width: 24, height: 24))
        }
        let png = image.pngData()
        #expect(png != nil)
        let bitmap = try #require(image.cgImage).bitmap
        #expect(bitmap.width == 80 && bitmap[40, 40] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        // Below the disc (y 32…, points) only the shadow, moved 2 pt down: grey, translucent.
        #expect(bitmap[40, 66].a > 0 && bitmap[40, 66].a < 85 && bitmap[40, 66].b == 0)
    }
}
