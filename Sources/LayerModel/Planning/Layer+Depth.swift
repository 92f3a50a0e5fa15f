/// Depth as Core Animation composites it: each layer flattens its subtree into its own plane,
/// but its sublayers — and, through `CATransformLayer`s, their sublayers — sit in its 3D space
/// first, where they are ordered by depth (`zPosition` and 3D transforms) rather than by
/// sublayer order, cut where they pass through each other. Apple describes this for plain
/// layers ("sibling drawing order is more complicated in the presence of … perspective
/// transforms and rotations around X/Y … Core Animation will cut a layer's rendered image" —
/// Core Animation's engineers on cocoa-dev, 2011) and for transform layers in
/// `CATransformLayer.h`.
extension Layer {
    /// The anchor point in bounds space, points.
    var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps this layer's plane (its bounds space, z = 0) into its superlayer's bounds space in
    /// 3D: the anchor point `(anchorPoint, anchorPointZ)` to the origin, then `transform`, then
    /// to `(position, zPosition)`. The superlayer's `sublayerTransformAboutAnchor` applies after.
    package var transform3DToSuperlayer: Transform3D {
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// `sublayerTransform` about the anchor point, as it applies to the sublayers in this
    /// layer's bounds space: `T(−anchor) · sublayerTransform · T(anchor)`, the anchor being
    /// `(anchorPoint, anchorPointZ)` in bounds space.
    package var sublayerTransformAboutAnchor: Transform3D {
        guard sublayerTransform != .identity else { return .identity }
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorPointZ))
    }

    /// Throws when `transform` or `sublayerTransform` has a perspective part but no inverse:
    /// such a matrix folds the layer's space onto a line or a point, which no drawing shows.
    package func checkPerspective() throws(LayerModelError) {
        for (t, property) in [(transform, "transform"), (sublayerTransform, "sublayerTransform")] where t.isSingularPerspective {
            throw .singularPerspective(layer: name ?? "(unnamed)", property: property)
        }
    }

    /// The perspective of a whole tree, checked once before it is drawn (`LayerRenderer.render`
    /// does, on the presentation tree it is given): throws when a drawn layer — sublayers,
    /// masks and their subtrees — has a perspective matrix without an inverse
    /// (`checkPerspective()`), or when one layer would composite more than
    /// `maxDepthComposited` tilted layers by depth. A tree that passes needs no further check
    /// but one: `sublayerOrder()` is exact, and whether a drawing reaches behind the eye
    /// (`LayerModelError.behindEye`) depends on how far shadows reach in pixels, so
    /// `drawingBounds` and `renderPlan` answer it at their scale, before anything is drawn.
    package func checkPerspectives() throws(LayerModelError) {
        guard isDrawn else { return }
        try checkPerspective()
        if case let .depthComposited(placed) = sublayerOrder(), placed.count > Layer.maxDepthComposited {
            throw .tooManyTiltedSiblings(layer: name ?? "(unnamed)", count: placed.count, limit: Layer.maxDepthComposited)
        }
        for sublayer in sublayers {
            try sublayer.checkPerspectives()
        }
        try mask?.checkPerspectives()
    }

    /// The layer as drawn when it is a transform layer drawn on its own (the root or a mask):
    /// a container of its sublayers and nothing else.
    package var drawnAsContainer: Layer {
        guard isTransformLayer else { return self }
        var c = Layer(name: name, bounds: bounds, position: position)
        c.anchorPoint = anchorPoint
        c.anchorPointZ = anchorPointZ
        c.transform = transform
        c.zPosition = zPosition
        c.sublayerTransform = sublayerTransform
        c.opacity = opacity
        c.isHidden = isHidden
        c.sublayers = sublayers
        return c
    }

    /// A drawn layer placed in a plain layer's 3D space.
    package struct PlacedSublayer: Sendable, Hashable {
        /// The layer, its opacity multiplied by that of the transform layers it sits in.
        package var layer: Layer
        /// From the layer's plane into the plain layer's bounds space: its own placement, the
        /// transform layers' and the plain layer's `sublayerTransformAboutAnchor`.
        package var transform: Transform3D
        /// Its depth over the plain layer's plane; nil when seen edge-on.
        package var depth: DepthPlane?
    }

    /// A layer's depth over its plain ancestor's plane after projection: `z = a·x + b·y + c`
    /// at the point `(x, y)` of that plane (points; larger is nearer the viewer).
    package struct DepthPlane: Sendable, Hashable {
        package var a: Double, b: Double, c: Double

        package init(a: Double, b: Double, c: Double) {
            (self.a, self.b, self.c) = (a, b, c)
        }

        /// The plane of the layer placed by `t`: the one every point of the layer lands in
        /// after division by its w, found from `t`'s rows for the layer's x and y axes and its
        /// origin (homogeneous points, so none of them need lie in front of the eye: a layer
        /// whose bounds space's origin is behind the eye has a plane all the same). Nil when
        /// the layer is seen edge-on (its plane holds the line of sight).
        package init?(_ t: Transform3D) {
            // The plane π₁X + π₂Y + π₃Z + π₄ = 0 through the three rows: π is their
            // four-dimensional cross product, each πᵢ the 3 × 3 minor without column i.
            typealias Row = (Double, Double, Double)
            func det(_ r: Row, _ s: Row, _ u: Row) -> Double {
                r.0 * (s.1 * u.2 - s.2 * u.1) - r.1 * (s.0 * u.2 - s.2 * u.0) + r.2 * (s.0 * u.1 - s.1 * u.0)
            }
            let p1 = det((t.m12, t.m13, t.m14), (t.m22, t.m23, t.m24), (t.m42, t.m43, t.m44))
            let p2 = -det((t.m11, t.m13, t.m14), (t.m21, t.m23, t.m24), (t.m41, t.m43, t.m44))
            let p3 = det((t.m11, t.m12, t.m14), (t.m21, t.m22, t.m24), (t.m41, t.m42, t.m44))
            let p4 = -det((t.m11, t.m12, t.m13), (t.m21, t.m22, t.m23), (t.m41, t.m42, t.m43))
            // |π₃| against the normal's length is how much the plane faces the viewer; under
            // 1e-9 of it, the layer is seen edge-on.
            let normal = (p1 * p1 + p2 * p2 + p3 * p3).squareRoot()
            guard abs(p3) > 1e-9 * normal, normal.isFinite, p4.isFinite else { return nil }
            a = -p1 / p3
            b = -p2 / p3
            c = -p4 / p3
        }

        /// True when the depth is the same everywhere (the plane faces the viewer).
        package var isFlat: Bool { abs(a) < 1e-9 && abs(b) < 1e-9 }

        /// The depth at `p`.
        package func z(at p: Point) -> Double { a * p.x + b * p.y + c }
    }

    /// How a plain layer draws its sublayers.
    package enum SublayerOrder: Sendable, Hashable {
        /// One after the other, in this order: every depth is flat, so sorting by it (stable:
        /// equal depths keep sublayer order) is exact.
        case painter([PlacedSublayer])
        /// Pixel by pixel, each pixel's drawings from the farthest to the nearest (equal depths
        /// in sublayer order): some layer is tilted toward the viewer, so which one is in front
        /// changes across the image. Layers without a depth plane (seen edge-on) draw nothing.
        case depthComposited([PlacedSublayer])

        /// The layers to draw, in either case.
        package var placed: [PlacedSublayer] {
            switch self {
            case let .painter(p), let .depthComposited(p): p
            }
        }
    }

    /// The drawn sublayers, transform layers replaced by their own sublayers, back faces of
    /// single-sided layers removed, and how to order them. Meant for a tree
    /// `checkPerspectives()` accepted; in any other, what a perspective matrix without an
    /// inverse folds away is left out (it would show nothing), and more than
    /// `maxDepthComposited` tilted layers are all returned.
    package func sublayerOrder() -> SublayerOrder {
        guard !sublayerTransform.isSingularPerspective else { return .painter([]) }
        var placed: [PlacedSublayer] = []
        Layer.place(sublayers, through: sublayerTransformAboutAnchor, opacity: 1, into: &placed)
        guard placed.count > 1, placed.contains(where: { !($0.depth?.isFlat ?? true) }) else {
            // Depths to a millionth of a point, so that rounding (a half turn about y leaves
            // z = 1e-16·x) cannot reorder layers meant to lie in one plane.
            func key(_ p: PlacedSublayer) -> Double { ((p.depth?.c ?? 0) * 1e6).rounded() }
            let sorted = placed.enumerated().sorted { l, r in
                let (zl, zr) = (key(l.element), key(r.element))
                return zl != zr ? zl < zr : l.offset < r.offset
            }
            return .painter(sorted.map(\.element))
        }
        return .depthComposited(placed)
    }

    /// The most layers one plain layer composites pixel by pixel (`SublayerOrder.depthComposited`):
    /// each is drawn offscreen and every pixel sorts its layers, so the cost grows with the
    /// count; 256 is far beyond a cube or a carousel.
    package static let maxDepthComposited = 256

    private static func place(_ layers: [Layer], through parent: Transform3D, opacity: Double,
                              into placed: inout [PlacedSublayer]) {
        for var layer in layers where layer.isDrawn && !layer.transform.isSingularPerspective {
            let t = layer.transform3DToSuperlayer.concatenating(parent)
            if layer.isTransformLayer {
                guard !layer.sublayerTransform.isSingularPerspective else { continue }
                place(layer.sublayers, through: layer.sublayerTransformAboutAnchor.concatenating(t),
                          opacity: opacity * layer.opacity, into: &placed)
                continue
            }
            // Facing: the orientation of the layer's plane as seen, in the space it is
            // flattened into (a mirror image is its back).
            if !layer.isDoubleSided, !(t.flattened.determinant > 0) { continue }
            layer.opacity *= opacity
            placed.append(PlacedSublayer(layer: layer, transform: t, depth: DepthPlane(t)))
        }
    }
}
