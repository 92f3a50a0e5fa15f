import Foundation
import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Knob animation")
struct KnobAnimationTests {
    /// easeInEaseOut (0.42, 0, 0.58, 1) at time fraction 0.25, solved independently: bisection
    /// of x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.25 gives s = 0.225065160374844, and
    /// y(s) = 3(1−s)s² + s³ = 0.129161931047320. By symmetry the curve gives 1 − that at 0.75.
    static let ease025 = 0.1291619310473198

    static let old = -Double.pi * 11 / 8 // value 0
    static let new = Double.pi * 3 / 8 // value 1
    static let mid = -Double.pi / 2 // (old + new)/2, straight up

    /// The pointer's transform in the presentation at t.
    func pointerTransform(_ knob: Knob, at t: Double) -> Transform3D {
        knob.layer.presentation(at: t).sublayers[1].transform
    }

    func animatedKnob(to value: Double = 1, duration: Double = 0.25) throws -> Knob {
        var knob = try Knob()
        try knob.setValue(value, animated: true, duration: duration)
        return knob
    }

    @Test("the animation is the original's: keyframes old, middle, new over 0.25 s, one easeInEaseOut")
    func shape() throws {
        let knob = try animatedKnob()
        let animation = try #require(knob.pendingAnimation)
        #expect(animation.keyPath == "transform.rotation.z")
        #expect(animation.duration == 0.25)
        #expect(knob.animationDuration == 0.25)
        #expect(animation.timingFunction == .easeInEaseOut)
        #expect(animation.fillMode == .both && !animation.isRemovedOnCompletion)
        guard case let .keyframe(keyframe) = animation.kind else {
            Issue.record("expected a keyframe animation")
            return
        }
        // The knob's own pointer angles for values 0 and 1 (the mapping may round 3π/8 by an ulp).
        let old = try Knob(value: 0).pointerAngle, new = try Knob(value: 1).pointerAngle
        #expect(isClose(old, Self.old) && isClose(new, Self.new))
        #expect(keyframe.values == [.number(old), .number((old + new) / 2), .number(new)])
        #expect(keyframe.keyTimes == [0, 0.5, 1])
        #expect(keyframe.timingFunctions.isEmpty)
        #expect(knob.value == 1)
        // The pointer layer carries it; the layer tree spans 0…0.25 s.
        #expect(knob.layer.sublayers[1].animation(forKey: Knob.pointerAnimationKey) == animation)
        #expect(knob.layer.animationTimeRange == 0...0.25)
    }

    @Test("presentation: old at 0, the middle at exactly half time, new from the end on")
    func keyMoments() throws {
        let knob = try animatedKnob()
        #expect(isRotation(pointerTransform(knob, at: 0), Self.old))
        #expect(isRotation(pointerTransform(knob, at: -1), Self.old)) // backwards fill
        // t = 0.125: fraction 0.5, easeInEaseOut(0.5) = 0.5 = keyTimes[1] → the middle, −π/2.
        #expect(isRotation(pointerTransform(knob, at: 0.125), Self.mid, 1e-6))
        #expect(isRotation(pointerTransform(knob, at: 0.25), Self.new))
        #expect(isRotation(pointerTransform(knob, at: 0.3), Self.new))
        #expect(isRotation(pointerTransform(knob, at: 10), Self.new))
    }

    @Test("the whole-animation curve maps time first, then each half is linear")
    func easedSegments() throws {
        let knob = try animatedKnob()
        // t = 0.0625: fraction 0.25 → progress p = 0.12916… < 0.5, first segment, local 2p:
        // old + (mid − old)·2p = −11π/8 + (7π/8)·0.25832386 = −4.3196899 + 0.7101048 = −3.6095851.
        let quarter = Self.old + (Self.mid - Self.old) * 2 * Self.ease025
        #expect(isClose(quarter, -3.6095851, 1e-6))
        #expect(isRotation(pointerTransform(knob, at: 0.0625), quarter, 1e-6))
        // t = 0.1875: fraction 0.75 → progress 1 − p = 0.87084, second segment, local
        // (0.87084 − 0.5)/0.5 = 1 − 2p: mid + (new − mid)·(1 − 2p) = −π/2 + (7π/8)·0.74167614.
        let threeQuarters = Self.mid + (Self.new - Self.mid) * (1 - 2 * Self.ease025)
        #expect(isRotation(pointerTransform(knob, at: 0.1875), threeQuarters, 1e-6))
        #expect(isClose(TimingFunction.easeInEaseOut.value(at: 0.25), Self.ease025, 1e-6))
    }

    @Test("the pointer turns along the track, through the middle, never across the gap")
    func alongTheTrack() throws {
        var knob = try Knob(value: 0.98)
        try knob.setValue(0.1, animated: true)
        // old = −11π/8 + 0.98·(14π/8), new = −11π/8 + 0.1·(14π/8); the middle is value 0.54,
        // just right of straight up — not the short way through the gap at the bottom.
        let span = 14 * Double.pi / 8
        let middle = Self.old + 0.54 * span
        #expect(isRotation(pointerTransform(knob, at: 0.125), middle, 1e-6))
    }

    @Test("another duration stretches the same curve")
    func duration() throws {
        let knob = try animatedKnob(duration: 1)
        #expect(knob.animationDuration == 1)
        #expect(isRotation(pointerTransform(knob, at: 0.25), Self.old + (Self.mid - Self.old) * 2 * Self.ease025, 1e-6))
        #expect(isRotation(pointerTransform(knob, at: 0.5), Self.mid, 1e-6))
        #expect(isRotation(pointerTransform(knob, at: 1), Self.new))
    }

    @Test("a non-animated change drops the pending animation; the model is always the new value")
    func nonAnimated() throws {
        var knob = try animatedKnob()
        #expect(knob.pendingAnimation != nil)
        try knob.setValue(0.5, animated: false)
        #expect(knob.pendingAnimation == nil)
        #expect(knob.animationDuration == nil)
        #expect(knob.layer.animationTimeRange == nil)
        #expect(isRotation(pointerTransform(knob, at: 0), Self.mid))

        knob = try animatedKnob()
        try knob.setValue(0.25)
        #expect(knob.pendingAnimation == nil)
        knob = try animatedKnob()
        try knob.setRange(minimumValue: 0, maximumValue: 2)
        #expect(knob.pendingAnimation == nil)
    }

    @Test("an animated value is clamped like any other")
    func clamped() throws {
        let knob = try animatedKnob(to: 7)
        #expect(knob.value == 1)
        #expect(isRotation(pointerTransform(knob, at: 0.25), Self.new))
    }

    @Test("bad value or duration throws and leaves the knob unchanged", arguments: [
        (Double.nan, 0.25, ControlsError.nonFinite(name: "value", value: .nan)),
        (0.5, 0, ControlsError.nonPositive(name: "duration", value: 0)),
        (0.5, -1, ControlsError.nonPositive(name: "duration", value: -1)),
        (0.5, .infinity, ControlsError.nonFinite(name: "duration", value: .infinity)),
    ])
    func badInput(value: Double, duration: Double, error: ControlsError) throws {
        var knob = try Knob(value: 0.2)
        #expect(throws: ControlsError.self) { try knob.setValue(value, animated: true, duration: duration) }
        #expect(knob == (try Knob(value: 0.2)))
        if !value.isNaN {
            #expect(throws: error) { try knob.setValue(value, animated: true, duration: duration) }
        }
    }

    @Test("the duration error says what to fix")
    func message() {
        #expect(ControlsError.nonPositive(name: "duration", value: 0).description
            == "duration must be a finite number above 0, got 0.0")
    }
}
