import LayerModel

/// Turns a parsed scene file into a `Scene`, checking every field. Its objects' keys are read as
/// the tables of `SceneVocabulary` say; `docs/SCENES.md` documents each key.
struct SceneDecoder {
    /// Where relative `fontFile` and `contents` paths start from; nil leaves them as written.
    let baseDirectory: String?
    /// Where `fontFile`s and `contents` images may come from; nil allows any path.
    let fonts: FontFolders?
    /// The `contents` images read so far, each file once.
    let images = SceneImages()

    /// The most dashes and gaps a dashed stroke may have.
    static let maxDashes = 100_000.0

    /// The largest shadow radius a file may give, points: far beyond any visible difference
    /// (the renderer caps σ at 256 px), small enough to stay cheap.
    static let maxShadowRadius = 1000.0
    /// The most colors (stops) one gradient may have: Cairo adds stops in quadratic time.
    static let maxGradientStops = 1000
    /// The largest font size a file may give, points (FreeType refuses absurd sizes).
    static let maxFontSize = 4096.0

    // MARK: Top level

    func scene(_ f: SceneField) throws(SceneError) -> Scene {
        let o = try f.object(allowed: SceneVocabulary.scene.map(\.key))
        var scene = Scene.defaults
        try read(SceneVocabulary.scene, from: o, into: &scene)
        let totals = SceneDecoder.census(scene.root.sublayers)
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
        return scene
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
        var type = Layer.Kind.Name.plain
        if let t = members.first(where: { $0.key == "type" }) {
            type = try f.member("type", t.value).enumeration(Layer.Kind.Name.self)
        }
        let allowed = SceneVocabulary.layerKeys + (SceneVocabulary.contentKeys[type] ?? [])
        let o = try f.object(allowed: allowed) { key in
            guard let owner = SceneVocabulary.contentKeys.first(where: { $0.value.contains(key) })?.key else { return nil }
            let actual = members.contains { $0.key == "type" } ? "\"\(type.rawValue)\"" : "\"layer\" (the default)"
            return "\(JSONValue.quoted(key)) belongs to layers of \"type\": \"\(owner.rawValue)\", but this layer's type is \(actual)"
        }

        var layer = Layer()
        try read(SceneVocabulary.layer, from: o, into: &layer)
        switch type {
        case .plain: layer.kind = .plain
        case .transform: layer.kind = .transform
        case .replicator: layer.kind = .replicator(try read(SceneVocabulary.replicator, from: o))
        case .shape: layer.kind = .shape(try shape(o))
        case .gradient: layer.kind = .gradient(try read(SceneVocabulary.gradient, from: o))
        case .text: layer.kind = .text(try read(SceneVocabulary.text, from: o))
        }
        try read(SceneVocabulary.tree, from: o, into: &layer)
        return layer
    }

    /// Reads each key of `table` that `o` holds into `model`, in the table's order; a required
    /// key that `o` lacks is an error.
    func read<Model>(_ table: [SceneProperty<Model>], from o: SceneObject, into model: inout Model) throws(SceneError) {
        for property in table {
            if let what = property.required {
                try property.read(self, o, o.required(property.key, what), &model)
            } else if let field = o[property.key] {
                try property.read(self, o, field, &model)
            }
        }
    }

    /// A model of `Model`'s defaults with each key of `table` that `o` holds read into it.
    private func read<Model: SceneModel>(_ table: [SceneProperty<Model>], from o: SceneObject) throws(SceneError) -> Model {
        var model = Model.defaults
        try read(table, from: o, into: &model)
        return model
    }

    private func shape(_ o: SceneObject) throws(SceneError) -> ShapeLayer {
        let s = try read(SceneVocabulary.shape, from: o)
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

    /// A `fontFile`'s path, resolved against `baseDirectory` and allowed by `fonts`.
    func fontFile(_ v: SceneField) throws(SceneError) -> String {
        let file = try v.string()
        guard !file.isEmpty else { throw v.mismatch("the path of a TrueType or OpenType font file") }
        let path = resolve(file)
        guard let fonts else { return path }
        guard let allowed = fonts.font(at: path) else { throw v.error(FontFolders.refusal(file)) }
        return allowed
    }

    /// The `contents` image: a PNG file read through Imaging, each file once.
    func image(_ v: SceneField) throws(SceneError) -> LayerImage {
        let file = try v.string()
        guard !file.isEmpty else { throw v.mismatch("the path of a PNG file") }
        var path = resolve(file)
        if let fonts {
            guard let allowed = fonts.file(at: path) else { throw v.error(FontFolders.imageRefusal(file)) }
            path = allowed
        }
        return try images.image(at: path, for: v)
    }

    /// The `contentsScale` values a file may give: image pixels per point.
    static let contentsScales: ClosedRange<Double> = 0.01...100

    /// `file` relative to `baseDirectory` unless it is absolute.
    private func resolve(_ file: String) -> String {
        guard let base = baseDirectory, !file.hasPrefix("/") else { return file }
        return base.hasSuffix("/") ? base + file : base + "/" + file
    }
}
