import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Views animate only inside animation blocks, with the block's duration, delay and curve, and
/// the completion runs when the animations end on the virtual clock, each test's own from 0.
@Suite("UIView animations", .isolatedQuartzState)
struct UIViewAnimationTests {
    /// A committed 10 × 10 red view (snapshotted once).
    static func committedView() throws -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        _ = try view.layer.snapshot(scale: 1)
        return view
    }

    /// The control points of `function` (nil: none), to compare curves by value.
    static func controlPoints(_ function: CAMediaTimingFunction?) -> [Float] {
        guard let function else { return [] }
        var points: [Float] = []
        for index in 1...2 {
            var xy: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &xy)
            points += xy
        }
        return points
    }

    /// Whether `function` is the curve called `name`.
    static func isCurve(_ function: CAMediaTimingFunction?, _ name: CAMediaTimingFunctionName) -> Bool {
        controlPoints(function) == controlPoints(CAMediaTimingFunction(name: name))
    }

    /// The opacity the view shows at `t` seconds from now (the clock is moved there).
    static func alpha(of view: UIView, after t: Double, from start: Double) throws -> Double {
        MediaClock.set(start + t)
        return Double(try #require(view.layer.presentation()).opacity)
    }

    @Test("outside an animation block a view's own layer does not animate; its plain sublayers still do")
    func noImplicitAnimation() throws {
        let view = try Self.committedView()
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        _ = try view.layer.snapshot(scale: 1)
        let t0 = CACurrentMediaTime()
        view.backgroundColor = .blue
        view.alpha = 0.5
        sublayer.opacity = 0
        #expect(view.layer.animationKeys() == nil)
        #expect(sublayer.animationKeys() == ["opacity"], "Core Animation's implicit animation, as on iOS")
        let bitmap = try view.layer.snapshot(scale: 1, at: t0 + 0.1)
        // Blue at alpha 0.5, premultiplied.
        #expect(bitmap[5, 5] == RGBA8(r: 0, g: 0, b: 128, a: 128))
    }

    @Test("a 1 s animate(withDuration:) of alpha eases in and out: 0.871 at 0.25 s, 0.5 at 0.5 s; completion after the end")
    func easeInEaseOut() throws {
        let view = try Self.committedView()
        let t0 = CACurrentMediaTime()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        #expect(view.alpha == 0, "the model value is the new one at once")
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 1 && Self.isCurve(animation.timingFunction, .easeInEaseOut))
        // The curve (0.42, 0, 0.58, 1) reaches x = 0.25 at s = 0.225065, where y = 0.129162:
        // alpha 1 − 0.129162 = 0.870838. At x = 0.5 the symmetric curve is at y = 0.5.
        #expect(isClose(try Self.alpha(of: view, after: 0.25, from: t0), 0.870838, 1e-4))
        #expect(isClose(try Self.alpha(of: view, after: 0.5, from: t0), 0.5, 1e-6))
        #expect(finished.isEmpty)
        MediaClock.set(t0 + 0.999)
        #expect(finished.isEmpty)
        MediaClock.set(t0 + 1.001)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil, "removed when it finished")
    }

    @Test("delay and curve options: a linear animation after 0.5 s shows the old value until it starts")
    func delayAndCurve() throws {
        let view = try Self.committedView()
        let t0 = CACurrentMediaTime()
        var done = false
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 }) { _ in done = true }
        #expect(isClose(try Self.alpha(of: view, after: 0.25, from: t0), 1, 1e-6), "still in the delay")
        #expect(isClose(try Self.alpha(of: view, after: 1, from: t0), 0.5, 1e-6), "halfway, linear")
        MediaClock.set(t0 + 1.4)
        #expect(!done)
        MediaClock.set(t0 + 1.6)
        #expect(done)
    }

    @Test(".repeat with .autoreverse runs back and forth forever; the completion never runs")
    func repeatAutoreverse() throws {
        let view = try Self.committedView()
        let t0 = CACurrentMediaTime()
        var done = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { view.alpha = 0 }, completion: { _ in done = true })
        // Forward over 0…1 s, back over 1…2 s, forward again from 2 s.
        #expect(isClose(try Self.alpha(of: view, after: 0.25, from: t0), 0.75, 1e-6))
        #expect(isClose(try Self.alpha(of: view, after: 1.25, from: t0), 0.25, 1e-6))
        #expect(isClose(try Self.alpha(of: view, after: 2.25, from: t0), 0.75, 1e-6))
        MediaClock.set(t0 + 100)
        #expect(!done && view.layer.animationKeys() == ["opacity"])
    }

    @Test("curve options map to Core Animation's timing functions")
    func curves() throws {
        let view = try Self.committedView()
        for (option, name) in [(UIView.AnimationOptions.curveEaseIn, CAMediaTimingFunctionName.easeIn), (.curveEaseOut, .easeOut),
                               (.curveEaseInOut, .easeInEaseOut), (.curveLinear, .linear)] {
            UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.alpha = view.alpha == 1 ? 0 : 1 })
            #expect(Self.isCurve(view.layer.animation(forKey: "opacity")?.timingFunction, name))
        }
    }

    @Test("performWithoutAnimation, a zero duration and a nested block")
    func withoutAnimation() throws {
        let view = try Self.committedView()
        var completed = false
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }, completion: { _ in completed = true })
        #expect(view.layer.animationKeys() == nil && completed, "nothing animated: the completion runs at once")
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 })
        #expect(view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 1 })
        })
        let nested = try #require(view.layer.animation(forKey: "opacity"))
        #expect(nested.duration == 2 && Self.isCurve(nested.timingFunction, .linear),
                "a nested block takes the outer duration and curve, as UIKit's default")
    }

    @Test("frame changes animate bounds and position together")
    func frameAnimation() throws {
        let view = try Self.committedView()
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 10, y: 0, width: 30, height: 10)
        })
        #expect(Set(view.layer.animationKeys() ?? []) == ["bounds", "position"])
        MediaClock.set(t0 + 0.5)
        let shown = try #require(view.layer.presentation())
        // Halfway from (0, 0, 10, 10) to (10, 0, 30, 10): 20 wide, centred at x = 15.
        #expect(shown.bounds.width == 20 && shown.position.x == 15)
    }
}

