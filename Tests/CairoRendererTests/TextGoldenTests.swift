import LayerModel
import LayerShotTesting
import Testing

/// One scene per text feature, compared with reviewed goldens in `Fixtures/goldens/renderer/`.
@Suite("Text goldens")
struct TextGoldenTests {
    static func label(_ frame: Rect, _ text: TextLayer) -> Layer {
        var layer = Layer(frame: frame)
        layer.backgroundColor = Color(white: 0.92)
        layer.text = text
        return layer
    }

    static func scene(width: Double, height: Double, _ layers: [Layer]) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: width, height: height))
        root.sublayers = layers
        return root
    }

    static let sentence = "Wrapped text breaks at spaces to fit the width of its layer."

    static var cases: [(String, Layer)] {
        let regular = TextLayer.Font.system(weight: .regular)
        return [
            // Left: wrapped, natural; right: wrapped and justified (its last line natural).
            ("text-wrapped-justified", scene(width: 200, height: 70, [
                label(Rect(x: 4, y: 4, width: 94, height: 62), TextLayer(string: sentence, font: regular, fontSize: 11, foregroundColor: .black, isWrapped: true)),
                label(Rect(x: 102, y: 4, width: 94, height: 62), TextLayer(string: sentence, font: regular, fontSize: 11, foregroundColor: .black,
                                                                    alignment: .justified, isWrapped: true)),
            ])),
            // One line, three truncation modes; below, wrapped text cut at the layer's height.
            ("text-truncation", scene(width: 120, height: 98, [
                label(Rect(x: 4, y: 4, width: 112, height: 16), TextLayer(string: "Truncated at the end of it", font: regular, fontSize: 12,
                                                                   foregroundColor: .black, truncationMode: .end)),
                label(Rect(x: 4, y: 24, width: 112, height: 16), TextLayer(string: "Truncated in the middle of it", font: regular, fontSize: 12,
                                                                    foregroundColor: .black, truncationMode: .middle)),
                label(Rect(x: 4, y: 44, width: 112, height: 16), TextLayer(string: "Truncated at the start of it", font: regular, fontSize: 12,
                                                                    foregroundColor: .black, truncationMode: .start)),
                label(Rect(x: 4, y: 64, width: 112, height: 30), TextLayer(string: sentence, font: regular, fontSize: 12, foregroundColor: .black,
                                                                    isWrapped: true, truncationMode: .end)),
            ])),
            // Three lines broken by "\n", centered; then the four system weights, one per line.
            ("text-lines-weights", scene(width: 120, height: 116, [
                label(Rect(x: 4, y: 4, width: 112, height: 44), TextLayer(string: "Lines broken\nby newlines,\ncentered", font: regular,
                                                                   fontSize: 12, foregroundColor: .black, alignment: .center)),
            ] + [TextLayer.Font.Weight.regular, .medium, .semibold, .bold].enumerated().map { i, weight in
                label(Rect(x: 4, y: 52 + 15 * Double(i), width: 112, height: 15), TextLayer(
                    string: ["Regular", "Medium", "Semibold", "Bold"][i], font: .system(weight: weight), fontSize: 12, foregroundColor: .black))
            })),
        ]
    }

    @Test("text feature", arguments: cases.map(\.0))
    func feature(name: String) throws {
        let layer = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: layer, named: name, configuration: RendererGoldenTests.goldens)
    }
}
