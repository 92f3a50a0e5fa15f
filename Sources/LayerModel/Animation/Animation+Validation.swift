/// The checks `Layer.add(_:forKey:)` makes, so that evaluating an added animation cannot fail.
extension Animation {
    /// Checks the animation, and a group's animations, against `layer`. `depth` is 1 for an
    /// animation added to the layer, 2 inside a group, … Throws `unknownKeyPath`,
    /// `wrongValueType`, `incompatiblePaths` or `invalidAnimation` saying what to fix.
    func validate(for layer: Layer, depth: Int = 1) throws(LayerModelError) {
        try validateTiming()
        if case let .group(group) = kind {
            guard depth < AnimationGroup.maxDepth else {
                throw .invalidAnimation("animation groups nest more than \(AnimationGroup.maxDepth) deep")
            }
            guard !isAdditive, !isCumulative else {
                throw .invalidAnimation("isAdditive and isCumulative apply to the animations of a group, not to the group")
            }
            for animation in group.animations {
                try animation.validate(for: layer, depth: depth + 1)
            }
            return
        }
        guard let path = AnimationKeyPath(keyPath) else { throw .unknownKeyPath(keyPath) }
        let named = namedValues
        for (_, value) in named where value.kind != path.valueKind {
            throw .wrongValueType(keyPath: keyPath, expected: ".\(path.valueKind.rawValue)")
        }
        if let kind = path.requiredKind, path.value(in: layer) == nil {
            throw .invalidAnimation("\"\(keyPath)\" is a property of \(kind.rawValue) layers, but layer "
                + "\(layer.name.map { "\"\($0)\"" } ?? "(unnamed)") has no .\(kind.rawValue) content")
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
        if case let .numbers(modelLocations)? = path.value(in: layer) {
            for case let (name, .numbers(locations)) in named where locations.count != modelLocations.count {
                throw .invalidAnimation("each \"locations\" value needs \(modelLocations.count) numbers, one per color of "
                    + "the layer's gradient; \(name) has \(locations.count)")
            }
        }
        if path.valueKind == .path { try validatePathMorph(named, model: path.value(in: layer)) }
        if case let .keyframe(keyframe) = kind, keyframe.path != nil, path.valueKind != .point {
            throw .invalidAnimation("a keyframe path moves a point, but \"\(keyPath)\" takes .\(path.valueKind.rawValue) values")
        }
        switch kind {
        case let .basic(basic): try basic.validate()
        case let .spring(spring): try spring.validate()
        case let .keyframe(keyframe): try keyframe.validate()
        case .group: break
        }
    }

    /// The animation's values with their names for messages (`fromValue`, `values[2]`).
    private var namedValues: [(name: String, value: AnimationValue)] {
        switch kind {
        case let .basic(b):
            b.namedValues
        case let .spring(s):
            s.basic.namedValues
        case let .keyframe(k):
            k.values.enumerated().map { ("values[\($0)]", $1) }
        case .group:
            []
        }
    }

    /// Paths morph only between paths of the same elements: every value with the first, and
    /// with the layer's own path when a basic or spring animation takes an end from it. They
    /// do not add, so neither `byValue` nor `isAdditive` nor `isCumulative` applies.
    private func validatePathMorph(_ named: [(name: String, value: AnimationValue)], model: AnimationValue?) throws(LayerModelError) {
        if let by = named.first(where: { $0.name == "byValue" }) {
            throw .invalidAnimation("\(by.name) does not apply to \"\(keyPath)\": paths do not add; give fromValue and toValue")
        }
        guard !isAdditive, !isCumulative else {
            throw .invalidAnimation("isAdditive and isCumulative do not apply to \"\(keyPath)\": paths do not add")
        }
        var paths = named.compactMap { name, value in if case let .path(p) = value { (name, p) } else { nil } }
        if case let .path(own)? = model, named.count < 2, !isKeyframe {
            paths.append(("the layer's own \(keyPath)", own))
        }
        guard let (firstName, first) = paths.first else { return }
        for (name, other) in paths.dropFirst() {
            if let why = first.morphMismatch(with: other) {
                throw .incompatiblePaths(keyPath: keyPath, detail: "\(firstName) and \(name) differ: \(why)")
            }
        }
    }

    private var isKeyframe: Bool {
        if case .keyframe = kind { true } else { false }
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
    fileprivate var namedValues: [(name: String, value: AnimationValue)] {
        [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

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

extension SpringAnimation {
    fileprivate func validate() throws(LayerModelError) {
        try basic.validate()
        for (name, value) in [("mass", mass), ("stiffness", stiffness)] where !(value.isFinite && value > 0) {
            throw .invalidAnimation("a spring's \(name) must be a finite number > 0, got \(value)")
        }
        guard damping.isFinite, damping >= 0 else {
            throw .invalidAnimation("a spring's damping must be a finite number ≥ 0, got \(damping)")
        }
        guard initialVelocity.isFinite else {
            throw .invalidAnimation("a spring's initialVelocity must be a finite number, got \(initialVelocity)")
        }
    }
}

extension KeyframeAnimation {
    fileprivate func validate() throws(LayerModelError) {
        let keyframes: Int, noun: String // values, or the path's vertices
        if let path {
            guard path.components.allSatisfy(\.isFinite) else { throw .invalidAnimation("path must be finite, got \(path)") }
            keyframes = path.pieces().count + 1
            guard keyframes > 1 else { throw .invalidAnimation("a keyframe path needs at least one line, curve or arc") }
            noun = "vertex of the path"
        } else {
            guard rotationMode == nil else { throw .invalidAnimation("rotationMode turns a layer moving along a path; set path") }
            guard values.count >= 2 else {
                throw .invalidAnimation("a keyframe animation needs at least 2 values, got \(values.count)")
            }
            keyframes = values.count
            noun = "value"
        }
        guard timingFunctions.count < keyframes else {
            throw .invalidAnimation("timingFunctions needs at most one entry per segment (\(keyframes - 1)), got \(timingFunctions.count)")
        }
        for (name, list) in [("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues)] {
            guard let list else { continue }
            guard list.count == values.count, list.allSatisfy(\.isFinite) else {
                throw .invalidAnimation("\(name) needs one finite number per value (\(values.count)), got \(list)")
            }
        }
        guard let keyTimes else { return }
        if calculationMode == .discrete {
            guard keyTimes.count == keyframes + 1 else {
                throw .invalidAnimation("in discrete mode keyTimes needs one entry more than \(path == nil ? "values" : "the path's vertices") (\(keyframes + 1)), "
                    + "got \(keyTimes.count)")
            }
        } else if keyTimes.count != keyframes {
            throw .invalidAnimation("keyTimes needs one entry per \(noun) (\(keyframes)), got \(keyTimes.count)")
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
