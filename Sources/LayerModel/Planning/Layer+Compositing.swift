/// The decisions a renderer needs about a layer, as pure functions of the model: where the
/// layer sits, whether its subtree must be composited offscreen, and how far its drawing can
/// reach. The renderer only acts on the answers.
extension Layer {
    /// Maps this layer's plane (bounds space) onto its superlayer's plane: the bounds origin
    /// and anchor point to the origin, then `transform` (its z dropped, its perspective kept),
    /// then to `position`. The superlayer's `sublayerTransform` is not included (see
    /// `sublayerOrder()`); with a perspective `transform` the result is projective.
    package func transformToSuperlayer() -> ProjectiveTransform {
        transform3DToSuperlayer.flattened
    }

    /// True when the layer casts a visible shadow (an empty `shadowPath` casts none).
    package var hasShadow: Bool { shadowOpacity > 0 && shadowColor.alpha > 0 && shadowPath?.isEmpty != true }

    /// False when the layer and its subtree draw nothing: hidden, or fully transparent.
    package var isDrawn: Bool { !isHidden && opacity > 0 }

    /// The largest shadow blur, a Gaussian σ in pixels: 256. A wider shadow is a nearly flat
    /// wash (its edge fades over more than 1,500 pixels), so the cap changes little that shows,
    /// while it keeps the blur's cost and the offscreen padding bounded whatever the radius and
    /// scale: `shadowReach` is at most 3·256 + 1 = 769 pixels. Renderers blur with
    /// `shadowSigmaPixels(radius:scale:)`, which applies the same cap.
    package static let maxShadowSigmaPixels: Double = 256

    /// A shadow's Gaussian σ in pixels: `radius · scale` (`shadowRadius` in points), capped at
    /// `maxShadowSigmaPixels`; 0 for a radius ≤ 0, a scale ≤ 0 or NaN.
    package static func shadowSigmaPixels(radius: Double, scale: Double) -> Double {
        let sigma = max(0, radius) * scale
        guard sigma > 0 else { return 0 }
        return min(sigma, maxShadowSigmaPixels)
    }

    /// How far a shadow reaches beyond the drawing that casts it, in pixels: three standard
    /// deviations (where a Gaussian falls under 1/255 of its peak), rounded up, plus one —
    /// `⌈3σ⌉ + 1` with σ from `shadowSigmaPixels(radius:scale:)`, so 1…769.
    package static func shadowReach(radius: Double, scale: Double) -> Double {
        guard shadowSigmaPixels(radius: radius, scale: scale) > 0 else { return 1 }
        // 3σ as the product in the order it always had, so reaches stay as they were.
        return reach(threeSigma: 3 * radius * scale)
    }

    /// The same reach for a blur already in pixels (a Core Graphics shadow's): `⌈3σ⌉ + 1` for
    /// σ = `sigma` pixels capped at `maxShadowSigmaPixels`, so 1…769; 1 for σ ≤ 0 or NaN.
    package static func shadowReach(sigma: Double) -> Double {
        guard sigma > 0 else { return 1 }
        return reach(threeSigma: 3 * sigma)
    }

    /// `⌈threeSigma⌉ + 1`, at most `3 · maxShadowSigmaPixels + 1`.
    private static func reach(threeSigma: Double) -> Double {
        min(threeSigma.rounded(.up), 3 * maxShadowSigmaPixels) + 1
    }

