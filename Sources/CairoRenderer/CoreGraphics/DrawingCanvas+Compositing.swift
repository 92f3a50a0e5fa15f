internal import CCairo
import LayerModel

extension DrawingCanvas {
    /// `source` (a whole-canvas image) over its shadow, with the style's alpha and blend
    /// mode, through `mask`, onto the current target.
    func composite(_ source: CairoCanvas, style: Style, mask: CairoCanvas?) throws(RenderError) {
        if style.alpha < 1 {
            cairo_set_operator(source.context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(source.context, 0, 0, 0, style.alpha)
            cairo_paint(source.context)
        }
        var shadowed: (canvas: CairoCanvas, x: Double, y: Double)?
        if let shadow = style.shadow, shadow.color.alpha > 0 {
            let sigma = min(max(shadow.sigma, 0), Layer.maxShadowSigmaPixels)
            let pad = Int(Layer.shadowReach(sigma: sigma))
            let canvas = try painter(on: source).shadowCanvas(of: source, pad: pad, sigma: sigma, color: shadow.color)
            shadowed = (canvas, Double(-pad) + shadow.offset.x, Double(-pad) + shadow.offset.y)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, style.blendMode.cairoOperator)
        let sources = [shadowed.map { ($0.canvas.surface, $0.x, $0.y) }, (source.surface, 0, 0)].compactMap { $0 }
        for (surface, x, y) in sources {
            cairo_set_source_surface(cr, surface, x, y)
            if let mask {
                cairo_mask_surface(cr, mask.surface, 0, 0)
            } else {
                cairo_paint(cr)
            }
        }
    }
}
