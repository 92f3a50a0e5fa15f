import Foundation
import LayerModel

/// The dial's drag (AYNCircleView's scroll-view delegate), from the scroll view's
/// `contentOffset`, which moves opposite to the finger: `offset_k = −(p_k − p_0)`.
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
    /// - ended or cancelled: `currentAngle = snapped(previous)` (halves away from zero), animated;
    ///   sends willRotate then didRotate(value). Cancelled snaps too, as the seed's
    ///   `scrollViewDidEndDragging`, which a cancelled pan also reaches.
    ///
    /// A touch without a began one first is ignored. Each drag starts from the angle shown,
    /// unlike the seed, whose next drag first jumps back by the snap. Throws `.nonFinite` for a
    /// non-finite location, or ("rotation") a step overflowing a Double (near ±1.8e308 points,
    /// or a radius too small to divide by), leaving the dial unchanged.
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
    /// `sign · |Δ| / R` with `Δ = offset − start` (|Δ| finite for any finite step) and the sign:
    ///
    /// - vertical step (`|Δy| > |Δx|`): `offset.y > start.y ? −1 : 1`, negated when the touch
    ///   is in the left half (`touchX ≤ centerX`);
    /// - otherwise (ties included): `offset.x > start.x ? −1 : 1`, never negated.
    ///
    /// So the top of the disc follows the finger: down on the right half (or up on the left)
    /// turns it clockwise, and right turns it clockwise in either half.
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
