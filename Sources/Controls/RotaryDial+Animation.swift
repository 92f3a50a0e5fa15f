import LayerModel

/// The dial's rotations: every rotation of the original is
/// `UIView.animate(withDuration: 0.1) { contentView.transform = CGAffineTransform(rotationAngle: angle) }`,
/// i.e. a basic animation of the whole `transform` with UIView's default curve, easeInEaseOut.
/// UIKit adds it additively (from R(new)⁻¹·R(old) to the identity, after the new rotation),
/// which shows the same angles as this animation from old to new while one rotation runs at a
/// time; a rotation started while another runs replaces it here.
extension RotaryDial {
    /// The original's rotation length, seconds: 0.1.
    public static let defaultAnimationDuration = 0.1
    /// The key under which `layer` adds `pendingAnimation` to the disc layer.
    public static let rotationAnimationKey = "rotation"

    /// Turns the disc to `angle` radians clockwise (whole turns removed toward zero, like
    /// `setCurrentAngle`), animating from the current angle when `animated`; without animation
    /// any pending animation is dropped.
    ///
    /// When animated, `pendingAnimation` becomes `rotationAnimation(from:to:duration:)` and
    /// `layer` carries it on the disc: `layer.presentation(at: t)` shows the old rotation at
    /// t = 0 and the new one from t = `duration` on.
    /// Throws `.nonFinite` for a NaN or infinite angle or duration, `.nonPositive` for a
    /// duration ≤ 0, leaving the dial unchanged.
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

    /// The disc's animation between two rotations (radians clockwise): a basic animation of
    /// `transform` from `Transform3D(rotationZ: old)` to `Transform3D(rotationZ: new)`,
    /// `duration` seconds, easeInEaseOut, fillMode `.both` and not removed on completion (old
    /// before the start, new after).
    ///
    /// Why `transform` and not `transform.rotation.z` numbers: that is what assigning
    /// `view.transform` inside `UIView.animate` creates, and Core Animation interpolates a
    /// transform by decomposing it, so the disc turns the short way round (by at most π).
    /// LayerModel does the same (`Transform3D.interpolated`: planar transforms interpolate
    /// their rotation by the short-way delta). It matters when `floorAngle` wraps: from 6.2 to
    /// 6.4 rad is stored as 6.2 → 0.117, which numbers would animate by −6.08 rad, backwards
    /// almost a whole turn, while the transform turns +0.2 rad as the finger did.
    public static func rotationAnimation(from oldAngle: Double, to newAngle: Double, duration: Double) -> Animation {
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
