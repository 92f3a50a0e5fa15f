import LayerModel

/// Animations: a layer's `animations` list, each entry a `CABasicAnimation` (`fromValue`,
/// `toValue`, `byValue`), a `CASpringAnimation` (the same and `mass`, …), a
/// `CAKeyframeAnimation` (`values`, …) or a `CAAnimationGroup` (`animations`) with its timing,
/// added to the layer with `Layer.add(_:forKey:)`, which checks it against the layer.
extension SceneDecoder {
    /// How a key path's values are written. Mirrors the key paths `Animation.keyPath` documents.
    enum AnimatedValueForm {
        case number, angle, point, size, rect, color, colors, numbers, transform, path

        var expected: String {
            switch self {
            case .number: return "a number"
            case .angle: return "an angle in radians: a number or a multiple of pi like \"3pi/8\""
            case .point: return "2 numbers [x, y]"
            case .size: return "2 numbers [width, height]"
            case .rect: return "4 numbers [x, y, width, height]"
            case .color: return "a color like \"#RRGGBB\" or \"#RRGGBBAA\""
            case .colors: return "a list of colors like [\"#FF0000\", \"#0000FF\"]"
            case .numbers: return "a list of numbers like [0, 0.5, 1]"
            case .path: return "a path: a list of commands like [[\"move\", 0, 0], [\"line\", 10, 0]]"
            case .transform: return SceneDecoder.transformExpected
            }
        }
    }

    /// How a scene file spells values for `keyPath` (rotations also take "3pi/8"), or nil when
    /// LayerModel cannot animate it.
    static func valueForm(forKeyPath keyPath: String) -> AnimatedValueForm? {
        guard let path = AnimationKeyPath(keyPath) else { return nil }
        switch path.valueKind {
        case .number: return [.rotationX, .rotationY, .rotationZ].contains(path) ? .angle : .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .colors: return .colors
        case .numbers: return .numbers
        case .transform: return .transform
        case .path: return .path
        }
    }

    static let animationKeys = [
        "key", "kind", "keyPath", "fromValue", "toValue", "byValue", "values", "keyTimes", "timingFunctions", "calculationMode",
        "duration", "beginTime", "repeatCount", "autoreverses", "speed", "timeOffset", "fillMode", "timingFunction",
        "isRemovedOnCompletion", "isAdditive", "isCumulative", "animations",
    ] + springKeys

    /// The keys of a `CASpringAnimation` beyond those of a basic animation.
    static let springKeys = ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"]

    /// The `kind` of an animation entry; without `kind` it follows from the keys present.
    enum AnimationKind: String, CaseIterable {
        case basic, spring, keyframe, group
    }

    static let namedTimingFunctions: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// Adds each animation of the list `f` to `layer`, whose other properties are already set.
    func addAnimations(_ f: SceneField, to layer: inout Layer, type: LayerType) throws(SceneError) {
        var keys: Set<String> = []
        for item in try f.array() {
            let (key, animation) = try self.animation(item, layerType: type, inGroup: false)
            guard keys.insert(key).inserted else {
                throw item.error("another animation of this layer has the key \(JSONValue.quoted(key)); "
                    + "give each a distinct \"key\" (it defaults to the keyPath)")
            }
            do {
                try layer.add(animation, forKey: key)
            } catch {
                if case let .invalidAnimation(why) = error { throw item.error(why) }
                throw item.error(error.description)
            }
        }
    }

    /// One entry of an `animations` list: of a layer, or of a group when `inGroup`.
    private func animation(_ f: SceneField, layerType: LayerType, inGroup: Bool) throws(SceneError) -> (key: String, animation: Animation) {
        let o = try f.object(allowed: SceneDecoder.animationKeys)
        let kind = try animationKind(o)
        var animation: Animation
        var key = ""
        if inGroup, let k = o["key"] {
            throw k.error("\"key\" names an animation of a layer; the animations of a group have none")
        }
        if kind == .group {
            if let k = SceneDecoder.propertyOnlyKeys.first(where: o.has) {
                throw f.error("\"\(k)\" does not apply to a group (\"animations\"); set it on the animations in the group")
            }
            var animations: [Animation] = []
            for item in try o.required("animations", "").array() {
                animations.append(try self.animation(item, layerType: layerType, inGroup: true).animation)
            }
            animation = .group(animations)
            key = "group"
        } else {
            let keyPathField = try o.required("keyPath", "the animated property, like \"opacity\"")
            let keyPath = try keyPathField.string()
            guard let form = SceneDecoder.valueForm(forKeyPath: keyPath) else {
                let hint = SceneField.nearest(to: keyPath, in: AnimationKeyPath.allCases.map(\.rawValue))
                    .map { "did you mean \(JSONValue.quoted($0))?" } ?? "docs/SCENES.md lists them"
                throw keyPathField.error("\(JSONValue.quoted(keyPath)) is not an animatable key path (\(hint))")
            }
            if let owner = SceneVocabulary.contentKeys.first(where: { $0.value.contains(keyPath) })?.key, owner != layerType {
                throw keyPathField.error("\(JSONValue.quoted(keyPath)) animates layers of \"type\": \"\(owner.rawValue)\", "
                    + "but this layer's type is \"\(layerType.rawValue)\"")
            }
            key = keyPath
            animation = try propertyAnimation(o, kind: kind, keyPath: keyPath, form: form)
            if let v = o["isAdditive"] { animation.isAdditive = try v.bool() }
            if let v = o["isCumulative"] { animation.isCumulative = try v.bool() }
        }
        if let k = o["key"] { key = try k.string() }
        try timing(o, into: &animation)
        return (key, animation)
    }