    /// A box, in the space `toDevice` maps into (pixels for a renderer), that holds everything
    /// the subtree draws: background, content (strokes with their widest join), border,
    /// sublayers, the shadows; all clipped by `masksToBounds` and the mask's reach.
    /// `toDevice` maps this layer's bounds space; `scale` converts shadow radii to pixels.
    /// Conservative, never smaller than the drawing; `.zero` when nothing is drawn. Throws
    /// `.behindEye` for a sublayer in perspective part of whose drawing lies at or behind the
    /// eye: no finite box holds it.
    package func drawingBounds(toDevice t: AffineTransform, scale: Double) throws(LayerModelError) -> Rect {
        guard isDrawn else { return .zero }
        var box = t.apply(to: contentBounds)
        if let image = contentsFrame, !image.isEmpty {
            box = box.union(t.apply(to: image))
        }
        if backgroundColor != nil || borderWidth > 0 {
            box = box.union(t.apply(to: bounds))
        }
        for sub in sublayerOrder().placed {
            let m = sub.transform.flattened.concatenating(ProjectiveTransform(t))
            box = box.union(try sub.layer.drawingBounds(toDevice: m, scale: scale))
        }
        let caster = shadowCasterBounds(drawing: box, toDevice: t)
        if hasShadow, !caster.isEmpty {
            let reach = Layer.shadowReach(radius: shadowRadius, scale: scale)
            let offset = shadowOffsetInDevice(t)
            box = box.union(caster.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -reach, dy: -reach))
        }
        // The clip and the mask cut everything the layer draws, its shadow included.
        if masksToBounds {
            box = box.intersection(t.apply(to: bounds))
        }
        if let mask {
            box = box.intersection(try mask.drawingBounds(toDevice: mask.transformToSuperlayer().concatenating(ProjectiveTransform(t)), scale: scale))
        }
        return box
    }

    /// A box, in the space `toDevice` maps into, holding what casts the shadow before it is
    /// offset and blurred: `shadowPath`'s bounding box when there is one, else `drawing` (the
    /// box of the layer's own drawing).
    package func shadowCasterBounds(drawing: Rect, toDevice t: AffineTransform) -> Rect {
        shadowPath.map { t.apply(to: $0.boundingBox) } ?? drawing
    }

    /// `drawingBounds(toDevice:scale:)` through a projective map: the box of the drawing in
    /// bounds space, mapped. Throws `.behindEye` naming this layer when part of that box lies
    /// at or behind the eye (w ≤ 0), or naming a sublayer of it whose own perspective does.
    package func drawingBounds(toDevice h: ProjectiveTransform, scale: Double) throws(LayerModelError) -> Rect {
        if let a = h.affine { return try drawingBounds(toDevice: a, scale: scale) }
        let own = try boxInBoundsSpace(scale: scale)
        guard !own.isEmpty else { return .zero }
        guard let box = h.apply(to: own) else { throw .behindEye(layer: name ?? "(unnamed)") }
        return box
    }

    /// The box of everything the layer draws in its own bounds space, points, with shadows
    /// reaching as far as they do at `scale` pixels per point; `.zero` when nothing is drawn.
    /// Throws `.behindEye` as `drawingBounds(toDevice:scale:)` does.
    package func boxInBoundsSpace(scale: Double) throws(LayerModelError) -> Rect {
        let box = try drawingBounds(toDevice: AffineTransform(scaleX: scale, y: scale), scale: scale)
        guard !box.isEmpty else { return .zero }
        return Rect(x: box.minX / scale, y: box.minY / scale, width: box.width / scale, height: box.height / scale)
    }

    /// The shadow offset mapped into device space: `shadowOffset` is in the superlayer's
    /// space, so only the linear part of the superlayer's device transform applies. `t` maps
    /// this layer's space; its own transform is taken out first when it can be inverted.
    package func shadowOffsetInDevice(_ t: AffineTransform) -> Point {
        var parent = t
        if let own = transformToSuperlayer().affine, let inverse = own.inverted() {
            parent = inverse.concatenating(t)
        }
        return Point(
            x: parent.a * shadowOffset.width + parent.c * shadowOffset.height,
            y: parent.b * shadowOffset.width + parent.d * shadowOffset.height
        )
    }

    /// The content's own box in bounds space, with stroke extents; `.zero` for none.
    private var contentBounds: Rect {
        switch kind {
        case .plain, .transform, .replicator:
            return .zero
        case let .shape(s):
            var box = s.path.boundingBox
            if let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0 {
                let joinReach = s.lineJoin == .miter ? max(s.miterLimit, 1) : 1
                let capReach = s.lineCap == .square ? 2.0.squareRoot() : 1
                let reach = s.lineWidth / 2 * max(joinReach, capReach) + 1
                box = box.insetBy(dx: -reach, dy: -reach)
            } else if s.fillColor == nil {
                return .zero
            }
            return box
        case .gradient, .text:
            return bounds
        }
    }
}
