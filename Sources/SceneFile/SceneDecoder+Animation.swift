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
        case .number: return path.rawValue.hasPrefix("transform.rotation.") ? .angle : .number
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

    /// The `kind` of an animation entry; without `kind` it follows from the keys present.
    enum AnimationKind: String, CaseIterable {
        case basic, spring, keyframe, group

        /// An animation of this kind with nothing read yet.
        var unread: Animation.Kind {
            switch self {
            case .basic: .basic(BasicAnimation())
            case .spring: .spring(SpringAnimation())
            case .keyframe: .keyframe(KeyframeAnimation(values: []))
            case .group: .group(AnimationGroup())
            }
        }
    }

    /// Adds each animation of the list `f` to `layer`, whose other properties are already set.
    func addAnimations(_ f: SceneField, to layer: inout Layer, type: Layer.Kind.Name) throws(SceneError) {
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

    /// One entry of an `animations` list: of a layer, or of a group when `inGroup`. Its `kind` and
    /// `keyPath` are checked first (they decide which keys follow and how values are spelled),
    /// then its keys are read as the tables of `SceneVocabulary` say.
    func animation(_ f: SceneField, layerType: Layer.Kind.Name, inGroup: Bool) throws(SceneError) -> (key: String, animation: Animation) {
        let o = try f.object(allowed: SceneVocabulary.animationKeys)
        let kind = try animationKind(o)
        if inGroup, let k = o["key"] {
            throw k.error("\"key\" names an animation of a layer; the animations of a group have none")
        }
        var entry = AnimationEntry(key: nil, animation: Animation(keyPath: "", kind: kind.unread), layerType: layerType)
        if kind == .group {
            if let k = SceneVocabulary.propertyOnlyKeys.first(where: o.has) {
                throw f.error("\"\(k)\" does not apply to a group (\"animations\"); set it on the animations in the group")
            }
        } else {
            let keyPathField = try o.required("keyPath", "the animated property, like \"opacity\"")
            let keyPath = try keyPathField.string()
            guard let form = SceneDecoder.valueForm(forKeyPath: keyPath) else {
                let hint = SceneField.nearest(to: keyPath, in: AnimationKeyPath.allCases.map(\.rawValue))
                    .map { "did you mean \(JSONValue.quoted($0))?" } ?? "docs/SCENES.md lists them"
                throw keyPathField.error("\(JSONValue.quoted(keyPath)) is not an animatable key path (\(hint))")
            }
            if let owner = AnimationKeyPath(keyPath)?.requiredKind, owner != layerType {
                throw keyPathField.error("\(JSONValue.quoted(keyPath)) animates layers of \"type\": \"\(owner.rawValue)\", "
                    + "but this layer's type is \"\(layerType.rawValue)\"")
            }
            entry.animation.keyPath = keyPath
            entry.form = form
        }
        switch kind {
        case .basic, .spring:
            guard SceneVocabulary.basic.contains(where: { o.has($0.key) }) else {
                let what = o.has("kind") ? "a \(kind.rawValue) animation needs" : "an animation needs \"values\" (keyframes) or"
                throw o.field.error("\(what) \"fromValue\", \"toValue\" or \"byValue\"")
            }
        case .keyframe:
            if !o.has("path") { _ = try o.required("values", "a list of values, or a \"path\" for a point") }
        case .group: break
        }
        try read(SceneVocabulary.animation, from: o, into: &entry)
        for table in SceneVocabulary.tables(of: kind) {
            try read(table, from: o, into: &entry)
        }
        try read(SceneVocabulary.timing, from: o, into: &entry)
        if kind != .group { try read(SceneVocabulary.property, from: o, into: &entry) }
        return (entry.key ?? entry.defaultKey, entry.animation)
    }

    /// The entry's `kind`, or the one its keys imply: `animations` a group, `values` or `path` a
    /// keyframe animation, a spring key a spring, otherwise a basic animation. Keys of another kind are
    /// errors.
    private func animationKind(_ o: SceneObject) throws(SceneError) -> AnimationKind {
        let kind: AnimationKind
        if let k = o["kind"] {
            kind = try k.enumeration(AnimationKind.self)
        } else if o.has("animations") {
            kind = .group
        } else if o.has("values") || o.has("path") {
            kind = .keyframe
        } else if SceneVocabulary.spring.contains(where: { o.has($0.key) }) {
            kind = .spring
        } else {
            kind = .basic
        }
        let keys = { (tables: [[SceneProperty<AnimationEntry>]]) in tables.flatMap { $0.map(\.key) } }
        let foreign: [String] = switch kind {
        case .basic: keys([SceneVocabulary.keyframe, SceneVocabulary.spring, SceneVocabulary.group])
        case .spring: keys([SceneVocabulary.keyframe, SceneVocabulary.group])
        case .keyframe: keys([SceneVocabulary.basic, SceneVocabulary.spring, SceneVocabulary.group])
        case .group: []
        }
        if let k = foreign.first(where: o.has) {
            switch (o.has("kind"), kind) {
            case (false, .keyframe) where SceneVocabulary.basic.contains(where: { $0.key == k }):
                let keyframes = o.has("values") ? "values" : "path"
                throw o.field.error("\"\(keyframes)\" (a keyframe animation) cannot be combined with \"\(k)\" (a basic animation)")
            case (false, .basic) where SceneVocabulary.keyframe.contains(where: { $0.key == k }):
                throw o.field.error("\"\(k)\" belongs to keyframe animations, which need \"values\" or a \"path\"")
            default:
                throw o.field.error("\"\(k)\" does not belong to a \(kind.rawValue) animation")
            }
        }
        return kind
    }
}
