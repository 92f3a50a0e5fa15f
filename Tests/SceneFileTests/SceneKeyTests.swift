import LayerModel
import Testing
@testable import SceneFile

/// Keys added for issue 9: Core Animation's names, gray and Display P3 colors, suggestions.
@Suite("Scene keys and colors")
struct SceneKeyTests {
    static func firstLayer(_ layerJSON: String) throws -> Layer {
        let scene = try Scene.decode(json: #"{"size": [10, 10], "layers": ["# + layerJSON + "]}")
        return try #require(scene.root.sublayers.first)
    }

    static func message(_ json: String) -> String? {
        do {
            _ = try Scene.decode(json: json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("isHidden is accepted besides hidden, and not both")
    func isHidden() throws {
        #expect(try Self.firstLayer(#"{"isHidden": true}"#).isHidden)
        #expect(try Self.firstLayer(#"{"hidden": true}"#).isHidden)
        #expect(Self.message(#"{"size": [10, 10], "layers": [{"hidden": true, "isHidden": false}]}"#)
            == #"layers[0]: "hidden" and "isHidden" are the same property; give only one"#)
    }

    @Test("gray and Display P3 color objects convert to sRGB")
    func colorObjects() throws {
        let gray = try Self.firstLayer(#"{"backgroundColor": {"white": 0.25, "alpha": 0.5}}"#)
        #expect(gray.backgroundColor == Color(white: 0.25, alpha: 0.5))
        let p3 = try Self.firstLayer(#"{"borderColor": {"displayP3": [0.8, 0.6, 0.4]}}"#)
        #expect(p3.borderColor == Color(displayP3Red: 0.8, green: 0.6, blue: 0.4))
        // Written back as the nearest 8-bit sRGB: 0.836748·255 = 213.4 → D5, 150.4 → 96, 92.8 → 5D.
        let text = try Scene(size: Size(width: 10, height: 10), layers: [p3]).encodedJSON()
        #expect(text.contains(##""borderColor": "#D5965D""##))
    }

    @Test("malformed color objects name what to fix", arguments: [
        (#"{"white": 2}"#, #"layers[0].backgroundColor.white: expected a number in 0...1, got 2"#),
        (#"{"displayP3": [1, 0]}"#, #"layers[0].backgroundColor.displayP3: expected 3 numbers [red, green, blue], got 2 values"#),
        (#"{"displayP3": [1, -0.5, 0]}"#, #"layers[0].backgroundColor.displayP3[1]: expected a number in 0...1, got -0.5"#),
        (#"{"white": 1, "displayP3": [1, 0, 0]}"#, #"layers[0].backgroundColor: a color object needs exactly one of "white" (a gray 0...1) or "displayP3" ([red, green, blue], each 0...1)"#),
        (#"{"alpha": 1}"#, #"layers[0].backgroundColor: a color object needs exactly one of "white" (a gray 0...1) or "displayP3" ([red, green, blue], each 0...1)"#),
        (#"{"whit": 1}"#, #"layers[0].backgroundColor: unknown key "whit" (did you mean "white"?)"#),
        (#"{"white": 1, "alpha": 1.5}"#, #"layers[0].backgroundColor.alpha: expected a number in 0...1, got 1.5"#),
    ])
    func badColorObjects(color: String, message: String) {
        #expect(Self.message(#"{"size": [10, 10], "layers": [{"backgroundColor": "# + color + "}]}") == message)
    }

    @Test("a misspelt key suggests the nearest real one", arguments: [
        ("cornerRadious", "cornerRadius"), ("CornerRadius", "cornerRadius"), ("shadowOfset", "shadowOffset"),
        ("ishidden", "isHidden"), ("bordrWidth", "borderWidth"),
    ])
    func suggestions(typo: String, suggestion: String) {
        #expect(SceneField.nearest(to: typo, in: SceneVocabulary.layerKeys) == suggestion)
    }

    @Test("keys far from every real one get no suggestion")
    func noSuggestion() {
        #expect(SceneField.nearest(to: "colour", in: SceneVocabulary.layerKeys) == nil)
        #expect(SceneField.nearest(to: "xyzzy", in: SceneVocabulary.layerKeys) == nil)
    }

    @Test("edit distances stop once past the limit")
    func boundedDistance() {
        #expect(SceneField.editDistance(Array("zPositon".utf8), Array("zPosition".utf8), limit: 2) == 1)
        #expect(SceneField.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 3) == 3)
        #expect(SceneField.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 2) == nil)
        #expect(SceneField.editDistance(Array("abcdefgh".utf8), Array("stuvwxyz".utf8), limit: 2) == nil)
    }

    @Test("a megabyte-long unknown key is reported without comparing it letter by letter")
    func longKey() {
        let key = String(repeating: "opacity", count: 150_000)
        let message = Self.message(#"{"size": [10, 10], "layers": [{""# + key + #"": 1}]}"#)
        #expect(message?.hasPrefix("layers[0]: unknown key") == true)
        #expect(message?.contains("did you mean") == false)
    }

    @Test("maskedCorners, cornerCurve and shadowPath read Core Animation's names and write back")
    func shapeKeys() throws {
        let layer = try Self.firstLayer(#"""
            {"cornerRadius": 4, "maskedCorners": ["layerMaxXMaxYCorner", "layerMinXMinYCorner"], "cornerCurve": "continuous",
             "shadowOpacity": 1, "shadowPath": [["rect", 0, 0, 5, 5]]}
            """#)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .continuous)
        #expect(layer.shadowPath == Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)))
        let text = try Scene(size: Size(width: 10, height: 10), layers: [layer]).encodedJSON()
        #expect(text.contains(#""maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"]"#))
        #expect(text.contains(#""cornerCurve": "continuous""#))
        #expect(try Scene.decode(json: text).root.sublayers == [layer])

        #expect(try Self.firstLayer(#"{"maskedCorners": []}"#).maskedCorners == [])
        #expect(try Self.firstLayer(#"{"shadowPath": []}"#).shadowPath == Path())
        #expect(try Self.firstLayer(#"{"shadowPath": null}"#).shadowPath == nil)
        let defaults = try Scene(size: Size(width: 10, height: 10), layers: [Layer()]).encodedJSON()
        #expect(!defaults.contains("maskedCorners") && !defaults.contains("cornerCurve") && !defaults.contains("shadowPath"))
    }

    @Test("bad shape keys name what to fix", arguments: [
        (#"{"maskedCorners": ["topLeft"]}"#, #"layers[0].maskedCorners[0]: expected one of "layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner", got "topLeft""#),
        (#"{"maskedCorners": "all"}"#, #"layers[0].maskedCorners: expected an array, got "all""#),
        (#"{"cornerCurve": "squircle"}"#, #"layers[0].cornerCurve: expected one of "circular", "continuous", got "squircle""#),
        (#"{"shadowPath": [["line", 1]]}"#, #"layers[0].shadowPath[0]: line needs 2 values (x, y), got 1"#),
        (#"{"cornerCurv": "continuous"}"#, #"layers[0]: unknown key "cornerCurv" (did you mean "cornerCurve"?)"#),
    ])
    func badShapeKeys(layer: String, message: String) {
        #expect(Self.message(#"{"size": [10, 10], "layers": ["# + layer + "]}") == message)
    }

    @Test("shadow paths count toward the scene's path command limit")
    func shadowPathCounted() {
        let commands = Array(repeating: #"["line", 1, 1]"#, count: 50_001).joined(separator: ",")
        let layer = #"{"type": "shape", "path": ["# + commands + #"], "shadowPath": ["# + commands + "]}"
        #expect(Self.message(#"{"size": [10, 10], "layers": ["# + layer + "]}")
            == "top level: the scene's paths have 100002 commands in all; at most 100000")
    }

    @Test("continuousRoundedRect appends a rounded rectangle with continuous corners")
    func continuousRoundedRect() throws {
        let layer = try Self.firstLayer(#"{"shadowPath": [["continuousRoundedRect", 1, 2, 30, 20, 6]]}"#)
        #expect(layer.shadowPath == Path(roundedRect: Rect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 6, cornerCurve: .continuous))
        #expect(Self.message(#"{"size": [10, 10], "layers": [{"shadowPath": [["continuousRoundedRect", 1, 2, 30, 20]]}]}"#)
            == "layers[0].shadowPath[0]: continuousRoundedRect needs 5 values (x, y, width, height, radius), got 4")
    }
}
