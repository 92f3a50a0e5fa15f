import LayerShotQuartz
import Testing

@Suite("UIFont metrics")
struct UIFontMetricsTests {
    static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    @Test("the system font's metrics are Inter Display's: units per em 2048, hhea 1974 / −502 / gap 0, H 1472, x 1056")
    func systemFont() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(Self.near(font.ascender, 1974.0 / 2048 * 20))  // 19.277
        #expect(Self.near(font.descender, -502.0 / 2048 * 20))  // −4.902
        #expect(Self.near(font.leading, 0))
        #expect(Self.near(font.lineHeight, 2476.0 / 2048 * 20))  // 24.180
        #expect(Self.near(font.capHeight, 1472.0 / 2048 * 20))  // 14.375
        #expect(Self.near(font.xHeight, 1056.0 / 2048 * 20))  // 10.3125
        #expect(Self.near(font.lineHeight, font.ascender - font.descender + font.leading))
    }

    @Test("DejaVuSans-Bold by name: hhea 1901 / −483, H 1493, x 1120; metrics scale with the size")
    func dejaVu() throws {
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(Self.near(font.ascender, 1901.0 / 2048 * 20))
        #expect(Self.near(font.descender, -483.0 / 2048 * 20))
        #expect(Self.near(font.capHeight, 1493.0 / 2048 * 20))
        #expect(Self.near(font.xHeight, 1120.0 / 2048 * 20))
        #expect(Self.near(font.withSize(40).lineHeight, 2 * font.lineHeight))
    }
}
