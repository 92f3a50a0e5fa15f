import CairoRenderer
import Foundation
import Imaging
import LayerModel
import LayerShotTesting
import Testing

/// Replicators drawn: the activity-indicator spinner as a golden, its bars' alphas and its
/// `instanceDelay` animation checked pixel by pixel.
@Suite("Replicator rendering")
struct ReplicatorRenderTests {
    /// The classic spinner on a 60×60 canvas: twelve black 4×12 pt capsules, the first
    /// centred at (30, 12) pointing up, each instance turned 30° further (clockwise on
    /// screen) about the replicator's centre (30, 30); with `fading`, bar k has alpha
    /// 1 − k/12 (`instanceAlphaOffset` = −1/12).
    static func spinner(fading: Bool = true) throws -> Layer {
        var replicator = Layer(name: "spinner", frame: Rect(x: 0, y: 0, width: 60, height: 60))
        var r = try Replicator(instanceCount: 12)
        r.instanceTransform = Transform3D(rotationZ: 2 * .pi / 12)
        if fading { r.instanceAlphaOffset = -1.0 / 12 }
        replicator.replicator = r
        let bar = Path(roundedRect: Rect(x: 0, y: 0, width: 4, height: 12), cornerRadius: 2)
        replicator.sublayers = [Layer(name: "bar", frame: Rect(x: 28, y: 6, width: 4, height: 12),
                                      kind: .shape(ShapeLayer(path: bar, fillColor: .black, strokeColor: nil)))]
        return RendererGoldenTests.scene([replicator])
    }

    /// The pixel (at scale 2) under the middle of bar k: 18 pt from the centre at k·30°.
    static func barPixel(_ k: Int) -> (x: Int, y: Int) {
        let angle = Double(k) * .pi / 6
        return (Int((2 * (30 + 18 * sin(angle))).rounded(.down)), Int((2 * (30 - 18 * cos(angle))).rounded(.down)))
    }

    @Test("replicator feature", arguments: ["replicator-spinner"])
    func golden(name: String) throws {
        assertGolden(of: try Self.spinner(), named: name, configuration: RendererGoldenTests.goldens)
    }

    @Test("bar k of the spinner is black at alpha 1 − k/12: 255·k/12 grey on white")
    func barAlphas() throws {
        let image = try LayerRenderer(scale: 2).render(try Self.spinner(), background: .white)
        for k in 0..<12 {
            let (x, y) = Self.barPixel(k)
            let expected = 255 * Double(k) / 12
            let p = image[x, y]
            #expect(abs(Double(p.r) - expected) <= 1 && p.r == p.g && p.g == p.b && p.a == 255, "bar \(k) at (\(x), \(y)): \(p)")
        }
        // Between bars 0 and 1 (15°, 18 pt out) nothing is drawn.
        let between = image[Int(2 * (30 + 18 * sin(Double.pi / 12))), Int(2 * (30 - 18 * cos(Double.pi / 12)))]
        #expect(between == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("instanceDelay: bar k fades as the first bar did k/12 s earlier")
    func delayedFade() throws {
        var spinner = try Self.spinner(fading: false)
        spinner.sublayers[0].replicator?.instanceDelay = 1.0 / 12
        var fade = Animation.basic(keyPath: "opacity", from: .number(1), to: .number(0))
        fade.duration = 1
        fade.repeatCount = .infinity
        try spinner.sublayers[0].sublayers[0].add(fade, forKey: "fade")
        let times = [1.04, 1.54]
        let frames = try LayerRenderer(scale: 2).renderFrames(of: spinner, at: times, background: .white)
        for (t, frame) in zip(times, frames) {
            for k in [0, 3, 6, 9] {
                // Bar k's local time is t − k/12; its opacity 1 − frac(t − k/12), so its grey is
                // 255·frac(t − k/12): at 1.04 → 10.2, 201.45, 137.7, 73.95 for k = 0, 3, 6, 9.
                let local = t - Double(k) / 12
                let expected = 255 * (local - local.rounded(.down))
                let (x, y) = Self.barPixel(k)
                let p = frame[x, y]
                #expect(abs(Double(p.r) - expected) <= 1, "t = \(t), bar \(k): \(p), expected \(expected)")
            }
        }
    }

    @Test("a tree whose replicators make too many layers is a render error, not a long wait")
    func tooMany() throws {
        var inner = try Self.spinner()
        inner.sublayers[0].replicator = try Replicator(instanceCount: 10_000)
        var outer = inner.sublayers[0]
        outer.replicator = try Replicator(instanceCount: 20)
        outer.sublayers = [inner.sublayers[0]]
        let root = RendererGoldenTests.scene([outer])
        #expect(throws: RenderError.invalidLayer(.tooManyReplicatedLayers(layer: "(unnamed)", count: 200_022, limit: 100_000))) {
            try LayerRenderer(scale: 1).render(root)
        }
        #expect(throws: RenderError.self) { try LayerRenderer(scale: 1).renderFrames(of: root, at: [0]) }
    }
}
