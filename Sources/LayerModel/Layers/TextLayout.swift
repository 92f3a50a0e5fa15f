/// The lines of a text layer placed in its bounds, as `CATextLayer` lays them out: line breaks,
/// word wrapping, truncation with "…", alignment and vertical placement. Pure: the only thing
/// it needs from a font is `Metrics` and `measure`, a string's advance width in points, so the
/// renderer measures and draws while the rules are tested here with made-up widths.
public struct TextLayout: Sendable, Hashable {
    /// What layout needs to know of a font at its size, in points.
    public struct Metrics: Sendable, Hashable {
        /// From the baseline up to the top of the line box.
        public var ascent: Double
        /// From the baseline down to the bottom of the line box.
        public var descent: Double
        /// Baseline to baseline: ascent + descent + the font's line gap.
        public var lineHeight: Double

        public init(ascent: Double, descent: Double, lineHeight: Double) {
            self.ascent = ascent
            self.descent = descent
            self.lineHeight = lineHeight
        }
    }

    /// Text drawn from one pen position: `x` from the bounds' left edge, in points.
    package struct Run: Sendable, Hashable {
        package var text: String
        package var x: Double
    }

    /// One line: its runs (one, or one per word when justified) and its baseline, points
    /// below the bounds' top edge.
    package struct Line: Sendable, Hashable {
        package var runs: [Run]
        package var baseline: Double
    }

    /// The lines, top to bottom.
    package var lines: [Line]

    /// What truncation puts in place of the text it removes.
    package static let ellipsis = "…"

    /// Lays out `text` in bounds of `size`.
    ///
    /// - Paragraphs end at newlines; a tab draws as a space and other control characters
    ///   draw nothing (never a missing-glyph box).
    /// - With `isWrapped` (and a width > 0), each paragraph breaks greedily at spaces; the
    ///   space at a break is not drawn, and a word longer than the width breaks between
    ///   characters. Only lines whose box fits the height are kept (at least one); with a
    ///   `truncationMode`, the last kept line holds the rest of the text (its line breaks as
    ///   spaces), shortened to the width.
    /// - Without wrapping, every paragraph is one line; each too wide is shortened by the
    ///   `truncationMode`, and lines past the bottom are left to the clip.
    /// - Truncation keeps as many characters (grapheme clusters) as fit with "…": the first
    ///   ones (`end`), the last ones (`start`), or the first and last halves (`middle`).
    package init(_ text: TextLayer, size: Size, metrics: Metrics, measure: (String) -> Double) {
        // Advances are additive (Cairo's text drawing does not kern), so widths while breaking
        // and truncating are sums of each character's, measured once.
        var advances: [Character: Double] = [:]
        func widthOf(_ s: Substring) -> Double {
            s.reduce(0) { total, c in
                if let a = advances[c] { return total + a }
                let a = measure(String(c))
                advances[c] = a
                return total + a
            }
        }
        let width = size.width
        var lines: [(text: String, wrapped: Bool, rightToLeft: Bool)] = []
        let paragraphs = TextLayout.paragraphs(of: text.string)
        for paragraph in paragraphs {
            let rightToLeft = TextLayout.isRightToLeft(paragraph)
            let parts = text.isWrapped && width > 0 ? TextLayout.wrap(paragraph, width: width, widthOf: widthOf) : [paragraph]
            for (i, part) in parts.enumerated() {
                lines.append((part, i < parts.count - 1, rightToLeft))
            }
        }
        if text.isWrapped {
            let box = metrics.ascent + metrics.descent
            // Counted in Double: a height too large for an Int (UIKit code measures in
            // `.greatestFiniteMagnitude`) keeps every line, a NaN one the first.
            let fitting = metrics.lineHeight > 0 ? ((size.height - box) / metrics.lineHeight).rounded(.down) + 1 : Double(lines.count)
            let kept = fitting >= Double(lines.count) ? lines.count : max(1, Int(exactly: fitting) ?? 1)
            if kept < lines.count, text.truncationMode != .none {
                let rest = lines[(kept - 1)...].map(\.text).joined(separator: " ")
                lines[kept - 1] = (rest, false, lines[kept - 1].rightToLeft)
            }
            lines.removeSubrange(kept...)
        }
        let blockHeight = Double(max(lines.count - 1, 0)) * metrics.lineHeight + metrics.ascent + metrics.descent
        let top = text.centersVertically ? (size.height - blockHeight) / 2 : 0
        self.lines = lines.enumerated().map { index, line in
            var string = line.text
            if text.truncationMode != .none, widthOf(Substring(string)) > width {
                string = TextLayout.truncate(string, to: width, mode: text.truncationMode, widthOf: widthOf)
            }
            let baseline = top + metrics.ascent + Double(index) * metrics.lineHeight
            if text.alignment == .justified, line.wrapped, let runs = TextLayout.justify(string, width: width, widthOf: widthOf) {
                return Line(runs: runs, baseline: baseline)
            }
            let lineWidth = measure(string)
            let x: Double
            switch text.alignment {
            case .left: x = 0
            case .right: x = width - lineWidth
            case .center: x = width / 2 - lineWidth / 2
            case .natural, .justified: x = line.rightToLeft ? width - lineWidth : 0
            }
            return Line(runs: [Run(text: string, x: x)], baseline: baseline)
        }
    }

