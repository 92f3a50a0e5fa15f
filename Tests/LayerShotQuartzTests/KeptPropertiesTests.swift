import LayerShotQuartz
import LayerShotTesting
import Testing

/// Members LayerShot keeps with Apple's defaults so iOS code compiles, and what it does with them.
@Suite("Members kept with Apple's defaults", .isolatedQuartzState)
struct KeptPropertiesTests {
    @Test("CALayer: minificationFilterBias 0, contentsFormat RGBA8Uint, archiving and default values")
    func layerDefaults() {
        let layer = CALayer()
        #expect(layer.minificationFilterBias == 0)
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(layer.shouldArchiveValue(forKey: "opacity"))
        #expect(CALayer.defaultValue(forKey: "opacity") == nil)
        #expect(CAAnimation.defaultValue(forKey: "duration") == nil)
        #expect(CABasicAnimation(keyPath: "opacity").shouldArchiveValue(forKey: "duration"))

        layer.minificationFilterBias = -0.5
        layer.contentsFormat = .gray8Uint
        // A presentation-style copy carries both.
        let copy = CALayer(layer: layer)
        #expect(copy.minificationFilterBias == -0.5 && copy.contentsFormat == .gray8Uint)
    }

    @Test("a minificationFilterBias throws at snapshot only with the trilinear filter, the one that uses it")
    func minificationFilterBias() throws {
        let layer = sizedLayer(4, 4)
        layer.minificationFilterBias = 1
        _ = try layer.snapshot(scale: 1)  // linear: Core Animation does not use the bias either
        layer.minificationFilter = .trilinear
        #expect(throws: QuartzError.unsupportedProperty(
            layer: "CALayer", property: "minificationFilterBias",
            value: "1.0 with the trilinear minification filter (there are no mipmap levels to bias)")) {
            try layer.snapshot(scale: 1)
        }
    }

    @Test("contentsFormat: RGBA16Float draws as 8-bit RGBA; gray8Uint, which LayerShot cannot draw, throws at snapshot")
    func contentsFormat() throws {
        let layer = sizedLayer(4, 4)
        layer.contentsFormat = .RGBA16Float
        _ = try layer.snapshot(scale: 1)
        layer.contentsFormat = .gray8Uint
        #expect(throws: QuartzError.unsupportedProperty(
            layer: "CALayer", property: "contentsFormat", value: "gray8Uint (LayerShot keeps a layer's drawing in colour)")) {
            try layer.snapshot(scale: 1)
        }
    }

    @Test("CGContext.textMatrix starts as the identity and is not part of the graphics state")
    func textMatrix() {
        var matrices: [CGAffineTransform] = []
        _ = rendered(1, 1) { context in
            let ctx = context.cgContext
            matrices.append(ctx.textMatrix)
            ctx.saveGState()
            ctx.textMatrix = CGAffineTransform(scaleX: 2, y: -1)
            ctx.restoreGState()
            matrices.append(ctx.textMatrix)
        }
        #expect(matrices == [.identity, CGAffineTransform(scaleX: 2, y: -1)])
    }

    @Test("UIImage.draw(at:blendMode:alpha:) draws at the point in that blend mode and opacity")
    func drawAtBlendModeAlpha() throws {
        func square(_ color: UIColor) -> UIImage {
            rendered(2, 2) { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let image = rendered(6, 2) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
            square(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)).draw(at: .zero, blendMode: .copy, alpha: 1)
            square(.red).draw(at: CGPoint(x: 4, y: 0), blendMode: .normal, alpha: 0.5)
        }
        let bitmap = try #require(image.cgImage).bitmap
        func near(_ value: UInt8, _ expected: Int) -> Bool { abs(Int(value) - expected) <= 1 }
        // Copy puts the half-transparent red in place of the blue: premultiplied (128, 0, 0, 128).
        for x in 0...1 {
            let p = bitmap[x, 1]
            #expect(near(p.r, 128) && p.g == 0 && p.b == 0 && near(p.a, 128), "x = \(x)")
        }
        // Red at alpha ½ over blue, normally: (128, 0, 128, 255) within rounding.
        for x in 4...5 {
            let p = bitmap[x, 1]
            #expect(near(p.r, 128) && p.g == 0 && near(p.b, 128) && p.a == 255, "x = \(x)")
        }
        // Between the two, the blue.
        #expect(bitmap[2, 0] == bitmap[3, 1] && bitmap[2, 0].b == 255 && bitmap[2, 0].a == 255 && bitmap[2, 0].r == 0)
    }

    @Test("withRenderingMode(_:) returns the same pixels with another mode; the original keeps automatic")
    func renderingMode() throws {
        #expect([UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
        let image = rendered(3, 2, scale: 2) { _ in }
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .automatic && template.renderingMode == .alwaysTemplate)
        #expect(template !== image && template.cgImage === image.cgImage)
        #expect(template.scale == 2 && template.size == CGSize(width: 3, height: 2) && template.imageOrientation == .up)
        #expect(UIImage().withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }
}
