import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// A layer's own time space: `beginTime`, `speed` and `timeOffset` on a `CALayer`,
/// `convertTime(_:from:)`/`convertTime(_:to:)`, and the scrub and pause/resume recipes.
@Suite("Layer timing: convertTime, scrubbing, pausing", .isolatedQuartzState)
struct CALayerTimingTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag) \(CACurrentMediaTime())") }
    }

    /// A 100 × 10 pt track with a 10 × 10 pt red dot at its left end.
    static func track() -> (track: CALayer, dot: CALayer) {
        let track = sizedLayer(100, 10)
        let dot = sizedLayer(10, 10)
        dot.position = CGPoint(x: 5, y: 5)
        dot.backgroundColor = UIColor.red.cgColor
        track.addSublayer(dot)
        return (track, dot)
    }

    /// Moves the dot's centre from x = 5 to x = 95 in 2 s, linearly.
    static func slide() -> CABasicAnimation {
        basicAnimation("position.x", from: 5, to: 95, duration: 2)
    }

    /// The alpha of the pixels of row 5 in x = 0..<100 at scale 1.
    static func row(_ bitmap: Bitmap) -> [UInt8] { (0..<100).map { bitmap[$0, 5].a } }

    @Test("Apple's example: offsetSlowMoLayer (timeOffset 1, speed 0.5) converts 0.5 s to 1.25 s")
    func applesExample() {
        let layer = CALayer()
        let offsetSlowMoLayer = CALayer()
        offsetSlowMoLayer.timeOffset = CFTimeInterval(1)
        offsetSlowMoLayer.speed = 0.5
        #expect(offsetSlowMoLayer.convertTime(CFTimeInterval(0.5), from: layer) == 1.25)  // (0.5 − 0) × 0.5 + 1
        #expect(layer.convertTime(CFTimeInterval(0.5), to: offsetSlowMoLayer) == 1.25)
        #expect(offsetSlowMoLayer.convertTime(1.25, to: layer) == 0.5)
    }

    @Test("times convert down a tree, up it and across it through the common ancestor, and round-trip")
    func nestedConversions() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer(), cousin = CALayer()
        root.beginTime = 2; root.speed = 2
        child.speed = 0.5; child.timeOffset = 3
        grandchild.beginTime = 1; grandchild.timeOffset = -1
        cousin.speed = 4
        root.addSublayer(child)
        child.addSublayer(grandchild)
        root.addSublayer(cousin)
        // Media 10 → root (10 − 2) × 2 = 16 → child 16 × 0.5 + 3 = 11 → grandchild (11 − 1) − 1 = 9.
        #expect(root.convertTime(10, from: nil) == 16)
        #expect(child.convertTime(10, from: nil) == 11)
        #expect(grandchild.convertTime(10, from: nil) == 9)
        #expect(grandchild.convertTime(11, from: child) == 9)
        #expect(grandchild.convertTime(9, to: nil) == 10)
        #expect(child.convertTime(9, from: grandchild) == 11)
        // Across: cousin's 64 is root's 64 / 4 = 16, so the grandchild's 9.
        #expect(grandchild.convertTime(64, from: cousin) == 9)
        #expect(cousin.convertTime(9, from: grandchild) == 64)
        for t in [-3.5, 0, 0.25, 1234.5] {
            #expect(isClose(grandchild.convertTime(grandchild.convertTime(t, to: nil), from: nil), t))
            #expect(isClose(cousin.convertTime(cousin.convertTime(t, to: grandchild), from: grandchild), t))
        }
        // A paused layer has one time; undoing it divides by 0.
        child.speed = 0
        #expect(grandchild.convertTime(10, from: nil) == 1)  // child at 3, (3 − 1) − 1
        #expect(child.convertTime(4, to: root) == .infinity)
    }

    @Test("the scrub pattern: speed 0, add, timeOffset = progress × duration draws that progress",
          arguments: [(0.5, 45), (0.75, 67.5)])
    func scrub(progress: Double, left: Double) throws {
        let (track, dot) = Self.track()
        dot.speed = 0
        dot.add(Self.slide(), forKey: "slide")
        dot.timeOffset = progress * 2
        // Centre 5 + 90 × progress: the dot covers [left, left + 10).
        for later in [0.0, 100] {
            let image = try track.snapshot(scale: 1, at: CACurrentMediaTime() + later)
            let row = Self.row(image)
            let l = Int(left.rounded(.down))
            #expect(row[l + 1] == 255 && row[l + 8] == 255)
            #expect(row[l - 1] == 0 && row[l + 11] == 0)
            if left == left.rounded() {
                #expect(row[l] == 255 && row[l + 9] == 255 && row[l + 10] == 0)
            } else {
                // Half a pixel covered at each end: 255 × 0.5.
                #expect(isClose(row[l], 128) && isClose(row[l + 10], 128))
            }
        }
        #expect(isClose(try #require(dot.presentation()).position.x, 5 + 90 * progress, 1e-9))
        MediaClock.advance(by: 50)
        #expect(dot.animationKeys() == ["slide"], "a paused animation never completes")
    }

    @Test("scrubbing the superlayer: its paused local time runs the sublayer's animation")
    func scrubParent() throws {
        let (track, dot) = Self.track()
        track.speed = 0
        track.timeOffset = 7
        dot.add(Self.slide(), forKey: "slide")  // begins at the track's local now, 7
        #expect(dot.convertTime(CACurrentMediaTime(), from: nil) == 7)
        track.timeOffset = 7 + 1.5  // 75 %: centre 72.5, covering [67.5, 77.5)
        let row = Self.row(try track.snapshot(scale: 1, at: CACurrentMediaTime()))
        #expect(row[68] == 255 && row[76] == 255 && row[66] == 0 && row[78] == 0)
        #expect(isClose(row[67], 128) && isClose(row[77], 128))
    }

    @Test("the pause/resume recipe: the animation holds while paused, then ends later by the pause's length")
    func pauseResume() throws {
        MediaClock.set(200)
        let (_, dot) = Self.track()
        _ = try dot.snapshot(scale: 1)
        let recorder = Recorder()
        let slide = Self.slide()
        slide.delegate = recorder
        dot.add(slide, forKey: "slide")
        #expect(recorder.events == ["start 200.0"])
        MediaClock.advance(by: 0.5)
        // Pause.
        let paused = dot.convertTime(CACurrentMediaTime(), from: nil)
        dot.speed = 0
        dot.timeOffset = paused
        #expect(paused == 200.5)
        #expect(dot.presentation()?.position.x == 27.5)  // 25 %: 5 + 90 × 0.25
        MediaClock.advance(by: 10)
        #expect(dot.presentation()?.position.x == 27.5)
        #expect(recorder.events == ["start 200.0"] && dot.animationKeys() == ["slide"])
        // Resume.
        let pausedTime = dot.timeOffset
        dot.speed = 1
        dot.timeOffset = 0
        dot.beginTime = 0
        let timeSincePause = dot.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        dot.beginTime = timeSincePause
        #expect(timeSincePause == 10)
        #expect(dot.presentation()?.position.x == 27.5)
        MediaClock.advance(by: 1)
        #expect(dot.presentation()?.position.x == 72.5)  // local 201.5: 75 %
        MediaClock.advance(by: 1)
        // The slide ends at local 202, media 212.
        #expect(recorder.events == ["start 200.0", "stop true 212.0"])
        #expect(dot.animationKeys() == nil)
    }

    @Test("an animation's start waits for its layer's time; a completion block waits for a timed end")
    func startInLayerTime() throws {
        MediaClock.set(300)
        let (track, dot) = Self.track()
        track.speed = 2  // track time = 2 × media time
        let recorder = Recorder()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let slide = Self.slide()
        slide.delegate = recorder
        slide.beginTime = dot.convertTime(CACurrentMediaTime(), from: nil) + 1  // 1 s of the dot's time later
        dot.add(slide, forKey: "slide")
        CATransaction.commit()
        #expect(recorder.events.isEmpty)
        MediaClock.advance(by: 2)
        // Starts at local 601 (media 300.5), lasts 2 local seconds: ends at media 301.5.
        #expect(recorder.events == ["start 300.5", "stop true 301.5"])
        #expect(completed)
    }

    @Test("a layer's own duration, repetition or fill throws at snapshot; a timing value that is not finite too")
    func unsupported() throws {
        let (track, dot) = Self.track()
        dot.duration = 1
        #expect(throws: QuartzError.unsupportedProperty(layer: "CALayer", property: "duration", value: "1.0 (a layer's own active duration)")) {
            try track.snapshot(scale: 1)
        }
        dot.duration = 0
        dot.autoreverses = true
        #expect(throws: QuartzError.unsupportedProperty(layer: "CALayer", property: "autoreverses", value: "true (a layer's own repetition)")) {
            try track.snapshot(scale: 1, at: 0)
        }
        dot.autoreverses = false
        dot.fillMode = .forwards
        #expect(throws: QuartzError.self) { try track.snapshot(scale: 1) }
        dot.fillMode = .removed
        dot.speed = .infinity
        let error = QuartzError.invalidTree("CALayer: layer timing needs finite beginTime, speed and timeOffset, got 0, inf and 0")
        #expect(throws: error) { try track.snapshot(scale: 1) }
        #expect(error.description.split(separator: "\n").count == 1)
        dot.speed = 1
        #expect(throws: Never.self) { try track.snapshot(scale: 1) }
    }
}

extension CALayerTimingTests {
    @Test("a transaction's completion block waits while its animation's layer is paused")
    func completionWhilePaused() throws {
        MediaClock.set(400)
        let (_, dot) = Self.track()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        dot.add(Self.slide(), forKey: "slide")  // local 400…402
        CATransaction.commit()
        MediaClock.advance(by: 1)
        dot.timeOffset = dot.convertTime(CACurrentMediaTime(), from: nil)  // 401
        dot.speed = 0
        MediaClock.advance(by: 5)
        #expect(!completed)
        dot.speed = 1
        dot.timeOffset = 0
        dot.beginTime = 5  // local = media − 5: 401 at media 406
        MediaClock.advance(by: 0.5)
        #expect(!completed)
        MediaClock.advance(by: 0.5)  // media 407: local 402, the end
        #expect(completed)
        #expect(dot.animationKeys() == nil)
    }
}
