import CairoRenderer
import Imaging
import LayerModel
import Testing

/// Pixel facts about text: line breaks, the shipped system font, clipping.
@Suite("Text pixels")
struct TextRenderingTests {
    func render(_ text: TextLayer, width: Double = 80, height: Double = 60) throws -> Bitmap {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: width, height: height))
        root.text = text
        return try LayerRenderer(scale: 2).render(root)
    }

    /// The summed alpha of rows `rows` (pixels).
    func ink(_ image: Bitmap, rows: Range<Int>) -> Int {
        var total = 0
        for y in rows {
            for x in 0..<image.width { total += Int(image[x, y].a) }
        }
        return total
    }

    @Test("a trailing newline draws nothing — no missing-glyph box", arguments: [TextLayer.Font.dejaVuSansBold, .system(weight: .regular)])
    func newlineIsNotAGlyph(font: TextLayer.Font) throws {
        let plain = try render(TextLayer(string: "ab", font: font, fontSize: 20))
        #expect(try render(TextLayer(string: "ab\n", font: font, fontSize: 20)) == plain)
        #expect(try render(TextLayer(string: "ab\r\n\t", font: font, fontSize: 20)).pixels != [])
    }

    @Test("the second line is drawn one line height lower")
    func secondLine() throws {
        let one = try render(TextLayer(string: "ab", font: .system(weight: .regular), fontSize: 20))
        let two = try render(TextLayer(string: "ab\nab", font: .system(weight: .regular), fontSize: 20))
        // Inter Display's line height is (1974 + 502) / 2048 em: 24.18 pt at 20 pt, 48.4 px at scale 2.
        #expect(ink(one, rows: 0..<48) == ink(two, rows: 0..<48))
        #expect(ink(one, rows: 49..<120) == 0)
        #expect(ink(two, rows: 49..<97) == ink(one, rows: 0..<48))
    }

    @Test("heavier system weights draw more ink")
    func weights() throws {
        let inks = try [TextLayer.Font.Weight.regular, .medium, .semibold, .bold].map { weight in
            ink(try render(TextLayer(string: "Label", font: .system(weight: weight), fontSize: 20)), rows: 0..<120)
        }
        #expect(inks == inks.sorted() && Set(inks).count == 4, "\(inks)")
    }

    @Test("text is clipped to the layer's bounds, as CATextLayer draws into its own backing")
    func clipped() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 40))
        var label = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 40))
        label.text = TextLayer(string: "WWWW", fontSize: 20)
        root.addSublayer(label)
        let image = try LayerRenderer(scale: 1).render(root)
        #expect(ink(image, rows: 0..<40) > 0)
        var outside = 0
        for y in 0..<40 { for x in 20..<60 { outside += Int(image[x, y].a) } }
        #expect(outside == 0)
    }
}
