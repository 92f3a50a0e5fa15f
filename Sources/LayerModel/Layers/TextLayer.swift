/// What a text layer draws: `CATextLayer`'s properties, in the layer's bounds (and clipped to
/// them, as Core Animation draws text into the layer's own backing image).
///
/// Lines break at newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029) and, with `isWrapped`, at
/// spaces to fit the bounds width; `TextLayout` places them. Lines are `ascent + descent +
/// line gap` apart; the first baseline is `ascent` below the top. Horizontal placement is by
/// advance width and vertical centering (`centersVertically`) by the line boxes — not by the
/// ink bounds — as UILabel does.
public struct TextLayer: Sendable, Hashable {
    /// Where each line sits horizontally in the bounds, by its advance width:
    /// `CATextLayerAlignmentMode`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Left for a left-to-right paragraph, right for one whose first strong letter is
        /// right-to-left (Hebrew, Arabic…).
        case natural
        case left, center, right
        /// Lines broken by wrapping stretch their spaces to fill the width; the last line of a
        /// paragraph (and a line with no space) is aligned naturally.
        case justified
    }

    /// How a line too wide for the bounds is shortened with "…": `CATextLayerTruncationMode`.
    public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
        /// Not shortened: the line runs past the bounds, which clip it.
        case none
        /// "…" replaces the start: "…of the line".
        case start
        /// "…" replaces the middle: "The st…line".
        case middle
        /// "…" replaces the end: "The start of…".
        case end
    }

    /// Where glyphs come from.
    public enum Font: Sendable, Hashable {
        /// DejaVu Sans Bold, shipped with LayerShot so that every machine draws the same glyphs.
        case dejaVuSansBold
        /// The stand-in for Apple's system font (San Francisco): Inter Display, shipped with
        /// LayerShot in four weights (Regular, Medium, SemiBold, Bold); the face nearest
        /// `weight` is used (lighter than regular draws Regular, heavier than bold draws Bold).
        /// As `UIFont.systemFont(ofSize:weight:)`. Inter Display's x-height, cap height and
        /// ascent are within 2% of SF's and it sets English text about 4% wider (README).
        case system(weight: Weight)
        /// A TrueType/OpenType font file at this path: a regular file of at most
        /// `maxFileSize` bytes.
        case file(String)

        /// The largest font file read, bytes: 32 MiB (large CJK fonts are about 20 MiB).
        public static let maxFileSize = 32 << 20

        /// A font weight on `UIFont.Weight`'s scale, −1…1: regular 0, bold 0.4.
        public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
            public var rawValue: Double
            public init(rawValue: Double) { self.rawValue = rawValue }

            public static let regular = Weight(rawValue: 0)
            public static let medium = Weight(rawValue: 0.23)
            public static let semibold = Weight(rawValue: 0.3)
            public static let bold = Weight(rawValue: 0.4)

            /// The four weights shipped, lightest first.
            public static let shipped: [Weight] = [.regular, .medium, .semibold, .bold]

            /// The shipped weight nearest this one (the lighter one on a tie).
            public var nearestShipped: Weight {
                Weight.shipped.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) } ?? .regular
            }

            public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        }
    }

    /// Default: empty.
    public var string: String
    /// Default: `.dejaVuSansBold`.
    public var font: Font = .dejaVuSansBold
    /// In points. Default: 36 (as `CATextLayer`).
    public var fontSize: Double = 36
    /// Default: opaque white (as `CATextLayer`).
    public var foregroundColor: Color = .white
    /// Core Animation's `alignmentMode`. Default: `.natural` (as `CATextLayer`).
    public var alignment: Alignment = .natural
    /// Vertical placement of the lines' boxes in the bounds. Default: false — at the top, as
    /// `CATextLayer` draws; true centers them, as a UILabel or UITextField does.
    public var centersVertically = false
    /// Breaks lines at spaces (or, for a word longer than a line, between characters) to fit
    /// the bounds width. Default: false (as `CATextLayer`).
    public var isWrapped = false
    /// How a line too wide is shortened; with `isWrapped`, the last line that fits the bounds
    /// height is shortened when text remains below it. Default: `.none` (as `CATextLayer`).
    public var truncationMode: TruncationMode = .none

    public init(string: String = "", font: Font = .dejaVuSansBold, fontSize: Double = 36,
                foregroundColor: Color = .white, alignment: Alignment = .natural, centersVertically: Bool = false,
                isWrapped: Bool = false, truncationMode: TruncationMode = .none) {
        self.string = string
        self.font = font
        self.fontSize = fontSize
        self.foregroundColor = foregroundColor
        self.alignment = alignment
        self.centersVertically = centersVertically
        self.isWrapped = isWrapped
        self.truncationMode = truncationMode
    }
}
