import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

@Suite("CATextLayer through the facade", .isolatedQuartzState)
struct CATextLayerTests {
    static func layer(_ string: Any?, width: CGFloat = 160, height: CGFloat = 40) -> CATextLayer {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        text.string = string
        return text
    }

    static func colors(_ image: Bitmap) -> Set<RGBA8> {
        var set = Set<RGBA8>()
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 0 { set.insert(image[x, y]) } }
        return set
    }

    @Test("an attributed string draws in its own colour and font, not the layer's")
    func attributed() throws {
        let red = Self.layer(NSAttributedString(string: "Red 17", attributes: [.font: UIFont.systemFont(ofSize: 17),
                                                                              .foregroundColor: UIColor.red]))
        let colors = Self.colors(try red.snapshot(scale: 2))
        #expect(colors.contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))
        #expect(colors.allSatisfy { $0.g == 0 && $0.b == 0 }, "premultiplied red only")
        let mixed = NSMutableAttributedString(string: "a", attributes: [.foregroundColor: UIColor.red])
        mixed.append(NSAttributedString(string: "b", attributes: [.foregroundColor: UIColor.blue]))
        #expect(throws: QuartzError.self) { try Self.layer(mixed).snapshot() }
        #expect(throws: QuartzError.self) { try Self.layer(42).snapshot() }
    }

    @Test("what a text layer cannot draw throws: kerning, text backgrounds, a paragraph alignment, a font of another type")
    func undrawn() throws {
        let plain = Self.layer(NSAttributedString(string: "a", attributes: [.paragraphStyle: NSParagraphStyle.default]))
        #expect(throws: Never.self) { try plain.snapshot() }
        let centred = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        centred.alignment = .center
        #expect((NSParagraphStyle.default.copy() as? NSParagraphStyle)?.alignment == .natural)
        for (attributes, what) in [
            ([NSAttributedString.Key.kern: 2.0], "an attributed string with NSKern"),
            ([.backgroundColor: UIColor.yellow], "an attributed string with NSBackgroundColor"),
            ([.paragraphStyle: centred], "an attributed string with a paragraph alignment (alignmentMode is drawn)"),
        ] as [([NSAttributedString.Key: Any], String)] {
            let text = Self.layer(NSAttributedString(string: "a", attributes: attributes))
            text.name = "label"
            #expect(throws: QuartzError.unsupportedProperty(layer: "label", property: "string", value: what)) { try text.snapshot() }
        }
        let odd = Self.layer("a")
        odd.name = "label"
        odd.font = 12 as CFTypeRef
        #expect(throws: QuartzError.unsupportedProperty(layer: "label", property: "font", value: "a NSNumber (a UIFont, a CGFont or a font name is drawn)")) {
            try odd.snapshot()
        }
        // A font name as iOS code passes it on Linux, where `"Menlo" as CFString` is a String, not an object.
        odd.font = "Menlo" as CFTypeRef
        #expect(throws: Never.self) { try odd.snapshot() }
    }

    @Test("wrapping, truncation and newlines draw more than one line")
    func lines() throws {
        let one = Self.layer("Hello", width: 200, height: 100)
        one.fontSize = 20
        let two = Self.layer("Hello\nworld", width: 200, height: 100)
        two.fontSize = 20
        let wrapped = Self.layer("Hello wonderful world", width: 90, height: 100)
        wrapped.fontSize = 20
        wrapped.isWrapped = true
        func inkRows(_ image: Bitmap) -> Int {
            (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].a > 0 } }.count
        }
        let rowsOne = inkRows(try one.snapshot(scale: 1))
        #expect(inkRows(try two.snapshot(scale: 1)) > rowsOne + 10)
        #expect(inkRows(try wrapped.snapshot(scale: 1)) > rowsOne + 10)
        let truncated = Self.layer("A label much too long for its layer", width: 80, height: 30)
        truncated.fontSize = 14
        truncated.truncationMode = .end
        #expect(throws: Never.self) { try truncated.snapshot() }
    }
}
