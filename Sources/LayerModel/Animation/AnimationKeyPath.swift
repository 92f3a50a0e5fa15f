/// An animatable property of a layer, parsed from a Core Animation key path string: what kind of
/// value it takes, which content it needs, and how to read and write it.
public enum AnimationKeyPath: String, Sendable, Hashable, CaseIterable {
    case transform
    case rotationZ = "transform.rotation.z"
    case rotationX = "transform.rotation.x"
    case rotationY = "transform.rotation.y"
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case translation = "transform.translation"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case translationZ = "transform.translation.z"
    case scaleZ = "transform.scale.z"
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case bounds
    case boundsSize = "bounds.size"
    case boundsOrigin = "bounds.origin"
    case boundsOriginX = "bounds.origin.x"
    case boundsOriginY = "bounds.origin.y"
    case boundsWidth = "bounds.size.width"
    case boundsHeight = "bounds.size.height"
    case anchorPoint
    case anchorPointX = "anchorPoint.x"
    case anchorPointY = "anchorPoint.y"
    case opacity
    case backgroundColor
    case cornerRadius
    case borderWidth
    case borderColor
    case shadowOpacity
    case shadowRadius
    case shadowOffset
    case shadowColor
    case shadowPath
    case contentsRect
    case contentsCenter
    case strokeStart
    case strokeEnd
    case lineWidth
    case strokeColor
    case fillColor
    case path
    case lineDashPhase
    case miterLimit
    case colors
    case startPoint
    case endPoint
    case locations
    case foregroundColor
    case fontSize
    case zPosition
    case anchorPointZ
    case sublayerTransform
    case instanceCount
    case instanceTransform
    case instanceDelay
    case instanceColor
    case instanceRedOffset
    case instanceGreenOffset
    case instanceBlueOffset
    case instanceAlphaOffset

    /// Parses a key path; `transform.rotation` is Core Animation's alias of `transform.rotation.z`.
    public init?(_ keyPath: String) {
        self.init(rawValue: keyPath == "transform.rotation" ? AnimationKeyPath.rotationZ.rawValue : keyPath)
    }

    /// The kind a layer must be for the property to exist; nil for a property of every layer.
    public var requiredKind: Layer.Kind.Name? {
        switch self {
        case .strokeStart, .strokeEnd, .lineWidth, .strokeColor, .fillColor, .path, .lineDashPhase, .miterLimit: .shape
        case .colors, .startPoint, .endPoint, .locations: .gradient
        case .foregroundColor, .fontSize: .text
        case .instanceCount, .instanceTransform, .instanceDelay, .instanceColor, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
             .instanceAlphaOffset:
            .replicator
        default: nil
        }
    }

    /// The kind of value the property takes.
    public var valueKind: AnimationValue.Kind {
        switch self {
        case .transform, .sublayerTransform, .instanceTransform: .transform
        case .position, .startPoint, .endPoint, .boundsOrigin, .anchorPoint: .point
        case .translation, .boundsSize, .shadowOffset: .size
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .backgroundColor, .borderColor, .strokeColor, .fillColor, .shadowColor, .foregroundColor, .instanceColor: .color
        case .colors: .colors
        case .locations: .numbers
        case .path, .shadowPath: .path
        case .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ, .translationX, .translationY, .translationZ, .positionX, .positionY,
             .boundsOriginX, .boundsOriginY, .boundsWidth, .boundsHeight, .anchorPointX, .anchorPointY,
             .zPosition, .anchorPointZ, .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius, .strokeStart, .strokeEnd, .lineWidth,
             .lineDashPhase, .miterLimit, .fontSize, .instanceCount, .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
             .instanceAlphaOffset:
            .number
        }
    }

