import Foundation
import LayerModel
import Testing
@testable import SceneFile

@Suite("Scene file errors")
struct SceneErrorTests {
    /// Each malformed file under `Fixtures/inputs/` and the exact message it must give.
    static let malformedFiles: [(file: String, message: String)] = [
        ("scene-empty.json", "invalid JSON at line 1, column 1: the file is empty; expected a JSON object"),
        ("scene-bad-syntax.json", "invalid JSON at line 3, column 3: expected ',' or '}' after an object member, got '\"'"),
        ("scene-truncated.json", "invalid JSON at line 11, column 2: unexpected end of file: the object opened at line 7, column 5 is not closed"),
        ("scene-trailing-comma.json", "invalid JSON at line 5, column 3: expected a value, got ']' (a trailing comma is not allowed)"),
        ("scene-nan.json", "invalid JSON at line 4, column 33: expected a value, got NaN (JSON has no NaN or infinity: numbers must be finite)"),
        ("scene-invalid-utf8.json", "invalid JSON at line 1, column 30: the string is not valid UTF-8"),
        ("scene-deep-nesting.json", "invalid JSON at line 1, column 976: arrays and objects are nested more than 128 deep"),
        ("scene-top-level-array.json", "top level: expected an object, got an array"),
        ("scene-missing-size.json", "top level: missing key \"size\" ([width, height] of the image in points)"),
        ("scene-size-zero.json", "size[0]: width must be greater than 0, got 0"),
        ("scene-unknown-key.json", "layers[0]: unknown key \"colour\""),
        ("scene-misspelled-key.json", "layers[0]: unknown key \"fillColour\" (did you mean \"fillColor\"?)"),
        ("scene-wrong-layer-type-key.json", "layers[0]: \"fillColor\" belongs to layers of \"type\": \"shape\", but this layer's type is \"gradient\""),
        ("scene-duplicate-key.json", "layers[0]: duplicate key \"opacity\""),
        ("scene-wrong-type.json", "layers[0].opacity: expected a number, got \"0.5\""),
        ("scene-opacity-out-of-range.json", "layers[0].opacity: expected a number in 0...1, got 1.5"),
        ("scene-huge-number.json", "layers[0].position[0]: expected a finite number no larger than 1e9 in magnitude, got 1e999"),
        ("scene-frame-and-bounds.json", "layers[0]: \"frame\" cannot be combined with \"bounds\" or \"position\""),
        ("scene-bad-color.json", "layers[1].fillColor: expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", or null for none, got \"red\""),
        ("scene-bad-enum.json", "layers[0].lineCap: expected one of \"butt\", \"round\", \"square\", got \"rounded\""),
        ("scene-arc-five-numbers.json", "layers[2].path[3]: arc needs 6 values (cx, cy, radius, startAngle, endAngle, clockwise), got 5"),
        ("scene-bad-angle.json", "layers[0].path[0][5]: expected an angle in radians: a number or a multiple of pi like \"3pi/8\", got \"3π/8\""),
        ("scene-arc-angle-too-large.json", "layers[0].path[0][5]: expected an angle within -16pi...16pi, got 1000000"),
        ("scene-unknown-path-command.json", "layers[0].path[1][0]: unknown path command \"arcTo\"; expected one of move, line, quad, curve, arc, close, rect, ellipse, roundedRect, continuousRoundedRect"),
        ("scene-dash-count.json", "layers[0].lineDashPattern: this pattern makes about 1000000000 dashes and gaps along the path; the limit is 100000: lengthen the dashes"),
        ("scene-locations-count.json", "layers[0].locations: expected 3 locations (one per color), got 2"),
        ("scene-replicator-instance-count.json", "layers[0].instanceCount: expected a whole number of instances in 0...10000, got 10001"),
        ("scene-singular-perspective.json", "layers[0].transform: a matrix with a perspective part (m14, m24, m34 or m44) must be invertible; this one is not"),
        ("scene-animation-key-path.json", "layers[0].animations[0].keyPath: \"transform.rotation.w\" is not an animatable key path (did you mean \"transform.rotation.z\"?)"),
        ("scene-animation-shape-property.json", "layers[0].animations[0].keyPath: \"strokeEnd\" animates layers of \"type\": \"shape\", but this layer's type is \"layer\""),
        ("scene-animation-key-times.json", "layers[0].animations[0]: keyTimes must be non-decreasing, but keyTimes[2] = 0.4 comes after 0.6"),
        // Image paths are resolved against the scene file's folder, so messages name the whole path.
        ("scene-contents-corrupt-png.json", "layers[0].contents: \(Fixtures.input("bad-crc-in-idat.png")): corrupt PNG: IDAT: CRC error"),
        ("scene-contents-too-large.json",
         "layers[0].contents: \(Fixtures.input("huge-dimensions-100000x100000.png")): PNG is 100000x100000 px, more than 8192 px on a side"),
        ("scene-contents-not-a-file.json", "layers[0].contents: \".\" is not an image this scene may use: contents must be a file in the scene file's folder or a font folder given (--font-folder)"),
    ]

