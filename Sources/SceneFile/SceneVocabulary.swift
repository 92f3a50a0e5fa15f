import LayerModel

/// The keys of a scene file's objects, each with how it is read and written (`SceneProperty`),
/// in the order the encoder writes them. `docs/SCENES.md` documents each key.
enum SceneVocabulary {
    /// The keys of the top-level object. The root layer is implicit: `size` gives its bounds
    /// `(0, 0, size)` centered on its position, `name` and `layers` its name and sublayers.
    static let scene: [SceneProperty<Scene>] = [
        SceneProperty(key: "size", read: { decoder, _, f, scene throws(SceneError) in
            let size = try imageSize.read(decoder, f)
            scene.root.bounds = Rect(size: size)
            scene.root.position = scene.root.bounds.center
        }, write: { encoder, scene, path throws(SceneError) in try imageSize.write(encoder, scene.size, path) },
        required: "[width, height] of the image in points"),
        // Pixels per point; the pixels the size makes depend on the scale the image is drawn at
        // (the file's, or a caller's such as `--scale`, which wins): `Scene.geometry(scale:)` checks them then.
        .value("scale", \.scale, SceneValue.number(in: ImageGeometry.scales).optional),
        .value("background", \.background, .optionalColor),
        name.within(\.root),
        sublayers("layers").within(\.root),
    ]

    /// `[width, height]` in points, each side more than 0.
    private static let imageSize = SceneValue<Size>(read: { _, f throws(SceneError) in
        let v = try f.numbers(["width", "height"])
        let items = try f.array()
        for (i, side) in ["width", "height"].enumerated() where !(v[i] > 0) {
            throw items[i].error("\(side) must be greater than 0, got \(items[i].value.summary)")
        }
        return Size(width: v[0], height: v[1])
    }, write: SceneValue.size.write)

