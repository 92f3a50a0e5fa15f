/// Evaluating an animation at a time: what `Layer.presentation(at:)` does with each one.
extension Animation {
    /// Writes what the animation shows at time `t` on its parent's clock into `presented`,
    /// taking missing from/to values from `model` (the layer the animation was added to);
    /// nothing when it does not apply at `t`. `honoringRemoval` is false inside groups, whose
    /// animations' `isRemovedOnCompletion` is ignored. Expects a checked animation.
    func apply(at t: Double, honoringRemoval: Bool, model: Layer, to presented: inout Layer) {
        guard let (fraction, iteration) = iterationPosition(at: t, honoringRemoval: honoringRemoval) else { return }
        let progress = timingFunction.value(at: fraction)
        if case let .group(group) = kind {
            let localTime = progress * effectiveDuration
            for animation in group.animations {
                animation.apply(at: localTime, honoringRemoval: false, model: model, to: &presented)
            }
            return
        }
        guard let path = AnimationKeyPath(keyPath), let modelValue = path.value(in: model),
              var value = value(atProgress: progress, model: modelValue) else { return }
        if isCumulative, iteration > 0 { // skipped when it grows beyond what a Double holds
            guard let end = endValue(model: modelValue), let total = end.repeated(iteration),
                  let built = value.offset(by: total), built.components.allSatisfy(\.isFinite) else { return }
            value = built
        }
        if isAdditive {
            guard let base = path.value(in: presented), let sum = base.offset(by: value) else { return }
            value = sum
        }
        path.apply(value, to: &presented)
        if case let .keyframe(keyframe) = kind, let mode = keyframe.rotationMode,
           let direction = keyframe.pathPosition(at: progress)?.direction {
            let turn = direction + (mode == .autoReverse ? .pi : 0)
            presented.transform = presented.transform.concatenating(Transform3D(rotationZ: turn))
        }
    }

    /// The value of a property animation at `progress` (after the timing function), for a
    /// layer whose model value is `model`; nil for a group or values that cannot be combined.
    func value(atProgress progress: Double, model: AnimationValue) -> AnimationValue? {
        switch kind {
        case let .basic(basic): basic.value(at: progress, model: model)
        case let .spring(spring): spring.basic.value(at: spring.progress(atSeconds: progress * effectiveDuration), model: model)
        case let .keyframe(keyframe): keyframe.value(at: progress)
        case .group: nil
        }
    }

    /// Where a property animation ends (for `isCumulative`): the to value, or the last keyframe.
    private func endValue(model: AnimationValue) -> AnimationValue? {
        switch kind {
        case let .basic(basic): basic.endpoints(model: model)?.to
        case let .spring(spring): spring.basic.endpoints(model: model)?.to
        case let .keyframe(keyframe): keyframe.value(at: 1)
        case .group: nil
        }
    }
}
