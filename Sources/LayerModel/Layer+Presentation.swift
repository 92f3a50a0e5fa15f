extension Layer {
    /// The layer tree as it shows at time `t` (seconds, the clock of `Animation.beginTime`): a
    /// new tree — this layer, its sublayers and masks, recursively — with every animation
    /// applied and none left attached, ready to render. The model is not changed, so frames
    /// can be evaluated in any order and in parallel.
    ///
    /// Animations apply in the order added, each one writing its key path, so a later one
    /// overrides an earlier one on the same key path. Missing from/to values come from the
    /// model, while a part of the transform (`transform.rotation.z`, …) replaces that part of
    /// the transform presented so far, keeping what earlier animations did to the other parts.
    /// An animation that does not apply at `t` (outside its active time without a fill, or `t`
    /// not finite) leaves the property as it was.
    public func presentation(at t: Double) -> Layer {
        var presented = self
        presented.animations = []
        for entry in animations {
            guard let model = entry.keyPath.value(in: self),
                  let value = entry.animation.value(at: t, model: model) else { continue }
            entry.keyPath.apply(value, to: &presented)
        }
        presented.sublayers = sublayers.map { $0.presentation(at: t) }
        presented.mask = mask?.presentation(at: t)
        return presented
    }
}
