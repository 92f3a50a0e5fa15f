import LayerModel
import Testing

/// Text layout with made-up widths: every character 10 pt, a space 5 pt, "…" 8 pt; ascent 8,
/// descent 2, lines 12 pt apart.
@Suite("Text layout")
struct TextLayoutTests {
    static let metrics = TextLayout.Metrics(ascent: 8, descent: 2, lineHeight: 12)

    static func measure(_ s: String) -> Double {
        s.reduce(0) { $0 + ($1 == " " ? 5 : $1 == "…" ? 8 : 10) }
    }

    static func layout(_ text: TextLayer, width: Double = 100, height: Double = 100) -> TextLayout {
        TextLayout(text, size: Size(width: width, height: height), metrics: metrics, measure: measure)
    }

    struct Run: Equatable {
        var text: String
        var x: Double
    }

    /// A line's runs, comparable with literals.
    static func runs(_ line: TextLayout.Line) -> [Run] {
        line.runs.map { Run(text: $0.text, x: $0.x) }
    }

    /// Each line's text (runs joined by a space).
    static func lines(_ layout: TextLayout) -> [String] {
        layout.lines.map { $0.runs.map(\.text).joined(separator: " ") }
    }

    @Test("newlines break lines and are never drawn; baselines are ascent + n × line height")
    func newlines() {
        let layout = Self.layout(TextLayer(string: "ab\ncd\r\nef\rgh\u{2028}ij"))
        #expect(Self.lines(layout) == ["ab", "cd", "ef", "gh", "ij"])
        #expect(layout.lines.map(\.baseline) == [8, 20, 32, 44, 56])
        #expect(Self.lines(Self.layout(TextLayer(string: "a\tb\u{7}c\n"))) == ["a bc", ""])
    }

    @Test("wrapping breaks greedily at spaces; the space at a break is not drawn")
    func wrapping() {
        var text = TextLayer(string: "aaa bbb ccc", isWrapped: true)
        // "aaa bbb" is 30 + 5 + 30 = 65 ≤ 70; adding " ccc" makes 100.
        #expect(Self.lines(Self.layout(text, width: 70)) == ["aaa bbb", "ccc"])
        #expect(Self.lines(Self.layout(text, width: 64.9)) == ["aaa", "bbb", "ccc"])
        text.isWrapped = false
        #expect(Self.lines(Self.layout(text, width: 70)) == ["aaa bbb ccc"])
    }

    @Test("a word longer than the width breaks between characters")
    func longWord() {
        let text = TextLayer(string: "abcdefgh xy", isWrapped: true)
        #expect(Self.lines(Self.layout(text, width: 35)) == ["abc", "def", "gh", "xy"])
    }

    @Test("wrapped lines stop where the bounds end; with truncation the last holds the rest, shortened")
    func wrappedHeight() {
        var text = TextLayer(string: "aa bb cc dd", isWrapped: true)
        // Four lines of one word in 25 pt; a 30-pt height fits ⌊(30 − 10) / 12⌋ + 1 = 2 boxes.
        #expect(Self.lines(Self.layout(text, width: 25, height: 30)) == ["aa", "bb"])
        text.truncationMode = .end
        // "bb cc dd" in 25 pt: room 25 − 8 = 17 for one 10-pt character.
        #expect(Self.lines(Self.layout(text, width: 25, height: 30)) == ["aa", "b…"])
        // At least one line, however short the bounds.
        #expect(Self.lines(Self.layout(text, width: 25, height: 1)).count == 1)
        // A height beyond Int (UIKit code measures in .greatestFiniteMagnitude) keeps every line; NaN the first.
        #expect(Self.lines(Self.layout(text, width: 25, height: .greatestFiniteMagnitude)) == ["aa", "bb", "cc", "dd"])
        #expect(Self.lines(Self.layout(text, width: 25, height: .infinity)).count == 4)
        #expect(Self.lines(Self.layout(text, width: 25, height: .nan)) == ["a…"])
    }

    @Test("truncation keeps the start, the end or both ends with an ellipsis")
    func truncation() {
        var text = TextLayer(string: "abcdefghij")
        // 100 pt in 45: room 45 − 8 = 37 for 3 characters.
        #expect(Self.lines(Self.layout(text, width: 45)) == ["abcdefghij"])
        text.truncationMode = .end
        #expect(Self.lines(Self.layout(text, width: 45)) == ["abc…"])
        text.truncationMode = .start
        #expect(Self.lines(Self.layout(text, width: 45)) == ["…hij"])
        text.truncationMode = .middle
        #expect(Self.lines(Self.layout(text, width: 45)) == ["ab…j"])
        // A line that fits is left alone; spaces next to the ellipsis are dropped.
        #expect(Self.lines(Self.layout(TextLayer(string: "ab", truncationMode: .end), width: 45)) == ["ab"])
        // In 40 pt (room 32): "ab " is 25 pt, "ab c" 35.
        #expect(Self.lines(Self.layout(TextLayer(string: "ab cdef", truncationMode: .end), width: 40)) == ["ab…"])
        // Too narrow for any character: the ellipsis alone.
        #expect(Self.lines(Self.layout(TextLayer(string: "abc", truncationMode: .end), width: 5)) == ["…"])
    }

    @Test("alignment places each line by its advance width; natural follows the paragraph's direction")
    func alignment() {
        let cases: [(TextLayer.Alignment, Double)] = [(.left, 0), (.natural, 0), (.right, 80), (.center, 40), (.justified, 0)]
        for (alignment, x) in cases {
            #expect(Self.runs(Self.layout(TextLayer(string: "ab", alignment: alignment)).lines[0]) == [Run(text: "ab", x: x)])
        }
        // Hebrew: 4 characters, 40 pt, against the right edge.
        let hebrew = Self.layout(TextLayer(string: "שלום\nab", alignment: .natural))
        #expect(hebrew.lines.map { $0.runs[0].x } == [60, 0])
        #expect(TextLayer().alignment == .natural)
    }

    @Test("justified lines stretch their spaces; the last line of a paragraph does not")
    func justified() {
        let layout = Self.layout(TextLayer(string: "aa bb cc dd", alignment: .justified, isWrapped: true), width: 75)
        // "aa bb cc" is 70 pt: 5 pt more over two spaces, each 7.5 pt.
        #expect(Self.runs(layout.lines[0]) == [Run(text: "aa", x: 0), Run(text: "bb", x: 27.5), Run(text: "cc", x: 55)])
        #expect(Self.runs(layout.lines[1]) == [Run(text: "dd", x: 0)])
    }

    @Test("centersVertically centers the block of line boxes")
    func centered() {
        let layout = Self.layout(TextLayer(string: "a\nb", centersVertically: true))
        // Block 12 + 8 + 2 = 22 pt in 100: top 39.
        #expect(layout.lines.map(\.baseline) == [47, 59])
    }

    @Test("system font weights snap to the nearest shipped face, as UIFont.Weight numbers")
    func weights() {
        typealias W = TextLayer.Font.Weight
        let cases: [(Double, W)] = [(-0.8, .regular), (0.1, .regular), (0.2, .medium), (0.27, .semibold), (0.35, .semibold), (0.5, .bold), (0.62, .bold)]
        for (raw, expected) in cases {
            #expect(W(rawValue: raw).nearestShipped == expected, "\(raw)")
        }
        #expect([W.regular, .medium, .semibold, .bold].map(\.rawValue) == [0, 0.23, 0.3, 0.4])
    }
}
