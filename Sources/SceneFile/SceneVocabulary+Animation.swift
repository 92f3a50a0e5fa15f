import LayerModel

/// One entry of an `animations` list as the tables of `SceneVocabulary` read and write it.
struct AnimationEntry: SceneModel {
    /// The animation's key on its layer; nil in a group, whose animations have none, and when it
    /// is the default: the key path, or `"group"` for a group.
    var key: String?
    var animation: Animation
    /// Reading only: the type of the layer animated (a group's animations are checked against it)
    /// and how the key path's values are spelled, set when the key path has been checked. The
    /// encoder writes each value by its own kind.
    var layerType = Layer.Kind.Name.plain
    var form = SceneDecoder.AnimatedValueForm.number

    /// A basic animation with every property at its default, which the encoder leaves out.
    static var defaults: AnimationEntry { AnimationEntry(key: nil, animation: .basic(keyPath: "", to: .number(0))) }

    /// The key the layer gives the animation when the entry names none.
    var defaultKey: String {
        if case .group = animation.kind { return "group" }
        return animation.keyPath
    }
}

/// The keys of an animation entry, in the order the encoder writes them: `animation`, then the
/// keys of its kind (a spring takes `basic`'s and `spring`'s), then `timing` and `property`.
/// Without `kind`, the keys present tell the kind (`SceneDecoder.animationKind`).
extension SceneVocabulary {
    /// Keys every entry takes. `kind` and `keyPath` decide which keys follow and how their values
    /// are spelled, so the decoder reads and checks them first; their entries only write them.
    static let animation: [SceneProperty<AnimationEntry>] = [
        SceneProperty(key: "key", read: { _, _, f, entry throws(SceneError) in entry.key = try f.string() }, write: { _, entry, _ in
            entry.key.flatMap { $0 == entry.defaultKey ? nil : .string($0) }
        }),
        // Only a spring says its kind: the keys of the others tell theirs.
        SceneProperty(key: "kind", read: { _, _, _, _ in }, write: { _, entry, _ in
            if case .spring = entry.animation.kind { return .string(SceneDecoder.AnimationKind.spring.rawValue) }
            return nil
        }),
        SceneProperty(key: "keyPath", read: { _, _, _, _ in }, write: { _, entry, _ in
            entry.animation.keyPath.isEmpty ? nil : .string(entry.animation.keyPath)
        }),
    ]

    /// `CABasicAnimation`'s values, of the key path's form; a spring's too.
    static let basic: [SceneProperty<AnimationEntry>] = [
        animatedValue("fromValue", \.fromValue), animatedValue("toValue", \.toValue), animatedValue("byValue", \.byValue),
    ]

    /// `CASpringAnimation`'s keys beyond `basic`'s.
    static let spring: [SceneProperty<AnimationEntry>] = [
        .value("mass", \.animation.spring.mass, .positive),
        .value("stiffness", \.animation.spring.stiffness, .positive),
        .value("damping", \.animation.spring.damping, .nonNegative),
        .value("initialVelocity", \.animation.spring.initialVelocity, .number),
        .value("allowsOverdamping", \.animation.spring.allowsOverdamping, .bool),
    ]

    /// `CAKeyframeAnimation`'s keys.
    static let keyframe: [SceneProperty<AnimationEntry>] = [
        // Values of the key path's form; written whenever there is no `path` to follow instead.
        SceneProperty(key: "values", read: { decoder, _, f, entry throws(SceneError) in
            var values: [AnimationValue] = []
            for item in try f.array() {
                values.append(try SceneValue.animated(entry.form).read(decoder, item))
            }
            entry.animation.keyframe.values = values
        }, write: { encoder, entry, path throws(SceneError) in
            let k = entry.animation.keyframe
            guard k.path == nil || !k.values.isEmpty else { return nil }
            var values: [JSONValue] = []
            for (i, v) in k.values.enumerated() {
                values.append(try SceneValue.animated(entry.form).write(encoder, v, "\(path)[\(i)]"))
            }
            return .array(values)
        }),
        .value("path", \.animation.keyframe.path, SceneValue.path.optional),
        .value("rotationMode", \.animation.keyframe.rotationMode, SceneValue.enumeration.optional),
        .value("tensionValues", \.animation.keyframe.tensionValues, numberList.optional),
        .value("continuityValues", \.animation.keyframe.continuityValues, numberList.optional),
        .value("biasValues", \.animation.keyframe.biasValues, numberList.optional),
        // Null for evenly spaced.
        .value("keyTimes", \.animation.keyframe.keyTimes, SceneValue<[Double]>(read: { _, f throws(SceneError) in
            var times: [Double] = []
            for item in try f.array() {
                times.append(try item.number(in: 0...1))
            }
            return times
        }, write: { encoder, times, path throws(SceneError) in try encoder.numbers(times, path) }).orNull),
        .value("timingFunctions", \.animation.keyframe.timingFunctions, SceneValue<[TimingFunction]>(read: { decoder, f throws(SceneError) in
            var functions: [TimingFunction] = []
            for item in try f.array() {
                functions.append(try timingFunction.read(decoder, item))
            }
            return functions
        }, write: { encoder, functions, path throws(SceneError) in
            var items: [JSONValue] = []
            for function in functions {
                items.append(try timingFunction.write(encoder, function, path))
            }
            return .array(items)
        })),
        .value("calculationMode", \.animation.keyframe.calculationMode, .enumeration),
    ]

