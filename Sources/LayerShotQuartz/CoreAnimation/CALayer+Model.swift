import Foundation
import LayerModel

/// Converting a Core Animation tree into the LayerModel tree the renderer draws, and back
/// for presentation layers.
extension CALayer {
    /// How the layer is named in messages: its `name`, else its view's class for a view's own
    /// layer ("the layer of RatingControl"), else its class.
    var displayName: String {
        if let name { return name }
        if let view = owningView { return "the layer of \(type(of: view))" }
        return String(describing: type(of: self))
    }

    /// The view whose own layer this is (its delegate, if the delegate's `layer` is this one).
    var owningView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }

    /// The layer's geometry alone, for `frame` and converting between layers.
    var frameModel: Layer {
        var layer = Layer(bounds: bounds.model, position: position.model)
        layer.anchorPoint = anchorPoint.model
        layer.transform = transform.model
        layer.zPosition = zPosition
        layer.anchorPointZ = anchorPointZ
        layer.sublayerTransform = sublayerTransform.model
        return layer
    }

    /// This layer alone (no sublayers, no mask, no animations) as a model layer.
    func modelLayer() throws(QuartzError) -> Layer {
        var layer = frameModel
        layer.name = displayName
        layer.kind = try kindModel()
        layer.opacity = Double(opacity)
        layer.isHidden = isHidden
        layer.masksToBounds = masksToBounds
        layer.backgroundColor = backgroundColor?.model
        layer.cornerRadius = cornerRadius
        layer.borderWidth = borderWidth
        layer.borderColor = borderColor?.model ?? .clear
        layer.shadowColor = shadowColor?.model ?? .clear
        layer.shadowOpacity = Double(shadowOpacity)
        layer.shadowOffset = shadowOffset.model
        layer.shadowRadius = shadowRadius
        layer.isDoubleSided = isDoubleSided
        layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        layer.maskedCorners = CornerMask(rawValue: Int(maskedCorners.rawValue & 0b1111))
        layer.cornerCurve = try contentsEnum(cornerCurve, "cornerCurve")
        layer.shadowPath = shadowPath?.path
        layer.contents = try contentsImage()
        layer.contentsGravity = try contentsEnum(contentsGravity, "contentsGravity")
        layer.contentsScale = contentsScale
        layer.contentsRect = contentsRect.model
        layer.contentsCenter = contentsCenter.model
        layer.minificationFilter = try contentsEnum(minificationFilter, "minificationFilter")
        layer.magnificationFilter = try contentsEnum(magnificationFilter, "magnificationFilter")
        do {
            layer.timing = try LayerTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
        } catch {
            throw .invalidTree("\(displayName): \(error.description)")
        }
        try checkDrawable()
        return layer
    }

    /// `contents` as the model's image: a `CGImage`, or nil.
    private func contentsImage() throws(QuartzError) -> LayerImage? {
        guard let contents else { return nil }
        guard let image = contents as? CGImage else {
            throw .unsupportedProperty(layer: displayName, property: "contents",
                                       value: "a \(type(of: contents)) (a CGImage is drawn; UIImage's is its .cgImage)")
        }
        return image.layerImage
    }

    /// One of Core Animation's string constants as the model's enum of the same raw values.
    private func contentsEnum<Constant: _CAStringConstant, Model: RawRepresentable<String>>(
        _ value: Constant, _ property: String
    ) throws(QuartzError) -> Model {
        guard let model = Model(rawValue: value.rawValue) else {
            throw .unsupportedProperty(layer: displayName, property: property, value: value.rawValue)
        }
        return model
    }

    /// Throws for the first property set to a value LayerShot cannot draw yet.
    func checkDrawable() throws(QuartzError) {
        for (property, value) in unsupportedProperties() {
            throw .unsupportedProperty(layer: displayName, property: property, value: value)
        }
    }

    /// The properties every layer has at values the model cannot draw yet, as (name, value).
    func baseUnsupportedProperties() -> [(String, String)] {
        var found: [(String, String)] = []
        func check(_ isDefault: Bool, _ property: String, _ value: @autoclosure () -> String) {
            if !isDefault { found.append((property, value())) }
        }
        check(!isGeometryFlipped, "isGeometryFlipped", "true")
        check(allowsGroupOpacity, "allowsGroupOpacity", "false")
        check(filters?.isEmpty ?? true, "filters", "a filter list")
        check(backgroundFilters?.isEmpty ?? true, "backgroundFilters", "a filter list")
        check(compositingFilter == nil, "compositingFilter", "a filter")
        check(minificationFilterBias == 0 || minificationFilter != .trilinear, "minificationFilterBias",
              "\(minificationFilterBias) with the trilinear minification filter (there are no mipmap levels to bias)")
        check(contentsFormat != .gray8Uint, "contentsFormat", "gray8Uint (LayerShot keeps a layer's drawing in colour)")
        // Only the style's actions are used; its default property values are not drawn.
        let styleKeys = (style ?? [:]).keys.map { "\($0)" }.filter { $0 != "actions" }.sorted()
        check(styleKeys.isEmpty, "style", "a dictionary with \(styleKeys.joined(separator: ", ")) (only \"actions\" is used)")
        // A layer's own active duration (its time ends, repeats or reverses) is not modeled.
        check(duration == 0, "duration", "\(duration) (a layer's own active duration)")
        check(repeatCount == 0, "repeatCount", "\(repeatCount) (a layer's own repetition)")
        check(repeatDuration == 0, "repeatDuration", "\(repeatDuration) (a layer's own repetition)")
        check(!autoreverses, "autoreverses", "true (a layer's own repetition)")
        check(fillMode == .removed, "fillMode", "\(fillMode.rawValue) (a layer's own fill)")
        // A view's settings are drawn by its layer: those LayerShot cannot draw are the layer's.
        if let view = owningView { found += view.unsupportedProperties }
        return found
    }

    /// The tree below and including this layer as a model tree; with `animated`, carrying
    /// every attached animation (an invalid one throws).
    func modelTree(animated: Bool) throws(QuartzError) -> Layer {
        var layer = try modelLayer()
        if animated { try attachAnimations(to: &layer) }
        layer.sublayers = []
        for child in children {
            layer.sublayers.append(try child.modelTree(animated: animated))
        }
        try (self as? CAReplicatorLayer)?.checkTint(of: layer.sublayers)
        layer.mask = try mask?.modelTree(animated: animated)
        return layer
    }

    private func attachAnimations(to layer: inout Layer) throws(QuartzError) {
        for (index, entry) in entries.enumerated() where !ignoresAnimation(ofKeyPath: entry.animation.animatedKeyPath ?? "") {
            let animation = try entry.animation.model(for: layer, begin: entry.begin)
            do {
                try layer.add(animation, forKey: entry.key ?? "#\(index)")
            } catch {
                throw .invalidAnimation(layer: displayName, keyPath: animation.keyPath, reason: error.description)
            }
        }
    }

    /// This layer alone with its animations applied at media time `t`, in its time space.
    func presentedModel(atMediaTime t: Double) throws(QuartzError) -> Layer {
        var layer = try modelLayer()
        try attachAnimations(to: &layer)
        return layer.presentedProperties(at: parentTime(atMediaTime: t))
    }

    /// Writes the animatable values of a presented model layer into this (presentation) layer.
    func apply(_ presented: Layer) {
        bounds = CGRect(presented.bounds)
        position = CGPoint(presented.position)
        anchorPoint = CGPoint(presented.anchorPoint)
        transform = CATransform3D(presented.transform)
        zPosition = presented.zPosition
        anchorPointZ = presented.anchorPointZ
        sublayerTransform = CATransform3D(presented.sublayerTransform)
        opacity = Float(presented.opacity)
        isHidden = presented.isHidden
        backgroundColor = presented.backgroundColor.map { CGColor($0) }
        cornerRadius = presented.cornerRadius
        borderWidth = presented.borderWidth
        borderColor = CGColor(presented.borderColor)
        shadowColor = CGColor(presented.shadowColor)
        shadowOpacity = Float(presented.shadowOpacity)
        shadowOffset = CGSize(presented.shadowOffset)
        shadowRadius = presented.shadowRadius
        shadowPath = presented.shadowPath.map { CGPath($0) }
        contentsRect = CGRect(presented.contentsRect)
        contentsCenter = CGRect(presented.contentsCenter)
        applyKind(presented.kind)
    }
}

extension AnimationValueConversion {
    /// A model value as Core Animation code sees it (`fromValue` of an implicit animation).
    static func any(_ value: AnimationValue) -> Any {
        switch value {
        case let .number(v): NSNumber(value: v)
        case let .point(p): NSValue(cgPoint: CGPoint(p))
        case let .size(s): NSValue(cgSize: CGSize(s))
        case let .rect(r): NSValue(cgRect: CGRect(r))
        case let .color(c): CGColor(c)
        case let .colors(cs): cs.map { CGColor($0) } as [Any]
        case let .numbers(ns): ns.map { NSNumber(value: $0) } as [Any]
        case let .transform(t): NSValue(caTransform3D: CATransform3D(t))
        case let .path(p): CGPath(p)
        }
    }
}
