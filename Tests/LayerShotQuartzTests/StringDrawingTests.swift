import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("String drawing into the current context", .isolatedQuartzState)
struct StringDrawingTests {
    static let font = UIFont.boldSystemFont(ofSize: 20)

    /// The columns and rows holding ink.
    static func ink(_ bitmap: Bitmap) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 0 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    @Test("Lines stack by the line box: two lines measure twice one line's height")
    func multiLine() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.black]
        let one = "Hg".size(withAttributes: attributes)
        let two = "Hg\nH".size(withAttributes: attributes)
        #expect(one.height > 20 && one.height < 30)
        #expect(isClose(two.height, 2 * one.height, 1e-9) && two.width == one.width)
        let single = try drawn(80, 60) { ctx in
            UIGraphicsPushContext(ctx)
            "H".draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
            UIGraphicsPopContext()
        }
        let double = try drawn(80, 60) { ctx in
            UIGraphicsPushContext(ctx)
            "H\nH".draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
            UIGraphicsPopContext()
        }
        let a = try #require(Self.ink(single)), b = try #require(Self.ink(double))
        // The second H is the first moved down by one line box (rounded to whole pixels).
        #expect(b.rows.lowerBound == a.rows.lowerBound)
        #expect(abs(Double(b.rows.upperBound - a.rows.upperBound) - one.height) <= 1)
    }

    /// `string` drawn in `rect` of a 200×120 image with `Self.font`, black, `mode`.
    static func drawnText(_ string: String, in rect: CGRect, _ mode: NSLineBreakMode) throws -> Bitmap {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = mode
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style]
        return try drawn(200, 120) { ctx in
            UIGraphicsPushContext(ctx)
            string.draw(in: rect, withAttributes: attributes)
            UIGraphicsPopContext()
        }
    }

    @Test("draw(in:) wraps at spaces to the width, keeps the lines that fit the height, clips to the rectangle")
    func wrapping() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let word = "HH".size(withAttributes: attributes).width, line = "HH".size(withAttributes: attributes).height
        // Wide enough for one "HH" and not for "HH HH": the second word goes to a second line.
        let narrow = CGRect(x: 0, y: 0, width: word + 4, height: 100)
        let wrapped = try #require(Self.ink(try Self.drawnText("HH HH", in: narrow, .byWordWrapping)))
        #expect(Double(wrapped.rows.upperBound) > line && Double(wrapped.rows.upperBound) < 2 * line)
        #expect(Double(wrapped.columns.upperBound) < word + 4)
        // Clipping: one line, cut at the rectangle's right edge.
        let clipped = try #require(Self.ink(try Self.drawnText("HH HH", in: narrow, .byClipping)))
        #expect(Double(clipped.rows.upperBound) < line)
        #expect(Double(clipped.columns.upperBound) < word + 4)
        // Three lines' worth of words in 1.5 line boxes: only the first line is drawn.
        let short = CGRect(x: 0, y: 0, width: word + 4, height: 1.5 * line)
        let first = try #require(Self.ink(try Self.drawnText("HH HH HH", in: short, .byWordWrapping)))
        #expect(Double(first.rows.upperBound) < line)
    }

    @Test("draw(in:) shortens a line with \"…\" by a truncating mode instead of wrapping it")
    func truncating() throws {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 100)
        let tail = try Self.drawnText("HHHHHHHHHH", in: rect, .byTruncatingTail)
        let clipped = try Self.drawnText("HHHHHHHHHH", in: rect, .byClipping)
        let a = try #require(Self.ink(tail)), b = try #require(Self.ink(clipped))
        #expect(a.columns.lowerBound >= 10 && a.columns.upperBound < 90 && b.columns.upperBound < 90)
        #expect(tail != clipped)
        let line = "H".size(withAttributes: [.font: Self.font]).height
        #expect(Double(a.rows.upperBound) < 10 + line)
    }

    @Test("NSAttributedString draws with its attributes; centered paragraphs center in the rectangle")
    func attributedAndCentered() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: "I", attributes: [.font: Self.font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        let width = text.size().width
        let bitmap = try drawn(100, 30) { ctx in
            UIGraphicsPushContext(ctx)
            text.draw(in: CGRect(x: 0, y: 0, width: 100, height: 30))
            UIGraphicsPopContext()
        }
        let ink = try #require(Self.ink(bitmap))
        // The glyph's advance box is centered: [50 − w/2, 50 + w/2]; its ink lies inside.
        #expect(Double(ink.columns.lowerBound) >= 50 - width / 2 - 1 && Double(ink.columns.upperBound) <= 50 + width / 2 + 1)
        #expect(bitmap[(ink.columns.lowerBound + ink.columns.upperBound) / 2, (ink.rows.lowerBound + ink.rows.upperBound) / 2].r == 255)
    }
}
