import Foundation
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// `boundingRect(with:options:…)` and `CALayer.preferredFrameSize()`, against the font's own
/// metrics: Inter Display at 20 pt (the system font's stand-in) has ascender 1974/2048 × 20 =
/// 19.277 pt, descender −502/2048 × 20 = −4.902 pt and no leading, so lines are
/// `lineHeight` = 24.180 pt apart and a line box is as high.
@Suite("String measuring", .isolatedQuartzState)
struct StringMeasuringTests {
    static let font = UIFont.systemFont(ofSize: 20)
    static var attributes: [NSAttributedString.Key: Any] { [.font: font] }
    /// One line box: ascender − descender.
    static let box = font.ascender - font.descender

    static func width(_ string: String) -> CGFloat { string.size(withAttributes: attributes).width }

    @Test("with .usesLineFragmentOrigin one line is its advance by one line box, from (0, 0)")
    func oneLine() {
        let rect = ("Hello" as NSString).boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                                      attributes: Self.attributes, context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: Self.width("Hello"), height: Self.box))
        #expect(isClose(Self.box, 2476.0 / 2048 * 20, 1e-6))
    }

    @Test("the usual sizing call: wrapped to the width in an unbounded height, one lineHeight per further line")
    func wrapped() {
        // "aaa aaa" fits 1 pt more than its width, so "aaa aaa aaa" wraps after the second word.
        let width = Self.width("aaa aaa") + 1
        let rect = "aaa aaa aaa".boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                              options: [.usesLineFragmentOrigin], attributes: Self.attributes, context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: Self.width("aaa aaa"), height: Self.font.lineHeight + Self.box))
        // Newlines break lines too; a zero size bounds nothing.
        let lines = "aaa\naaa aaa".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(lines.size == CGSize(width: Self.width("aaa aaa"), height: Self.font.lineHeight + Self.box))
    }

    @Test("only the lines whose box fits the height count; .truncatesLastVisibleLine shortens the last with \"…\"")
    func heightLimit() {
        let width = Self.width("aaa aaa") + 1
        let size = CGSize(width: width, height: Self.box + 1)
        let cut = "aaa aaa aaa".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(cut.size == CGSize(width: Self.width("aaa aaa"), height: Self.box))
        let truncated = "aaa aaa aaa".boundingRect(with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                   attributes: Self.attributes, context: nil)
        // The one line holds "aaa aaa aaa", shortened to fit: 6 a's, a space and "…" at most.
        #expect(truncated.height == Self.box && truncated.width <= width && truncated.width > Self.width("aaa aa"))
    }

    @Test(".usesFontLeading changes nothing: the faces drawn have no leading")
    func fontLeading() throws {
        let dejaVu = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        for font in [Self.font, dejaVu] {
            #expect(font.leading == 0)
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let plain = "a\nb".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            let leading = "a\nb".boundingRect(with: .zero, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes, context: nil)
            #expect(plain == leading && isClose(plain.height, font.lineHeight + font.ascender - font.descender, 1e-9))
        }
    }

    @Test("without .usesLineFragmentOrigin the string is one unwrapped line whose origin is the baseline")
    func singleLine() {
        let rect = "aaa aaa aaa".boundingRect(with: CGSize(width: 10, height: 10), options: [], attributes: Self.attributes, context: nil)
        #expect(rect == CGRect(x: 0, y: -Self.font.ascender, width: Self.width("aaa aaa aaa"), height: Self.box))
    }

    @Test("an attributed string measures with its first character's attributes; the context keeps the result")
    func attributedAndContext() {
        let context = NSStringDrawingContext()
        let attributed = NSAttributedString(string: "aaa aaa aaa", attributes: Self.attributes)
        let size = CGSize(width: Self.width("aaa aaa") + 1, height: 100)
        let rect = attributed.boundingRect(with: size, options: [.usesLineFragmentOrigin, .usesFontLeading], context: context)
        #expect(rect == ("aaa aaa aaa" as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil))
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
    }

    @Test("preferredFrameSize(): the frame's size, transform included; a text layer's text size")
    func preferredFrameSize() {
        let layer = sizedLayer(10, 20)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(layer.preferredFrameSize().width, 20, 1e-9) && isClose(layer.preferredFrameSize().height, 10, 1e-9))

        let text = CATextLayer()
        text.font = Self.font
        text.fontSize = 20
        text.string = "aaa\naaa aaa"
        #expect(text.preferredFrameSize() == CGSize(width: Self.width("aaa aaa"), height: Self.font.lineHeight + Self.box))
        // Wrapped text wraps to the bounds' width.
        text.string = "aaa aaa aaa"
        text.isWrapped = true
        text.bounds = CGRect(x: 0, y: 0, width: Self.width("aaa aaa") + 1, height: 10)
        #expect(text.preferredFrameSize() == CGSize(width: Self.width("aaa aaa"), height: Self.font.lineHeight + Self.box))
    }
}
