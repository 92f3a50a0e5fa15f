import LayerModel

/// The dial's rotations: the original's `UIView.animate(withDuration: 0.1) { contentView.transform
/// = CGAffineTransform(rotationAngle: angle) }`, a basic animation of `transform`, easeInEaseOut.
/// UIKit adds it additively, which shows the same angles while one rotation runs at a time; here
/// a rotation started during another replaces it.
extension RotaryDial {
    /// The original's rotation length, seconds: 0.1.
    public static let defaultAnimationDuration = 0.1
    /// The key under which `layer` adds `pendingAnimation` to the disc layer.
    public static let rotationAnimationKey = "rotation"

    /// Turns the disc like `setCurrentAngle`, animating from the current angle when `animated`:
    /// `pendingAnimation` becomes `rotationAnimation(from:to:duration:)`, which
    /// `layer.presentation(at: t)` shows from 0 s (old) to `duration` (new). Throws for a
    /// non-finite angle or duration, or a duration ≤ 0, leaving the dial unchanged.
    public mutating func rotate(
        to angle: Double, animated: Bool, duration: Double = RotaryDial.defaultAnimationDuration
    ) throws(ControlsError) {
        try ControlsError.checkFinite(angle, "currentAngle")
        try turn(to: RotaryDial.floorAngle(angle), animated: animated, duration: duration)
    }

    /// Sets `currentAngle` to an angle already within one turn (no second `floorAngle`, which
    /// could move an angle a hair short of a turn across zero) and the animation with it.
    mutating func turn(to angle: Double, animated: Bool, duration: Double) throws(ControlsError) {
        if animated { try ControlsError.checkPositive(duration, "duration") }
        let oldAngle = currentAngle
        currentAngle = angle
        pendingAnimation = animated
            ? RotaryDial.rotationAnimation(from: oldAngle, to: angle, duration: duration)
            : nil
    }

    /// Turns the disc so that label `value` (modulo `numberOfLabels`) is at the top, like
    /// `setValue(_:)`, animated as `rotate(to:animated:duration:)` describes.
    public mutating func setValue(
        _ value: Int, animated: Bool, duration: Double = RotaryDial.defaultAnimationDuration
    ) throws(ControlsError) {
        try rotate(to: RotaryDial.angle(forValue: value, numberOfLabels: numberOfLabels),
                   animated: animated, duration: duration)
    }

    /// The length of `pendingAnimation` in seconds, or nil when there is none.
    public var animationDuration: Double? { pendingAnimation?.duration }

    /// A basic animation of `transform` from `Transform3D(rotationZ: old)` to `rotationZ: new`,
    /// `duration` seconds, easeInEaseOut, fillMode `.both` and kept (old before, new after).
    ///
    /// `transform`, not `transform.rotation.z` numbers: that is what `UIView.animate` creates, and
    /// a decomposed transform turns the short way (at most π), in Core Animation as in
    /// `Transform3D.interpolated`. It matters when `floorAngle` wraps: 6.2 → 6.4 rad is stored as
    /// 6.2 → 0.117, which numbers would animate by −6.08 rad, while the transform turns +0.2.
    public static func rotationAnimation(from oldAngle: Double, to newAngle: Double,
                                         duration: Double) -> Animation {
        var animation = Animation.basic(
            keyPath: "transform",
            from: .transform(Transform3D(rotationZ: oldAngle)),
            to: .transform(Transform3D(rotationZ: newAngle))
        )
        animation.duration = duration
        animation.timingFunction = .easeInEaseOut
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}
