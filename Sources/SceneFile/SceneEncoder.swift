import LayerModel

extension Scene {
    /// The scene as the text of a scene file, so that `Scene.decode(json:)` gives it back: only
    /// properties that differ from their defaults are written; transforms as 16 numbers, paths
    /// as `move`/`line`/`quad`/`curve`/`arc`/`close` commands, numbers in the shortest form that
    /// reads back exactly, colors as `#RRGGBB` (or `#RRGGBBAA` when not opaque).
    ///
    /// Colors are written to the nearest 8-bit value, so a color that is not a whole number of
    /// 255ths reads back slightly different. Values that decoding would reject (an opacity of
    /// 2, say) are written as they are and rejected when read. Throws when a number is not
    /// finite, when a layer has a timing of its own (the format has none), or when the root layer has more than a name, its `(0, 0, size)` bounds centered
    /// on its position, and sublayers — the format has no place for anything else on the root.
    public func encodedJSON() throws(SceneError) -> String {
        try SceneEncoder().scene(self).serialized(indent: "") + "\n"
    }
}

/// Builds the JSON of a scene; the inverse of `SceneDecoder`.
struct SceneEncoder {
    func scene(_ scene: Scene) throws(SceneError) -> JSONValue {
        var plainRoot = Layer(name: scene.root.name, bounds: Rect(size: scene.size), position: Rect(size: scene.size).center)
        plainRoot.sublayers = scene.root.sublayers
        guard scene.root == plainRoot else {
            throw .invalid(path: "", message: "the root layer can hold only a name, bounds (0, 0, width, height) centered "
                + "on its position, and sublayers; move its other properties to a layer in \"layers\"")
        }
        var m = Members(path: "")
        try write(SceneVocabulary.scene, of: scene, into: &m)
        return .object(m.members)
    }

    func layers(_ layers: [Layer], _ path: String) throws(SceneError) -> JSONValue {
        var items: [JSONValue] = []
        for (i, l) in layers.enumerated() {
            items.append(try layer(l, "\(path)[\(i)]"))
        }
        return .array(items)
    }

    /// A layer's keys as the tables of `SceneVocabulary` write them: those of every layer,
    /// those of its type, then its mask, sublayers and animations.
    func layer(_ l: Layer, _ path: String) throws(SceneError) -> JSONValue {
        var m = Members(path: path)
        guard l.timing == .identity else {
            throw .invalid(path: path, message: "a scene file has no layer timing (beginTime, speed, timeOffset); "
                + "present the layer at its time (presentation(at:)) before writing it")
        }
        try write(SceneVocabulary.layer, of: l, into: &m)
        switch l.kind {
        case .plain, .transform: break
        case let .replicator(r): try write(SceneVocabulary.replicator, of: r, into: &m)
        case let .shape(s): try write(SceneVocabulary.shape, of: s, into: &m)
        case let .gradient(g): try write(SceneVocabulary.gradient, of: g, into: &m)
        case let .text(t): try write(SceneVocabulary.text, of: t, into: &m)
        }
        try write(SceneVocabulary.tree, of: l, into: &m)
        return .object(m.members)
    }

    /// Adds each key of `table` that `model` does not leave at its default, in the table's order.
    func write<Model>(_ table: [SceneProperty<Model>], of model: Model, into m: inout Members) throws(SceneError) {
        for property in table {
            if let write = property.write, let value = try write(self, model, m.at(property.key)) { m.add(property.key, value) }
        }
    }

    /// Each element as the command `SceneDecoder.PathCommand` names for it.
    func path(_ p: Path, _ at: String) throws(SceneError) -> JSONValue {
        var commands: [JSONValue] = []
        for (i, e) in p.elements.enumerated() {
            let here = "\(at)[\(i)]"
            let command: SceneDecoder.PathCommand, points: [Point]
            var arc: [JSONValue] = []
            switch e {
            case let .move(to): (command, points) = (.move, [to])
            case let .line(to): (command, points) = (.line, [to])
            case let .quadCurve(to, c): (command, points) = (.quad, [c, to])
            case let .curve(to, c1, c2): (command, points) = (.curve, [c1, c2, to])
            case let .arc(center, radius, start, end, clockwise):
                (command, points) = (.arc, [center])
                arc = [try number(radius, here), try number(start, here), try number(end, here), .bool(clockwise)]
            case .close: (command, points) = (.close, [])
            }
            var items: [JSONValue] = [.string(command.rawValue)]
            for point in points {
                items += try pointItems(point, here)
            }
            commands.append(.array(items + arc))
        }
        return .array(commands)
    }

    // MARK: Values

    func transform(_ t: Transform3D, _ at: String) throws(SceneError) -> JSONValue {
        try numbers([
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ], at)
    }

    func color(_ c: Color) -> JSONValue {
        let hex = c.hex // #RRGGBBAA
        return .string(hex.hasSuffix("FF") ? String(hex.dropLast(2)) : hex)
    }

    /// `[x, y, width, height]`.
    func rect(_ r: Rect, _ at: String) throws(SceneError) -> JSONValue {
        try numbers([r.minX, r.minY, r.width, r.height], at)
    }

    func point(_ p: Point, _ at: String) throws(SceneError) -> JSONValue {
        .array(try pointItems(p, at))
    }

    private func pointItems(_ p: Point, _ at: String) throws(SceneError) -> [JSONValue] {
        [try number(p.x, at), try number(p.y, at)]
    }

    func numbers(_ values: [Double], _ at: String) throws(SceneError) -> JSONValue {
        var items: [JSONValue] = []
        for v in values {
            items.append(try number(v, at))
        }
        return .array(items)
    }

    /// A finite number in the shortest text that reads back to the same Double.
    func number(_ v: Double, _ at: String) throws(SceneError) -> JSONValue {
        guard v.isFinite else { throw .invalid(path: at, message: "cannot write the non-finite number \(v)") }
        return .number(v, text: NumberText.format(v))
    }

    /// An object's members in the order written, with the path of the object for messages.
    struct Members {
        let path: String
        var members: [JSONMember] = []

        func at(_ key: String) -> String { SceneField.path(path, key) }

        mutating func add(_ key: String, _ value: JSONValue) {
            members.append(JSONMember(key: key, value: value))
        }
    }
}

extension JSONValue {
    /// Pretty JSON: objects one member per line; arrays of scalars on one line; other arrays one
    /// element per line.
    func serialized(indent: String) -> String {
        switch self {
        case .null, .bool, .number, .string:
            return scalarText
        case let .array(items):
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map(\.scalarText).joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONValue.quoted($0.key) + ": " + $0.value.serialized(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private var scalarText: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(_, text): return text
        case let .string(s): return JSONValue.quoted(s)
        case .array, .object: return serialized(indent: "")
        }
    }
}
