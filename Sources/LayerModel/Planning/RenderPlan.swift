/// Every decision drawing one image needs, made once before anything is drawn: each layer's
/// device transform and compositing steps, its mask, its sublayers in drawing order, the
/// regions of depth-composited pieces and the flat images of layers in perspective — and the
/// work all of it takes, checked against `RenderWork.budget` as it is planned. A renderer
/// walks the plan and decides nothing again.
package struct RenderPlan: Sendable {
    /// The root layer, planned; nil when it draws nothing (hidden, or fully transparent).
    package var root: PlannedLayer?
    /// The work of drawing the plan, within `RenderWork.budget`.
    package var work: RenderWork
}

/// A layer with its decisions made at one device transform, and what it draws resolved: the
/// renderer draws these values and never looks at the layer.
package struct PlannedLayer: Sendable {
    /// Maps the layer's bounds space to device pixels.
    package var toDevice: AffineTransform
    /// How the layer is composited, outermost first (`Layer.compositingPlan`); empty when
    /// nothing of it shows.
    package var steps: [CompositingStep]
    /// The mask the `.mask` step draws, placed under the layer; nil when it draws nothing.
    package var mask: PlannedPlacement?
    /// The sublayers the layer's body draws, in order; empty when no body is drawn.
    package var sublayers: PlannedSublayers
    /// The layer's bounds, points: where its content lays out.
    package var bounds: Rect
    /// The rounded bounds (`Layer.boundsPath`) the background and a gradient fill and
    /// `.clipToBounds` clips to.
    package var boundsPath: Path
    /// Whether the layer's own edges are anti-aliased under `toDevice`
    /// (`Layer.antialiasesEdges(under:)`).
    package var antialiasesEdges: Bool
    /// The background colour; nil when none shows.
    package var background: Color?
    /// The `contents` image as placed; nil when none is drawn.
    package var contents: PlannedContents?
    /// The layer's kind, whose drawing goes over its contents (as drawn: `Layer.drawnAsContainer`).
    package var kind: Layer.Kind
    /// The border; nil when none shows.
    package var border: PlannedBorder?

    /// `layer` (as drawn) at `toDevice`, its drawing resolved; no steps, mask or sublayers yet.
    init(_ layer: Layer, toDevice m: AffineTransform) {
        (toDevice, steps, mask, sublayers) = (m, [], nil, .painter([]))
        (bounds, boundsPath, antialiasesEdges) = (layer.bounds, layer.boundsPath, layer.antialiasesEdges(under: m))
        background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        contents = PlannedContents(layer)
        kind = layer.kind
        border = layer.borderWidth > 0 && layer.borderColor.alpha > 0 ? PlannedBorder(path: layer.borderPath, color: layer.borderColor) : nil
    }
}

/// A layer's `contents` image placed in its bounds space (`Layer.contentsFrame`,
/// `contentsPieces`), with the filters it is sampled with.
package struct PlannedContents: Sendable {
    package var image: LayerImage
    /// Where the image's selected part lies, points; a nine-part image is clipped to it.
    package var frame: Rect
    /// The parts of the image and where each is drawn; never empty.
    package var pieces: [Layer.ContentsPiece]
    package var magnificationFilter: Layer.ContentsFilter
    package var minificationFilter: Layer.ContentsFilter

    /// Nil when the layer draws no image.
    init?(_ layer: Layer) {
        guard let image = layer.contents, let frame = layer.contentsFrame else { return nil }
        let pieces = layer.contentsPieces
        guard !pieces.isEmpty else { return nil }
        (self.image, self.frame, self.pieces) = (image, frame, pieces)
        (magnificationFilter, minificationFilter) = (layer.magnificationFilter, layer.minificationFilter)
    }
}

/// A layer's border: `Layer.borderPath`, filled even-odd with its colour.
package struct PlannedBorder: Sendable {
    package var path: Path
    package var color: Color
}

/// A layer placed under its superlayer: drawn directly, or flat and then projected.
package indirect enum PlannedPlacement: Sendable {
    /// The layer's plane maps to the device affinely.
    case affine(PlannedLayer)
    /// The layer is seen in perspective.
    case projected(ProjectedPlan)
}