/// What a review of the view facade found, each against UIKit's behaviour.
@Suite("UIView: views added, given contents or animated without animation", .isolatedQuartzState)
struct UIViewReviewTests {
    @Test("a subview added to a committed view fades in with its animation block (linear 0 -> 1: half red over white at 0.5 s)")
    func addedSubviewAnimates() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.backgroundColor = .white
        _ = try host.layer.snapshot(scale: 2)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        badge.alpha = 0
        host.addSubview(badge)
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 1 })
        #expect(badge.layer.animationKeys() == ["opacity"])
        let middle = try host.layer.snapshot(scale: 2, at: start + 0.5)
        // Red at alpha 0.5 over white: (255, 127.5, 127.5).
        #expect(isClose(middle[40, 40].g, 128) && middle[40, 40].r == 255)
        let end = try host.layer.snapshot(scale: 2, at: start + 1.5)
        #expect(end[40, 40] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a view that does not override draw(_:) keeps the contents it was given")
    func givenContentsStay() throws {
        final class ImageView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
                    UIColor.orange.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }.cgImage
            }
            required init?(coder: NSCoder) { nil }
        }
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let bitmap = try view.layer.snapshot(scale: 2)
        // UIColor.orange is (1, 0.5, 0): (255, 128, 0).
        #expect(bitmap[20, 20] == RGBA8(r: 255, g: 128, b: 0, a: 255))
        #expect(view.layer.contents != nil)
    }

    @Test("a new view, never snapshotted and in no window, animates in a block (linear alpha 1 -> 0: 0.5 at 0.5 s)")
    func freshViewAnimates() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.window == nil && view.layer.animationKeys() == ["opacity"])
        // Red at alpha 0.5, premultiplied: (127.5, 0, 0, 127.5).
        let middle = try view.layer.snapshot(scale: 1, at: start + 0.5)
        #expect(isClose(middle[5, 5].r, 128) && isClose(middle[5, 5].a, 128) && middle[5, 5].g == 0)
    }

    @Test("an animation block inside performWithoutAnimation does not animate")
    func noAnimationInside() throws {
        let view = try UIViewAnimationTests.committedView()
        UIView.performWithoutAnimation { UIView.animate(withDuration: 1) { view.alpha = 0 } }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
    }
}

