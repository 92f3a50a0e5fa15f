/// An animatable property of a layer, parsed from a Core Animation key path string: one row of
/// `allCases`, saying what kind of value the property takes, which kind of layer has it, and how
/// to read and write it. Animation evaluation, validation, scene files and LayerShotQuartz all
/// look properties up here, so a new animatable property is one row (and its drawing).
///
/// A row is data, not a case: a key known only at run time (a property a `CALayer` subclass
/// declares) can be a row too, whose closures read and write storage of its own; `init(_:)` is
/// the one lookup such keys would fall back from.
public struct AnimationKeyPath: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The key path as Core Animation spells it: `"position.x"`.
    public let rawValue: String
    /// The kind of value the property takes.
    public let valueKind: AnimationValue.Kind
    /// The kind a layer must be for the property to exist; nil for a property of every layer.
    public let requiredKind: Layer.Kind.Name?
    /// The layer's value; nil when the layer is not of `requiredKind`.
    private let read: @Sendable (Layer) -> AnimationValue?
    /// Writes a value of `valueKind` into the layer (of `requiredKind`).
    private let write: @Sendable (AnimationValue, inout Layer) -> Void

    public var description: String { rawValue }

    /// Rows are told apart by their key path.
    public static func == (a: AnimationKeyPath, b: AnimationKeyPath) -> Bool { a.rawValue == b.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The layer's value for the property; nil when the layer is not of `requiredKind`. A nil
    /// color reads as transparent black. Transform parts read from the decomposition of the
    /// x/y block (`Transform3D.PlanarParts`), but `transform.rotation.x` and `.y` from the 3D
    /// decomposition (`Transform3D.SpatialParts`; 0 for a singular block); `transform.scale` reads the mean of x and y,
    /// `transform.scale.z` the length of the z axis's image (row 3), `transform.translation.z`
    /// `m43`. A nil `shadowPath` reads as the empty path, nil `locations` as evenly spaced.
    public func value(in layer: Layer) -> AnimationValue? { read(layer) }

    /// Writes `value` into the layer. Transform parts replace one part of the decomposition and
    /// keep the others (and the z and perspective entries); `transform.scale` sets both x and y.
    /// `transform.rotation.x` and `.y` — and `.z` on a transform already turned out of the
    /// x/y plane — set one Euler angle of the 3D decomposition (`Transform3D.SpatialParts`),
    /// keeping the other angles, the scales, the shears and the translation.
    /// Nothing happens when the value is of another kind or the layer is not of `requiredKind`.
    func apply(_ value: AnimationValue, to layer: inout Layer) { write(value, &layer) }

    /// Every animatable key path, one row each.
    public static let allCases: [AnimationKeyPath] = [
        .layer("transform", \.transform),
        .transformPart("transform.rotation.z", get: { $0.planarParts.rotation }, set: { layer, v in
            if layer.transform.rotatesOutOfPlane {
                layer.updateSpatialParts { $0.rotationZ = v }
            } else {
                layer.updatePlanarParts { $0.rotation = v }
            }
        }),
        .transformPart("transform.rotation.x", get: { $0.spatialParts?.rotationX ?? 0 }, set: { layer, v in
            layer.updateSpatialParts { $0.rotationX = v }
        }),
        .transformPart("transform.rotation.y", get: { $0.spatialParts?.rotationY ?? 0 }, set: { layer, v in
            layer.updateSpatialParts { $0.rotationY = v }
        }),
        .transformPart("transform.scale", get: { ($0.planarParts.scaleX + $0.planarParts.scaleY) / 2 }, set: { layer, v in
            layer.updatePlanarParts { $0.scaleX = v; $0.scaleY = v }
        }),
        .transformPart("transform.scale.x", get: { $0.planarParts.scaleX }, set: { layer, v in layer.updatePlanarParts { $0.scaleX = v } }),
        .transformPart("transform.scale.y", get: { $0.planarParts.scaleY }, set: { layer, v in layer.updatePlanarParts { $0.scaleY = v } }),
        .computed("transform.translation", get: { Size(width: $0.transform.m41, height: $0.transform.m42) }, set: { layer, s in
            layer.updatePlanarParts { $0.translationX = s.width; $0.translationY = s.height }
        }),
        .transformPart("transform.translation.x", get: { $0.m41 }, set: { layer, v in layer.updatePlanarParts { $0.translationX = v } }),
        .transformPart("transform.translation.y", get: { $0.m42 }, set: { layer, v in layer.updatePlanarParts { $0.translationY = v } }),
        .layer("transform.translation.z", \.transform.m43),
        .layer("transform.scale.z", \.transform.zScale),
        .layer("position", \.position),
        .layer("position.x", \.position.x),
        .layer("position.y", \.position.y),
        .layer("bounds", \.bounds),
        .layer("bounds.size", \.bounds.size),
        .layer("bounds.origin", \.bounds.origin),
        .layer("bounds.origin.x", \.bounds.origin.x),
        .layer("bounds.origin.y", \.bounds.origin.y),
        .layer("bounds.size.width", \.bounds.size.width),
        .layer("bounds.size.height", \.bounds.size.height),
        .layer("anchorPoint", \.anchorPoint),
        .layer("anchorPoint.x", \.anchorPoint.x),
        .layer("anchorPoint.y", \.anchorPoint.y),
        .layer("opacity", \.opacity),
        .layer("backgroundColor", \.backgroundColor, nilReadsAs: .clear),
        .layer("cornerRadius", \.cornerRadius),
        .layer("borderWidth", \.borderWidth),
        .layer("borderColor", \.borderColor),
        .layer("shadowOpacity", \.shadowOpacity),
        .layer("shadowRadius", \.shadowRadius),
        .layer("shadowOffset", \.shadowOffset),
        .layer("shadowColor", \.shadowColor),
        .layer("shadowPath", \.shadowPath, nilReadsAs: Path()),
        .layer("contentsRect", \.contentsRect),
        .layer("contentsCenter", \.contentsCenter),
        .shape("strokeStart", \.strokeStart),
        .shape("strokeEnd", \.strokeEnd),
        .shape("lineWidth", \.lineWidth),
        .shape("strokeColor", \.strokeColor.orClear),
        .shape("fillColor", \.fillColor.orClear),
        .shape("path", \.path),
        .shape("lineDashPhase", \.lineDashPhase),
        .shape("miterLimit", \.miterLimit),
        .gradient("colors", \.colors),
        .gradient("startPoint", \.startPoint),
        .gradient("endPoint", \.endPoint),
        .gradient("locations", \.animatedLocations),
        .text("foregroundColor", \.foregroundColor),
        .text("fontSize", \.fontSize),
        .layer("zPosition", \.zPosition),
        .layer("anchorPointZ", \.anchorPointZ),
        .layer("sublayerTransform", \.sublayerTransform),
        .replicator("instanceCount", \.animatedInstanceCount),
        .replicator("instanceTransform", \.instanceTransform),
        .replicator("instanceDelay", \.instanceDelay),
        .replicator("instanceColor", \.instanceColor),
        .replicator("instanceRedOffset", \.instanceRedOffset),
        .replicator("instanceGreenOffset", \.instanceGreenOffset),
        .replicator("instanceBlueOffset", \.instanceBlueOffset),
        .replicator("instanceAlphaOffset", \.instanceAlphaOffset),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

// MARK: Making rows

extension AnimationKeyPath {
    /// Parses a key path; `transform.rotation` is Core Animation's alias of `transform.rotation.z`.
    public init?(_ keyPath: String) {
        let name = keyPath == "transform.rotation" ? "transform.rotation.z" : keyPath
        guard let row = AnimationKeyPath.byName[name] else { return nil }
        self = row
    }

    /// A row of a value of `V` read by `get` (nil: the layer lacks it) and written by `set`.
    private init<V: AnimatableValue>(
        _ key: String, of kind: Layer.Kind.Name?,
        get: @escaping @Sendable (Layer) -> V?, set: @escaping @Sendable (inout Layer, V) -> Void
    ) {
        self.init(
            rawValue: key, valueKind: V.animationKind, requiredKind: kind, read: { get($0)?.animationValue },
            write: { value, layer in if let v = V(value) { set(&layer, v) } }
        )
    }

    /// A property every layer has.
    private static func layer<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<Layer, V> & Sendable
    ) -> AnimationKeyPath {
        AnimationKeyPath(key, of: nil, get: { $0[keyPath: property] }, set: { $0[keyPath: property] = $1 })
    }

    /// An optional property every layer has; nil reads as `absent`.
    private static func layer<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<Layer, V?> & Sendable, nilReadsAs absent: V
    ) -> AnimationKeyPath {
        AnimationKeyPath(key, of: nil, get: { $0[keyPath: property] ?? absent }, set: { $0[keyPath: property] = $1 })
    }

    /// A property every layer has that is computed from others.
    private static func computed<V: AnimatableValue>(
        _ key: String, get: @escaping @Sendable (Layer) -> V, set: @escaping @Sendable (inout Layer, V) -> Void
    ) -> AnimationKeyPath {
        AnimationKeyPath(key, of: nil, get: get, set: set)
    }

    /// A number read from `transform` and written by rewriting one of its parts.
    private static func transformPart(
        _ key: String,
        get: @escaping @Sendable (Transform3D) -> Double, set: @escaping @Sendable (inout Layer, Double) -> Void
    ) -> AnimationKeyPath {
        AnimationKeyPath(key, of: nil, get: { get($0.transform) }, set: set)
    }

    /// A property of the kind `kind`, whose properties `layer[keyPath: properties]` holds.
    private static func of<Properties, V: AnimatableValue>(
        _ kind: Layer.Kind.Name, _ properties: WritableKeyPath<Layer, Properties?> & Sendable,
        _ key: String, _ property: WritableKeyPath<Properties, V> & Sendable
    ) -> AnimationKeyPath {
        AnimationKeyPath(key, of: kind, get: { $0[keyPath: properties]?[keyPath: property] }, set: {
            $0[keyPath: properties]?[keyPath: property] = $1
        })
    }

    private static func shape<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<ShapeLayer, V> & Sendable
    ) -> AnimationKeyPath {
        of(.shape, \.shape, key, property)
    }

    private static func gradient<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<GradientLayer, V> & Sendable
    ) -> AnimationKeyPath {
        of(.gradient, \.gradient, key, property)
    }

    private static func text<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<TextLayer, V> & Sendable
    ) -> AnimationKeyPath {
        of(.text, \.text, key, property)
    }

    private static func replicator<V: AnimatableValue>(
        _ key: String, _ property: WritableKeyPath<Replicator, V> & Sendable
    ) -> AnimationKeyPath {
        of(.replicator, \.replicator, key, property)
    }
}

