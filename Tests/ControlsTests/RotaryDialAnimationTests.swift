import Foundation
import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Rotary dial animation")
struct RotaryDialAnimationTests {
    func discTransform(_ dial: RotaryDial, at t: Double) -> Transform3D {
        dial.layer.presentation(at: t).sublayers[0].transform
    }

    @Test("a rotation is UIView.animate's: a 0.1 s easeInEaseOut transform animation")
    func shape() throws {
        var dial = try RotaryDial()
        try dial.rotate(to: 1, animated: true)
        let animation = try #require(dial.pendingAnimation)
        #expect(animation.keyPath == "transform")
        #expect(animation.duration == 0.1)
        #expect(dial.animationDuration == 0.1)
        #expect(animation.timingFunction == .easeInEaseOut)
        #expect(animation.fillMode == .both && !animation.isRemovedOnCompletion)
        #expect(animation.kind == .basic(BasicAnimation(
            fromValue: .transform(.identity), toValue: .transform(Transform3D(rotationZ: 1)))))
        #expect(dial.currentAngle == 1)
        #expect(dial.layer.sublayers[0].animation(forKey: RotaryDial.rotationAnimationKey) == animation)
        #expect(dial.layer.animationTimeRange == 0...0.1)
    }

    @Test("presentation: old at the start, the middle at half time, new at the end")
    func keyMoments() throws {
        var dial = try RotaryDial()
        try dial.rotate(to: 1, animated: true)
        #expect(isRotation(discTransform(dial, at: 0), 0))
        #expect(isRotation(discTransform(dial, at: -0.5), 0))
        // t = 0.05: fraction 0.5, easeInEaseOut(0.5) = 0.5 → 0.5 rad.
        #expect(isRotation(discTransform(dial, at: 0.05), 0.5, 1e-6))
        // t = 0.025: fraction 0.25 → progress 0.12916193 → 0.12916193 rad.
        #expect(isRotation(discTransform(dial, at: 0.025), 0.1291619310473198, 1e-6))
        #expect(isRotation(discTransform(dial, at: 0.1), 1))
        #expect(isRotation(discTransform(dial, at: 3), 1))
    }

    @Test("setValue animates the short way round, as a transform does: 0 → 11 turns 30° clockwise")
    func shortWay() throws {
        var dial = try RotaryDial()
        try dial.setValue(11, animated: true)
        // angle(forValue: 11) = floorAngle(−11π/6) = −11π/6, i.e. +π/6 modulo a turn: the
        // transform turns by (−11π/6).remainder(2π) = +π/6, so the middle is +π/12.
        #expect(isClose(dial.currentAngle, -11 * Double.pi / 6))
        #expect(dial.value == 11)
        #expect(isRotation(discTransform(dial, at: 0), 0))
        #expect(isRotation(discTransform(dial, at: 0.05), Double.pi / 12, 1e-6))
        #expect(isRotation(discTransform(dial, at: 0.1), Double.pi / 6))
    }

    @Test("across floorAngle's wrap the disc keeps turning forward")
    func wrap() throws {
        var dial = try RotaryDial(currentAngle: 6.2)
        try dial.rotate(to: 6.4, animated: true)
        // Stored as 6.4 − 2π = 0.11681…; the transform turns +0.2 rad, so midway shows 6.3.
        #expect(isClose(dial.currentAngle, 6.4 - 2 * Double.pi))
        #expect(isRotation(discTransform(dial, at: 0.05), 6.3, 1e-6))
        #expect(isRotation(discTransform(dial, at: 0.1), 6.4))
    }

    @Test("a rotation without animation drops the pending one")
    func nonAnimated() throws {
        var dial = try RotaryDial()
        try dial.rotate(to: 1, animated: true)
        try dial.rotate(to: 2, animated: false)
        #expect(dial.pendingAnimation == nil)
        #expect(dial.layer.animationTimeRange == nil)
        try dial.setValue(3, animated: true, duration: 0.5)
        #expect(dial.animationDuration == 0.5)
        dial.setValue(4)
        #expect(dial.pendingAnimation == nil)
        try dial.setValue(3, animated: true)
        try dial.setCurrentAngle(0)
        #expect(dial.pendingAnimation == nil)
    }

    @Test("bad angle or duration throws and leaves the dial unchanged")
    func badInput() throws {
        var dial = try RotaryDial(currentAngle: 0.5)
        #expect(throws: ControlsError.nonFinite(name: "currentAngle", value: .infinity)) {
            try dial.rotate(to: .infinity, animated: true)
        }
        #expect(throws: ControlsError.nonPositive(name: "duration", value: 0)) {
            try dial.rotate(to: 1, animated: true, duration: 0)
        }
        #expect(throws: ControlsError.self) { try dial.setValue(1, animated: true, duration: .nan) }
        #expect(dial == (try RotaryDial(currentAngle: 0.5)))
    }
}