    /// The layer's value for the property; nil when its content lacks the property. A nil
    /// color reads as transparent black. Transform parts read from the decomposition of the
    /// x/y block (`Transform3D.PlanarParts`), but `transform.rotation.x` and `.y` from the 3D
    /// decomposition (`Transform3D.SpatialParts`; 0 for a singular block); `transform.scale` reads the mean of x and y,
    /// `transform.scale.z` the length of the z axis's image (row 3), `transform.translation.z`
    /// `m43`. A nil `shadowPath` reads as the empty path, nil `locations` as evenly spaced.
    public func value(in layer: Layer) -> AnimationValue? {
        switch self {
        case .transform: return .transform(layer.transform)
        case .sublayerTransform: return .transform(layer.sublayerTransform)
        case .zPosition: return .number(layer.zPosition)
        case .anchorPointZ: return .number(layer.anchorPointZ)
        case .rotationX: return .number(layer.transform.spatialParts?.rotationX ?? 0)
        case .rotationY: return .number(layer.transform.spatialParts?.rotationY ?? 0)
        case .rotationZ: return .number(layer.transform.planarParts.rotation)
        case .scale:
            let parts = layer.transform.planarParts
            return .number((parts.scaleX + parts.scaleY) / 2)
        case .scaleX: return .number(layer.transform.planarParts.scaleX)
        case .scaleY: return .number(layer.transform.planarParts.scaleY)
        case .translation: return .size(Size(width: layer.transform.m41, height: layer.transform.m42))
        case .translationX: return .number(layer.transform.m41)
        case .translationY: return .number(layer.transform.m42)
        case .translationZ: return .number(layer.transform.m43)
        case .scaleZ: return .number(layer.transform.zScale)
        case .position: return .point(layer.position)
        case .positionX: return .number(layer.position.x)
        case .positionY: return .number(layer.position.y)
        case .bounds: return .rect(layer.bounds)
        case .boundsSize: return .size(layer.bounds.size)
        case .boundsOrigin: return .point(layer.bounds.origin)
        case .boundsOriginX: return .number(layer.bounds.minX)
        case .boundsOriginY: return .number(layer.bounds.minY)
        case .boundsWidth: return .number(layer.bounds.width)
        case .boundsHeight: return .number(layer.bounds.height)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .anchorPointX: return .number(layer.anchorPoint.x)
        case .anchorPointY: return .number(layer.anchorPoint.y)
        case .opacity: return .number(layer.opacity)
        case .backgroundColor: return .color(layer.backgroundColor ?? .clear)
        case .cornerRadius: return .number(layer.cornerRadius)
        case .borderWidth: return .number(layer.borderWidth)
        case .borderColor: return .color(layer.borderColor)
        case .shadowOpacity: return .number(layer.shadowOpacity)
        case .shadowRadius: return .number(layer.shadowRadius)
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowColor: return .color(layer.shadowColor)
        case .shadowPath: return .path(layer.shadowPath ?? Path())
        case .contentsRect: return .rect(layer.contentsRect)
        case .contentsCenter: return .rect(layer.contentsCenter)
        case .strokeStart: return layer.shape.map { .number($0.strokeStart) }
        case .strokeEnd: return layer.shape.map { .number($0.strokeEnd) }
        case .lineWidth: return layer.shape.map { .number($0.lineWidth) }
        case .strokeColor: return layer.shape.map { .color($0.strokeColor ?? .clear) }
        case .fillColor: return layer.shape.map { .color($0.fillColor ?? .clear) }
        case .path: return layer.shape.map { .path($0.path) }
        case .lineDashPhase: return layer.shape.map { .number($0.lineDashPhase) }
        case .miterLimit: return layer.shape.map { .number($0.miterLimit) }
        case .colors: return layer.gradient.map { .colors($0.colors) }
        case .startPoint: return layer.gradient.map { .point($0.startPoint) }
        case .endPoint: return layer.gradient.map { .point($0.endPoint) }
        case .locations: return layer.gradient.map { .numbers($0.resolvedLocations) }
        case .foregroundColor: return layer.text.map { .color($0.foregroundColor) }
        case .fontSize: return layer.text.map { .number($0.fontSize) }
        case .instanceCount: return layer.replicator.map { .number(Double($0.instanceCount)) }
        case .instanceTransform: return layer.replicator.map { .transform($0.instanceTransform) }
        case .instanceDelay: return layer.replicator.map { .number($0.instanceDelay) }
        case .instanceColor: return layer.replicator.map { .color($0.instanceColor) }
        case .instanceRedOffset: return layer.replicator.map { .number($0.instanceRedOffset) }
        case .instanceGreenOffset: return layer.replicator.map { .number($0.instanceGreenOffset) }
        case .instanceBlueOffset: return layer.replicator.map { .number($0.instanceBlueOffset) }
        case .instanceAlphaOffset: return layer.replicator.map { .number($0.instanceAlphaOffset) }
        }
    }

