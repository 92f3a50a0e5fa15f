import Foundation
import LayerModel

/// The dial's drag (AYNCircleView's scroll-view delegate). The seed turns the disc from its
/// scroll view's `contentOffset`, which moves opposite to the finger; headless, the offset of
/// touch k is `offset_k = offset_0 − (p_k − p_0)` with `offset_0 = (0, 0)` (only differences
/// matter).
extension RotaryDial: TouchControl {
    /// The state of a drag between its began and its ended or cancelled touch.
    struct Drag: Sendable, Hashable {
        /// Where the finger came down, p₀.
        var firstTouch: Point
        /// The offset at the previous sample (the seed's `startPoint`).
        var startOffset: Point
        /// The angle after the previous sample, not snapped (the seed's `previousAngle`).
        var previousAngle: Double
    }

    /// - began: starts a drag from the angle shown (nothing is sent).
    /// - moved: `tick(from:to:touchX:centerX:radius:)` of the offset step,
    ///   `currentAngle = floorAngle(previous + tick)`, animated (0.1 s); sends willRotate
    ///   then didRotate(value). Sent for every moved touch, even one that did not move.
    /// - ended or cancelled: snaps from the unsnapped angle,
    ///   `currentAngle = snapped(previous)` (whole steps, halves away from zero), animated, and
    ///   sends willRotate then didRotate(value). A cancelled drag snaps too: the seed snaps in
    ///   `scrollViewDidEndDragging`, which a cancelled pan also reaches.
    ///
    /// A moved, ended or cancelled touch without a began one first is ignored. Each drag
    /// starts from the angle shown; unlike the seed, whose `previousAngle` keeps the unsnapped
    /// angle after a snap, so that its next drag first jumps back by the snap.
    ///
    /// Throws `.nonFinite` for a NaN or infinite location, and ("rotation") for a step whose
    /// rotation overflows a Double — a jump near ±1.8e308 points, or any step on a dial whose
    /// radius is too small to divide by — leaving the dial unchanged.
    public mutating func handle(_ touch: Touch) throws(ControlsError) -> [ControlEvent] {
        try touch.checkFinite()
        let p = touch.location
        switch touch.phase {
        case .began:
            drag = Drag(firstTouch: p, startOffset: .zero, previousAngle: currentAngle)
            return []
        case .moved:
            guard var state = drag else { return [] }
            let offset = Point(x: state.firstTouch.x - p.x, y: state.firstTouch.y - p.y)
            let tick = RotaryDial.tick(from: state.startOffset, to: offset, touchX: p.x,
                                       centerX: discCenter.x, radius: radius)
            try ControlsError.checkFinite(tick, "rotation")
            try turn(to: RotaryDial.floorAngle(state.previousAngle + tick), animated: true,
                     duration: RotaryDial.defaultAnimationDuration)
            state.previousAngle = currentAngle
            state.startOffset = offset
            drag = state
            return [.willRotate, .didRotate(value)]
        case .ended, .cancelled:
            guard let state = drag else { return [] }
            drag = nil
            try rotate(to: RotaryDial.snapped(angle: state.previousAngle, numberOfLabels: numberOfLabels),
                       animated: true)
            return [.willRotate, .didRotate(value)]
        }
    }

    /// The rotation one drag step adds, radians clockwise (the seed's `angleWithOffset:half:`):
    /// `sign · delta · 2π` with `delta = |offset − start| / (2πR)` (so `|tick|` = the step's
    /// length / R; the length is taken without squaring overflow, so it stays finite for any
    /// finite step) and, with `Δ = offset − start`:
    ///
    /// - vertical step (`|Δy| > |Δx|`): `offset.y > start.y ? −1 : 1`, negated when the touch
    ///   is in the left half (`touchX ≤ centerX`);
    /// - otherwise (ties included): `offset.x > start.x ? −1 : 1`, never negated.
    ///
    /// Since the offset moves opposite to the finger: a finger moving down on the right half
    /// (or up on the left) turns the disc clockwise, and a finger moving right turns it
    /// clockwise in either half — the top of the disc follows the finger.
    public static func tick(from start: Point, to offset: Point, touchX: Double, centerX: Double,
                            radius: Double) -> Double {
        let dx = offset.x - start.x, dy = offset.y - start.y
        var length = (dx * dx + dy * dy).squareRoot()
        if !length.isFinite { length = Foundation.hypot(dx, dy) } // the squares overflow past ~1e154
        let delta = length / (2 * Double.pi * radius)
        var sign: Double = offset.x > start.x ? -1 : 1
        if abs(dy) > abs(dx) {
            sign = offset.y > start.y ? -1 : 1
            if touchX <= centerX { sign = -sign }
        }
        return sign * delta * 2 * Double.pi
    }
}
