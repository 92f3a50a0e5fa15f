internal import CCairo
import LayerModel

extension Painter {
    /// Sets Cairo's anti-aliasing for the layer's own edges (`PlannedLayer.antialiasesEdges`);
    /// `restoreAntialiasing()` goes back to the default for content and text.
    func setEdgeAntialiasing(for planned: PlannedLayer) {
        cairo_set_antialias(cr, planned.antialiasesEdges ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    func restoreAntialiasing() {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    }
}
