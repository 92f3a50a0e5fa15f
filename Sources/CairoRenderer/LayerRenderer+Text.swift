internal import CCairo
import LayerModel

extension Painter {
    /// Draws one line of text in `bounds`: aligned by its advance width, its line box
    /// (ascent + descent) at the top or centered. Unhinted outlines with gray anti-aliasing,
    /// so glyphs look the same at every scale and on every machine.
    func drawText(_ text: TextLayer, in bounds: Rect) throws(RenderError) {
        guard !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite, text.foregroundColor.alpha > 0 else { return }
        let font = try selectFont(text.font, size: text.fontSize)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text.string, &extents)
        let x: Double
        switch text.alignment {
        case .left: x = bounds.minX
        case .center: x = bounds.midX - extents.x_advance / 2
        case .right: x = bounds.maxX - extents.x_advance
        }
        let lineBox = font.ascent + font.descent
        let top = text.centersVertically ? bounds.midY - lineBox / 2 : bounds.minY
        cairo_move_to(cr, x, top + font.ascent)
        setSource(text.foregroundColor)
        cairo_show_text(cr, text.string)
        cairo_new_path(cr)
    }

    /// Makes `font` at `size` points the context's font (unhinted, gray anti-aliasing) and
    /// returns its extents in the current user space.
    func selectFont(_ font: TextLayer.Font, size: Double) throws(RenderError) -> cairo_font_extents_t {
        let face = try FontLibrary.shared.face(for: font)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return extents
    }
}
