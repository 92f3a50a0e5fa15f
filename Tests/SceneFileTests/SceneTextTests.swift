import LayerModel
import Testing
@testable import SceneFile

@Suite("Scene text keys")
struct SceneTextTests {
    @Test("wrapping, truncation, the new alignments and system font weights decode and write back")
    func keys() throws {
        let json = """
        {"size": [10, 10], "layers": [
          {"type": "text", "string": "a\\nb", "isWrapped": true, "truncationMode": "middle", "alignment": "justified", "fontWeight": "semibold"},
          {"type": "text", "alignment": "natural", "fontWeight": 0.1},
          {"type": "text", "fontWeight": -0.4}
        ]}
        """
        let scene = try Scene.decode(json: json)
        let texts = scene.root.sublayers.compactMap(\.text)
        #expect(texts[0].string == "a\nb" && texts[0].isWrapped && texts[0].truncationMode == .middle)
        #expect(texts[0].alignment == .justified && texts[0].font == .system(weight: .semibold))
        #expect(texts[1].alignment == .natural && texts[1].font == .system(weight: TextLayer.Font.Weight(rawValue: 0.1)))
        #expect(texts[2].font == .system(weight: TextLayer.Font.Weight(rawValue: -0.4)))
        let written = try scene.encodedJSON()
        #expect(written.contains(#""fontWeight": "semibold""#) && written.contains(#""fontWeight": 0.1"#))
        #expect(try Scene.decode(json: written) == scene)
    }

    @Test("a weight out of range or unknown, or given with a font file, is an error")
    func badWeights() {
        let cases = [
            (#"{"size": [10, 10], "layers": [{"type": "text", "fontWeight": 2}]}"#, "layers[0].fontWeight: expected a number in -1...1, got 2"),
            (#"{"size": [10, 10], "layers": [{"type": "text", "fontWeight": "heavy"}]}"#,
             #"layers[0].fontWeight: expected a weight: one of "regular", "medium", "semibold", "bold" or a number in -1...1 (UIFont.Weight), got "heavy""#),
            (#"{"size": [10, 10], "layers": [{"type": "text", "fontWeight": "bold", "fontFile": "x.ttf"}]}"#,
             #"layers[0].fontWeight: "fontWeight" chooses the system font and "fontFile" a font file: give one of them"#),
            (#"{"size": [10, 10], "layers": [{"type": "text", "truncationMode": "tail"}]}"#,
             #"layers[0].truncationMode: expected one of "none", "start", "middle", "end", got "tail""#),
        ]
        for (json, message) in cases {
            let error = #expect(throws: SceneError.self) { try Scene.decode(json: json) }
            #expect(error?.description == message)
        }
    }
}
