/// The checks `Layer.add(_:forKey:)` makes, so that evaluating an added animation cannot fail.
extension Animation {
    /// Checks the animation against `layer` and returns its parsed key path. Throws
    /// `unknownKeyPath`, `wrongValueType`, or `invalidAnimation` saying what to fix.
    func validated(for layer: Layer) throws(LayerModelError) -> AnimationKeyPath {
        guard let path = AnimationKeyPath(keyPath) else { throw .unknownKeyPath(keyPath) }
        let named = namedValues
        for (_, value) in named where value.kind != path.valueKind {
            throw .wrongValueType(keyPath: keyPath, expected: ".\(path.valueKind.rawValue)")
        }
        if let content = path.requiredContent, path.value(in: layer) == nil {
            throw .invalidAnimation("\"\(keyPath)\" is a property of \(content.rawValue) layers, but layer "
                + "\(layer.name.map { "\"\($0)\"" } ?? "(unnamed)") has no .\(content.rawValue) content")
        }
        for (name, value) in named where !value.components.allSatisfy(\.isFinite) {
            throw .invalidAnimation("\(name) must be finite, got \(value)")
        }
        if case let .colors(modelColors)? = path.value(in: layer) {
            for case let (name, .colors(colors)) in named where colors.count != modelColors.count {
                throw .invalidAnimation("each \"colors\" value needs \(modelColors.count) colors, as the layer's "
                    + "gradient has; \(name) has \(colors.count)")
            }
        }
        try validateTiming()
        switch kind {
        case let .basic(basic): try basic.validate()
        case let .keyframe(keyframe): try keyframe.validate()
        }
        return path
    }

    /// The animation's values with their names for messages (`fromValue`, `values[2]`).
    private var namedValues: [(name: String, value: AnimationValue)] {
        switch kind {
        case let .basic(b):
            [("fromValue", b.fromValue), ("toValue", b.toValue), ("byValue", b.byValue)]
                .compactMap { name, value in value.map { (name, $0) } }
        case let .keyframe(k):
            k.values.enumerated().map { ("values[\($0)]", $1) }
        }
    }

    private func validateTiming() throws(LayerModelError) {
        guard duration.isFinite, duration >= 0 else {
            throw .invalidAnimation("duration must be a finite number of seconds ≥ 0 (0 means 0.25), got \(duration)")
        }
        guard beginTime.isFinite else { throw .invalidAnimation("beginTime must be a finite number of seconds, got \(beginTime)") }
        guard repeatCount >= 0 else {
            throw .invalidAnimation("repeatCount must be ≥ 0 (0 plays once, .infinity repeats forever), got \(repeatCount)")
        }
        guard speed.isFinite, speed >= 0 else {
            throw .invalidAnimation("speed must be a finite number ≥ 0 (0 freezes the animation), got \(speed)")
        }
        guard timeOffset.isFinite else { throw .invalidAnimation("timeOffset must be a finite number of seconds, got \(timeOffset)") }
    }
}

extension BasicAnimation {
    fileprivate func validate() throws(LayerModelError) {
        switch (fromValue, toValue, byValue) {
        case (nil, nil, nil):
            throw .invalidAnimation("a basic animation needs a fromValue, a toValue or a byValue")
        case (_?, _?, _?):
            throw .invalidAnimation("set at most two of fromValue, toValue and byValue (all three are undefined in Core Animation)")
        case let (nil, _?, .transform(by)?) where by.inverted() == nil:
            throw .invalidAnimation("byValue must be an invertible transform when only byValue and toValue are set (the start is toValue minus byValue)")
        default:
            break
        }
    }
}

extension KeyframeAnimation {
    fileprivate func validate() throws(LayerModelError) {
        guard values.count >= 2 else {
            throw .invalidAnimation("a keyframe animation needs at least 2 values, got \(values.count)")
        }
        guard timingFunctions.count < values.count else {
            throw .invalidAnimation("timingFunctions needs at most one entry per segment (values.count − 1 = "
                + "\(values.count - 1)), got \(timingFunctions.count)")
        }
        guard let keyTimes else { return }
        guard keyTimes.count == values.count else {
            throw .invalidAnimation("keyTimes needs one entry per value (\(values.count)), got \(keyTimes.count)")
        }
        guard keyTimes.allSatisfy(\.isFinite) else { throw .invalidAnimation("keyTimes must be finite, got \(keyTimes)") }
        guard keyTimes.first == 0, keyTimes.last == 1 else {
            throw .invalidAnimation("keyTimes must start at 0 and end at 1, got \(keyTimes)")
        }
        if let i = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
            throw .invalidAnimation("keyTimes must be non-decreasing, but keyTimes[\(i)] = \(keyTimes[i]) comes after \(keyTimes[i - 1])")
        }
    }
}
