import Imaging
import CairoRenderer
import Foundation
import LayerModel
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CAReplicatorLayer", .isolatedQuartzState)
struct CAReplicatorLayerTests {
    /// The activity-indicator spinner with Apple's API: twelve 4×12 pt bars, 30° apart about
    /// the replicator's centre, alpha falling by 1/12 per bar.
    static func spinner() -> (root: CALayer, replicator: CAReplicatorLayer, bar: CAShapeLayer) {
        let root = sizedLayer(60, 60)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceAlphaOffset = -1.0 / 12
        let bar = CAShapeLayer()
        bar.frame = CGRect(x: 28, y: 6, width: 4, height: 12)
        bar.path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 12), cornerWidth: 2, cornerHeight: 2, transform: nil)
        bar.fillColor = UIColor.black.cgColor
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
        return (root, replicator, bar)
    }

    /// The same spinner built on the model (the offset rounded to Float, as Apple's property is).
    static func modelSpinner() throws -> Layer {
        var replicator = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        var r = try Replicator(instanceCount: 12)
        r.instanceTransform = Transform3D(rotation: 2 * .pi / 12, x: 0, y: 0, z: 1)
        r.instanceAlphaOffset = Double(Float(-1.0 / 12))
        replicator.replicator = r
        let bar = Path(roundedRect: Rect(x: 0, y: 0, width: 4, height: 12), cornerRadius: 2)
        replicator.sublayers = [Layer(frame: Rect(x: 28, y: 6, width: 4, height: 12),
                                      kind: .shape(ShapeLayer(path: bar, fillColor: .black, strokeColor: nil)))]
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        root.sublayers = [replicator]
        return root
    }

    @Test("the spinner built with CAReplicatorLayer draws exactly as the model-built one")
    func spinnerMatchesModel() throws {
        let image = try Self.spinner().root.snapshot(scale: 2)
        let expected = try LayerRenderer(scale: 2).render(try Self.modelSpinner())
        #expect(image.pixels == expected.pixels)
        let r = try #require(try Self.spinner().root.layerModel().sublayers[0].replicator)
        #expect(r.instanceCount == 12 && r.instanceColor == .white && r.instanceAlphaOffset == Double(Float(-1.0 / 12)))
    }

    @Test("instanceDelay shifts each instance's animations; instance* key paths animate")
    func animations() throws {
        let (root, replicator, bar) = Self.spinner()
        replicator.instanceDelay = 0.25
        let t0 = CACurrentMediaTime()
        let fade = basicAnimation("opacity", from: 1, to: 0, duration: 1, beginTime: t0)
        bar.add(fade, forKey: "fade")
        let turn = basicAnimation("instanceTransform", to: NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), duration: 1, beginTime: t0)
        replicator.add(turn, forKey: "turn")
        let color = basicAnimation("instanceColor", to: UIColor.red.cgColor, duration: 1, beginTime: t0)
        replicator.add(color, forKey: "color")
        let presented = try root.layerModel().presentation(at: t0 + 0.5).sublayers[0].sublayers
        // Bar k's time is 0.5 − 0.25·k: opacity 0.5, 0.75, 1, then the model's 1.
        #expect(presented.prefix(4).map(\.opacity) == [0.5, 0.75, 1, 1])
        // Halfway from the model's 30° to 90° per instance: bar 1 sits 60° on, 18 pt from the
        // centre: (30 + 18·sin 60°, 30 − 18·cos 60°) = (45.588457, 21).
        let centre = presented[1].transformToSuperlayer().apply(to: presented[1].bounds.center)
        #expect(isClose(centre, Point(x: 45.588457268119896, y: 21), 1e-9), "\(centre)")
        // instanceColor halfway from white to red: (1, 0.5, 0.5) times black is still black,
        // with bar 0's alpha 1.
        #expect(presented[0].shape?.fillColor == Color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("an instanceCount beyond the limit throws at snapshot, naming the layer")
    func tooManyInstances() {
        let (root, replicator, _) = Self.spinner()
        replicator.name = "dots"
        replicator.instanceCount = 10_001
        #expect(throws: QuartzError.unsupportedProperty(layer: "dots", property: "instanceCount", value: "10001 (0...10000)")) {
            try root.snapshot()
        }
        replicator.instanceCount = 10_000
        let inner = CAReplicatorLayer()
        inner.instanceCount = 11
        inner.addSublayer(CALayer())
        replicator.sublayers = [inner]
        #expect(throws: QuartzError.render(.invalidLayer(.tooManyReplicatedLayers(layer: "CALayer", count: 120_002, limit: 100_000)))) {
            try root.snapshot()
        }
    }
}

@Suite("Replicator tints and images", .isolatedQuartzState)
struct CAReplicatorTintTests {
    @Test("a tint over a contents image throws at snapshot (images are not tinted); untinted, it draws")
    func tintedImageThrows() throws {
        let replicator = CAReplicatorLayer()
        replicator.name = "tiles"
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let holder = CALayer()
        let tile = CALayer()
        tile.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        tile.contents = CGImage(bitmap: try Bitmap(width: 1, height: 1, pixels: [0, 255, 0, 255]))
        holder.addSublayer(tile)
        replicator.addSublayer(holder)
        _ = try replicator.snapshot(scale: 1)
        replicator.instanceGreenOffset = -0.5
        #expect(throws: QuartzError.unsupportedProperty(layer: "tiles", property: "instanceColor",
                                                       value: "a tint over contents images (images are not tinted)")) {
            try replicator.snapshot(scale: 1)
        }
        replicator.instanceGreenOffset = 0
        replicator.instanceColor = UIColor.red.cgColor
        #expect(throws: QuartzError.self) { try replicator.snapshot(scale: 1) }
    }
}

@Suite("3D rotation key paths through the facade", .isolatedQuartzState)
struct CARotationKeyPathTests {
    @Test("CABasicAnimation(keyPath: \"transform.rotation.y\") turns the layer about y in the model")
    func rotationY() throws {
        let layer = sizedLayer(10, 10)
        let flip = basicAnimation("transform.rotation.y", from: 0, to: Double.pi, duration: 2)
        let t0 = CACurrentMediaTime()
        flip.beginTime = t0
        layer.add(flip, forKey: "flip")
        let tilt = basicAnimation("transform.rotation.x", to: Double.pi / 2, duration: 1, beginTime: t0 + 10)
        layer.add(tilt, forKey: "tilt")
        let model = try layer.layerModel()
        // At 1 s of 2: a quarter turn about y, m11 = cos(π/2) = 0, m13 = −1, m31 = 1.
        let t = model.presentation(at: t0 + 1).transform
        #expect(isClose(t.m11, 0) && isClose(t.m13, -1) && isClose(t.m31, 1))
        // At 10.5 s: the x tilt halfway, π/4: m22 = m33 = √½, m23 = √½.
        let x = model.presentation(at: t0 + 10.5).transform
        #expect(isClose(x.m22, 0.5.squareRoot()) && isClose(x.m23, 0.5.squareRoot()))
        _ = try layer.snapshot(scale: 1, at: t0 + 1.5)
    }
}