/// A Swift type an animatable property has, and the `AnimationValue` case that carries it.
protocol AnimatableValue: Sendable {
    static var animationKind: AnimationValue.Kind { get }
    var animationValue: AnimationValue { get }
    /// The value `value` carries; nil for another kind.
    init?(_ value: AnimationValue)
}

extension Double: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .number }
    var animationValue: AnimationValue { .number(self) }
    init?(_ value: AnimationValue) { guard case let .number(v) = value else { return nil }; self = v }
}

extension Point: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .point }
    var animationValue: AnimationValue { .point(self) }
    init?(_ value: AnimationValue) { guard case let .point(v) = value else { return nil }; self = v }
}

extension Size: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .size }
    var animationValue: AnimationValue { .size(self) }
    init?(_ value: AnimationValue) { guard case let .size(v) = value else { return nil }; self = v }
}

extension Rect: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .rect }
    var animationValue: AnimationValue { .rect(self) }
    init?(_ value: AnimationValue) { guard case let .rect(v) = value else { return nil }; self = v }
}

extension Color: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .color }
    var animationValue: AnimationValue { .color(self) }
    init?(_ value: AnimationValue) { guard case let .color(v) = value else { return nil }; self = v }
}

/// An element of a list an animatable property holds (a gradient's colors and locations).
protocol AnimatableElement: Sendable {
    static var listKind: AnimationValue.Kind { get }
    static func animationValue(of list: [Self]) -> AnimationValue
    static func list(_ value: AnimationValue) -> [Self]?
}

