import LayerShotQuartz
import LayerShotTesting
import Testing

/// The scrub pattern of docs/QUARTZ.md ("Layer time"), as written there.
@Suite("Scrubbing an animation through its layer's timing", .isolatedQuartzState)
struct ScrubTests {
    @Test("speed 0 stops the layer's time; timeOffset picks the frame")
    func scrub() throws {
        // A 100 × 10 pt bar whose stroke grows from the left edge.
        let bar = CAShapeLayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 100, y: 5))
        bar.path = line.cgPath
        bar.lineWidth = 10
        bar.strokeColor = UIColor.systemBlue.cgColor

        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 2
        bar.speed = 0                          // the layer's time stands still at 0,
        bar.add(grow, forKey: "grow")          // so the animation begins at local time 0,
        bar.timeOffset = 0.3 * grow.duration   // and the offset selects 30 % of it

        let image = try bar.snapshot(scale: 1, at: CACurrentMediaTime())
        #expect(image[29, 5].a == 255 && image[30, 5].a == 0)  // stroked from x = 0 to 30
    }
}