/// How a layer's body draws its sublayers (`Layer.SublayerOrder`, planned).
package enum PlannedSublayers: Sendable {
    /// One after the other.
    case painter([PlannedPlacement])
    /// Each alone over `box`, then pixel by pixel from the farthest to the nearest.
    case depthComposited([DepthPiece])

    /// One layer of a depth-composited group.
    package struct DepthPiece: Sendable {
        package var placement: PlannedPlacement
        /// A device box holding its drawing, not yet cut by a canvas: `Layer.drawingBounds`,
        /// or for a projected piece `ProjectedPlan.device`.
        package var box: Rect
        /// Its depth over its superlayer's plane.
        package var depth: Layer.DepthPlane
    }
}

/// How a layer in perspective is drawn: its whole subtree, with every compositing step, flat
/// in its own bounds space on an image of its own, which is then mapped onto the device by
/// `toDevice` and sampled (Cairo draws only affine transforms).
package struct ProjectedPlan: Sendable {
    /// Maps the layer's bounds space to device pixels, projectively.
    package var toDevice: ProjectiveTransform
    /// Its inverse: device pixels to bounds space.
    package var fromDevice: ProjectiveTransform
    /// The flat image's size in pixels, with one transparent pixel around the drawing so that
    /// sampling fades its edges as Cairo's bilinear filter does.
    package var width: Int
    package var height: Int
    /// Flat pixels per point.
    package var resolution: Double
    /// Maps the layer's bounds space to the flat image.
    package var toFlat: AffineTransform
    /// A device box holding the projected drawing, not yet cut by a canvas.
    package var device: Rect
    /// Samples per device pixel side: more where the layer is minified.
    package var samplesPerSide: Int
    /// The layer's bounds in flat pixels when its edges are drawn hard, as Core Animation
    /// draws a layer's own edges without `allowsEdgeAntialiasing`: a device pixel shows the
    /// layer exactly when its centre maps within them. Nil for anti-aliased edges.
    package var hardEdges: Rect?
    /// The layer on the flat image, planned at `resolution`.
    package var content: PlannedLayer

    /// The most pixels of the flat image: 16 Mi (64 MiB), and at most
    /// `ImageGeometry.maxPixelSide` on a side. A layer that would need more is drawn at a
    /// lower resolution, and looks softer.
    package static let maxPixels = 1 << 24
    /// The most samples per device pixel side where the image is minified (4 × 4 per pixel).
    package static let maxSupersampling = 4
    /// Flat pixels per device pixel side where the layer is magnified most: drawn at twice the
    /// resolution and sampled 2 × 2 per pixel, an edge comes out as Cairo's own coverage
    /// anti-aliasing would draw it, instead of blurred by a second filter.
    package static let oversampling = 2.0
}

extension Layer {
    /// The plan of rendering this layer as the root of an image `pixelWidth` × `pixelHeight`
    /// pixels at `scale` (its bounds fill the image), its work checked against
    /// `RenderWork.budget` as it is planned: throws `.workBudget` as soon as one count passes
    /// its limit, or `.behindEye` for a layer in perspective reaching behind the eye. For a
    /// tree `checkPerspectives()` accepted.
    package func renderPlan(scale: Double, pixelWidth: Int, pixelHeight: Int) throws(LayerModelError) -> RenderPlan {
        let toImage = AffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(AffineTransform(scaleX: scale, y: scale))
        var planner = Planner(scale: scale)
        let root = try planner.plan(self, in: toImage, image: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
        return RenderPlan(root: root, work: planner.work)
    }
}

/// Walks a tree the way the renderer draws it, deciding and adding up its work.
struct Planner {
    let scale: Double
    var work = RenderWork()

    /// Adds `amount` of `kind`, throwing when the total passes the budget.
    mutating func add(_ amount: Double, _ kind: RenderWork.Kind) throws(LayerModelError) {
        work[kind] += amount
        guard work[kind] <= RenderWork.budget[kind] else {
            throw .workBudget(kind: kind, amount: work[kind], limit: RenderWork.budget[kind])
        }
    }