extension Array: AnimatableValue where Element: AnimatableElement {
    static var animationKind: AnimationValue.Kind { Element.listKind }
    var animationValue: AnimationValue { Element.animationValue(of: self) }
    init?(_ value: AnimationValue) {
        guard let list = Element.list(value) else { return nil }
        self = list
    }
}

extension Color: AnimatableElement {
    static var listKind: AnimationValue.Kind { .colors }
    static func animationValue(of list: [Color]) -> AnimationValue { .colors(list) }
    static func list(_ value: AnimationValue) -> [Color]? { if case let .colors(v) = value { v } else { nil } }
}

extension Double: AnimatableElement {
    static var listKind: AnimationValue.Kind { .numbers }
    static func animationValue(of list: [Double]) -> AnimationValue { .numbers(list) }
    static func list(_ value: AnimationValue) -> [Double]? { if case let .numbers(v) = value { v } else { nil } }
}

extension Transform3D: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .transform }
    var animationValue: AnimationValue { .transform(self) }
    init?(_ value: AnimationValue) { guard case let .transform(v) = value else { return nil }; self = v }
}

extension Path: AnimatableValue {
    static var animationKind: AnimationValue.Kind { .path }
    var animationValue: AnimationValue { .path(self) }
    init?(_ value: AnimationValue) { guard case let .path(v) = value else { return nil }; self = v }
}

// MARK: Properties as animations see them

extension Optional where Wrapped == Color {
    /// A color that reads as transparent black when nil; setting it sets the color.
    var orClear: Color {
        get { self ?? .clear }
        set { self = newValue }
    }
}

extension GradientLayer {
    /// `locations` as animated: nil reads as evenly spaced (`resolvedLocations`).
    var animatedLocations: [Double] {
        get { resolvedLocations }
        set { locations = newValue }
    }
}

extension Replicator {
    /// `instanceCount` as animated, an integer property: an interpolated count is truncated and
    /// kept within 0…`maxInstanceCount`.
    var animatedInstanceCount: Double {
        get { Double(instanceCount) }
        set {
            let limit = Double(Replicator.maxInstanceCount)
            let count = newValue.isNaN ? 0 : Int(min(max(newValue, 0), limit).rounded(.towardZero))
            try? setInstanceCount(count)
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
