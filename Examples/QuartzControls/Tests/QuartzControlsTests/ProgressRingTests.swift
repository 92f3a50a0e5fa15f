import LayerShotQuartz
import LayerShotTesting
import QuartzControls
import Testing

@Suite("Progress ring", .isolatedQuartzState)
struct ProgressRingTests {
    @Test("states", arguments: [0.0, 0.25, 0.6, 1.0])
    func states(progress: Double) {
        let ring = ProgressRing(size: CGSize(width: 120, height: 120))
        ring.setProgress(progress, animated: false)
        assertGolden(of: ring.layer, named: "progress-\(progress)")
    }

    @Test("the animated change from 0.25 to 0.75, at its start, middle and end")
    func animation() {
        let ring = ProgressRing(size: CGSize(width: 120, height: 120))
        ring.setProgress(0.25, animated: false)
        let start = CACurrentMediaTime()
        ring.setProgress(0.75, animated: true)
        for t in [0.0, 0.25, 0.5] {
            assertGolden(of: ring.layer, named: "animation-\(t)", at: start + t)
        }
    }
}