    @Test("each malformed scene file gives its precise error", arguments: malformedFiles)
    func malformedFile(file: String, message: String) {
        #expect(throws: SceneError.self) { try Scene(contentsOf: Fixtures.input(file)) }
        do {
            _ = try Scene(contentsOf: Fixtures.input(file))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a scene's size is checked at the scale it is drawn at: the caller's, else the file's, else 2")
    func sizeCheckedAtDrawnScale() throws {
        // 300x10000 pt, "scale": 2: read, but too tall at its own scale and at 1; fits at 0.5.
        let scene = try Scene(contentsOf: Fixtures.input(SceneErrorTests.tooLarge))
        #expect(throws: LayerModelError.invalidImageSize(width: 300, height: 10000, scale: 2)) { try scene.geometry() }
        #expect(throws: LayerModelError.invalidImageSize(width: 300, height: 10000, scale: 1)) { try scene.geometry(scale: 1) }
        let half = try scene.geometry(scale: 0.5)
        #expect((half.pixelWidth, half.pixelHeight) == (150, 5000))
        // With no scale in the file, the renderer's 2 applies.
        let plain = try Scene.decode(json: #"{"size": [4096.25, 10]}"#)
        #expect(throws: LayerModelError.invalidImageSize(width: 4096.25, height: 10, scale: 2)) { try plain.geometry() }
        #expect(try plain.geometry(scale: 1).pixelWidth == 4096)
    }

    /// The one `scene-*` fixture that decodes: its size is refused when it is drawn.
    static let tooLarge = "scene-size-too-large.json"

    @Test("every scene-* file under Fixtures/inputs has its expected message here")
    func everyFixtureListed() {
        #expect(Fixtures.malformedSceneNames == (SceneErrorTests.malformedFiles.map(\.file) + [SceneErrorTests.tooLarge]).sorted())
    }

    /// Small malformed documents and the exact messages they give.
    static let malformedDocuments: [(json: String, message: String)] = [
        (##"{"size": [10, 10], "scale": 17}"##, "scale: expected a number in 0.1...16, got 17"),
        (##"{"size": [10, 10], "scale": 0.09}"##, "scale: expected a number in 0.1...16, got 0.09"),
        (##"{"size": [10, 10], "scale": true}"##, "scale: expected a number, got true"),
        (##"{"size": [10]}"##, "size: expected 2 numbers [width, height], got 1 value"),
        (##"{"size": [10, 10], "background": "#FFF"}"##, "background: expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", or null for none, got \"#FFF\""),
        (##"{"size": [10, 10], "layers": {}}"##, "layers: expected an array, got an object"),
        (##"{"size": [10, 10], "layers": [3]}"##, "layers[0]: expected a layer object, got 3"),
        (##"{"size": [10, 10], "layers": [{"type": "circle"}]}"##, "layers[0].type: expected one of \"layer\", \"shape\", \"gradient\", \"text\", \"transform\", \"replicator\", got \"circle\""),
        (##"{"size": [10, 10], "layers": [{"hidden": 1}]}"##, "layers[0].hidden: expected true or false, got 1"),
        (##"{"size": [10, 10], "layers": [{"opacity": true}]}"##, "layers[0].opacity: expected a number, got true"),
        (##"{"size": [10, 10], "layers": [{"bounds": [0, 0, -1, 5]}]}"##, "layers[0].bounds[2]: expected a width >= 0, got -1"),
        (##"{"size": [10, 10], "layers": [{"fillColor": null}]}"##, "layers[0]: \"fillColor\" belongs to layers of \"type\": \"shape\", but this layer's type is \"layer\" (the default)"),
        (##"{"size": [10, 10], "layers": [{"sublayers": [{"mask": {"type": "shape", "path": [["line", 1]]}}]}]}"##,
         "layers[0].sublayers[0].mask.path[0]: line needs 2 values (x, y), got 1"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "path": [["close", 1]]}]}"##, "layers[0].path[0]: close takes no values, got 1"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "path": [[1, 2]]}]}"##, "layers[0].path[0]: expected a path command like [\"line\", x, y], got an array"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "path": [["arc", 5, 5, 4, 0, 1, "yes"]]}]}"##, "layers[0].path[0][6]: expected true or false, got \"yes\""),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "path": [["arc", 5, 5, -4, 0, 1, true]]}]}"##, "layers[0].path[0][3]: expected a number >= 0, got -4"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "lineDashPattern": [0, 0]}]}"##, "layers[0].lineDashPattern: expected dash and gap lengths like [4, 2] (at least one > 0), or null for a solid line, got only zeros"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "lineDashPattern": []}]}"##, "layers[0].lineDashPattern: expected dash and gap lengths like [4, 2] (at least one > 0), or null for a solid line, got an empty array"),
        (##"{"size": [10, 10], "layers": [{"type": "text", "fontSize": 0}]}"##, "layers[0].fontSize: expected a number > 0, got 0"),
        (##"{"size": [10, 10], "layers": [{"type": "text", "string": 5}]}"##, "layers[0].string: expected a string, got 5"),
        (##"{"size": [10, 10], "layers": [{"transform": "rotate(45deg)"}]}"##, "layers[0].transform: expected a list of operations like [[\"rotate\", \"pi/4\"], [\"scale\", 2, 1]] or 16 numbers (a 4x4 matrix, row by row), got \"rotate(45deg)\""),
        (##"{"size": [10, 10], "layers": [{"transform": [1, 0, 0, 1, 0, 0]}]}"##, "layers[0].transform: expected 16 numbers (a 4x4 matrix, row by row), got 6 values"),
        (##"{"size": [10, 10], "layers": [{"transform": [["skew", 1]]}]}"##, "layers[0].transform[0][0]: unknown transform operation \"skew\"; expected one of rotate, scale, translate"),
        (##"{"size": [10, 10], "layers": [{"transform": [["rotate", 1, 2]]}]}"##, "layers[0].transform[0]: rotate needs 1 value (angle) or 4 (angle, x, y, z), got 2"),
        (##"{"size": [10, 10], "layers": [{"transform": [["rotate", 1, 0, 0, 0]]}]}"##, "layers[0].transform[0]: rotate needs an axis (x, y, z) other than (0, 0, 0)"),
        (##"{"size": [10, 10], "layers": [{"transform": [["scale", 1e9], ["scale", 1e9], ["scale", 1e9]]}]}"##, "layers[0].transform: the operations multiply out to a matrix with entries beyond 1e18 (or not finite)"),
        (##"{"size": [10, 10], "layers": [{"transform": [["rotate", "pi/0"]]}]}"##, "layers[0].transform[0][1]: expected an angle in radians: a number or a multiple of pi like \"3pi/8\", got \"pi/0\""),
        (##"{"size": [10, 10], "layers": [{"type": "gradient", "gradientType": "angular"}]}"##, "layers[0].gradientType: expected one of \"axial\", \"radial\", \"conic\", got \"angular\""),
        (##"{"size": [10, 10], "layers": [{"type": "gradient", "colors": ["#FF0000"], "locations": [2]}]}"##, "layers[0].locations[0]: expected a number in 0...1, got 2"),
        (##"{"size": [10, 10], "layers": [{"type": "text", "fontFile": ""}]}"##, "layers[0].fontFile: expected the path of a TrueType or OpenType font file, got \"\""),
        (##"{"size": [10, 10], "lyers": []}"##, "top level: unknown key \"lyers\" (did you mean \"layers\"?)"),
        (##"{"size": [10, 10]} {}"##, "invalid JSON at line 1, column 20: expected the end of the file after the top-level value, got '{'"),
        ("{\"size\": [10, 10], \"name\": \"a\nb\"}", "invalid JSON at line 1, column 30: a string cannot hold a line break unescaped (write \\n, \\t or \\u00XX)"),
        (##"{"size": [10, 10], "name": "\x"}"##, "invalid JSON at line 1, column 29: invalid escape \\x in a string"),
        (##"{"size": [10, 10], "name": "\ud800"}"##, "invalid JSON at line 1, column 29: unpaired UTF-16 surrogate in \\u escape"),
        (##"{"size": [010, 10]}"##, "invalid JSON at line 1, column 11: a number cannot start with 0 followed by digits"),
        (##"{"size": [1., 10]}"##, "invalid JSON at line 1, column 13: expected a digit after '.', got ','"),
        (##"{"size": [-, 10]}"##, "invalid JSON at line 1, column 12: expected a digit after '-', got ','"),
        (##"{"size": [10, 10], 'name': "x"}"##, "invalid JSON at line 1, column 20: expected a key in double quotes, got \"'\""),
        (##"{"size" [10, 10]}"##, "invalid JSON at line 1, column 9: expected ':' after the key \"size\", got '['"),
        (##"{"size": [10, 10], "name": none}"##, "invalid JSON at line 1, column 28: expected a value, got none (strings need double quotes)"),
        ("{\"name\": \"é\", \"size\": [10 10]}", "invalid JSON at line 1, column 27: expected ',' or ']' after an array element, got '1'"),
        ("\n\n   ", "invalid JSON at line 3, column 4: the file is empty; expected a JSON object"),
        // Animations.
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity"}]}]}"##, "layers[0].animations[0]: an animation needs \"values\" (keyframes) or \"fromValue\", \"toValue\" or \"byValue\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"fromValue": 1}]}]}"##, "layers[0].animations[0]: missing key \"keyPath\" (the animated property, like \"opacity\")"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "values": [0, 1], "toValue": 1}]}]}"##, "layers[0].animations[0]: \"values\" (a keyframe animation) cannot be combined with \"toValue\" (a basic animation)"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "keyTimes": [0, 1], "toValue": 1}]}]}"##, "layers[0].animations[0]: \"keyTimes\" belongs to keyframe animations, which need \"values\" or a \"path\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "position", "path": [["move", 0, 0], ["line", 10, 10]], "toValue": [1, 1]}]}]}"##, "layers[0].animations[0]: \"path\" (a keyframe animation) cannot be combined with \"toValue\" (a basic animation)"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": "1"}]}]}"##, "layers[0].animations[0].toValue: expected a number, got \"1\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "position", "toValue": [1, 2, 3]}]}]}"##, "layers[0].animations[0].toValue: expected 2 numbers [x, y], got 3 values"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "duration": -1}]}]}"##, "layers[0].animations[0].duration: expected a number >= 0, got -1"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "repeatCount": "forever"}]}]}"##, "layers[0].animations[0].repeatCount: expected a number >= 0 or \"infinity\", got \"forever\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "fillMode": "forward"}]}]}"##, "layers[0].animations[0].fillMode: expected one of \"removed\", \"forwards\", \"backwards\", \"both\", got \"forward\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "timingFunction": "easeInOut"}]}]}"##, "layers[0].animations[0].timingFunction: expected one of \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\", or control points [x1, y1, x2, y2], got \"easeInOut\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "timingFunction": [1.5, 0, 0.5, 1]}]}]}"##, "layers[0].animations[0].timingFunction: timing function control point x1 must be in 0...1, got 1.5"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1}, {"keyPath": "opacity", "toValue": 0}]}]}"##, "layers[0].animations[1]: another animation of this layer has the key \"opacity\"; give each a distinct \"key\" (it defaults to the keyPath)"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "values": [1]}]}]}"##, "layers[0].animations[0]: a keyframe animation needs at least 2 values, got 1"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "byValue": 1}]}]}"##, "layers[0].animations[0]: set at most two of fromValue, toValue and byValue (all three are undefined in Core Animation)"),
        (##"{"size": [10, 10], "layers": [{"type": "gradient", "colors": ["#FF0000", "#00FF00"], "animations": [{"keyPath": "colors", "toValue": ["#FF0000"]}]}]}"##, "layers[0].animations[0]: each \"colors\" value needs 2 colors, as the layer's gradient has; toValue has 1"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "wobble", "toValue": 1}]}]}"##, "layers[0].animations[0].keyPath: \"wobble\" is not an animatable key path (docs/SCENES.md lists them)"),
        (##"{"size": [10, 10], "layers": [{"type": "shape", "path": [["move", 0, 0], ["line", 1, 0]], "animations": [{"keyPath": "path", "toValue": [["move", 0, 0]]}]}]}"##, "layers[0].animations[0]: cannot animate \"path\": a path morphs only into a path of the same elements (the same kinds, in the same order), but toValue and the layer's own path differ: one has 1 element, the other 2"),
        (##"{"size": [10, 10], "layers": [{"type": "gradient", "colors": ["#000000", "#FFFFFF"], "animations": [{"keyPath": "locations", "toValue": [0, 0.5, 1]}]}]}"##, "layers[0].animations[0]: each \"locations\" value needs 2 numbers, one per color of the layer's gradient; toValue has 3"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "mass": 0}]}]}"##, "layers[0].animations[0].mass: expected a number > 0, got 0"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "damping": -1}]}]}"##, "layers[0].animations[0].damping: expected a number >= 0, got -1"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"kind": "spring", "keyPath": "opacity"}]}]}"##, "layers[0].animations[0]: a spring animation needs \"fromValue\", \"toValue\" or \"byValue\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"kind": "bounce", "keyPath": "opacity", "toValue": 1}]}]}"##, "layers[0].animations[0].kind: expected one of \"basic\", \"spring\", \"keyframe\", \"group\", got \"bounce\""),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "opacity", "values": [0, 1], "stiffness": 5}]}]}"##, "layers[0].animations[0]: \"stiffness\" does not belong to a keyframe animation"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"animations": [{"keyPath": "opacity", "toValue": 1}], "keyPath": "opacity"}]}]}"##, "layers[0].animations[0]: \"keyPath\" does not apply to a group (\"animations\"); set it on the animations in the group"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"animations": [{"key": "a", "keyPath": "opacity", "toValue": 1}]}]}]}"##, "layers[0].animations[0].animations[0].key: \"key\" names an animation of a layer; the animations of a group have none"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"animations": [{"keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1], "calculationMode": "discrete"}]}]}]}"##, "layers[0].animations[0]: in discrete mode keyTimes needs one entry more than values (3), got 2"),
        (##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "transform.rotation.z", "toValue": "tau"}]}]}"##, "layers[0].animations[0].toValue: expected an angle in radians: a number or a multiple of pi like \"3pi/8\", got \"tau\""),
    ]

    @Test("malformed documents give precise errors", arguments: malformedDocuments)
    func inlineDocument(json: String, message: String) {
        do {
            let scene = try Scene.decode(json: json)
            Issue.record("decoded \(scene) instead of failing with: \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("too many layers, or too many shadows, are refused before rendering")
    func layerLimits() throws {
        let plain = #"{"type": "layer", "bounds": [0, 0, 1, 1]}"#
        let shadowed = #"{"type": "layer", "bounds": [0, 0, 1, 1], "shadowOpacity": 1}"#
        let many = #"{"size": [10, 10], "layers": ["# + Array(repeating: plain, count: 10_001).joined(separator: ",") + "]}"
        #expect(throws: SceneError.invalid(path: "", message: "the scene has 10001 layers; at most 10000 (masks, sublayers and each replicator instance's copies included)")) {
            try Scene.decode(json: many)
        }
        let shadows = #"{"size": [10, 10], "layers": ["# + Array(repeating: shadowed, count: 1_001).joined(separator: ",") + "]}"
        #expect(throws: SceneError.invalid(path: "", message: "the scene has 1001 layers with a shadow; at most 1000 (each shadow is a blur of up to the whole image)")) {
            try Scene.decode(json: shadows)
        }
        let fine = #"{"size": [10, 10], "layers": ["# + Array(repeating: shadowed, count: 1_000).joined(separator: ",") + "]}"
        #expect(try Scene.decode(json: fine).root.sublayers.count == 1_000)
    }

    @Test("an error names its path apart from its message")
    func errorParts() {
        do {
            _ = try Scene.decode(json: ##"{"size": [10, 10], "layers": [{}, {"opacity": 2}]}"##)
            Issue.record("expected an error")
        } catch {
            #expect(error == .invalid(path: "layers[1].opacity", message: "expected a number in 0...1, got 2"))
            #expect(error.path == "layers[1].opacity")
        }
    }

    @Test("files that cannot be read say why")
    func unreadable() throws {
        #expect(throws: SceneError.unreadable(file: "/nonexistent/scene.json", reason: "No such file or directory")) {
            try Scene(contentsOf: "/nonexistent/scene.json")
        }
        #expect(throws: SceneError.unreadable(file: Fixtures.root.path, reason: "not a regular file")) {
            try Scene(contentsOf: Fixtures.root.path)
        }
    }

    @Test("a file over the size limit is refused before it is parsed")
    func tooLarge() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: Scene.maxFileSize + 1)
        #expect(throws: SceneError.fileTooLarge(bytes: Scene.maxFileSize + 1)) { try Scene.decode(json: bytes) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-too-large-\(UInt64.random(in: 0...UInt64.max)).json")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: SceneError.fileTooLarge(bytes: Scene.maxFileSize + 1)) { try Scene(contentsOf: url.path) }
        #expect(SceneError.fileTooLarge(bytes: 9_000_000).description == "scene file is 9000000 bytes; the limit is 8388608 bytes")
    }

    @Test("every prefix of a scene file fails cleanly with a position, never a crash")
    func everyTruncation() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.scene("knob-animated.json"))))
        var trimmed = bytes
        while trimmed.last.map({ $0 == 0x0A || $0 == 0x20 }) == true { trimmed.removeLast() }
        for n in 0..<trimmed.count {
            do {
                _ = try Scene.decode(json: Array(trimmed[..<n]))
                Issue.record("a prefix of \(n) bytes decoded")
            } catch {
                guard case .syntax = error else {
                    Issue.record("a prefix of \(n) bytes gave \(error)")
                    continue
                }
            }
        }
    }

    @Test("corrupting any byte of a scene file gives a scene or an error, never a crash")
    func everyCorruption() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.scene("shadows.json"))))
        let replacements: [UInt8] = Array("{}[],:\"\\0-e.9tfn #x".utf8) + [0x00, 0xFF, 0xC3]
        for i in bytes.indices {
            var corrupted = bytes
            // Stepping by 7 (prime to the count) puts every replacement at every kind of position.
            corrupted[i] = replacements[(i * 7) % replacements.count]
            _ = try? Scene.decode(json: corrupted)
        }
    }

    @Test("deep nesting is refused without exhausting the stack")
    func deepNesting() {
        let depth = 100_000
        let bytes = Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
        #expect(throws: SceneError.syntax(line: 1, column: 129, message: "arrays and objects are nested more than 128 deep")) {
            try Scene.decode(json: bytes)
        }
    }
}
