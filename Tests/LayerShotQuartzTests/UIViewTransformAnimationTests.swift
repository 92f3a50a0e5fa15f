import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// A view's `transform` in animation blocks animates additively, as UIKit does since iOS 8: each
/// block adds an animation from new⁻¹·old to the identity, which Core Animation concatenates
/// after the transform shown so far, so the view shows new·(new⁻¹·old) = old at the block's
/// start and new at its end, and a block changing it again halfway adds to the running one.
@Suite("UIView: transform animates additively", .isolatedQuartzState)
struct UIViewTransformAnimationTests {
    /// A committed 10 × 10 view (snapshotted once, so its changes may animate).
    static func committedView() throws -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try view.layer.snapshot(scale: 1)
        return view
    }

    /// The transform `view` shows at media time `t` (the clock is moved there).
    static func shown(_ view: UIView, at t: Double) throws -> CATransform3D {
        MediaClock.set(t)
        return try #require(view.layer.presentation()).transform
    }

    /// Whether `view` shows a turn by `degrees` about z, and nothing else, at media time `t`.
    static func showsRotation(_ view: UIView, _ degrees: Double, at t: Double) throws -> Bool {
        CATransform3DTests.close(try shown(view, at: t), CATransform3DMakeRotation(degrees * .pi / 180, 0, 0, 1))
    }

    // Rotate 0 → 90° over 1 s, linear; at 0.5 s (45°) a second block turns it back to 0° over
    // 1 s. Block 1 adds R(90°)⁻¹·R(0) = R(−90°) → identity, block 2 R(0)⁻¹·R(90°) = R(90°) →
    // identity; rotations about z add their angles, so with p1 = t, p2 = t − 0.5 the angle is
    // 0 + (−90)(1 − p1) + 90(1 − p2):
    // 0.25 s → 22.5 (block 1 alone: 90 − 67.5); 0.5 s → 45 either side of the second block;
    // 0.75 s → −22.5 + 67.5 = 45; 1.0 s → 0 + 45 = 45 (block 1 ends); 1.25 s → 22.5; 1.5 s → 0.
    // Replacing the running animation instead would give 45 → 0 linearly: 33.75 at 0.75 s.
    @Test("a rotation reversed halfway: 22.5°, 45°, 45°, 45°, 22.5°, 0° at 0.25 s steps from 0.25 s; each completion at its own end")
    func reversedRotation() throws {
        let view = try Self.committedView()
        let start = CACurrentMediaTime()
        var firstDone: Double?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: { _ in firstDone = CACurrentMediaTime() - start })
        let added = try #require(view.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(added.isAdditive)
        let from = try #require(added.fromValue as? CATransform3D)
        #expect(CATransform3DTests.close(from, CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)))
        #expect(added.toValue as? CATransform3D == CATransform3DIdentity)

        #expect(try Self.showsRotation(view, 22.5, at: start + 0.25))
        #expect(try Self.showsRotation(view, 45, at: start + 0.5))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
        #expect(view.layer.animationKeys() == ["transform", "transform-2"])
        #expect(try Self.showsRotation(view, 45, at: start + 0.5), "no jump")
        for (t, degrees) in [(0.75, 45.0), (1.0, 45), (1.25, 22.5), (1.5, 0)] {
            #expect(try Self.showsRotation(view, degrees, at: start + t), "at \(t) s")
        }
        #expect(firstDone.map { isClose($0, 1, 1e-9) } == true)
        #expect(view.layer.animationKeys() == nil)
    }

    // Scale 1 → 2 over 1 s, linear; at 0.5 s (1.5) back to 1 over 1 s. Block 1 adds
    // S(2)⁻¹·S(1) = S(0.5) → S(1), whose scale runs 0.5 + 0.5·p1; block 2 S(1)⁻¹·S(2) = S(2) →
    // S(1), scale 2 − p2. Scales multiply: s = 1 · (0.5 + 0.5·p1) · (2 − p2), p1 = t,
    // p2 = t − 0.5: 0.5 s → 0.75 · 2 = 1.5; 0.75 s → 0.875 · 1.75 = 1.53125 (still growing a
    // little); 1.0 s → 1 · 1.5 = 1.5; 1.25 s → 1.25; 1.5 s → 1.
    @Test("a scale reversed halfway multiplies: 1.5, 1.53125, 1.5, 1.25, 1 at 0.5 s … 1.5 s")
    func reversedScale() throws {
        let view = try Self.committedView()
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        })
        MediaClock.set(start + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
        for (t, scale) in [(0.5, 1.5), (0.75, 1.53125), (1.0, 1.5), (1.25, 1.25), (1.5, 1)] {
            let shown = try Self.shown(view, at: start + t)
            #expect(isClose(shown.m11, scale, 1e-9) && isClose(shown.m22, scale, 1e-9) && shown.m12 == 0, "at \(t) s")
        }
    }

    // Old: a scale of 2 along x; new: a 60° turn then a move by (4, −2). They do not commute,
    // yet the view shows new · (new⁻¹ · old) = old when the block starts (to rounding) and
    // exactly new from its end on.
    @Test("any transform: the old one at the start, exactly the new one at the end")
    func startAndEnd() throws {
        let view = try Self.committedView()
        let old = CGAffineTransform(scaleX: 2, y: 1)
        let new = CGAffineTransform(rotationAngle: .pi / 3).concatenating(CGAffineTransform(translationX: 4, y: -2))
        view.transform = old
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1) { view.transform = new }
        #expect(view.transform == new, "the model value is the new one at once")
        #expect(CATransform3DTests.close(try Self.shown(view, at: start), CATransform3DMakeAffineTransform(old)))
        #expect(try Self.shown(view, at: start + 1) == CATransform3DMakeAffineTransform(new))
    }

    // A scale of 0 has no inverse, so there is no new⁻¹·old to animate from: the view shows it
    // at once (it vanishes), and the block's completion, with nothing to wait for, runs at once.
    @Test("a change to a singular transform (scale 0) shows at once")
    func singularTransform() throws {
        let view = try Self.committedView()
        var done = false
        UIView.animate(withDuration: 1, animations: { view.transform = CGAffineTransform(scaleX: 0, y: 0) },
                       completion: { done = $0 })
        #expect(view.layer.animationKeys() == nil && done)
        #expect(try #require(view.layer.presentation()).transform.m11 == 0)
    }
}