    /// `CAAnimationGroup`'s key: its animations, entries without `key`, checked against the layer.
    static let group: [SceneProperty<AnimationEntry>] = [
        SceneProperty(key: "animations", read: { decoder, _, f, entry throws(SceneError) in
            var animations: [Animation] = []
            for item in try f.array() {
                animations.append(try decoder.animation(item, layerType: entry.layerType, inGroup: true).animation)
            }
            entry.animation.group.animations = animations
        }, write: { encoder, entry, path throws(SceneError) in
            var items: [JSONValue] = []
            for (i, child) in entry.animation.group.animations.enumerated() {
                items.append(try encoder.animation(AnimationEntry(key: nil, animation: child), "\(path)[\(i)]"))
            }
            return .array(items)
        }, required: "the animations of the group"),
    ]

    /// `CAMediaTiming`'s keys, which every entry takes.
    static let timing: [SceneProperty<AnimationEntry>] = [
        .value("duration", \.animation.duration, .nonNegative),
        .value("beginTime", \.animation.beginTime, .number),
        // A number >= 0, or "infinity" to repeat forever.
        .value("repeatCount", \.animation.repeatCount, SceneValue(read: { _, f throws(SceneError) in
            if case .string("infinity") = f.value { return .infinity }
            guard case .number = f.value else { throw f.mismatch("a number >= 0 or \"infinity\"") }
            return try f.nonNegative()
        }, write: { encoder, count, path throws(SceneError) in count == .infinity ? .string("infinity") : try encoder.number(count, path) })),
        .value("autoreverses", \.animation.autoreverses, .bool),
        .value("speed", \.animation.speed, .nonNegative),
        .value("timeOffset", \.animation.timeOffset, .number),
        .value("fillMode", \.animation.fillMode, .enumeration),
        .value("timingFunction", \.animation.timingFunction, timingFunction),
        .value("isRemovedOnCompletion", \.animation.isRemovedOnCompletion, .bool),
    ]

    /// `CAPropertyAnimation`'s flags, which a group does not take.
    static let property: [SceneProperty<AnimationEntry>] = [
        .value("isAdditive", \.animation.isAdditive, .bool),
        .value("isCumulative", \.animation.isCumulative, .bool),
    ]

    /// The keys of an entry of `kind` beyond those of `animation`, `timing` and `property`.
    static func tables(of kind: SceneDecoder.AnimationKind) -> [[SceneProperty<AnimationEntry>]] {
        switch kind {
        case .basic: [basic]
        case .spring: [basic, spring]
        case .keyframe: [keyframe]
        case .group: [group]
        }
    }

    /// The keys an animation entry may have.
    static let animationKeys = [animation, basic, spring, keyframe, group, timing, property].flatMap { $0.map(\.key) }

    /// The keys of property animations, which a group does not take.
    static let propertyOnlyKeys = ["keyPath"] + [property, basic, keyframe, spring].flatMap { $0.map(\.key) }

    /// `fromValue`, `toValue` or `byValue` of a basic or spring animation, spelled as the key path's values are.
    private static func animatedValue(
        _ key: String, _ value: WritableKeyPath<BasicAnimation, AnimationValue?> & Sendable
    ) -> SceneProperty<AnimationEntry> {
        SceneProperty(key: key, read: { decoder, _, f, entry throws(SceneError) in
            entry.animation.basicValues[keyPath: value] = try SceneValue.animated(entry.form).read(decoder, f)
        }, write: { encoder, entry, path throws(SceneError) in
            try entry.animation.basicValues[keyPath: value].map { v throws(SceneError) in try SceneValue.animated(entry.form).write(encoder, v, path) }
        })
    }

