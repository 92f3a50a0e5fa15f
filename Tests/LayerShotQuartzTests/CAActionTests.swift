@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Actions and transactions as Apple documents them: the action search of
/// `action(forKey:)`, CGPath properties without implicit animation, a transaction's duration,
/// timing function and completion block for every animation added in it, and basic animations
/// with no interpolation values. Each test has a clock of its own, from 0.
@Suite("Actions and transactions", .isolatedQuartzState)
struct CAActionTests {
    /// `shape` made a committed 40 × 40 shape layer filling the 10 × 10 square at its origin red.
    static func committed<Shape: CAShapeLayer>(_ shape: Shape) throws -> Shape {
        shape.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.position = CGPoint(x: 20, y: 20)
        shape.fillColor = UIColor.red.cgColor
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        _ = try shape.snapshot(scale: 1)
        return shape
    }

    /// A committed 10 × 10 red layer.
    static func square() throws -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        _ = try layer.snapshot(scale: 1)
        return layer
    }

    @Test("path and shadowPath do not animate implicitly; an explicit path animation still morphs")
    func pathsHaveNoImplicitAnimation() throws {
        let shape = try Self.committed(CAShapeLayer())
        let t0 = CACurrentMediaTime()
        // An ellipse has other elements than the rectangle: a morph between them would throw.
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        #expect(shape.animationKeys() == nil)
        let now = try shape.snapshot(scale: 1, at: t0 + 0.01)
        #expect(now[20, 20].a == 255 && now[30, 30].a == 255, "the new path at once")

        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let big = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        CATransaction.setDisableActions(true)
        shape.path = big
        CATransaction.flush()
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = square
        morph.toValue = big
        morph.duration = 1
        shape.add(morph, forKey: "morph")
        // Halfway the square is 25 × 25.
        let half = try shape.snapshot(scale: 1, at: CACurrentMediaTime() + 0.5)
        #expect(half[24, 24].a == 255 && half[26, 26].a == 0)
    }

    @Test("action(forKey:) searches the delegate, actions, the style's actions, defaultAction(forKey:), then the implicit animation")
    func actionSearchOrder() throws {
        final class Delegate: CALayerDelegate {
            var answer: CAAction?
            func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
        }
        final class Defaulting: CALayer {
            nonisolated(unsafe) static let fade = CABasicAnimation(keyPath: "opacity")
            override class func defaultAction(forKey event: String) -> CAAction? { event == "opacity" ? fade : nil }
        }
        let fromDelegate = CABasicAnimation(keyPath: "opacity")
        let fromActions = CABasicAnimation(keyPath: "opacity")
        let fromStyle = CABasicAnimation(keyPath: "opacity")
        let delegate = Delegate()
        let layer = Defaulting()
        layer.delegate = delegate
        layer.actions = ["opacity": fromActions]
        layer.style = ["actions": ["opacity": fromStyle, "cornerRadius": NSNull()] as [String: CAAction]]
        delegate.answer = fromDelegate
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fromDelegate)
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil, "NSNull from the delegate ends the search")
        delegate.answer = nil
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fromActions)
        layer.actions = nil
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fromStyle)
        layer.style = nil
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === Defaulting.fade)
        #expect(CALayer.defaultAction(forKey: "opacity") == nil)
        let implicit = try #require(CALayer().action(forKey: "position") as? CABasicAnimation)
        #expect(implicit.keyPath == "position")
        #expect(CAShapeLayer().action(forKey: "path") == nil)
        #expect(CALayer().action(forKey: "shadowPath") == nil)
        #expect(CALayer().action(forKey: "notAProperty") == nil)
    }

    @Test("a subclass overriding action(forKey:) animates its path changes")
    func overriddenAction() throws {
        final class Morphing: CAShapeLayer {
            override func action(forKey event: String) -> CAAction? {
                guard event == "path" else { return super.action(forKey: event) }
                let morph = CABasicAnimation()  // no keyPath: the key's
                morph.duration = 1
                return morph
            }
        }
        let shape = try Self.committed(Morphing())
        let t0 = CACurrentMediaTime()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        #expect(shape.animationKeys() == ["path"])
        let half = try shape.snapshot(scale: 1, at: t0 + 0.5)
        #expect(half[24, 24].a == 255 && half[26, 26].a == 0)
    }

    @Test("a transaction's duration and timing function reach explicit animations that have none")
    func transactionTimingForExplicitAnimations() throws {
        let layer = try Self.square()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let fade = CABasicAnimation(keyPath: "opacity")  // duration 0, no timing function
        fade.fromValue = 0
        fade.toValue = 1
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(fade.duration == 0, "the caller's animation is not changed")
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        // Linear over 2 s: 0.5 at 1 s (255 × 0.5 ≈ 128 alpha), where 0.25 s would have ended.
        let image = try layer.snapshot(scale: 1, at: t0 + 1)
        #expect(isClose(image[5, 5].a, 128))

        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        let eased = CABasicAnimation(keyPath: "opacity")
        eased.fromValue = 0
        eased.toValue = 1
        eased.duration = 1
        layer.add(eased, forKey: "eased")
        let own = CABasicAnimation(keyPath: "cornerRadius")
        own.toValue = 4
        own.duration = 3
        own.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(own, forKey: "own")
        CATransaction.commit()
        #expect(layer.animation(forKey: "own")?.timingFunction == own.timingFunction)
        #expect(layer.animation(forKey: "own")?.duration == 3)
        MediaClock.set(CACurrentMediaTime() + 0.5)
        // Ease in (0.42, 0, 1, 1) at half time: x(t) = 0.5 at t = 0.6143, y = 0.31536.
        let opacity = try #require(layer.presentation()?.opacity)
        #expect(abs(Double(opacity) - 0.31536) < 1e-3)
    }

    @Test("kCATransactionAnimationDuration takes any number; nil is the default 0.25, anything else too (said on standard error)")
    func durationValues() {
        let numbers: [Any] = [Float(2), 2.0, CGFloat(2), 2, NSNumber(value: 2)]
        for number in numbers {
            CATransaction.begin()
            CATransaction.setValue(number, forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 2, "\(type(of: number))")
            CATransaction.setValue(nil, forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.commit()
        }
        CATransaction.begin()
        CATransaction.setValue(2, forKey: kCATransactionAnimationDuration)
        lastQuartzLog = nil
        CATransaction.setValue("2", forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(lastQuartzLog?.contains("takes a number, not a String") == true)
        CATransaction.setValue(NSNumber(value: 1), forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
    }

    @Test("a completion block waits only for the animations added after it was set")
    func completionBlockWaitsForLaterAnimations() throws {
        let layer = try Self.square()
        let t0 = CACurrentMediaTime()
        var early = false
        CATransaction.begin()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "before")
        CATransaction.setCompletionBlock { early = true }
        CATransaction.commit()
        #expect(early, "no animation added after the block: it runs at commit")

        var finished: Double?
        CATransaction.begin()
        layer.add(fade, forKey: "first")
        CATransaction.setCompletionBlock { finished = CACurrentMediaTime() - t0 }
        let longer = CABasicAnimation(keyPath: "cornerRadius")
        longer.toValue = 5
        longer.duration = 2
        layer.add(longer, forKey: "second")
        CATransaction.commit()
        MediaClock.set(t0 + 1.5)
        #expect(finished == nil)
        MediaClock.set(t0 + 3)
        #expect(abs((finished ?? 0) - 2) < 1e-9)
    }

    @Test("a basic animation with no from, to or by value runs from the value shown to the model value")
    func noInterpolationValues() throws {
        let layer = try Self.square()
        let template = CABasicAnimation(keyPath: "opacity")
        template.duration = 1
        layer.actions = ["opacity": template]
        let t0 = CACurrentMediaTime()
        layer.opacity = 0
        #expect(template.fromValue == nil, "the action's animation is not changed")
        #expect(layer.presentation()?.opacity == 1)
        MediaClock.set(t0 + 0.5)
        #expect(layer.presentation()?.opacity == 0.5, "linear: no transaction timing function")
        let image = try layer.snapshot(scale: 1, at: t0 + 0.5)
        #expect(isClose(image[5, 5].a, 128))

        // Added by hand while another animation runs: from what that shows.
        let other = try Self.square()
        let t1 = CACurrentMediaTime()
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0
        fadeIn.duration = 1
        other.add(fadeIn, forKey: "in")
        MediaClock.set(t1 + 0.5)
        let bare = CABasicAnimation(keyPath: "opacity")
        bare.duration = 1
        other.add(bare, forKey: "bare")
        let from = try #require((other.animation(forKey: "bare") as? CABasicAnimation)?.fromValue as? NSNumber)
        #expect(isClose(from.doubleValue, 0.5), "\(from)")
        MediaClock.set(t1 + 1)
        // Halfway from 0.5 to the model's 1.
        #expect(other.presentation()?.opacity == 0.75)
    }
}
