import LayerModel

/// The animated value change of the 2014 original (`setValue:animated:`): a keyframe
/// animation of the pointer's `transform.rotation.z` through the arithmetic middle, so the
/// pointer always turns along the track and never the short way through the gap.
extension Knob {
    /// The original's animation length, seconds: 0.25.
    public static let defaultAnimationDuration = 0.25
    /// The key under which `layer` adds `pendingAnimation` to the pointer layer.
    public static let pointerAnimationKey = "pointer-rotation"

    /// Sets the value, animating the pointer from its old angle when `animated` (else exactly
    /// `setValue(_:)`): `pendingAnimation` becomes `pointerAnimation(from:to:duration:)`, which
    /// `layer.presentation(at: t)` shows from 0 s (old angle) to `duration` (new). The model holds
    /// the new value at once, as in Core Animation. Throws for a non-finite value or duration, or
    /// a duration ≤ 0, leaving the knob unchanged.
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

    /// A keyframe animation of `transform.rotation.z` through `[old, (old + new)/2, new]` at
    /// keyTimes `[0, 0.5, 1]`, `duration` seconds, one `easeInEaseOut` over the whole (linear
    /// segments), fillMode `.both` and kept, unlike the original's defaults: before the start a
    /// frame shows the old angle, from `duration` on exactly the new one, so a frame sequence
    /// never depends on when the model takes over.
    public static func pointerAnimation(from oldAngle: Double, to newAngle: Double,
                                        duration: Double) -> Animation {
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
