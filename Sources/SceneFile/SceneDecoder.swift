import LayerModel

/// Turns a parsed scene file into a `Scene`, checking every field. The key tables here are the
/// format's vocabulary; `docs/SCENES.md` documents each key.
struct SceneDecoder {
    /// Where relative `fontFile` and `contents` paths start from; nil leaves them as written.
    let baseDirectory: String?
    /// Where `fontFile`s and `contents` images may come from; nil allows any path.
    let fonts: FontFolders?
    /// The `contents` images read so far, each file once.
    let images = SceneImages()

    /// The kinds of layer a scene can hold: the `type` key.
    enum LayerType: String, CaseIterable {
        case layer, shape, gradient, text
        /// `CATransformLayer`: `Layer.isTransformLayer`.
        case transform
        /// `CAReplicatorLayer`: `Layer.replicator`.
        case replicator
    }

    /// The most dashes and gaps a dashed stroke may have.
    static let maxDashes = 100_000.0

    /// The largest shadow radius a file may give, points: far beyond any visible difference
    /// (the renderer caps σ at 256 px), small enough to stay cheap.
    static let maxShadowRadius = 1000.0
    /// The most colors (stops) one gradient may have: Cairo adds stops in quadratic time.
    static let maxGradientStops = 1000
    /// The largest font size a file may give, points (FreeType refuses absurd sizes).
    static let maxFontSize = 4096.0

    static let topLevelKeys = ["size", "scale", "background", "name", "layers"]

    /// Keys every layer takes.
    static let layerKeys = [
        "type", "name", "bounds", "position", "frame", "anchorPoint", "transform", "zPosition", "anchorPointZ", "sublayerTransform",
        "isDoubleSided", "allowsEdgeAntialiasing", "opacity", "hidden", "isHidden",
        "backgroundColor", "cornerRadius", "maskedCorners", "cornerCurve", "borderWidth", "borderColor", "masksToBounds",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "mask", "sublayers", "animations",
        "contents", "contentsGravity", "contentsScale", "contentsRect", "contentsCenter", "magnificationFilter", "minificationFilter",
    ]