    /// The paragraphs of `string`: split at `\n`, `\r\n`, `\r`, U+2028 and U+2029; tabs become
    /// spaces and other control characters are dropped.
    static func paragraphs(of string: String) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        for c in string {
            switch c {
            case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}":
                paragraphs.append(current)
                current = ""
            case "\t":
                current.append(" ")
            default:
                if c.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { continue }
                current.append(c)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// True when the paragraph's first strong letter is right-to-left (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and their presentation forms).
    static func isRightToLeft(_ paragraph: String) -> Bool {
        for scalar in paragraph.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return true
            default:
                if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    /// Greedy word wrapping of one paragraph to `width` points.
    static func wrap(_ paragraph: String, width: Double, widthOf: (Substring) -> Double) -> [String] {
        let space = widthOf(" ")
        var lines: [String] = []
        var current: String?
        var currentWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = widthOf(word)
            if let line = current {
                if currentWidth + space + wordWidth <= width + TextLayout.slack {
                    current = line + " " + word
                    currentWidth += space + wordWidth
                    continue
                }
                lines.append(line)
            }
            // A new line starts with this word, broken between characters while too wide.
            var rest = word
            while rest.count > 1, widthOf(rest) > width + TextLayout.slack {
                var end = rest.index(after: rest.startIndex)
                var used = widthOf(rest[..<end])
                while end < rest.endIndex {
                    let next = rest.index(after: end)
                    let more = widthOf(rest[end..<next])
                    guard used + more <= width + TextLayout.slack else { break }
                    used += more
                    end = next
                }
                lines.append(String(rest[..<end]))
                rest = rest[end...]
            }
            current = String(rest)
            currentWidth = widthOf(rest)
        }
        lines.append(current ?? "")
        return lines
    }

    /// How far a width may exceed another and still count as fitting: sums of advances differ
    /// from a whole string's measure in the last bits.
    static let slack = 1e-9

    /// `string` shortened with "…" to fit `width` (at least "…" itself is kept).
    static func truncate(_ string: String, to width: Double, mode: TextLayer.TruncationMode, widthOf: (Substring) -> Double) -> String {
        let characters = Array(string)
        // before[k]: the width of the first k characters.
        var before = [0.0]
        for c in characters {
            before.append(before[before.count - 1] + widthOf(Substring(String(c))))
        }
        let room = width - widthOf(Substring(TextLayout.ellipsis)) + TextLayout.slack
        let n = characters.count
        let span = { (from: Int, to: Int) -> Double in before[to] - before[from] }
        switch mode {
        case .none:
            return string
        case .end:
            var k = n
            while k > 0, span(0, k) > room { k -= 1 }
            return TextLayout.droppingTrailingSpaces(String(characters[..<k])) + TextLayout.ellipsis
        case .start:
            var k = n
            while k > 0, span(n - k, n) > room { k -= 1 }
            return TextLayout.ellipsis + String(String(characters[(n - k)...]).drop { $0 == " " })
        case .middle:
            var k = n
            while k > 0, span(0, (k + 1) / 2) + span(n - k / 2, n) > room { k -= 1 }
            let head = TextLayout.droppingTrailingSpaces(String(characters[..<((k + 1) / 2)]))
            let tail = String(characters[(n - k / 2)...]).drop { $0 == " " }
            return head + TextLayout.ellipsis + String(tail)
        }
    }

    static func droppingTrailingSpaces(_ s: String) -> String {
        var s = Substring(s)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// One run per word, with the spaces stretched so the line fills `width`; nil when the
    /// line has no space between words or is already as wide.
    static func justify(_ line: String, width: Double, widthOf: (Substring) -> Double) -> [Run]? {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        let gaps = words.count - 1
        let natural = widthOf(Substring(line))
        guard gaps > 0, natural < width else { return nil }
        let space = widthOf(" ") + (width - natural) / Double(gaps)
        var runs: [Run] = []
        var x = 0.0
        for word in words {
            if !word.isEmpty { runs.append(Run(text: String(word), x: x)) }
            x += widthOf(word) + space
        }
        return runs
    }
}
