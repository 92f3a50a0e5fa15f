/// A node of the layer tree, modeled on `CALayer`: a rectangle of content with geometry,
/// compositing properties, a shadow, an optional mask and sublayers.
///
/// A value type: copying a layer copies its whole subtree (arrays share storage until
/// written), so a tree can be handed to another thread or evaluated at another time freely.
/// What the layer draws beyond its background and border is its `contents` image and what its
/// `kind` adds: a shape, a gradient or text — Core Animation's `CAShapeLayer`, `CAGradientLayer`,
/// `CATextLayer` — or, for a transform or replicator layer, how it treats its sublayers.
public struct Layer: Sendable, Hashable {
    /// A name for messages and lookups. Default: nil.
    public var name: String?
    /// The layer's own coordinate space, in points. Default: `.zero`.
    public var bounds: Rect
    /// Where the anchor point sits in the superlayer's bounds space, in points. Default: (0, 0).
    public var position: Point
    /// The point of `bounds` (in unit space, 0…1) that sits at `position` and about which
    /// `transform` applies. Default: (0.5, 0.5).
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point. Default: identity.
    public var transform = Transform3D.identity
    /// The anchor point's z, points: the layer turns and scales about `(anchorPoint,
    /// anchorPointZ)`, which sits at `(position, zPosition)`, so the layer's own plane lands
    /// at z = `zPosition − anchorPointZ`. Default: 0.
    public var anchorPointZ: Double = 0
    /// The layer's place on the z axis of the superlayer's space, points; +z is toward the
    /// viewer. Among siblings the nearer layer draws on top (equal depths keep sublayer order);
    /// under a perspective `sublayerTransform` it also moves the layer. Nothing is clipped by
    /// depth. Default: 0.
    public var zPosition: Double = 0
    /// Applied to the sublayers (not to the layer itself) about the anchor point, after their
    /// own transforms: where a container puts perspective (`m34`) for all its sublayers.
    /// Default: identity.
    public var sublayerTransform = Transform3D.identity
    /// False hides the layer (and its subtree) while its back faces the viewer, in the space of
    /// the layer it is flattened into. Default: true.
    public var isDoubleSided = true
    /// Whether the layer's own edges — background, border and the `masksToBounds` clip — are
    /// anti-aliased when the layer is rotated or skewed. Off, as on iOS, such edges are pixel
    /// staircases; edges along the pixel axes, shape paths and text draw the same either way.
    /// Default: false.
    public var allowsEdgeAntialiasing = false
    /// Composites the whole subtree as a group, 0…1. Default: 1.
    public var opacity: Double = 1
    /// A hidden layer draws nothing, sublayers included. Default: false.
    public var isHidden = false
    /// Fills the bounds (rounded by `cornerRadius`) under the content. Default: nil (none).
    public var backgroundColor: Color?
    /// Rounds the background, the border and, with `masksToBounds`, the clip; points. Default: 0.
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds (`CACornerMask`). Default: all four.
    public var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners: `.circular` or Apple's `.continuous`. Default: `.circular`.
    public var cornerCurve: CornerCurve = .circular
    /// Drawn inside the bounds above the content and sublayers, points. Default: 0.
    public var borderWidth: Double = 0
    /// Default: opaque black.
    public var borderColor: Color = .black
    /// Clips everything the layer draws — content, border, sublayers and its own shadow — to
    /// the (rounded) bounds, as Core Animation does. Default: false.
    public var masksToBounds = false
    /// Drawn in order above this layer's content, in its bounds space. Default: none.
    public var sublayers: [Layer] = []
    /// Default: opaque black.
    public var shadowColor: Color = .black
    /// 0 turns the shadow off. Default: 0.
    public var shadowOpacity: Double = 0
    /// In points, in the superlayer's space (y down: a positive height moves the shadow down).
    /// Default: (0, −3).
    public var shadowOffset = Size(width: 0, height: -3)
    /// Gaussian standard deviation σ in points. Default: 3.
    public var shadowRadius: Double = 3
    /// The shadow's shape in the layer's bounds space (filled with the nonzero rule), used
    /// instead of the drawing's alpha; an empty path casts no shadow. Default: nil (the shadow
    /// follows everything the layer draws).
    public var shadowPath: Path?
    /// Which Core Animation class the layer is, with that class's own properties. Default: `.plain`.
    public var kind: Kind = .plain
    /// An image drawn above the background and below what `kind` draws, placed by the `contents…`
    /// properties (see `contentsPieces`); Core Animation's `contents` holding a `CGImage`.
    /// Like Core Animation, it is not clipped to the bounds unless `masksToBounds`. Default: nil.
    public var contents: LayerImage?
    /// How `contents` fills the bounds. Default: `.resize`.
    public var contentsGravity: ContentsGravity = .resize
    /// Image pixels per point of `contents` (2 for an @2x image), for the gravities that keep
    /// its natural size and for `contentsCenter`'s caps. Default: 1.
    public var contentsScale: Double = 1
    /// The part of `contents` shown, in the image's unit space (0…1, y down); beyond the unit
    /// square the edge pixels extend. Default: (0, 0, 1, 1).
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The part of the shown image (unit space of `contentsRect`'s part) stretched when it is
    /// resized; the rest keeps its natural size, as a nine-part image. Default: (0, 0, 1, 1) —
    /// all of it stretches.
    public var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Sampling when `contents` is drawn larger than its pixels. Default: `.linear`.
    public var magnificationFilter: ContentsFilter = .linear
    /// Sampling when `contents` is drawn smaller than its pixels. Default: `.linear`.
    public var minificationFilter: ContentsFilter = .linear
    /// The layer's own time space: its animations, sublayers, mask and replicator instances run
    /// at `timing.localTime(fromParent:)` of the time its superlayer runs at. Default: identity.
    public var timing = LayerTiming.identity
    /// The animations added with `add(_:forKey:)`, in the order added; `presentation(at:)`
    /// applies them. Default: none.
    public internal(set) var animations: [KeyedAnimation] = []

    /// The mask layer's storage: an array so that a layer can hold a layer.
    private var maskStorage: [Layer] = []

    /// A layer whose alpha (its whole drawing, its own sublayers and shadows included) masks
    /// everything this layer draws — background, content, border, sublayers and this layer's
    /// shadow — as Core Animation does. It is laid out in this layer's bounds space, like a
    /// sublayer. Default: nil.
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// Which Core Animation class a layer is: what it draws besides background, border, contents
    /// image and sublayers, or how it treats its sublayers. One case per class, so a layer cannot
    /// be two of them at once. A new class (`CAEmitterLayer`, say) is a new case with its
    /// properties' struct, and a new `Name`.
    public enum Kind: Sendable, Hashable {
        /// `CALayer`: nothing beyond the properties every layer has.
        case plain
        /// `CAShapeLayer`.
        case shape(ShapeLayer)
        /// `CAGradientLayer`.
        case gradient(GradientLayer)
        /// `CATextLayer`.
        case text(TextLayer)
        /// `CATransformLayer`: the layer draws none of its own properties (background, content,
        /// border, shadow, mask, clip), its opacity applies to each sublayer on its own, and its
        /// sublayers keep their 3D places in the space of the layer it is in, where they are
        /// sorted by depth with their cousins instead of being flattened into its plane.
        case transform
        /// `CAReplicatorLayer`: the sublayers are drawn once per instance, each instance
        /// transformed, delayed and tinted a step further (see `Replicator`). Unlike Core
        /// Animation's `preservesDepth = true`, the instances are always flattened into the
        /// replicator's plane.
        case replicator(Replicator)

        /// The kinds without their properties: what an animatable property or a scene file's
        /// `type` names. The raw values are the scene file's spellings (`"layer"` for `CALayer`).
        public enum Name: String, Sendable, Hashable, CaseIterable {
            case plain = "layer"
            case shape, gradient, text, transform, replicator
        }

        public var name: Name {
            switch self {
            case .plain: .plain
            case .shape: .shape
            case .gradient: .gradient
            case .text: .text
            case .transform: .transform
            case .replicator: .replicator
            }
        }
    }

    public init(name: String? = nil, bounds: Rect = .zero, position: Point = .zero, kind: Kind = .plain) {
        self.name = name
        self.bounds = bounds
        self.position = position
        self.kind = kind
    }

    /// A layer with bounds `(0, 0, frame.size)` placed so that it covers `frame` in its
    /// superlayer (with the default anchor point and no transform).
    public init(name: String? = nil, frame: Rect, kind: Kind = .plain) {
        self.init(name: name, bounds: Rect(size: frame.size), position: frame.center, kind: kind)
    }

    /// The layer's rectangle in the superlayer's space, ignoring `transform`:
    /// `position − anchorPoint·bounds.size`.
    public var frame: Rect {
        Rect(
            x: position.x - anchorPoint.x * bounds.width,
            y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height
        )
    }

    /// Appends `layer` to `sublayers`, so it draws above the sublayers already there.
    public mutating func addSublayer(_ layer: Layer) { sublayers.append(layer) }

    // The kind's properties, or nil for a layer of another kind. Setting one makes the layer of
    // that kind; setting nil makes a layer of that kind plain and leaves any other kind alone.

    /// `CAShapeLayer`'s properties, or nil.
    public var shape: ShapeLayer? {
        get { if case let .shape(s) = kind { return s } else { return nil } }
        set { set(newValue.map(Kind.shape), clearing: .shape) }
    }

    /// `CAGradientLayer`'s properties, or nil.
    public var gradient: GradientLayer? {
        get { if case let .gradient(g) = kind { return g } else { return nil } }
        set { set(newValue.map(Kind.gradient), clearing: .gradient) }
    }

    /// `CATextLayer`'s properties, or nil.
    public var text: TextLayer? {
        get { if case let .text(t) = kind { return t } else { return nil } }
        set { set(newValue.map(Kind.text), clearing: .text) }
    }

    /// `CAReplicatorLayer`'s properties, or nil.
    public var replicator: Replicator? {
        get { if case let .replicator(r) = kind { return r } else { return nil } }
        set { set(newValue.map(Kind.replicator), clearing: .replicator) }
    }

    /// Whether the layer is a `CATransformLayer` (`kind == .transform`).
    public var isTransformLayer: Bool { kind == .transform }

    private mutating func set(_ newKind: Kind?, clearing name: Kind.Name) {
        if let newKind { kind = newKind } else if kind.name == name { kind = .plain }
    }
}
