import LayerModel
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Implicit and explicit animations on the virtual clock, each test's own from 0.
@Suite("Animations, transactions and the virtual clock", .isolatedQuartzState)
struct CAAnimationTests {
    static func square() -> CALayer {
        let layer = sizedLayer(10, 10)
        layer.position = CGPoint(x: 5, y: 5)
        layer.backgroundColor = UIColor.red.cgColor
        return layer
    }

    @Test("a never-committed layer does not animate its changes; a committed one does, 0.25 s")
    func implicitAnimations() throws {
        let layer = Self.square()
        layer.position = CGPoint(x: 20, y: 5)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation() == nil)
        _ = try layer.snapshot(scale: 1)
        let t0 = CACurrentMediaTime()
        layer.position = CGPoint(x: 40, y: 5)
        #expect(layer.animationKeys() == ["position"])
        let implicit = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(implicit.duration == 0.25)
        #expect((implicit.fromValue as? NSValue)?.cgPointValue == CGPoint(x: 20, y: 5))
        #expect(layer.presentation()?.position == CGPoint(x: 20, y: 5))
        MediaClock.set(t0 + 0.125)
        // The default timing (0.25, 0.1, 0.25, 1) is past halfway at half time.
        let x = try #require(layer.presentation()?.position.x)
        #expect(x > 30 && x < 40)
        MediaClock.set(t0 + 0.25)
        #expect(layer.animationKeys() == nil, "removed on completion")
        #expect(layer.presentation()?.position == CGPoint(x: 40, y: 5))
    }

    @Test("disabled actions, NSNull actions and a transaction's duration")
    func transactions() throws {
        let layer = Self.square()
        _ = try layer.snapshot(scale: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.25
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.cornerRadius = 3
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
    }

    @Test("explicit animations start now, or at an absolute beginTime; fill modes hold only when not removed")
    func explicitTiming() throws {
        let layer = Self.square()
        layer.opacity = 0
        let t0 = CACurrentMediaTime()
        let fade = basicAnimation("opacity", from: 1, to: 0.5, duration: 1, beginTime: t0 + 1)
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        let model = try layer.layerModel()
        // Backwards fill before it starts, halfway at t0 + 1.5, held after the end.
        #expect(model.presentation(at: t0).opacity == 1)
        #expect(model.presentation(at: t0 + 1.5).opacity == 0.75)
        #expect(model.presentation(at: t0 + 5).opacity == 0.5)
        fade.isRemovedOnCompletion = true
        layer.add(fade, forKey: "fade")
        #expect(try layer.layerModel().presentation(at: t0 + 5).opacity == 0)
    }

    @Test("snapshotFrames renders t0, t0 + 1/fps, … t1; a bad time range is an invalid timing")
    func snapshotFrames() throws {
        let layer = Self.square()
        let t0 = CACurrentMediaTime()
        let fade = basicAnimation("opacity", from: 0, to: 1, duration: 1, beginTime: t0)
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        let frames = try layer.snapshotFrames(from: t0, to: t0 + 1, fps: 4, scale: 1)
        // Opacity 0, ¼, ½, ¾ and then the model's 1 (the animation is removed at its end):
        // red's alpha 0, 64, 128, 191, 255 (255·k/4 rounded).
        #expect(frames.map { Int($0[5, 5].a) } == [0, 64, 128, 191, 255])
        #expect(throws: QuartzError.invalidTiming(.invalidFrameTiming(duration: -1, fps: 4))) {
            try layer.snapshotFrames(from: t0 + 1, to: t0, fps: 4)
        }
        // 0.55 s at 60 fps: round(33) + 1 = 34 frames of 8192² px, 2,281,701,376 pixels: over
        // FrameSequence.maxPixels (2³¹), refused before any frame is drawn.
        layer.bounds = CGRect(x: 0, y: 0, width: 4096, height: 4096)
        #expect(throws: QuartzError.render(.invalidFrames(.tooManyFramePixels(frames: 34, pixelWidth: 8192, pixelHeight: 8192)))) {
            try layer.snapshotFrames(from: t0, to: t0 + 0.55, fps: 60, scale: 2)
        }
    }

    @Test("an animation that ended before it was added is removed at once")
    func pastAnimation() {
        let layer = Self.square()
        let old = CABasicAnimation(keyPath: "opacity")
        old.toValue = 0
        old.beginTime = CACurrentMediaTime() - 10
        layer.add(old, forKey: "old")
        #expect(layer.animationKeys() == nil)
    }

    @Test("delegate callbacks and completion blocks fire as the clock passes them")
    func callbacks() throws {
        final class Recorder: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag) \(CACurrentMediaTime())") }
        }
        MediaClock.set(100)
        let layer = Self.square()
        let recorder = Recorder()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let move = basicAnimation("position.x", to: 50, duration: 2)
        move.delegate = recorder
        layer.add(move, forKey: "move")
        CATransaction.commit()
        #expect(recorder.events == ["start 100.0"])
        MediaClock.advance(by: 1)
        #expect(!completed)
        MediaClock.advance(by: 5)
        #expect(recorder.events == ["start 100.0", "stop true 102.0"])
        #expect(completed)
        #expect(CACurrentMediaTime() == 106)
        layer.add(move, forKey: "again")
        layer.removeAnimation(forKey: "again")
        #expect(recorder.events.last == "stop false 106.0")
    }

    @Test("boxed values animate as what they hold; a box of another kind is refused")
    func boxedValues() throws {
        let point = NSValue(cgPoint: CGPoint(x: 7, y: 8)), size = NSValue(cgSize: CGSize(width: 4, height: 6))
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), scale = NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1))
        // Each key path with the box it takes, and a box of another kind.
        let cases: [(keyPath: String, box: NSValue, wrong: NSValue)] = [
            ("position", point, size), ("bounds.size", size, rect), ("bounds", rect, scale), ("transform", scale, point),
        ]
        for (keyPath, box, wrong) in cases {
            let held = Self.square(), refused = Self.square()
            let t0 = CACurrentMediaTime()
            for (layer, value) in [(held, box), (refused, wrong)] {
                let hold = basicAnimation(keyPath, from: value, to: value, duration: 1, beginTime: t0)
                layer.add(hold, forKey: "hold")
            }
            let shown = try held.layerModel().presentation(at: t0 + 0.5)
            switch keyPath {
            case "position": #expect(shown.position == Point(x: 7, y: 8))
            case "bounds.size": #expect(shown.bounds.size == Size(width: 4, height: 6))
            case "bounds": #expect(shown.bounds == Rect(x: 1, y: 2, width: 3, height: 4))
            default: #expect(shown.transform == Transform3D(scaleX: 2, y: 3, z: 1))
            }
            #expect(throws: QuartzError.self, "\(keyPath) from \(wrong)") { try refused.layerModel() }
        }
        #expect(point.caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(bytes: [Double](repeating: 1, count: 16), objCType: "[16f]").caTransform3DValue == CATransform3DIdentity)
    }

    @Test("values that do not fit the key path fail the snapshot, naming key path and type")
    func badValues() throws {
        let layer = Self.square()
        let bad = CABasicAnimation(keyPath: "position")
        bad.toValue = "far away"
        layer.add(bad, forKey: nil)
        #expect(throws: QuartzError.invalidAnimation(layer: "CALayer", keyPath: "position",
                                                    reason: "expected a CGPoint (or NSValue(cgPoint:)), got a value of type String")) {
            try layer.snapshot(scale: 1, at: 0)
        }
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = UIColor.blue
        let other = Self.square()
        other.add(color, forKey: "c")
        #expect(throws: QuartzError.self) { try other.snapshot(scale: 1, at: 0) }
        let unknown = CABasicAnimation(keyPath: "wobble")
        unknown.toValue = 1
        let third = Self.square()
        third.add(unknown, forKey: "w")
        #expect(throws: QuartzError.self) { try third.snapshot(scale: 1, at: 0) }
        // The model snapshot ignores animations, as render(in:) does.
        #expect(throws: Never.self) { try third.snapshot(scale: 1) }
    }

    @Test("keyframe values accept CGFloat, Double, Int and NSNumber alike")
    func numberKinds() throws {
        let layer = Self.square()
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [CGFloat(0), 1.0, 2 as Int, NSNumber(value: 3)]
        spin.duration = 3
        let t0 = CACurrentMediaTime()
        spin.beginTime = t0 + 10
        layer.add(spin, forKey: "spin")
        let model = try layer.layerModel()
        #expect(isClose(model.presentation(at: t0 + 12.5).transform.m12, sin(2.5)))
    }
}

@Suite("Properties LayerShot cannot draw yet", .isolatedQuartzState)
struct UnsupportedPropertyTests {
    @Test("a non-default value throws at snapshot, naming the layer and the property")
    func unsupported() {
        let layer = sizedLayer(10, 10)
        let child = CAReplicatorLayer()
        child.name = "dots"
        child.preservesDepth = true
        layer.addSublayer(child)
        #expect(throws: QuartzError.unsupportedProperty(layer: "dots", property: "preservesDepth", value: "true")) {
            try layer.snapshot()
        }
        child.preservesDepth = false
        layer.isGeometryFlipped = true
        #expect(throws: QuartzError.unsupportedProperty(layer: "CALayer", property: "isGeometryFlipped", value: "true")) {
            try layer.snapshot()
        }
    }
}
