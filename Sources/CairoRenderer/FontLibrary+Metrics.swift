internal import CCairo
public import LayerModel

/// A font's measures at a size, points, as text layers measure them (`FontLibrary.metrics`).
public struct FontMetrics: Sendable, Hashable {
    /// The line box (ascent above and descent below the baseline, both positive) and the line
    /// height (baseline to baseline: the two and the font's line gap).
    public var line: TextLayout.Metrics
    /// The height of capital letters above the baseline: the top of the ink of "H".
    public var capHeight: Double
    /// The height of lowercase letters above the baseline: the top of the ink of "x".
    public var xHeight: Double

    public init(line: TextLayout.Metrics, capHeight: Double, xHeight: Double) {
        self.line = line
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

extension FontLibrary {
    /// The pixels per point text is measured at: 2, a 2x screen's. Metrics are unhinted, so
    /// they barely depend on it; one fixed value keeps every measurement the same number.
    static let measuringScale = 2.0

    /// `font`'s vertical metrics at `size` points, measured as text layers measure them (at
    /// `measuringScale`, metrics unhinted). Throws `fontUnavailable` when the font cannot be
    /// loaded and `textTooLarge` above `maxPixelsPerEm` pixels at that scale.
    public func metrics(of font: TextLayer.Font, size: Double) throws(RenderError) -> FontMetrics {
        try measuring(font, size: size) { scaledFont in
            var extents = cairo_font_extents_t()
            cairo_scaled_font_extents(scaledFont, &extents)
            func inkTop(_ glyph: String) -> Double { -FontLibrary.extents(of: glyph, in: scaledFont).y_bearing }
            let line = TextLayout.Metrics(ascent: extents.ascent, descent: extents.descent, lineHeight: extents.height)
            return FontMetrics(line: line, capHeight: inkTop("H"), xHeight: inkTop("x"))
        }
    }

    /// How far one line of `string` moves the pen in `font` at `size` points: the sum of its
    /// glyphs' advances (no kerning or shaping, as text layers draw it), measured as
    /// `metrics(of:size:)` measures. Throws as `metrics(of:size:)` does.
    public func advance(of string: String, font: TextLayer.Font, size: Double) throws(RenderError) -> Double {
        try measuring(font, size: size) { scaledFont in FontLibrary.extents(of: string, in: scaledFont).x_advance }
    }

    /// `body` given `font` at `size` points as a Cairo scaled font at `measuringScale`, with
    /// the options text is drawn with; its measures are in points.
    private func measuring<T>(_ font: TextLayer.Font, size: Double,
                              _ body: (OpaquePointer) -> T) throws(RenderError) -> T {
        try FontLibrary.checkPixelsPerEm(size: size, stretch: FontLibrary.measuringScale)
        let face = try face(for: font)
        var fontMatrix = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        cairo_matrix_init_scale(&ctm, FontLibrary.measuringScale, FontLibrary.measuringScale)
        let scaledFont = FontLibrary.withTextOptions { options in
            cairo_scaled_font_create(face, &fontMatrix, &ctm, options)
        }
        guard let scaledFont else { throw .cairo(status: "could not create a scaled font") }
        defer { cairo_scaled_font_destroy(scaledFont) }
        return body(scaledFont)
    }

    private static func extents(of string: String, in scaledFont: OpaquePointer) -> cairo_text_extents_t {
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaledFont, string, &extents)
        return extents
    }
}
