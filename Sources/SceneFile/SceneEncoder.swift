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
    /// finite, or when the root layer has more than a name, its `(0, 0, size)` bounds centered
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
        var members: [JSONMember] = []
        members.append(JSONMember(key: "size", value: try numbers([scene.size.width, scene.size.height], "size")))
        if let s = scene.scale { members.append(JSONMember(key: "scale", value: try number(s, "scale"))) }
        if let b = scene.background { members.append(JSONMember(key: "background", value: color(b))) }
        if let n = scene.root.name { members.append(JSONMember(key: "name", value: .string(n))) }
        if !scene.root.sublayers.isEmpty {
            members.append(JSONMember(key: "layers", value: try layers(scene.root.sublayers, "layers")))
        }
        return .object(members)
    }

    private func layers(_ layers: [Layer], _ path: String) throws(SceneError) -> JSONValue {
        var items: [JSONValue] = []
        for (i, l) in layers.enumerated() {
            items.append(try layer(l, "\(path)[\(i)]"))
        }
        return .array(items)
    }

    private func layer(_ l: Layer, _ path: String) throws(SceneError) -> JSONValue {
        var m = Members(path: path)
        let d = Layer()
        switch l.content {
        case .none:
            if l.isTransformLayer { m.add("type", .string("transform")) }
            if l.replicator != nil { m.add("type", .string("replicator")) }
        case .shape: m.add("type", .string("shape"))
        case .gradient: m.add("type", .string("gradient"))
        case .text: m.add("type", .string("text"))
        }
        if let n = l.name { m.add("name", .string(n)) }
        if l.bounds != d.bounds { try m.add("bounds", rect(l.bounds, m.at("bounds"))) }
        if l.position != d.position { try m.add("position", point(l.position, m.at("position"))) }
        if l.anchorPoint != d.anchorPoint { try m.add("anchorPoint", point(l.anchorPoint, m.at("anchorPoint"))) }
        if l.transform != d.transform { try m.add("transform", transform(l.transform, m.at("transform"))) }
        if l.zPosition != d.zPosition { try m.add("zPosition", number(l.zPosition, m.at("zPosition"))) }
        if l.anchorPointZ != d.anchorPointZ { try m.add("anchorPointZ", number(l.anchorPointZ, m.at("anchorPointZ"))) }
        if l.sublayerTransform != d.sublayerTransform {
            try m.add("sublayerTransform", transform(l.sublayerTransform, m.at("sublayerTransform")))
        }
        if l.isDoubleSided != d.isDoubleSided { m.add("isDoubleSided", .bool(l.isDoubleSided)) }
        if l.allowsEdgeAntialiasing != d.allowsEdgeAntialiasing { m.add("allowsEdgeAntialiasing", .bool(l.allowsEdgeAntialiasing)) }
        if l.opacity != d.opacity { try m.add("opacity", number(l.opacity, m.at("opacity"))) }
        if l.isHidden != d.isHidden { m.add("hidden", .bool(l.isHidden)) }
        if let c = l.backgroundColor { m.add("backgroundColor", color(c)) }
        if l.cornerRadius != d.cornerRadius { try m.add("cornerRadius", number(l.cornerRadius, m.at("cornerRadius"))) }
        if l.maskedCorners != d.maskedCorners {
            m.add("maskedCorners", .array(SceneDecoder.cornerNames.filter { l.maskedCorners.contains($0.corner) }.map { .string($0.name) }))
        }
        if l.cornerCurve != d.cornerCurve { m.add("cornerCurve", .string(l.cornerCurve.rawValue)) }
        if l.borderWidth != d.borderWidth { try m.add("borderWidth", number(l.borderWidth, m.at("borderWidth"))) }
        if l.borderColor != d.borderColor { m.add("borderColor", color(l.borderColor)) }
        if l.masksToBounds != d.masksToBounds { m.add("masksToBounds", .bool(l.masksToBounds)) }
        if l.shadowColor != d.shadowColor { m.add("shadowColor", color(l.shadowColor)) }
        if l.shadowOpacity != d.shadowOpacity { try m.add("shadowOpacity", number(l.shadowOpacity, m.at("shadowOpacity"))) }
        if l.shadowOffset != d.shadowOffset {
            try m.add("shadowOffset", numbers([l.shadowOffset.width, l.shadowOffset.height], m.at("shadowOffset")))
        }
        if l.shadowRadius != d.shadowRadius { try m.add("shadowRadius", number(l.shadowRadius, m.at("shadowRadius"))) }
        if let p = l.shadowPath { try m.add("shadowPath", self.path(p, m.at("shadowPath"))) }
        try contents(l, into: &m)
        if let r = l.replicator {
            guard l.content == .none, !l.isTransformLayer else {
                throw .invalid(path: path, message: "a replicator layer in a scene file has no shape, gradient or text content and is no transform layer")
            }
            try replicator(r, into: &m)
        }
        switch l.content {
        case .none: break
        case let .shape(s): try shape(s, into: &m)
        case let .gradient(g): try gradient(g, into: &m)
        case let .text(t): try text(t, into: &m)
        }
        if let mask = l.mask { try m.add("mask", layer(mask, m.at("mask"))) }
        if !l.sublayers.isEmpty { try m.add("sublayers", layers(l.sublayers, m.at("sublayers"))) }
        if !l.animations.isEmpty { try m.add("animations", animations(l.animations, m.at("animations"))) }
        return .object(m.members)
    }

    /// A replicator's properties that differ from their defaults.
    private func replicator(_ r: Replicator, into m: inout Members) throws(SceneError) {
        let d = Replicator()
        if r.instanceCount != d.instanceCount { try m.add("instanceCount", number(Double(r.instanceCount), m.at("instanceCount"))) }
        if r.instanceTransform != d.instanceTransform {
            try m.add("instanceTransform", transform(r.instanceTransform, m.at("instanceTransform")))
        }
        if r.instanceDelay != d.instanceDelay { try m.add("instanceDelay", number(r.instanceDelay, m.at("instanceDelay"))) }
        if r.instanceColor != d.instanceColor { m.add("instanceColor", color(r.instanceColor)) }
        let offsets = [("instanceRedOffset", r.instanceRedOffset), ("instanceGreenOffset", r.instanceGreenOffset),
                       ("instanceBlueOffset", r.instanceBlueOffset), ("instanceAlphaOffset", r.instanceAlphaOffset)]
        for (key, value) in offsets where value != 0 {
            try m.add(key, number(value, m.at(key)))
        }
    }

    /// The contents image by the path it was read from (an image made in code has none and
    /// cannot be written), and the keys that place it.
    private func contents(_ l: Layer, into m: inout Members) throws(SceneError) {
        let d = Layer()
        if let image = l.contents {
            guard let source = image.source else {
                throw .invalid(path: m.at("contents"), message: "cannot write an image without a source file: a scene file names contents by the path of a PNG file")
            }
            m.add("contents", .string(source))
        }
        if l.contentsGravity != d.contentsGravity { m.add("contentsGravity", .string(l.contentsGravity.rawValue)) }
        if l.contentsScale != d.contentsScale { try m.add("contentsScale", number(l.contentsScale, m.at("contentsScale"))) }
        if l.contentsRect != d.contentsRect { try m.add("contentsRect", rect(l.contentsRect, m.at("contentsRect"))) }
        if l.contentsCenter != d.contentsCenter { try m.add("contentsCenter", rect(l.contentsCenter, m.at("contentsCenter"))) }
        if l.magnificationFilter != d.magnificationFilter { m.add("magnificationFilter", .string(l.magnificationFilter.rawValue)) }
        if l.minificationFilter != d.minificationFilter { m.add("minificationFilter", .string(l.minificationFilter.rawValue)) }
    }

    private func shape(_ s: ShapeLayer, into m: inout Members) throws(SceneError) {
        let d = ShapeLayer()
        if !s.path.isEmpty { try m.add("path", path(s.path, m.at("path"))) }
        if s.fillColor != d.fillColor { m.add("fillColor", s.fillColor.map(color) ?? .null) }
        if s.fillRule != d.fillRule { m.add("fillRule", .string(s.fillRule.rawValue)) }
        if let c = s.strokeColor { m.add("strokeColor", color(c)) }
        if s.lineWidth != d.lineWidth { try m.add("lineWidth", number(s.lineWidth, m.at("lineWidth"))) }
        if s.lineCap != d.lineCap { m.add("lineCap", .string(s.lineCap.rawValue)) }
        if s.lineJoin != d.lineJoin { m.add("lineJoin", .string(s.lineJoin.rawValue)) }
        if s.miterLimit != d.miterLimit { try m.add("miterLimit", number(s.miterLimit, m.at("miterLimit"))) }
        if let dashes = s.lineDashPattern { try m.add("lineDashPattern", numbers(dashes, m.at("lineDashPattern"))) }
        if s.lineDashPhase != d.lineDashPhase { try m.add("lineDashPhase", number(s.lineDashPhase, m.at("lineDashPhase"))) }
        if s.strokeStart != d.strokeStart { try m.add("strokeStart", number(s.strokeStart, m.at("strokeStart"))) }
        if s.strokeEnd != d.strokeEnd { try m.add("strokeEnd", number(s.strokeEnd, m.at("strokeEnd"))) }
    }

    func path(_ p: Path, _ at: String) throws(SceneError) -> JSONValue {
        var commands: [JSONValue] = []
        for (i, e) in p.elements.enumerated() {
            let here = "\(at)[\(i)]"
            var items: [JSONValue]
            switch e {
            case let .move(to): items = [.string("move")] + (try pointItems(to, here))
            case let .line(to): items = [.string("line")] + (try pointItems(to, here))
            case let .quadCurve(to, c): items = [.string("quad")] + (try pointItems(c, here)) + (try pointItems(to, here))
            case let .curve(to, c1, c2):
                items = [.string("curve")] + (try pointItems(c1, here)) + (try pointItems(c2, here)) + (try pointItems(to, here))
            case let .arc(center, radius, start, end, clockwise):
                items = [.string("arc")] + (try pointItems(center, here))
                items += [try number(radius, here), try number(start, here), try number(end, here), .bool(clockwise)]
            case .close: items = [.string("close")]
            }
            commands.append(.array(items))
        }
        return .array(commands)
    }

    private func gradient(_ g: GradientLayer, into m: inout Members) throws(SceneError) {
        let d = GradientLayer()
        if g.type != d.type { m.add("gradientType", .string(g.type.rawValue)) }
        if !g.colors.isEmpty { m.add("colors", .array(g.colors.map(color))) }
        if let l = g.locations { try m.add("locations", numbers(l, m.at("locations"))) }
        if g.startPoint != d.startPoint { try m.add("startPoint", point(g.startPoint, m.at("startPoint"))) }
        if g.endPoint != d.endPoint { try m.add("endPoint", point(g.endPoint, m.at("endPoint"))) }
    }

    private func text(_ t: TextLayer, into m: inout Members) throws(SceneError) {
        let d = TextLayer()
        if !t.string.isEmpty { m.add("string", .string(t.string)) }
        if t.fontSize != d.fontSize { try m.add("fontSize", number(t.fontSize, m.at("fontSize"))) }
        if t.foregroundColor != d.foregroundColor { m.add("foregroundColor", color(t.foregroundColor)) }
        if t.alignment != d.alignment { m.add("alignment", .string(t.alignment.rawValue)) }
        if t.centersVertically != d.centersVertically { m.add("centersVertically", .bool(t.centersVertically)) }
        if t.isWrapped != d.isWrapped { m.add("isWrapped", .bool(t.isWrapped)) }
        if t.truncationMode != d.truncationMode { m.add("truncationMode", .string(t.truncationMode.rawValue)) }
        switch t.font {
        case .dejaVuSansBold: break
        case let .file(file): m.add("fontFile", .string(file))
        case let .system(weight):
            if let known = SceneDecoder.fontWeights.first(where: { $0.weight == weight }) {
                m.add("fontWeight", .string(known.name))
            } else {
                try m.add("fontWeight", number(weight.rawValue, m.at("fontWeight")))
            }
        }
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

        func at(_ key: String) -> String { "\(path).\(key)" }

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
