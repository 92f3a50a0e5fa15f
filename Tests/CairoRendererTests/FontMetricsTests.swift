import CairoRenderer
import LayerModel
import Testing
import TestSupport

/// `FontLibrary`'s measures, which UIKit's fonts and string drawing read: font units scaled
/// to points, unhinted.
@Suite("Font metrics")
struct FontMetricsTests {
    static let library = FontLibrary.shared

    @Test("Inter Display at 20 pt: units per em 2048, hhea 1974 / −502 / gap 0, H 1472, x 1056")
    func interDisplay() throws {
        let metrics = try Self.library.metrics(of: .system(weight: .regular), size: 20)
        #expect(isClose(metrics.line.ascent, 1974.0 / 2048 * 20, 1e-6))
        #expect(isClose(metrics.line.descent, 502.0 / 2048 * 20, 1e-6))
        #expect(isClose(metrics.line.lineHeight, 2476.0 / 2048 * 20, 1e-6))
        #expect(isClose(metrics.capHeight, 1472.0 / 2048 * 20, 1e-6))
        #expect(isClose(metrics.xHeight, 1056.0 / 2048 * 20, 1e-6))
    }

    @Test("metrics and advances scale with the size; an advance is the sum of the glyphs' (no kerning)")
    func advances() throws {
        let font = TextLayer.Font.dejaVuSansBold
        let h = try Self.library.advance(of: "H", font: font, size: 10)
        #expect(h > 0)
        #expect(try Self.library.advance(of: "", font: font, size: 10) == 0)
        #expect(isClose(try Self.library.advance(of: "HHH", font: font, size: 10), 3 * h, 1e-9))
        let a = try Self.library.advance(of: "A", font: font, size: 10)
        let v = try Self.library.advance(of: "V", font: font, size: 10)
        #expect(isClose(try Self.library.advance(of: "AV", font: font, size: 10), a + v, 1e-9))
        #expect(isClose(try Self.library.advance(of: "H", font: font, size: 40), 4 * h, 1e-6))
        let small = try Self.library.metrics(of: font, size: 10), large = try Self.library.metrics(of: font, size: 40)
        #expect(isClose(large.line.lineHeight, 4 * small.line.lineHeight, 1e-6))
    }

    @Test("text is measured at 2 px per point: 8192 pt is the largest size, 8192.5 pt is refused before FreeType")
    func largest() throws {
        #expect(try Self.library.metrics(of: .dejaVuSansBold, size: 8192).line.ascent > 0)
        #expect(throws: RenderError.textTooLarge(pixelsPerEm: 16_385, limit: 16_384)) {
            try Self.library.advance(of: "H", font: .dejaVuSansBold, size: 8192.5)
        }
        // The shared face still measures after the refusal.
        #expect(try Self.library.metrics(of: .dejaVuSansBold, size: 12).line.ascent > 0)
    }

    @Test("a font that cannot be read is fontUnavailable, as when drawn")
    func unreadable() {
        let reason = "not a readable TrueType or OpenType file of at most 32 MiB"
        #expect(throws: RenderError.fontUnavailable(path: "/etc/passwd", reason: reason)) {
            try Self.library.metrics(of: .file("/etc/passwd"), size: 12)
        }
    }
}
