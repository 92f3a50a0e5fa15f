import LayerModel

/// The animated value change of the 2014 original (`setValue:animated:`): a keyframe
/// animation of the pointer's `transform.rotation.z` through the arithmetic middle, so the
/// pointer always turns along the track and never the short way through the gap.
extension Knob {
    /// The original's animation length, seconds: 0.25.
    public static let defaultAnimationDuration = 0.25
    /// The key under which `layer` adds `pendingAnimation` to the pointer layer.
    public static let pointerAnimationKey = "pointer-rotation"

    /// Sets the value (clamped into `minimumValue…maximumValue`), animating the pointer from
    /// its old angle to the new one when `animated`; without animation any pending animation
    /// is dropped, exactly as `setValue(_:)` does.
    ///
    /// When animated, `pendingAnimation` becomes `pointerAnimation(from:to:duration:)` of the
    /// old and new `pointerAngle`, and `layer` carries it on the pointer: evaluate it with
    /// `layer.presentation(at: t)`, t in seconds from 0 (old angle) to `duration` (new angle).
    /// The model is already the new value, as in Core Animation.
    /// Throws `.nonFinite` for a NaN or infinite value or duration and `.nonPositive` for a
    /// duration ≤ 0, leaving the knob unchanged.
    public mutating func setValue(
        _ newValue: Double, animated: Bool, duration: Double = Knob.defaultAnimationDuration
    ) throws(ControlsError) {
        guard animated else {
            try setValue(newValue)
            return
        }
        try ControlsError.checkFinite(newValue, "value")
        try ControlsError.checkPositive(duration, "duration")
        let oldAngle = pointerAngle
        var changed = self
        try changed.setValue(newValue)
        let newAngle = changed.pointerAngle
        // Only with extreme ranges (±1e308) can the angles overflow; report, don't animate NaN.
        try ControlsError.checkFinite(oldAngle, "pointer angle")
        try ControlsError.checkFinite(newAngle, "pointer angle")
        changed.pendingAnimation = Knob.pointerAnimation(from: oldAngle, to: newAngle, duration: duration)
        self = changed
    }

    /// The length of `pendingAnimation` in seconds, or nil when there is none.
    public var animationDuration: Double? { pendingAnimation?.duration }

    /// The pointer's animation between two pointer angles (radians clockwise from 3 o'clock):
    /// a keyframe animation of `transform.rotation.z` with values `[old, (old + new)/2, new]`,
    /// keyTimes `[0, 0.5, 1]`, `duration` seconds, one `easeInEaseOut` over the whole
    /// animation (each segment linear within it), fillMode `.both` and not removed on completion.
    ///
    /// `.both` (kept) rather than the original's defaults: before it starts a frame shows the
    /// old angle and from `duration` on exactly the new one (the keyframe's last value), so a
    /// frame sequence never depends on when the model takes over. (With `.removed` the end
    /// would look the same, since the model already holds the new angle.)
    public static func pointerAnimation(from oldAngle: Double, to newAngle: Double, duration: Double) -> Animation {
        var animation = Animation.keyframe(
            keyPath: "transform.rotation.z",
            values: [.number(oldAngle), .number((oldAngle + newAngle) / 2), .number(newAngle)],
            keyTimes: [0, 0.5, 1]
        )
        animation.duration = duration
        animation.timingFunction = .easeInEaseOut
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}