    /// Keys every layer takes, read before the keys of its type.
    static let layer: [SceneProperty<Layer>] = [
        SceneProperty(key: "type", read: { _, _, _, _ in }, write: { _, layer, _ in
            layer.kind.name == .plain ? nil : .string(layer.kind.name.rawValue)
        }),
        name,
        .value("bounds", \.bounds, .rect),
        .value("position", \.position, .point),
        // As `CALayer.frame`: the bounds become `(0, 0, size)` and the position puts the anchor
        // point where it belongs in the frame.
        .readOnly("frame") { _, o, f, layer throws(SceneError) in
            guard !o.has("bounds"), !o.has("position") else {
                throw o.field.error("\"frame\" cannot be combined with \"bounds\" or \"position\"")
            }
            if let a = o["anchorPoint"] { layer.anchorPoint = try a.point() }
            let r = try f.rect()
            layer.bounds = Rect(size: r.size)
            layer.position = Point(x: r.minX + layer.anchorPoint.x * r.width, y: r.minY + layer.anchorPoint.y * r.height)
        },
        .value("anchorPoint", \.anchorPoint, .point),
        .value("transform", \.transform, .transform),
        .value("zPosition", \.zPosition, .number),
        .value("anchorPointZ", \.anchorPointZ, .number),
        .value("sublayerTransform", \.sublayerTransform, .transform),
        .value("isDoubleSided", \.isDoubleSided, .bool),
        .value("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, .bool),
        .value("opacity", \.opacity, .number(in: 0...1)),
        SceneProperty(key: "hidden", read: readHidden, write: SceneProperty<Layer>.value("hidden", \.isHidden, .bool).write),
        .readOnly("isHidden", readHidden),
        .value("backgroundColor", \.backgroundColor, .optionalColor),
        .value("cornerRadius", \.cornerRadius, .nonNegative),
        .value("maskedCorners", \.maskedCorners, maskedCorners),
        .value("cornerCurve", \.cornerCurve, .enumeration),
        .value("borderWidth", \.borderWidth, .nonNegative),
        .value("borderColor", \.borderColor, .color),
        .value("masksToBounds", \.masksToBounds, .bool),
        .value("shadowColor", \.shadowColor, .color),
        .value("shadowOpacity", \.shadowOpacity, .number(in: 0...1)),
        .value("shadowOffset", \.shadowOffset, .size),
        .value("shadowRadius", \.shadowRadius, .number(in: 0...SceneDecoder.maxShadowRadius)),
        .value("shadowPath", \.shadowPath, SceneValue.path.orNull),
        // The image by the path it was read from: an image made in code has none and cannot be written.
        SceneProperty(key: "contents", read: { decoder, _, f, layer throws(SceneError) in
            if !f.isNull { layer.contents = try decoder.image(f) }
        }, write: { _, layer, path throws(SceneError) in
            guard let image = layer.contents else { return nil }
            guard let source = image.source else {
                throw .invalid(path: path, message: "cannot write an image without a source file: a scene file names contents by the path of a PNG file")
            }
            return .string(source)
        }),
        .value("contentsGravity", \.contentsGravity, .enumeration),
        .value("contentsScale", \.contentsScale, .number(in: SceneDecoder.contentsScales)),
        .value("contentsRect", \.contentsRect, .rect),
        .value("contentsCenter", \.contentsCenter, .rect),
        .value("magnificationFilter", \.magnificationFilter, .enumeration),
        .value("minificationFilter", \.minificationFilter, .enumeration),
    ]

    /// Keys every layer takes, read after the keys of its type: the mask, the sublayers and,
    /// last, the animations (`Layer.add(_:forKey:)` checks each against the finished layer).
    static let tree: [SceneProperty<Layer>] = [
        SceneProperty(key: "mask", read: { decoder, _, f, layer throws(SceneError) in
            if !f.isNull { layer.mask = try decoder.layer(f) }
        }, write: { encoder, layer, path throws(SceneError) in try layer.mask.map { m throws(SceneError) in try encoder.layer(m, path) } }),
        sublayers("sublayers"),
        SceneProperty(key: "animations", read: { decoder, _, f, layer throws(SceneError) in
            try decoder.addAnimations(f, to: &layer, type: layer.kind.name)
        }, write: { encoder, layer, path throws(SceneError) in
            layer.animations.isEmpty ? nil : try encoder.animations(layer.animations, path)
        }),
    ]

    /// `CAReplicatorLayer`'s keys: `"type": "replicator"`.
    static let replicator: [SceneProperty<Replicator>] = [
        // A whole number in 0...`Replicator.maxInstanceCount`.
        SceneProperty(key: "instanceCount", read: { _, _, v, r throws(SceneError) in
            let n = try v.number()
            guard n == n.rounded(), n >= 0, n <= Double(Replicator.maxInstanceCount) else {
                throw v.mismatch("a whole number of instances in 0...\(Replicator.maxInstanceCount)")
            }
            do throws(LayerModelError) {
                try r.setInstanceCount(Int(n))
            } catch {
                throw v.error(error.description)
            }
        }, write: { encoder, r, path throws(SceneError) in
            r.instanceCount == Replicator().instanceCount ? nil : try encoder.number(Double(r.instanceCount), path)
        }),
        .value("instanceTransform", \.instanceTransform, .transform),
        .value("instanceDelay", \.instanceDelay, .number),
        // Null is white, the default.
        .value("instanceColor", \.instanceColor, SceneValue(
            read: { _, f throws(SceneError) in try f.optionalColor() ?? .white }, write: SceneValue.color.write
        )),
        .value("instanceRedOffset", \.instanceRedOffset, .number),
        .value("instanceGreenOffset", \.instanceGreenOffset, .number),
        .value("instanceBlueOffset", \.instanceBlueOffset, .number),
        .value("instanceAlphaOffset", \.instanceAlphaOffset, .number),
        // Only false, the one value LayerShot draws.
        .readOnly("preservesDepth") { _, _, v, _ throws(SceneError) in
            if try v.bool() {
                throw v.error("preservesDepth true is not supported: LayerShot always flattens a replicator's instances into its plane")
            }
        },
    ]

    /// `CAShapeLayer`'s keys: `"type": "shape"`.
    static let shape: [SceneProperty<ShapeLayer>] = [
        .value("path", \.path, .path),
        .value("fillColor", \.fillColor, .optionalColor),
        .value("fillRule", \.fillRule, .enumeration),
        .value("strokeColor", \.strokeColor, .optionalColor),
        .value("lineWidth", \.lineWidth, .nonNegative),
        .value("lineCap", \.lineCap, .enumeration),
        .value("lineJoin", \.lineJoin, .enumeration),
        .value("miterLimit", \.miterLimit, .nonNegative),
        .value("lineDashPattern", \.lineDashPattern, dashPattern),
        .value("lineDashPhase", \.lineDashPhase, .number),
        .value("strokeStart", \.strokeStart, .number(in: 0...1)),
        .value("strokeEnd", \.strokeEnd, .number(in: 0...1)),
    ]

    /// `CAGradientLayer`'s keys: `"type": "gradient"`.
    static let gradient: [SceneProperty<GradientLayer>] = [
        .value("gradientType", \.type, .enumeration),
        .value("colors", \.colors, SceneValue(read: { _, v throws(SceneError) in
            let items = try v.array()
            guard items.count <= SceneDecoder.maxGradientStops else {
                throw v.error("a gradient has at most \(SceneDecoder.maxGradientStops) colors, got \(items.count)")
            }
            var colors: [Color] = []
            for item in items {
                colors.append(try item.color())
            }
            return colors
        }, write: { encoder, colors, _ in .array(colors.map(encoder.color)) })),
        // One per color (so after "colors"), or null for evenly spaced.
        SceneProperty(key: "locations", read: { _, _, v, g throws(SceneError) in
            guard !v.isNull else { return }
            var locations: [Double] = []
            for item in try v.array() {
                locations.append(try item.number(in: 0...1))
            }
            guard locations.count == g.colors.count else {
                throw v.error("expected \(g.colors.count) locations (one per color), got \(locations.count)")
            }
            g.locations = locations
        }, write: { encoder, g, path throws(SceneError) in try g.locations.map { l throws(SceneError) in try encoder.numbers(l, path) } }),
        .value("startPoint", \.startPoint, .point),
        .value("endPoint", \.endPoint, .point),
    ]

    /// `CATextLayer`'s keys: `"type": "text"`.
    static let text: [SceneProperty<TextLayer>] = [
        .value("string", \.string, .string),
        .value("fontSize", \.fontSize, SceneValue(read: { _, v throws(SceneError) in
            let size = try v.positive()
            guard size <= SceneDecoder.maxFontSize else { throw v.mismatch("a font size > 0 and at most \(Int(SceneDecoder.maxFontSize)) pt") }
            return size
        }, write: SceneValue.number.write)),
        .value("foregroundColor", \.foregroundColor, .color),
        .value("alignment", \.alignment, .enumeration),
        .value("centersVertically", \.centersVertically, .bool),
        .value("isWrapped", \.isWrapped, .bool),
        .value("truncationMode", \.truncationMode, .enumeration),
        // A TrueType or OpenType file, relative to the scene file's folder.
        SceneProperty(key: "fontFile", read: { decoder, _, v, t throws(SceneError) in
            if !v.isNull { t.font = .file(try decoder.fontFile(v)) }
        }, write: { _, t, _ in
            guard case let .file(file) = t.font else { return nil }
            return .string(file)
        }),
        // A weight name, or a number on `UIFont.Weight`'s scale, -1...1.
        SceneProperty(key: "fontWeight", read: { _, o, v, t throws(SceneError) in
            guard !v.isNull else { return }
            guard o["fontFile"].map(\.isNull) ?? true else {
                throw v.error("\"fontWeight\" chooses the system font and \"fontFile\" a font file: give one of them")
            }
            if case let .string(name) = v.value, let known = fontWeights.first(where: { $0.name == name }) {
                t.font = .system(weight: known.weight)
                return
            }
            guard case .number = v.value else {
                throw v.mismatch("a weight: one of " + fontWeights.map { JSONValue.quoted($0.name) }.joined(separator: ", ")
                    + " or a number in -1...1 (UIFont.Weight)")
            }
            t.font = .system(weight: TextLayer.Font.Weight(rawValue: try v.number(in: -1...1)))
        }, write: { encoder, t, path throws(SceneError) in
            guard case let .system(weight) = t.font else { return nil }
            if let known = fontWeights.first(where: { $0.weight == weight }) { return .string(known.name) }
            return try encoder.number(weight.rawValue, path)
        }),
    ]

    /// The keys of each layer type beyond `layer` and `tree`.
    static let contentKeys: [Layer.Kind.Name: [String]] = [
        .plain: [],
        .transform: [],
        .replicator: replicator.map(\.key),
        .shape: shape.map(\.key),
        .gradient: gradient.map(\.key),
        .text: text.map(\.key),
    ]

    /// Keys every layer takes.
    static let layerKeys = layer.map(\.key) + tree.map(\.key)

    /// A layer's name: `name` of a layer and of the top-level object (the root layer's).
    private static let name = SceneProperty<Layer>(
        key: "name", read: { _, _, f, layer throws(SceneError) in layer.name = try f.string() }, write: { _, layer, _ in layer.name.map { .string($0) } }
    )

    /// A layer's sublayers: `sublayers` of a layer, `layers` of the top-level object (the root layer's).
    private static func sublayers(_ key: String) -> SceneProperty<Layer> {
        SceneProperty(key: key, read: { decoder, _, f, layer throws(SceneError) in layer.sublayers = try decoder.sublayers(f) },
                      write: { encoder, layer, path throws(SceneError) in layer.sublayers.isEmpty ? nil : try encoder.layers(layer.sublayers, path) })
    }

    /// `hidden` and its other spelling `isHidden`: either, not both.
    private static let readHidden: @Sendable (SceneDecoder, SceneObject, SceneField, inout Layer) throws(SceneError) -> Void = { _, o, v, layer throws(SceneError) in
        guard !(o.has("hidden") && o.has("isHidden")) else {
            throw o.field.error("\"hidden\" and \"isHidden\" are the same property; give only one")
        }
        layer.isHidden = try v.bool()
    }

    /// The names of `maskedCorners` entries: `CACornerMask`'s, in its bit order.
    static let cornerNames: [(name: String, corner: CornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]

    /// A list of corner names (`"layerMinXMinYCorner"`, …); `[]` rounds none.
    private static let maskedCorners = SceneValue<CornerMask>(read: { _, f throws(SceneError) in
        var mask: CornerMask = []
        for item in try f.array() {
            guard case let .string(s) = item.value, let entry = cornerNames.first(where: { $0.name == s }) else {
                throw item.mismatch("one of " + cornerNames.map { JSONValue.quoted($0.name) }.joined(separator: ", "))
            }
            mask.insert(entry.corner)
        }
        return mask
    }, write: { _, mask, _ in .array(cornerNames.filter { mask.contains($0.corner) }.map { .string($0.name) }) })

    /// Null (solid), or dash and gap lengths ≥ 0 of which at least one is > 0.
    private static let dashPattern = SceneValue<[Double]?>(read: { _, f throws(SceneError) in
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
    }, write: { encoder, dashes, path throws(SceneError) in try dashes.map { d throws(SceneError) in try encoder.numbers(d, path) } ?? .null })

    /// The names of the shipped system-font weights, as `UIFont.Weight` spells them.
    static let fontWeights: [(name: String, weight: TextLayer.Font.Weight)] = [
        ("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
    ]
}