    /// The names of `maskedCorners` entries: `CACornerMask`'s, in its bit order.
    static let cornerNames: [(name: String, corner: CornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]

    /// Keys only layers of one type take.
    static let contentKeys: [LayerType: [String]] = [
        .layer: [],
        .transform: [],
        .replicator: [
            "instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
            "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
        ],
        .shape: [
            "path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
            "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd",
        ],
        .gradient: ["gradientType", "colors", "locations", "startPoint", "endPoint"],
        .text: [
            "string", "fontSize", "foregroundColor", "alignment", "centersVertically", "fontFile", "fontWeight",
            "isWrapped", "truncationMode",
        ],
    ]

    // MARK: Top level

    func scene(_ f: SceneField) throws(SceneError) -> Scene {
        let o = try f.object(allowed: SceneDecoder.topLevelKeys)
        var scale: Double?
        if let s = o["scale"] { scale = try s.number(in: ImageGeometry.scales) }
        // The pixels the size makes depend on the scale the image is drawn at (the file's, or a
        // caller's such as `--scale`, which wins): `Scene.geometry(scale:)` checks them then.
        let size = try imageSize(o.required("size", "[width, height] of the image in points"))
        var background: Color?
        if let b = o["background"] { background = try b.optionalColor() }
        var name: String?
        if let n = o["name"] { name = try n.string() }
        var layers: [Layer] = []
        if let l = o["layers"] { layers = try sublayers(l) }
        let totals = SceneDecoder.census(layers)
        guard totals.layers <= Double(SceneDecoder.maxLayers) else {
            throw f.error("the scene has \(NumberText.format(totals.layers)) layers; at most \(SceneDecoder.maxLayers) "
                + "(masks, sublayers and each replicator instance's copies included)")
        }
        guard totals.shadows <= Double(SceneDecoder.maxShadows) else {
            throw f.error("the scene has \(NumberText.format(totals.shadows)) layers with a shadow; at most \(SceneDecoder.maxShadows) (each shadow is a blur of up to the whole image)")
        }
        guard totals.pathElements <= Double(SceneDecoder.maxPathElements) else {
            throw f.error("the scene's paths have \(NumberText.format(totals.pathElements)) commands in all; at most \(SceneDecoder.maxPathElements)")
        }
        return Scene(size: size, layers: layers, name: name, scale: scale, background: background)
    }

    /// The most layers a scene may hold, masks included: far more than any control, few
    /// enough to render in seconds.
    static let maxLayers = 10_000
    /// The most layers with a shadow a scene may hold.
    static let maxShadows = 1_000

    /// The most path commands a scene may hold in all: enough for any drawing made by
    /// hand, few enough that filling them stays quick.
    static let maxPathElements = 100_000

    /// How many layers `layers` hold in all (sublayers and masks included, a replicator's
    /// sublayers once per instance), how many of them cast a shadow, and how many path commands
    /// their shapes have; counted in `Double`, which nested replicators cannot overflow.
    static func census(_ layers: [Layer]) -> (layers: Double, shadows: Double, pathElements: Double) {
        layers.reduce((0, 0, 0)) { total, layer in
            let copies = Double(layer.replicator?.instanceCount ?? 1)
            let subs = census(layer.sublayers), mask = census(layer.mask.map { [$0] } ?? [])
            let own = Double((layer.shape?.path.elements.count ?? 0) + (layer.shadowPath?.elements.count ?? 0))
            return (total.0 + 1 + mask.layers + copies * subs.layers,
                    total.1 + (layer.hasShadow ? 1 : 0) + mask.shadows + copies * subs.shadows,
                    total.2 + own + mask.pathElements + copies * subs.pathElements)
        }
    }

    /// `[width, height]` in points, each side more than 0.
    private func imageSize(_ f: SceneField) throws(SceneError) -> Size {
        let v = try f.numbers(["width", "height"])
        let items = try f.array()
        for (i, side) in ["width", "height"].enumerated() where !(v[i] > 0) {
            throw items[i].error("\(side) must be greater than 0, got \(items[i].value.summary)")
        }
        return Size(width: v[0], height: v[1])
    }

    // MARK: Layers

    func sublayers(_ f: SceneField) throws(SceneError) -> [Layer] {
        var layers: [Layer] = []
        for item in try f.array() {
            layers.append(try layer(item))
        }
        return layers
    }

    func layer(_ f: SceneField) throws(SceneError) -> Layer {
        guard case let .object(members) = f.value else { throw f.mismatch("a layer object") }
        var type = LayerType.layer
        if let t = members.first(where: { $0.key == "type" }) {
            type = try f.member("type", t.value).enumeration(LayerType.self)
        }
        let allowed = SceneDecoder.layerKeys + (SceneDecoder.contentKeys[type] ?? [])
        let o = try f.object(allowed: allowed) { key in
            guard let owner = SceneDecoder.contentKeys.first(where: { $0.value.contains(key) })?.key else { return nil }
            let actual = members.contains { $0.key == "type" } ? "\"\(type.rawValue)\"" : "\"layer\" (the default)"
            return "\(JSONValue.quoted(key)) belongs to layers of \"type\": \"\(owner.rawValue)\", but this layer's type is \(actual)"
        }

        var layer = Layer()
        if let n = o["name"] { layer.name = try n.string() }
        try geometry(o, into: &layer)
        if let t = o["transform"] { layer.transform = try transform(t) }
        if let v = o["zPosition"] { layer.zPosition = try v.number() }
        if let v = o["anchorPointZ"] { layer.anchorPointZ = try v.number() }
        if let t = o["sublayerTransform"] { layer.sublayerTransform = try transform(t) }
        if let v = o["isDoubleSided"] { layer.isDoubleSided = try v.bool() }
        if let v = o["allowsEdgeAntialiasing"] { layer.allowsEdgeAntialiasing = try v.bool() }
        if let v = o["opacity"] { layer.opacity = try v.number(in: 0...1) }
        if let v = o["hidden"] ?? o["isHidden"] {
            guard !(o.has("hidden") && o.has("isHidden")) else {
                throw o.field.error("\"hidden\" and \"isHidden\" are the same property; give only one")
            }
            layer.isHidden = try v.bool()
        }
        if let v = o["backgroundColor"] { layer.backgroundColor = try v.optionalColor() }
        if let v = o["cornerRadius"] { layer.cornerRadius = try v.nonNegative() }
        if let v = o["maskedCorners"] { layer.maskedCorners = try maskedCorners(v) }
        if let v = o["cornerCurve"] { layer.cornerCurve = try v.enumeration(CornerCurve.self) }
        if let v = o["borderWidth"] { layer.borderWidth = try v.nonNegative() }
        if let v = o["borderColor"] { layer.borderColor = try v.color() }
        if let v = o["masksToBounds"] { layer.masksToBounds = try v.bool() }
        if let v = o["shadowColor"] { layer.shadowColor = try v.color() }
        if let v = o["shadowOpacity"] { layer.shadowOpacity = try v.number(in: 0...1) }
        if let v = o["shadowOffset"] { layer.shadowOffset = try v.size() }
        if let v = o["shadowRadius"] { layer.shadowRadius = try v.number(in: 0...SceneDecoder.maxShadowRadius) }
        if let v = o["shadowPath"], !v.isNull { layer.shadowPath = try path(v) }
        try contents(o, into: &layer)
        switch type {
        case .layer: layer.content = .none
        case .transform: layer.isTransformLayer = true
        case .replicator: layer.replicator = try replicator(o)
        case .shape: layer.content = .shape(try shape(o))
        case .gradient: layer.content = .gradient(try gradient(o))
        case .text: layer.content = .text(try text(o))
        }
        if let m = o["mask"], !m.isNull { layer.mask = try self.layer(m) }
        if let s = o["sublayers"] { layer.sublayers = try sublayers(s) }
        // Last: `Layer.add(_:forKey:)` checks each animation against the finished layer.
        if let a = o["animations"] { try addAnimations(a, to: &layer, type: type) }
        return layer
    }

    /// `CAReplicatorLayer`'s properties. `instanceCount` is a whole number in
    /// 0...`Replicator.maxInstanceCount`; `preservesDepth` may only be false.
    private func replicator(_ o: SceneObject) throws(SceneError) -> Replicator {
        var r = Replicator()
        if let v = o["instanceCount"] {
            let n = try v.number()
            guard n == n.rounded(), n >= 0, n <= Double(Replicator.maxInstanceCount) else {
                throw v.mismatch("a whole number of instances in 0...\(Replicator.maxInstanceCount)")
            }
            do {
                try r.setInstanceCount(Int(n))
            } catch {
                throw v.error(error.description)
            }
        }
        if let v = o["instanceTransform"] { r.instanceTransform = try transform(v) }
        if let v = o["instanceDelay"] { r.instanceDelay = try v.number() }
        if let v = o["instanceColor"] { r.instanceColor = try v.optionalColor() ?? .white }
        if let v = o["instanceRedOffset"] { r.instanceRedOffset = try v.number() }
        if let v = o["instanceGreenOffset"] { r.instanceGreenOffset = try v.number() }
        if let v = o["instanceBlueOffset"] { r.instanceBlueOffset = try v.number() }
        if let v = o["instanceAlphaOffset"] { r.instanceAlphaOffset = try v.number() }
        if let v = o["preservesDepth"], try v.bool() {
            throw v.error("preservesDepth true is not supported: LayerShot always flattens a replicator's instances into its plane")
        }
        return r
    }

    /// A list of corner names (`"layerMinXMinYCorner"`, …); `[]` rounds none.
    private func maskedCorners(_ f: SceneField) throws(SceneError) -> CornerMask {
        var mask: CornerMask = []
        for item in try f.array() {
            guard case let .string(s) = item.value, let entry = SceneDecoder.cornerNames.first(where: { $0.name == s }) else {
                throw item.mismatch("one of " + SceneDecoder.cornerNames.map { JSONValue.quoted($0.name) }.joined(separator: ", "))
            }
            mask.insert(entry.corner)
        }
        return mask
    }

    /// `bounds` and `position`, or `frame` (which, as `CALayer.frame` does, sets the bounds to
    /// `(0, 0, size)` and the position so that the anchor point lands where it belongs).
    private func geometry(_ o: SceneObject, into layer: inout Layer) throws(SceneError) {
        if let a = o["anchorPoint"] { layer.anchorPoint = try a.point() }
        if let frame = o["frame"] {
            guard !o.has("bounds"), !o.has("position") else {
                throw o.field.error("\"frame\" cannot be combined with \"bounds\" or \"position\"")
            }
            let r = try frame.rect()
            layer.bounds = Rect(size: r.size)
            layer.position = Point(x: r.minX + layer.anchorPoint.x * r.width, y: r.minY + layer.anchorPoint.y * r.height)
        } else {
            if let b = o["bounds"] { layer.bounds = try b.rect() }
            if let p = o["position"] { layer.position = try p.point() }
        }
    }

    private func shape(_ o: SceneObject) throws(SceneError) -> ShapeLayer {
        var s = ShapeLayer()
        if let v = o["path"] { s.path = try path(v) }
        if let v = o["fillColor"] { s.fillColor = try v.optionalColor() }
        if let v = o["fillRule"] { s.fillRule = try v.enumeration(ShapeLayer.FillRule.self) }
        if let v = o["strokeColor"] { s.strokeColor = try v.optionalColor() }
        if let v = o["lineWidth"] { s.lineWidth = try v.nonNegative() }
        if let v = o["lineCap"] { s.lineCap = try v.enumeration(ShapeLayer.LineCap.self) }
        if let v = o["lineJoin"] { s.lineJoin = try v.enumeration(ShapeLayer.LineJoin.self) }
        if let v = o["miterLimit"] { s.miterLimit = try v.nonNegative() }
        if let v = o["lineDashPattern"] { s.lineDashPattern = try dashPattern(v) }
        if let v = o["lineDashPhase"] { s.lineDashPhase = try v.number() }
        if let v = o["strokeStart"] { s.strokeStart = try v.number(in: 0...1) }
        if let v = o["strokeEnd"] { s.strokeEnd = try v.number(in: 0...1) }
        if let dashes = s.lineDashPattern, let f = o["lineDashPattern"] {
            // Dashing walks every dash: bound the count so that a valid file cannot stall the
            // renderer (the length is in the layer's space, where the pattern applies).
            let count = s.path.length / dashes.reduce(0, +) * Double(dashes.count)
            guard count <= SceneDecoder.maxDashes else {
                throw f.error("this pattern makes about \(NumberText.format(count.rounded(.up))) dashes and gaps along the path; "
                    + "the limit is \(NumberText.format(SceneDecoder.maxDashes)): lengthen the dashes")
            }
        }
        return s
    }

    /// Null (solid), or dash and gap lengths ≥ 0 of which at least one is > 0.
    private func dashPattern(_ f: SceneField) throws(SceneError) -> [Double]? {
        if f.isNull { return nil }
        let expected = "dash and gap lengths like [4, 2] (at least one > 0), or null for a solid line"
        guard case .array = f.value else { throw f.mismatch(expected) }
        var lengths: [Double] = []
        for item in try f.array() {
            lengths.append(try item.nonNegative())
        }
        guard lengths.contains(where: { $0 > 0 }) else {
            throw f.error("expected \(expected), got \(lengths.isEmpty ? "an empty array" : "only zeros")")
        }
        return lengths
    }

    private func gradient(_ o: SceneObject) throws(SceneError) -> GradientLayer {
        var g = GradientLayer()
        if let v = o["gradientType"] { g.type = try v.enumeration(GradientLayer.Kind.self) }
        if let v = o["colors"] {
            let items = try v.array()
            guard items.count <= SceneDecoder.maxGradientStops else {
                throw v.error("a gradient has at most \(SceneDecoder.maxGradientStops) colors, got \(items.count)")
            }
            for item in items {
                g.colors.append(try item.color())
            }
        }
        if let v = o["locations"], !v.isNull {
            var locations: [Double] = []
            for item in try v.array() {
                locations.append(try item.number(in: 0...1))
            }
            guard locations.count == g.colors.count else {
                throw v.error("expected \(g.colors.count) locations (one per color), got \(locations.count)")
            }
            g.locations = locations
        }
        if let v = o["startPoint"] { g.startPoint = try v.point() }
        if let v = o["endPoint"] { g.endPoint = try v.point() }
        return g
    }

    private func text(_ o: SceneObject) throws(SceneError) -> TextLayer {
        var t = TextLayer()
        if let v = o["string"] { t.string = try v.string() }
        if let v = o["fontSize"] {
            t.fontSize = try v.positive()
            guard t.fontSize <= SceneDecoder.maxFontSize else { throw v.mismatch("a font size > 0 and at most \(Int(SceneDecoder.maxFontSize)) pt") }
        }
        if let v = o["foregroundColor"] { t.foregroundColor = try v.color() }
        if let v = o["alignment"] { t.alignment = try v.enumeration(TextLayer.Alignment.self) }
        if let v = o["centersVertically"] { t.centersVertically = try v.bool() }
        if let v = o["isWrapped"] { t.isWrapped = try v.bool() }
        if let v = o["truncationMode"] { t.truncationMode = try v.enumeration(TextLayer.TruncationMode.self) }
        if let v = o["fontFile"], !v.isNull {
            let file = try v.string()
            guard !file.isEmpty else { throw v.mismatch("the path of a TrueType or OpenType font file") }
            let path = resolve(file)
            if let fonts {
                guard let allowed = fonts.font(at: path) else { throw v.error(FontFolders.refusal(file)) }
                t.font = .file(allowed)
            } else {
                t.font = .file(path)
            }
        }
        if let v = o["fontWeight"], !v.isNull {
            guard o["fontFile"].map(\.isNull) ?? true else {
                throw v.error("\"fontWeight\" chooses the system font and \"fontFile\" a font file: give one of them")
            }
            t.font = .system(weight: try fontWeight(v))
        }
        return t
    }

    /// The names of the shipped system-font weights, as `UIFont.Weight` spells them.
    static let fontWeights: [(name: String, weight: TextLayer.Font.Weight)] = [
        ("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
    ]

    /// A weight name, or a number on `UIFont.Weight`'s scale, -1...1.
    private func fontWeight(_ f: SceneField) throws(SceneError) -> TextLayer.Font.Weight {
        if case let .string(name) = f.value, let known = SceneDecoder.fontWeights.first(where: { $0.name == name }) {
            return known.weight
        }
        guard case .number = f.value else {
            throw f.mismatch("a weight: one of " + SceneDecoder.fontWeights.map { JSONValue.quoted($0.name) }.joined(separator: ", ")
                + " or a number in -1...1 (UIFont.Weight)")
        }
        return TextLayer.Font.Weight(rawValue: try f.number(in: -1...1))
    }

    /// The contents image (a PNG file read through Imaging) and the keys that place it.
    private func contents(_ o: SceneObject, into layer: inout Layer) throws(SceneError) {
        if let v = o["contents"], !v.isNull {
            let file = try v.string()
            guard !file.isEmpty else { throw v.mismatch("the path of a PNG file") }
            var path = resolve(file)
            if let fonts {
                guard let allowed = fonts.file(at: path) else { throw v.error(FontFolders.imageRefusal(file)) }
                path = allowed
            }
            layer.contents = try images.image(at: path, for: v)
        }
        if let v = o["contentsGravity"] { layer.contentsGravity = try v.enumeration(Layer.ContentsGravity.self) }
        if let v = o["contentsScale"] { layer.contentsScale = try v.number(in: SceneDecoder.contentsScales) }
        if let v = o["contentsRect"] { layer.contentsRect = try v.rect() }
        if let v = o["contentsCenter"] { layer.contentsCenter = try v.rect() }
        if let v = o["magnificationFilter"] { layer.magnificationFilter = try v.enumeration(Layer.ContentsFilter.self) }
        if let v = o["minificationFilter"] { layer.minificationFilter = try v.enumeration(Layer.ContentsFilter.self) }
    }

    /// The `contentsScale` values a file may give: image pixels per point.
    static let contentsScales: ClosedRange<Double> = 0.01...100

    /// `file` relative to `baseDirectory` unless it is absolute.
    private func resolve(_ file: String) -> String {
        guard let base = baseDirectory, !file.hasPrefix("/") else { return file }
        return base.hasSuffix("/") ? base + file : base + "/" + file
    }
}
