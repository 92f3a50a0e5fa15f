internal import CCairo
import LayerModel

extension Painter {
    /// Draws `text` in `bounds` as `TextLayout` places its lines, clipped to the bounds (as
    /// Core Animation draws text into the layer's own backing image) unless `clipsToBounds`
    /// is false (text drawn at a point into a graphics context). Unhinted outlines with gray
    /// anti-aliasing, so glyphs look the same at every scale and on every machine; no
    /// kerning, shaping or bidirectional reordering (Cairo's text API draws glyph by glyph).
    func drawText(_ text: TextLayer, in bounds: Rect, clipsToBounds: Bool = true) throws(RenderError) {
        guard !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite, text.foregroundColor.alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let font = try selectFont(text.font, size: text.fontSize)
        let metrics = TextLayout.Metrics(ascent: font.ascent, descent: font.descent, lineHeight: font.height)
        let layout = TextLayout(text, size: bounds.size, metrics: metrics) { string in
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, string, &extents)
            return extents.x_advance
        }
        if clipsToBounds {
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        setSource(text.foregroundColor)
        for line in layout.lines {
            // Lines wholly outside the bounds are clipped away: skip them.
            guard !clipsToBounds || (line.baseline - font.ascent < bounds.height && line.baseline + font.descent > 0) else { continue }
            for run in line.runs where !run.text.isEmpty {
                cairo_move_to(cr, bounds.minX + run.x, bounds.minY + line.baseline)
                cairo_show_text(cr, run.text)
            }
        }
        cairo_new_path(cr)
    }

    /// Makes `font` at `size` points the context's font (`FontLibrary.withTextOptions`) and
    /// returns its extents in the current user space. Throws `textTooLarge` when `size` in the
    /// current user space is more than `FontLibrary.maxPixelsPerEm` device pixels.
    func selectFont(_ font: TextLayer.Font, size: Double) throws(RenderError) -> cairo_font_extents_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let stretch = LayerModel.AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: 0, ty: 0).largestStretch
        try FontLibrary.checkPixelsPerEm(size: size, stretch: stretch)
        let face = try FontLibrary.shared.face(for: font)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        FontLibrary.withTextOptions { options in cairo_set_font_options(cr, options) }
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return extents
    }
}
