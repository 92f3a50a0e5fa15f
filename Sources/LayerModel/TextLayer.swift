/// What a text layer draws: `CATextLayer`'s properties, one line in the layer's bounds.
///
/// Centering follows UILabel: horizontally by the advance width, vertically by the line box
/// (font ascent + descent, no line gap) — not by the ink bounds.
public struct TextLayer: Sendable, Hashable {
    /// Where the line sits horizontally in the bounds, by its advance width.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case left, center, right }

    /// Where glyphs come from.
    public enum Font: Sendable, Hashable {
        /// DejaVu Sans Bold, shipped with LayerShot so that every machine draws the same glyphs.
        case dejaVuSansBold
        /// A TrueType/OpenType font file at this path.
        case file(String)
    }

    /// Default: empty.
    public var string: String
    /// Default: `.dejaVuSansBold`.
    public var font: Font = .dejaVuSansBold
    /// In points. Default: 36 (as `CATextLayer`).
    public var fontSize: Double = 36
    /// Default: opaque white (as `CATextLayer`).
    public var foregroundColor: Color = .white
    /// Default: `.left`.
    public var alignment: Alignment = .left
    /// Vertical placement of the line box in the bounds. Default: false — at the top, as
    /// `CATextLayer` draws; true centers it, as a UILabel or UITextField does.
    public var centersVertically = false

    public init(string: String = "", font: Font = .dejaVuSansBold, fontSize: Double = 36,
                foregroundColor: Color = .white, alignment: Alignment = .left, centersVertically: Bool = false) {
        self.string = string
        self.font = font
        self.fontSize = fontSize
        self.foregroundColor = foregroundColor
        self.alignment = alignment
        self.centersVertically = centersVertically
    }
}
