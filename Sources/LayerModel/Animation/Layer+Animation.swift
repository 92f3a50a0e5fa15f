/// Adding and removing animations, as `CALayer` does, and the time they span.
extension Layer {
    /// An animation added to a layer under a key.
    public struct KeyedAnimation: Sendable, Hashable {
        public let key: String
        public let animation: Animation
    }

    /// Checks `animation` against this layer and adds it last; an animation already under `key`
    /// is removed first (replaced, as in Core Animation). Throws `unknownKeyPath` for a key path
    /// that cannot be animated, `wrongValueType` for values of another kind than the key path
    /// takes, and `invalidAnimation` for a shape or gradient property on a layer without that content,
    /// color lists of another count than the layer's, non-finite numbers, bad `keyTimes`,
    /// timing (negative duration or speed, …) or spring parameters, or groups nested deeper
    /// than `AnimationGroup.maxDepth`. A group's animations are checked the same way.
    public mutating func add(_ animation: Animation, forKey key: String) throws(LayerModelError) {
        try animation.validate(for: self)
        removeAnimation(forKey: key)
        animations.append(KeyedAnimation(key: key, animation: animation))
    }

    /// The animation under `key`, or nil.
    public func animation(forKey key: String) -> Animation? {
        animations.first { $0.key == key }?.animation
    }

    /// Removes the animation under `key`, if any.
    public mutating func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Removes every animation of this layer (not of its sublayers or mask).
    public mutating func removeAllAnimations() {
        animations.removeAll()
    }

    /// From the earliest `beginTime` to the latest `Animation.endTime` of all animations in the
    /// subtree (this layer, its sublayers and masks), seconds on the clock of the layer's parent:
    /// each layer's `timing` maps its animations' times, which are local, out to its parent's.
    /// The upper bound is `.infinity` when one repeats forever or has speed 0. Nil when there are
    /// none, or when the layer's timing has speed 0: a paused subtree shows the same moment at
    /// every time. A frame sequence that shows every animation in full runs from 0 to `upperBound`.
    public var animationTimeRange: ClosedRange<Double>? {
        let own = animations.map { $0.animation.beginTime...$0.animation.endTime }
        let nested = (sublayers + (mask.map { [$0] } ?? [])).compactMap(\.animationTimeRange)
        let local = (own + nested).reduce(nil) { span, next in
            span.map { min($0.lowerBound, next.lowerBound)...max($0.upperBound, next.upperBound) } ?? next
        }
        guard let local, timing.speed != 0 else { return nil }
        let start = timing.parentTime(fromLocal: local.lowerBound), end = timing.parentTime(fromLocal: local.upperBound)
        return min(start, end)...max(start, end)
    }
}