    /// `layer`, whose bounds space maps to device pixels by `m`, onto an image covering
    /// `image`: its opacity group, shadow, mask, own drawing and sublayers. Nil when it draws
    /// nothing.
    mutating func plan(_ layer: Layer, in m: AffineTransform, image: Rect) throws(LayerModelError) -> PlannedLayer? {
        guard layer.isDrawn, m.isInvertible else { return nil }
        let layer = layer.drawnAsContainer
        let steps = try layer.compositingPlan(toDevice: m, scale: scale, image: image)
        var planned = PlannedLayer(layer, toDevice: m)
        planned.steps = steps
        for step in steps {
            switch step {
            case let .opacityGroup(_, region):
                try add(region.area, .offscreenPixels)
            case .clipToBounds:
                break
            case let .mask(region):
                try add(2 * region.area, .offscreenPixels)
                if let mask = layer.mask { planned.mask = try place(mask, mask.transform3DToSuperlayer, under: m, image: image) }
            case let .shadow(plan):
                try add(Double(plan.offscreenPixels), .offscreenPixels)
                try add(Double(plan.blurredPixels), .blurredPixels)
                if case let .shadowPath(path, _) = plan.caster {
                    try add(path.flattenedSegments(stretch: m.largestStretch), .pathSegments)
                }
                // The body is planned once and drawn on each of its canvases.
                let canvases = plan.bodyCanvases.count
                guard canvases > 0 else { break }
                let before = work
                planned.sublayers = try body(layer, in: m, image: image)
                let once = work
                for _ in 1..<canvases {
                    for kind in RenderWork.Kind.allCases {
                        try add(once[kind] - before[kind], kind)
                    }
                }
            case .body:
                planned.sublayers = try body(layer, in: m, image: image)
            }
        }
        return planned
    }

    /// The layer's own drawing (its content's paths, dashes, glyphs and stops) and its
    /// sublayers.
    mutating func body(_ layer: Layer, in m: AffineTransform, image: Rect) throws(LayerModelError) -> PlannedSublayers {
        switch layer.kind {
        case let .shape(shape):
            try add(shape.segments(stretch: m.largestStretch), .pathSegments)
            try add(shape.dashCount, .dashes)
        case let .gradient(gradient):
            try add(Double(gradient.colors.count) * Double(gradient.colors.count), .gradientStops)
        case let .text(text):
            try add(Double(text.string.unicodeScalars.count), .glyphs)
        case .plain, .transform, .replicator:
            break
        }
        switch layer.sublayerOrder() {
        case let .painter(placed):
            var planned: [PlannedPlacement] = []
            for p in placed {
                if let placement = try place(p.layer, p.transform, under: m, image: image) { planned.append(placement) }
            }
            return .painter(planned)
        case let .depthComposited(placed):
            // Each piece on a canvas of its own, then all of them merged on one more.
            var all = Rect.zero
            var pieces: [PlannedSublayers.DepthPiece] = []
            for p in placed {
                let h = p.transform.flattened.concatenating(ProjectiveTransform(m))
                guard let depth = p.depth else {
                    // Seen edge-on, drawn as nothing; behind the eye is an error all the same.
                    _ = try p.layer.drawingBounds(toDevice: h, scale: scale)
                    continue
                }
                guard let placed = try place(p.layer, h, image: image, boxed: true), let box = placed.box else { continue }
                let region = box.intersection(image).wholePixels
                all = all.union(region)
                try add(region.area, .offscreenPixels)
                pieces.append(PlannedSublayers.DepthPiece(placement: placed.placement, box: box, depth: depth))
            }
            try add(all.area, .offscreenPixels)
            return .depthComposited(pieces)
        }
    }

    /// `layer` placed by `t` under the layer whose bounds map to device pixels by `parent`.
    mutating func place(_ layer: Layer, _ t: Transform3D, under parent: AffineTransform, image: Rect) throws(LayerModelError) -> PlannedPlacement? {
        try place(layer, t.flattened.concatenating(ProjectiveTransform(parent)), image: image, boxed: false)?.placement
    }