    /// The named timing functions, as `CAMediaTimingFunctionName` spells them.
    static let namedTimingFunctions: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// A name (`"easeInEaseOut"`) or the control points `[x1, y1, x2, y2]`; written by name when it has one.
    static let timingFunction = SceneValue<TimingFunction>(read: { _, f throws(SceneError) in
        let expected = { "one of " + namedTimingFunctions.map { JSONValue.quoted($0.name) }.joined(separator: ", ")
            + ", or control points [x1, y1, x2, y2]" }
        if case let .string(name) = f.value {
            guard let named = namedTimingFunctions.first(where: { $0.name == name }) else { throw f.mismatch(expected()) }
            return named.function
        }
        guard case .array = f.value else { throw f.mismatch(expected()) }
        let p = try f.numbers(["x1", "y1", "x2", "y2"])
        do throws(LayerModelError) {
            return try TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
        } catch {
            if case let .invalidAnimation(why) = error { throw f.error(why) }
            throw f.error(error.description)
        }
    }, write: { encoder, function, path throws(SceneError) in
        if let named = namedTimingFunctions.first(where: { $0.function == function }) { return .string(named.name) }
        return try encoder.numbers([function.x1, function.y1, function.x2, function.y2], path)
    })

    /// A list of numbers (tension, continuity and bias values; `locations` values).
    static let numberList = SceneValue<[Double]>(read: { _, f throws(SceneError) in
        guard case .array = f.value else { throw f.mismatch(SceneDecoder.AnimatedValueForm.numbers.expected) }
        var numbers: [Double] = []
        for item in try f.array() {
            numbers.append(try item.number())
        }
        return numbers
    }, write: { encoder, numbers, path throws(SceneError) in try encoder.numbers(numbers, path) })
}

/// The parts of each kind of animation, for the tables: reading one sets the kind, and a kind
/// without that part gives the part's defaults (so a table leaves it out).
extension Animation {
    /// The values of a basic or spring animation.
    var basicValues: BasicAnimation {
        get {
            switch kind {
            case let .basic(b): return b
            case let .spring(s): return s.basic
            default: return BasicAnimation()
            }
        }
        set {
            guard case var .spring(s) = kind else {
                kind = .basic(newValue)
                return
            }
            (s.fromValue, s.toValue, s.byValue) = (newValue.fromValue, newValue.toValue, newValue.byValue)
            kind = .spring(s)
        }
    }

    var spring: SpringAnimation {
        get {
            if case let .spring(s) = kind { return s }
            return SpringAnimation()
        }
        set { kind = .spring(newValue) }
    }

    var keyframe: KeyframeAnimation {
        get {
            if case let .keyframe(k) = kind { return k }
            return KeyframeAnimation(values: [])
        }
        set { kind = .keyframe(newValue) }
    }

    var group: AnimationGroup {
        get {
            if case let .group(g) = kind { return g }
            return AnimationGroup()
        }
        set { kind = .group(newValue) }
    }
}

extension SceneDecoder.AnimationKind {
    /// The kind a scene file gives `animation`.
    init(of animation: Animation) {
        switch animation.kind {
        case .basic: self = .basic
        case .spring: self = .spring
        case .keyframe: self = .keyframe
        case .group: self = .group
        }
    }
}

extension SceneValue where T == AnimationValue {
    /// A value of an animated property: read as its key path's `form` spells it (a rotation also
    /// takes "3pi/8"), written as its own kind spells it.
    static func animated(_ form: SceneDecoder.AnimatedValueForm) -> SceneValue {
        SceneValue(read: { decoder, f throws(SceneError) in
            switch form {
            case .number:
                guard case .number = f.value else { throw f.mismatch(form.expected) }
                return .number(try f.number())
            case .angle: return .number(try f.angle())
            case .point: return .point(try f.point())
            case .size: return .size(try f.size())
            case .rect: return .rect(try f.rect())
            case .color: return .color(try f.color())
            case .colors:
                guard case .array = f.value else { throw f.mismatch(form.expected) }
                var colors: [Color] = []
                for item in try f.array() {
                    colors.append(try item.color())
                }
                return .colors(colors)
            case .numbers: return .numbers(try SceneVocabulary.numberList.read(decoder, f))
            case .transform: return .transform(try decoder.transform(f))
            case .path:
                guard case .array = f.value else { throw f.mismatch(form.expected) }
                return .path(try decoder.path(f))
            }
        }, write: { encoder, value, path throws(SceneError) in
            switch value {
            case let .number(n): return try encoder.number(n, path)
            case let .point(p): return try encoder.point(p, path)
            case let .size(s): return try SceneValue<Size>.size.write(encoder, s, path)
            case let .rect(r): return try encoder.rect(r, path)
            case let .color(c): return encoder.color(c)
            case let .colors(cs): return .array(cs.map(encoder.color))
            case let .numbers(ns): return try encoder.numbers(ns, path)
            case let .transform(t): return try encoder.transform(t, path)
            case let .path(p): return try encoder.path(p, path)
            }
        })
    }
}