    static let valueKeys = ["fromValue", "toValue", "byValue"]
    /// Keys of property animations that a group does not take.
    static let propertyOnlyKeys: [String] = {
        let own: [String] = ["keyPath", "isAdditive", "isCumulative"]
        return own + valueKeys + keyframeKeys + springKeys
    }()
    static let keyframeKeys = [
        "values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode", "tensionValues", "continuityValues",
        "biasValues",
    ]

    /// The entry's `kind`, or the one its keys imply: `animations` a group, `values` a keyframe
    /// animation, a spring key a spring, otherwise a basic animation. Keys of another kind are
    /// errors.
    private func animationKind(_ o: SceneObject) throws(SceneError) -> AnimationKind {
        let kind: AnimationKind
        if let k = o["kind"] {
            kind = try k.enumeration(AnimationKind.self)
        } else if o.has("animations") {
            kind = .group
        } else if o.has("values") || o.has("path") {
            kind = .keyframe
        } else if SceneDecoder.springKeys.contains(where: o.has) {
            kind = .spring
        } else {
            kind = .basic
        }
        let foreign: [String] = switch kind {
        case .basic: SceneDecoder.keyframeKeys + SceneDecoder.springKeys + ["animations"]
        case .spring: SceneDecoder.keyframeKeys + ["animations"]
        case .keyframe: SceneDecoder.valueKeys + SceneDecoder.springKeys + ["animations"]
        case .group: []
        }
        if let k = foreign.first(where: o.has) {
            switch (o.has("kind"), kind) {
            case (false, .keyframe) where SceneDecoder.valueKeys.contains(k):
                throw o.field.error("\"values\" (a keyframe animation) cannot be combined with \"\(k)\" (a basic animation)")
            case (false, .basic) where SceneDecoder.keyframeKeys.contains(k):
                throw o.field.error("\"\(k)\" belongs to keyframe animations, which need \"values\"")
            default:
                throw o.field.error("\"\(k)\" does not belong to a \(kind.rawValue) animation")
            }
        }
        return kind
    }

    private func propertyAnimation(_ o: SceneObject, kind: AnimationKind, keyPath: String, form: AnimatedValueForm) throws(SceneError) -> Animation {
        if kind == .keyframe { return try keyframe(o, keyPath: keyPath, form: form) }
        guard SceneDecoder.valueKeys.contains(where: o.has) else {
            let what = o.has("kind") ? "a \(kind.rawValue) animation needs" : "an animation needs \"values\" (keyframes) or"
            throw o.field.error("\(what) \"fromValue\", \"toValue\" or \"byValue\"")
        }
        var values: [AnimationValue?] = []
        for name in SceneDecoder.valueKeys {
            guard let v = o[name] else {
                values.append(nil)
                continue
            }
            values.append(try animationValue(v, form: form))
        }
        guard kind == .spring else { return .basic(keyPath: keyPath, from: values[0], to: values[1], by: values[2]) }
        var spring = SpringAnimation(fromValue: values[0], toValue: values[1], byValue: values[2])
        if let v = o["mass"] { spring.mass = try v.positive() }
        if let v = o["stiffness"] { spring.stiffness = try v.positive() }
        if let v = o["damping"] { spring.damping = try v.nonNegative() }
        if let v = o["initialVelocity"] { spring.initialVelocity = try v.number() }
        if let v = o["allowsOverdamping"] { spring.allowsOverdamping = try v.bool() }
        return Animation(keyPath: keyPath, kind: .spring(spring))
    }