    /// `layer`, whose bounds map to device pixels by `h`, placed: drawn directly where `h` is
    /// affine, else flat and projected — the one place that choice is made. When `boxed`, with
    /// the device box its placement draws in (a depth piece's): `Layer.drawingBounds`, or a
    /// projected layer's `ProjectedPlan.device` (its flat image is drawn at its own
    /// resolution); a boxed affine layer whose box misses the image is then not planned at all.
    mutating func place(_ layer: Layer, _ h: ProjectiveTransform, image: Rect, boxed: Bool) throws(LayerModelError) -> (placement: PlannedPlacement, box: Rect?)? {
        guard let a = h.affine else {
            return try project(layer, h, image: image).map { (.projected($0), $0.device) }
        }
        var box: Rect?
        if boxed {
            let drawn = try layer.drawingBounds(toDevice: a, scale: scale)
            guard !drawn.intersection(image).wholePixels.isEmpty else { return nil }
            box = drawn
        }
        return try plan(layer, in: a, image: image).map { (.affine($0), box) }
    }

    /// `layer`, whose bounds space maps to device pixels by the projective `h`, drawn flat at
    /// one flat pixel per device pixel where the layer is magnified most (the corner nearest
    /// the eye) times `ProjectedPlan.oversampling`, within the size limits, and supersampled
    /// where it is minified. Throws when part of its drawing lies at or behind the eye; nil
    /// when nothing of it shows.
    mutating func project(_ layer: Layer, _ h: ProjectiveTransform, image: Rect) throws(LayerModelError) -> ProjectedPlan? {
        guard layer.isDrawn else { return nil }
        let name = layer.name ?? "(unnamed)"
        let first = try layer.boxInBoundsSpace(scale: scale)
        guard !first.isEmpty else { return nil }
        guard first.corners.allSatisfy({ h.w(at: $0) > 0 }) else { throw .behindEye(layer: name) }
        // Seen edge-on, the plane is a line: nothing shows, as for a singular affine transform.
        guard let inverse = h.inverted() else { return nil }

        let stretches = first.corners.map { h.largestStretch(at: $0) }
        var k = ProjectedPlan.oversampling * (stretches.max() ?? 1)
        k = min(k, (Double(ProjectedPlan.maxPixels) / (first.width * first.height)).squareRoot(),
                Double(ImageGeometry.maxPixelSide) / first.width, Double(ImageGeometry.maxPixelSide) / first.height)
        guard k.isFinite, k > 0 else { return nil }
        let box = try layer.boxInBoundsSpace(scale: k).union(first)
        guard let device = h.apply(to: box) else { throw .behindEye(layer: name) }
        let shown = device.intersection(image).wholePixels
        guard !shown.isEmpty else { return nil }
        let samples = min(ProjectedPlan.maxSupersampling, max(1, Int((k / max(stretches.min() ?? k, 1e-9)).rounded(.up))))

        let w = Int((box.width * k).rounded(.up)) + 2, hgt = Int((box.height * k).rounded(.up)) + 2
        let toFlat = AffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(AffineTransform(scaleX: k, y: k))
            .concatenating(AffineTransform(translationX: 1, y: 1))
        try add(Double(w * hgt) + shown.area, .offscreenPixels)
        var flat = Planner(scale: k, work: work)
        guard let content = try flat.plan(layer, in: toFlat, image: Rect(x: 0, y: 0, width: Double(w), height: Double(hgt))) else { return nil }
        work = flat.work
        // Hard edges only when the layer draws nothing beyond its bounds.
        let bounds = layer.bounds
        let within = box.minX >= bounds.minX - 1e-9 && box.minY >= bounds.minY - 1e-9
            && box.maxX <= bounds.maxX + 1e-9 && box.maxY <= bounds.maxY + 1e-9
        return ProjectedPlan(
            toDevice: h, fromDevice: inverse, width: w, height: hgt, resolution: k, toFlat: toFlat, device: device,
            samplesPerSide: samples, hardEdges: !layer.antialiasesEdges(under: h) && within ? toFlat.apply(to: bounds) : nil,
            content: content
        )
    }
}
