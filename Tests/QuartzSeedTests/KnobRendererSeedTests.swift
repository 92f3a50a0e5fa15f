import CairoRenderer
import Controls
import ImageDiff
import Imaging
import LayerModel
import LayerShotQuartz
import LayerShotTesting
import Testing

/// The seed's own Core Animation code, compiled against LayerShotQuartz, draws what
/// `Controls.Knob` draws.
@Suite("The seed's KnobRenderer through LayerShotQuartz", .isolatedQuartzState)
struct KnobRendererSeedTests {
    static let frame = CGRect(x: 0, y: 0, width: 140, height: 140)

    static func expectSame(_ actual: Bitmap, _ expected: Bitmap, _ what: String) throws {
        let metrics = try #require(try ImageComparator().compare(expected, actual).metrics, "\(what): sizes differ")
        #expect(metrics.differingPixels == 0, "\(what): \(metrics.differingPixels) pixels differ")
        #expect(actual == expected, "\(what): not byte-identical")
    }

    @Test("static values 0, 0.5 and 1 at line width 4 and pointer length 8", arguments: [0.0, 0.5, 1.0])
    func staticValues(value: Double) throws {
        let knob = SeedKnob(frame: Self.frame, tintColor: .systemBlue, lineWidth: 4, pointerLength: 8)
        knob.setValue(Float(value))
        let control = try Knob(value: value, lineWidth: 4, pointerLength: 8)
        try Self.expectSame(try knob.layer.snapshot(scale: 2), try LayerRenderer(scale: 2).render(control.layer), "value \(value)")
    }

    @Test("animated setValue frames at 0, 0.125 and 0.25 s equal the knob's animation frames 0–2")
    func animatedFrames() throws {
        let knob = SeedKnob(frame: Self.frame, tintColor: .systemBlue, lineWidth: 2, pointerLength: 6)
        _ = try knob.layer.snapshot(scale: 2) // shown once: committed
        let changedAt = CACurrentMediaTime()
        knob.setValue(1, animated: true)

        var control = try Knob(value: 0)
        try control.setValue(1, animated: true)
        let frames = try LayerRenderer(scale: 2).renderFrames(of: control.layer, at: try FrameTiming(duration: 0.25, fps: 8).times)
        for (index, t) in [0, 0.125, 0.25].enumerated() {
            try Self.expectSame(try knob.layer.snapshot(scale: 2, at: changedAt + t), frames[index], "frame \(index)")
        }
    }
}