    private func keyframe(_ o: SceneObject, keyPath: String, form: AnimatedValueForm) throws(SceneError) -> Animation {
        var values: [AnimationValue] = []
        let path = try o["path"].map { f throws(SceneError) in try self.path(f) }
        if path == nil || o.has("values") {
            for item in try o.required("values", "a list of values, or a \"path\" for a point").array() {
                values.append(try animationValue(item, form: form))
            }
        }
        var keyTimes: [Double]?
        if let k = o["keyTimes"], !k.isNull {
            var times: [Double] = []
            for item in try k.array() {
                times.append(try item.number(in: 0...1))
            }
            keyTimes = times
        }
        var functions: [TimingFunction] = []
        if let t = o["timingFunctions"] {
            for item in try t.array() {
                functions.append(try timingFunction(item))
            }
        }
        var mode = KeyframeAnimation.CalculationMode.linear
        if let m = o["calculationMode"] { mode = try m.enumeration(KeyframeAnimation.CalculationMode.self) }
        var keyframe = KeyframeAnimation(values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode)
        keyframe.path = path
        if let m = o["rotationMode"] { keyframe.rotationMode = try m.enumeration(KeyframeAnimation.RotationMode.self) }
        keyframe.tensionValues = try o["tensionValues"].map { f throws(SceneError) in try numberList(f) }
        keyframe.continuityValues = try o["continuityValues"].map { f throws(SceneError) in try numberList(f) }
        keyframe.biasValues = try o["biasValues"].map { f throws(SceneError) in try numberList(f) }
        return Animation(keyPath: keyPath, kind: .keyframe(keyframe))
    }

    /// A list of numbers (`locations` values, tension, continuity and bias values).
    private func numberList(_ f: SceneField) throws(SceneError) -> [Double] {
        guard case .array = f.value else { throw f.mismatch(AnimatedValueForm.numbers.expected) }
        var numbers: [Double] = []
        for item in try f.array() {
            numbers.append(try item.number())
        }
        return numbers
    }

    private func timing(_ o: SceneObject, into a: inout Animation) throws(SceneError) {
        if let v = o["duration"] { a.duration = try v.nonNegative() }
        if let v = o["beginTime"] { a.beginTime = try v.number() }
        if let v = o["repeatCount"] {
            if case .string("infinity") = v.value {
                a.repeatCount = .infinity
            } else {
                guard case .number = v.value else { throw v.mismatch("a number >= 0 or \"infinity\"") }
                a.repeatCount = try v.nonNegative()
            }
        }
        if let v = o["autoreverses"] { a.autoreverses = try v.bool() }
        if let v = o["speed"] { a.speed = try v.nonNegative() }
        if let v = o["timeOffset"] { a.timeOffset = try v.number() }
        if let v = o["fillMode"] { a.fillMode = try v.enumeration(Animation.FillMode.self) }
        if let v = o["timingFunction"] { a.timingFunction = try timingFunction(v) }
        if let v = o["isRemovedOnCompletion"] { a.isRemovedOnCompletion = try v.bool() }
    }

    /// A name (`"easeInEaseOut"`) or the control points `[x1, y1, x2, y2]`.
    private func timingFunction(_ f: SceneField) throws(SceneError) -> TimingFunction {
        let expected = { "one of " + SceneDecoder.namedTimingFunctions.map { JSONValue.quoted($0.name) }.joined(separator: ", ")
            + ", or control points [x1, y1, x2, y2]" }
        if case let .string(name) = f.value {
            guard let named = SceneDecoder.namedTimingFunctions.first(where: { $0.name == name }) else {
                throw f.mismatch(expected())
            }
            return named.function
        }
        guard case .array = f.value else { throw f.mismatch(expected()) }
        let p = try f.numbers(["x1", "y1", "x2", "y2"])
        do {
            return try TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
        } catch {
            if case let .invalidAnimation(why) = error { throw f.error(why) }
            throw f.error(error.description)
        }
    }

    private func animationValue(_ f: SceneField, form: AnimatedValueForm) throws(SceneError) -> AnimationValue {
        switch form {
        case .number:
            guard case .number = f.value else { throw f.mismatch(form.expected) }
            return .number(try f.number())
        case .angle:
            return .number(try f.angle())
        case .point:
            return .point(try f.point())
        case .size:
            return .size(try f.size())
        case .rect:
            return .rect(try f.rect())
        case .color:
            return .color(try f.color())
        case .colors:
            guard case .array = f.value else { throw f.mismatch(form.expected) }
            var colors: [Color] = []
            for item in try f.array() {
                colors.append(try item.color())
            }
            return .colors(colors)
        case .numbers:
            return .numbers(try numberList(f))
        case .transform:
            return .transform(try transform(f))
        case .path:
            guard case .array = f.value else { throw f.mismatch(form.expected) }
            return .path(try path(f))
        }
    }
}
