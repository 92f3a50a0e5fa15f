extension Layer {
    /// The layer tree as it shows at time `parentTime` (seconds on the clock of the layer's
    /// parent: the presentation clock for the root): a new tree — this layer, its sublayers and
    /// masks, recursively — with every animation applied and none left attached, ready to
    /// render. The model is not changed, so frames can be evaluated in any order and in parallel.
    ///
    /// The layer's `timing` first turns `parentTime` into its local time `t`; its animations
    /// (their `beginTime`s are local times), its mask and its sublayers are presented at `t`,
    /// so timings compose down the tree. The presented layer's `timing` is the identity.
    /// Animations apply in the order added, each one writing its key path, so a later one
    /// overrides an earlier one on the same key path (unless it `isAdditive`). Missing from/to
    /// values come from the model, while a part of the transform (`transform.rotation.z`, …)
    /// replaces that part of the transform presented so far, keeping what earlier animations
    /// did to the other parts. A replicator's sublayers become its instances
    /// (`expandingReplicators()`), instance k presented at `t − k · instanceDelay` with the
    /// replicator's presented `instance…` values. An animation that does not apply at `t` (outside its active
    /// time without a fill, after it when removed on completion, or `t` not finite) leaves the
    /// property as it was.
    public func presentation(at parentTime: Double) -> Layer {
        let t = timing.localTime(fromParent: parentTime)
        var presented = animated(atLocalTime: t)
        if let replicator = presented.replicator {
            presented.replicator = nil
            let delay = replicator.instanceDelay
            let undelayed = delay == 0 ? sublayers.map { $0.presentation(at: t) } : []
            presented.sublayers = replicator.instances(of: sublayers, in: presented.bounds) { k in
                delay == 0 ? undelayed : sublayers.map { $0.presentation(at: t - Double(k) * delay) }
            }
        } else {
            presented.sublayers = sublayers.map { $0.presentation(at: t) }
        }
        presented.mask = mask?.presentation(at: t)
        return presented
    }

    /// This layer's own properties as they show at `parentTime` (on its parent's clock): its
    /// animations applied and none left attached, its timing the identity, its replicator
    /// presented but not expanded; its sublayers and mask as in the model. The first step of
    /// `presentation(at:)`: what a presentation layer of the layer alone shows.
    public func presentedProperties(at parentTime: Double) -> Layer {
        animated(atLocalTime: timing.localTime(fromParent: parentTime))
    }

    /// The layer with its animations applied at its local time `t` and removed, its timing the identity.
    private func animated(atLocalTime t: Double) -> Layer {
        var presented = self
        presented.timing = .identity
        presented.animations = []
        for entry in animations {
            entry.animation.apply(at: t, honoringRemoval: true, model: self, to: &presented)
        }
        return presented
    }
}
