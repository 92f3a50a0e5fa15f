internal import CCairo
import LayerModel

extension Painter {
    /// Sets Cairo's anti-aliasing for the layer's own edges (`Layer.antialiasesEdges(under:)`);
    /// `restoreAntialiasing()` goes back to the default for content and text.
    func setEdgeAntialiasing(for layer: Layer, under m: AffineTransform) {
        cairo_set_antialias(cr, layer.antialiasesEdges(under: m) ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    func restoreAntialiasing() {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    }
}