    /// Writes `value` into the layer. Transform parts replace one part of the decomposition and
    /// keep the others (and the z and perspective entries); `transform.scale` sets both x and y.
    /// `transform.rotation.x` and `.y` — and `.z` on a transform already turned out of the
    /// x/y plane — set one Euler angle of the 3D decomposition (`Transform3D.SpatialParts`),
    /// keeping the other angles, the scales, the shears and the translation.
    /// Nothing happens when the value is of another kind or the content lacks the property.
    func apply(_ value: AnimationValue, to layer: inout Layer) {
        switch (self, value) {
        case let (.transform, .transform(m)): layer.transform = m
        case let (.sublayerTransform, .transform(m)): layer.sublayerTransform = m
        case let (.zPosition, .number(v)): layer.zPosition = v
        case let (.anchorPointZ, .number(v)): layer.anchorPointZ = v
        case let (.rotationX, .number(v)): layer.updateSpatialParts { $0.rotationX = v }
        case let (.rotationY, .number(v)): layer.updateSpatialParts { $0.rotationY = v }
        case let (.rotationZ, .number(v)) where layer.transform.rotatesOutOfPlane: layer.updateSpatialParts { $0.rotationZ = v }
        case let (.rotationZ, .number(v)): layer.updatePlanarParts { $0.rotation = v }
        case let (.scale, .number(v)): layer.updatePlanarParts { $0.scaleX = v; $0.scaleY = v }
        case let (.scaleX, .number(v)): layer.updatePlanarParts { $0.scaleX = v }
        case let (.scaleY, .number(v)): layer.updatePlanarParts { $0.scaleY = v }
        case let (.translation, .size(s)): layer.updatePlanarParts { $0.translationX = s.width; $0.translationY = s.height }
        case let (.translationX, .number(v)): layer.updatePlanarParts { $0.translationX = v }
        case let (.translationY, .number(v)): layer.updatePlanarParts { $0.translationY = v }
        case let (.translationZ, .number(v)): layer.transform.m43 = v
        case let (.scaleZ, .number(v)): layer.transform.zScale = v
        case let (.position, .point(p)): layer.position = p
        case let (.positionX, .number(v)): layer.position.x = v
        case let (.positionY, .number(v)): layer.position.y = v
        case let (.bounds, .rect(r)): layer.bounds = r
        case let (.boundsSize, .size(s)): layer.bounds.size = s
        case let (.boundsOrigin, .point(p)): layer.bounds.origin = p
        case let (.boundsOriginX, .number(v)): layer.bounds.origin.x = v
        case let (.boundsOriginY, .number(v)): layer.bounds.origin.y = v
        case let (.boundsWidth, .number(v)): layer.bounds.size.width = v
        case let (.boundsHeight, .number(v)): layer.bounds.size.height = v
        case let (.anchorPoint, .point(p)): layer.anchorPoint = p
        case let (.anchorPointX, .number(v)): layer.anchorPoint.x = v
        case let (.anchorPointY, .number(v)): layer.anchorPoint.y = v
        case let (.opacity, .number(v)): layer.opacity = v
        case let (.backgroundColor, .color(c)): layer.backgroundColor = c
        case let (.cornerRadius, .number(v)): layer.cornerRadius = v
        case let (.borderWidth, .number(v)): layer.borderWidth = v
        case let (.borderColor, .color(c)): layer.borderColor = c
        case let (.shadowOpacity, .number(v)): layer.shadowOpacity = v
        case let (.shadowRadius, .number(v)): layer.shadowRadius = v
        case let (.shadowOffset, .size(s)): layer.shadowOffset = s
        case let (.shadowColor, .color(c)): layer.shadowColor = c
        case let (.shadowPath, .path(p)): layer.shadowPath = p
        case let (.contentsRect, .rect(r)): layer.contentsRect = r
        case let (.contentsCenter, .rect(r)): layer.contentsCenter = r
        case let (.strokeStart, .number(v)): layer.shape?.strokeStart = v
        case let (.strokeEnd, .number(v)): layer.shape?.strokeEnd = v
        case let (.lineWidth, .number(v)): layer.shape?.lineWidth = v
        case let (.strokeColor, .color(c)): layer.shape?.strokeColor = c
        case let (.fillColor, .color(c)): layer.shape?.fillColor = c
        case let (.path, .path(p)): layer.shape?.path = p
        case let (.lineDashPhase, .number(v)): layer.shape?.lineDashPhase = v
        case let (.miterLimit, .number(v)): layer.shape?.miterLimit = v
        case let (.colors, .colors(cs)): layer.gradient?.colors = cs
        case let (.startPoint, .point(p)): layer.gradient?.startPoint = p
        case let (.endPoint, .point(p)): layer.gradient?.endPoint = p
        case let (.locations, .numbers(v)): layer.gradient?.locations = v
        case let (.foregroundColor, .color(c)): layer.text?.foregroundColor = c
        case let (.fontSize, .number(v)): layer.text?.fontSize = v
        case let (.instanceCount, .number(v)):
            // An integer property: the interpolated count is truncated, and kept within the limit.
            let count = v.isNaN ? 0 : Int(min(max(v, 0), Double(Replicator.maxInstanceCount)).rounded(.towardZero))
            try? layer.replicator?.setInstanceCount(count)
        case let (.instanceTransform, .transform(m)): layer.replicator?.instanceTransform = m
        case let (.instanceDelay, .number(v)): layer.replicator?.instanceDelay = v
        case let (.instanceColor, .color(c)): layer.replicator?.instanceColor = c
        case let (.instanceRedOffset, .number(v)): layer.replicator?.instanceRedOffset = v
        case let (.instanceGreenOffset, .number(v)): layer.replicator?.instanceGreenOffset = v
        case let (.instanceBlueOffset, .number(v)): layer.replicator?.instanceBlueOffset = v
        case let (.instanceAlphaOffset, .number(v)): layer.replicator?.instanceAlphaOffset = v
        default: break
        }
    }
}

extension Layer {
    /// Rewrites the rotations, scales and shears of `transform` (see `Transform3D.SpatialParts`);
    /// a singular 3×3 block, which has no rotation to set, stays as it is.
    fileprivate mutating func updateSpatialParts(_ change: (inout Transform3D.SpatialParts) -> Void) {
        guard var parts = transform.spatialParts else { return }
        change(&parts)
        transform = transform.replacingSpatialParts(parts)
    }

    /// Rewrites the planar parts of `transform` (see `Transform3D.PlanarParts`).
    fileprivate mutating func updatePlanarParts(_ change: (inout Transform3D.PlanarParts) -> Void) {
        var parts = transform.planarParts
        change(&parts)
        transform = transform.replacingPlanarParts(parts)
    }
}

extension Transform3D {
    /// How much the transform stretches z: the length of the z axis's image (`m31 m32 m33`).
    /// Setting it rescales that row, keeping its direction (z alone when it was 0).
    var zScale: Double {
        get { (m31 * m31 + m32 * m32 + m33 * m33).squareRoot() }
        set {
            let old = zScale
            guard old > 0 else { m33 = newValue; return }
            let k = newValue / old
            m31 *= k; m32 *= k; m33 *= k
        }
    }
}
