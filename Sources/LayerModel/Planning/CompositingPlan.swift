/// One step a renderer takes to composite a layer's subtree (`usvg`'s `should_isolate`,
/// spelled out). A layer's plan lists them outermost first; every step but the last wraps the
/// steps after it, and the last draws. A renderer switches over them exhaustively, so a new
/// step cannot compile without a branch that takes it.
package enum CompositingStep: Sendable, Hashable {
    /// 0 < opacity < 1: draw what follows into a group over `region` (device pixels, whole),
    /// then paint the group with `opacity`.
    case opacityGroup(opacity: Double, region: Rect)
    /// Clip what follows, the shadow included, to the layer's (rounded) bounds.
    case clipToBounds
    /// Draw what follows, the shadow included, into a group over `region` and the layer's
    /// planned mask (`PlannedLayer.mask`) into another, then composite the first through the
    /// second's alpha.
    case mask(region: Rect)
    /// Last: the layer's body over its shadow, through the canvases of the plan.
    case shadow(ShadowPlan)
    /// Last: the layer's body — background, contents, content, sublayers, border.
    case body
}

extension Layer {
    /// How far an offscreen group reaches beyond `drawingBounds`, pixels: a shadow canvas is
    /// placed at a fractional offset and sampled bilinearly, which can reach one whole pixel
    /// past the rounded box, and one more for the sampling.
    package static let antialiasingMargin = 2.0

    /// The steps compositing this layer takes when its bounds space maps to device pixels by
    /// `m` and the image covers `image` (device pixels), outermost first: an opacity group,
    /// the clip, the mask, then the shadow or the body. Groups cover the layer's
    /// `drawingBounds` widened by `antialiasingMargin`, within the image. Empty when nothing
    /// of the layer shows. Call it for a drawn layer (`isDrawn`) as `drawnAsContainer` gives it.
    /// Throws `.behindEye` when a box it needs cannot be had (`drawingBounds`).
    package func compositingPlan(toDevice m: AffineTransform, scale: Double, image: Rect) throws(LayerModelError) -> [CompositingStep] {
        var last = CompositingStep.body
        if hasShadow {
            switch try shadowDecision(toDevice: m, scale: scale, image: image) {
            case .nothing: return []
            case .withoutShadow: break
            case let .shadow(plan): last = .shadow(plan)
            }
        }
        let needsGroup = opacity < 1 || mask != nil
        let region = needsGroup ? try offscreenRegion(toDevice: m, scale: scale, image: image) : .zero
        if needsGroup, region.isEmpty { return [] }
        var steps: [CompositingStep] = []
        if opacity < 1 { steps.append(.opacityGroup(opacity: opacity, region: region)) }
        if masksToBounds { steps.append(.clipToBounds) }
        if mask != nil { steps.append(.mask(region: region)) }
        return steps + [last]
    }

    /// The whole device pixels an offscreen group of this layer covers: `drawingBounds`
    /// widened by `antialiasingMargin`, within `image`. Throws as `drawingBounds` does.
    package func offscreenRegion(toDevice m: AffineTransform, scale: Double, image: Rect) throws(LayerModelError) -> Rect {
        let margin = Layer.antialiasingMargin
        return try drawingBounds(toDevice: m, scale: scale).insetBy(dx: -margin, dy: -margin).intersection(image).wholePixels
    }
}