@Suite("UIView: a move reversed halfway, as iOS 8 and later animate it", .isolatedQuartzState)
struct UIViewAdditiveTests {
    // Centre 5 → 105 over 1 s, linear; at 0.5 s (x = 55) a second block moves it back to 5 over
    // 1 s. Additive: x = 5 + (5 − 105)·(1 − p1) + (105 − 5)·(1 − p2), p1 = t, p2 = t − 0.5:
    // 0.75 s → 5 − 25 + 75 = 55; 1.0 s → 5 + 0 + 50 = 55; 1.25 s → 30; 1.5 s → 5. The first
    // block's completion waits for its own end at 1 s.
    @Test("both animations run to their ends, and each completion waits for its own")
    func reversedMove() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try view.layer.snapshot(scale: 1)
        let start = CACurrentMediaTime()
        var firstDone: Double?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 105, y: 5) },
                       completion: { _ in firstDone = CACurrentMediaTime() - start })
        MediaClock.set(start + 0.5)
        #expect(isClose(Double(try #require(view.layer.presentation()).position.x), 55, 1e-9))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 5, y: 5) })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        #expect(firstDone == nil)
        for (t, x) in [(0.75, 55.0), (1.0, 55), (1.25, 30), (1.5, 5)] {
            MediaClock.set(start + t)
            #expect(isClose(Double(try #require(view.layer.presentation()).position.x), x, 1e-9), "at \(t) s")
        }
        #expect(firstDone.map { isClose($0, 1, 1e-9) } == true)
    }

    @Test("a frame change animates its size additively too: half way, half of each")
    func frameChange() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try view.layer.snapshot(scale: 1)
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = CGRect(x: 20, y: 0, width: 30, height: 10) })
        MediaClock.set(start + 0.5)
        let shown = try #require(view.layer.presentation())
        // position 5 → 35, size 10 → 30: at half, 20 and 20.
        #expect(isClose(Double(shown.position.x), 20, 1e-9) && isClose(Double(shown.bounds.width), 20, 1e-9))
    }
}

/// `completion`'s Bool says "whether or not the animations actually finished before the
/// completion handler was called" (Apple, `animate(withDuration:animations:completion:)`).
@Suite("UIView: completion told whether the animations finished", .isolatedQuartzState)
struct UIViewCompletionFinishedTests {
    @Test("a block whose alpha animation a later block replaces is told false, at the replacement; the later one true at its end")
    func replaced() throws {
        let view = try UIViewAnimationTests.committedView()
        let t0 = CACurrentMediaTime()
        var first: [(Bool, Double)] = [], second: [(Bool, Double)] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { first.append(($0, CACurrentMediaTime() - t0)) }
        MediaClock.set(t0 + 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { second.append(($0, CACurrentMediaTime() - t0)) }
        MediaClock.advance(by: 0.1)
        #expect(first.map(\.0) == [false] && first.map { isClose($0.1, 0.5, 1e-9) } == [true])
        #expect(second.isEmpty)
        // The second block started at 0.5 s and lasts 1 s: it ends at 1.5 s.
        MediaClock.set(t0 + 1.501)
        #expect(second.map(\.0) == [true] && second.map { isClose($0.1, 1.5, 1e-9) } == [true])
    }

    @Test("removeAllAnimations before the end: told false; an additive move reversed by a later block still finishes: true")
    func removedAndAdditive() throws {
        let view = try UIViewAnimationTests.committedView()
        let t0 = CACurrentMediaTime()
        var removed: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { removed.append($0) }
        MediaClock.set(t0 + 0.25)
        view.layer.removeAllAnimations()
        MediaClock.set(t0 + 0.3)
        #expect(removed == [false])

        var moved: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 50, y: 5) }) { moved.append($0) }
        MediaClock.set(t0 + 0.8)
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 5, y: 5) })
        // The first move began at 0.3 s and ends at 1.3 s, beside the second one.
        MediaClock.set(t0 + 1.2)
        #expect(moved.isEmpty)
        MediaClock.set(t0 + 1.31)
        #expect(moved == [true])
    }
}

/// `.beginFromCurrentState`: "Start the animation from the current setting associated with an
/// already in-flight animation. If this key is not present, all in-flight animations are
/// allowed to finish before the new animation is started" (Apple). Alpha 1 → 0 over 1 s,
/// linear; at 0.5 s (alpha 0.5) a second block takes it to 1 over 1 s, linear.
@Suite("UIView: .beginFromCurrentState for a property that does not animate additively", .isolatedQuartzState)
struct UIViewBeginFromCurrentStateTests {
    /// The alpha shown at 0.75 s, the second block run at 0.5 s with `options`.
    static func alphaAfterReversal(options: UIView.AnimationOptions) throws -> Double {
        let view = try UIViewAnimationTests.committedView()
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        MediaClock.set(t0 + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear), animations: { view.alpha = 1 })
        return try UIViewAnimationTests.alpha(of: view, after: 0.75, from: t0)
    }

    @Test("without it the new animation starts from the old model value, 0: alpha 0 + (1 − 0)·0.25 = 0.25 at 0.75 s")
    func fromModelValue() throws {
        #expect(isClose(try Self.alphaAfterReversal(options: []), 0.25, 1e-6))
    }

    @Test("with it, from the value shown, 0.5: alpha 0.5 + (1 − 0.5)·0.25 = 0.625 at 0.75 s")
    func fromCurrentState() throws {
        #expect(isClose(try Self.alphaAfterReversal(options: .beginFromCurrentState), 0.625, 1e-6))
    }
}
