import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("UIFont metrics", .isolatedQuartzState)
struct UIFontMetricsTests {
    @Test("the system font's metrics are Inter Display's: units per em 2048, hhea 1974 / −502 / gap 0, H 1472, x 1056")
    func systemFont() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(isClose(font.ascender, 1974.0 / 2048 * 20, 1e-6))  // 19.277
        #expect(isClose(font.descender, -502.0 / 2048 * 20, 1e-6))  // −4.902
        #expect(isClose(font.leading, 0, 1e-6))
        #expect(isClose(font.lineHeight, 2476.0 / 2048 * 20, 1e-6))  // 24.180
        #expect(isClose(font.capHeight, 1472.0 / 2048 * 20, 1e-6))  // 14.375
        #expect(isClose(font.xHeight, 1056.0 / 2048 * 20, 1e-6))  // 10.3125
        #expect(isClose(font.lineHeight, font.ascender - font.descender + font.leading, 1e-6))
    }

    @Test("DejaVuSans-Bold by name: hhea 1901 / −483, H 1493, x 1120; metrics scale with the size")
    func dejaVu() throws {
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(isClose(font.ascender, 1901.0 / 2048 * 20, 1e-6))
        #expect(isClose(font.descender, -483.0 / 2048 * 20, 1e-6))
        #expect(isClose(font.capHeight, 1493.0 / 2048 * 20, 1e-6))
        #expect(isClose(font.xHeight, 1120.0 / 2048 * 20, 1e-6))
        #expect(isClose(font.withSize(40).lineHeight, 2 * font.lineHeight, 1e-6))
    }
}
