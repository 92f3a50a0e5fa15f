import LayerModel
@testable import SceneFile
import Testing

/// The key tables serve both reading and writing: every key of every table, given a value that
/// is not its default, is read, written and read back to the same scene.
@Suite("Scene vocabulary")
struct SceneVocabularyTests {
    /// For each top-level key, a value other than its default (`size` has none: it is required).
    static let topLevelSamples: [(key: String, value: String)] = [
        ("size", "[12.5, 7]"),
        ("scale", "3"),
        ("background", ##""#FF000080""##),
        ("name", #""scene""#),
        ("layers", #"[{"name": "child"}, {"type": "shape"}]"#),
    ]

    @Test("the top-level samples cover every top-level key")
    func topLevelCoverage() {
        #expect(Self.topLevelSamples.map(\.key) == SceneVocabulary.scene.map(\.key))
    }

    @Test("every top-level key reads a value other than its default, writes it, and reads back the same scene",
          arguments: topLevelSamples.indices)
    func topLevelRoundTrip(index: Int) throws {
        let (key, value) = Self.topLevelSamples[index]
        let size = key == "size" ? "" : #""size": [10, 10], "#
        let scene = try Scene.decode(json: "{\(size)\"\(key)\": \(value)}")
        let written = try scene.encodedJSON()
        #expect(try Scene.decode(json: written) == scene, "\(key)")
        #expect(scene != (try Scene.decode(json: #"{"size": [10, 10]}"#)), "\(key): the sample is the default")
        #expect(written.contains(#""\#(key)": "#), "\(key)")
    }

    /// For each key of each table, a layer type that takes it and a value other than its default.
    static let samples: [(type: String, key: String, value: String)] = [
        ("shape", "type", #""shape""#),
        ("layer", "name", #""box""#),
        ("layer", "bounds", "[1, 2, 30, 40]"),
        ("layer", "position", "[5, 6]"),
        ("layer", "frame", "[10, 20, 30, 40]"),
        ("layer", "anchorPoint", "[0, 1]"),
        ("layer", "transform", #"[["rotate", "pi/4"], ["scale", 2, 1]]"#),
        ("layer", "zPosition", "3"),
        ("layer", "anchorPointZ", "-2"),
        ("layer", "sublayerTransform", #"[["translate", 1, 2]]"#),
        ("layer", "isDoubleSided", "false"),
        ("layer", "allowsEdgeAntialiasing", "true"),
        ("layer", "opacity", "0.25"),
        ("layer", "hidden", "true"),
        ("layer", "isHidden", "true"),
        ("layer", "backgroundColor", ##""#FF000080""##),
        ("layer", "cornerRadius", "4"),
        ("layer", "maskedCorners", #"["layerMaxXMaxYCorner"]"#),
        ("layer", "cornerCurve", #""continuous""#),
        ("layer", "borderWidth", "2"),
        ("layer", "borderColor", ##""#00FF00""##),
        ("layer", "masksToBounds", "true"),
        ("layer", "shadowColor", ##""#0000FF""##),
        ("layer", "shadowOpacity", "0.5"),
        ("layer", "shadowOffset", "[2, -3]"),
        ("layer", "shadowRadius", "6"),
        ("layer", "shadowPath", #"[["rect", 0, 0, 5, 5]]"#),
        ("layer", "contents", #""button.png""#),
        ("layer", "contentsGravity", #""topLeft""#),
        ("layer", "contentsScale", "3"),
        ("layer", "contentsRect", "[0, 0, 0.5, 0.5]"),
        ("layer", "contentsCenter", "[0.25, 0.25, 0.5, 0.5]"),
        ("layer", "magnificationFilter", #""nearest""#),
        ("layer", "minificationFilter", #""nearest""#),
        ("layer", "mask", ##"{"backgroundColor": "#000000"}"##),
        ("layer", "sublayers", #"[{"name": "child"}]"#),
        ("layer", "animations", #"[{"keyPath": "opacity", "toValue": 0.5, "duration": 2}]"#),
        ("replicator", "instanceCount", "3"),
        ("replicator", "instanceTransform", #"[["translate", 10, 0]]"#),
        ("replicator", "instanceDelay", "0.1"),
        ("replicator", "instanceColor", ##""#FF0000""##),
        ("replicator", "instanceRedOffset", "-0.1"),
        ("replicator", "instanceGreenOffset", "-0.2"),
        ("replicator", "instanceBlueOffset", "-0.3"),
        ("replicator", "instanceAlphaOffset", "-0.4"),
        ("replicator", "preservesDepth", "false"),
        ("shape", "path", #"[["move", 0, 0], ["line", 10, 0], ["curve", 10, 5, 5, 10, 0, 10], ["close"]]"#),
        ("shape", "fillColor", "null"),
        ("shape", "fillRule", #""evenOdd""#),
        ("shape", "strokeColor", ##""#123456""##),
        ("shape", "lineWidth", "3"),
        ("shape", "lineCap", #""round""#),
        ("shape", "lineJoin", #""bevel""#),
        ("shape", "miterLimit", "4"),
        ("shape", "lineDashPattern", "[4, 2]"),
        ("shape", "lineDashPhase", "1"),
        ("shape", "strokeStart", "0.25"),
        ("shape", "strokeEnd", "0.75"),
        ("gradient", "gradientType", #""radial""#),
        ("gradient", "colors", ##"["#FF0000", "#0000FF80"]"##),
        ("gradient", "locations", "[]"),
        ("gradient", "startPoint", "[0, 0]"),
        ("gradient", "endPoint", "[1, 0.5]"),
        ("text", "string", #""Hello""#),
        ("text", "fontSize", "17"),
        ("text", "foregroundColor", ##""#FF8800""##),
        ("text", "alignment", #""center""#),
        ("text", "centersVertically", "true"),
        ("text", "isWrapped", "true"),
        ("text", "truncationMode", #""end""#),
        ("text", "fontFile", #""fonts/Any.ttf""#),
        ("text", "fontWeight", #""semibold""#),
    ]

    /// Each table's keys and whether the encoder writes them, by the layer type that takes them.
    static let tables: [String: [(key: String, writes: Bool)]] = {
        func keys<Model>(_ table: [SceneProperty<Model>]) -> [(key: String, writes: Bool)] { table.map { ($0.key, $0.write != nil) } }
        return [
            "layer": keys(SceneVocabulary.layer) + keys(SceneVocabulary.tree), "replicator": keys(SceneVocabulary.replicator),
            "shape": keys(SceneVocabulary.shape), "gradient": keys(SceneVocabulary.gradient), "text": keys(SceneVocabulary.text),
        ]
    }()

    @Test("the samples cover every key of every table, and each table key is allowed in the decoder")
    func coverage() {
        // "type" is sampled on a shape layer: `{"type": "layer"}` would be the default.
        let sampled = Dictionary(grouping: Self.samples) { $0.key == "type" ? "layer" : $0.type }.mapValues { Set($0.map(\.key)) }
        for (type, table) in Self.tables {
            #expect(sampled[type] == Set(table.map(\.key)), "\(type)")
        }
        #expect(SceneVocabulary.layerKeys == Self.tables["layer"]?.map(\.key))
        for type in Layer.Kind.Name.allCases {
            #expect(SceneVocabulary.contentKeys[type] == (type == .plain || type == .transform ? [] : Self.tables[type.rawValue]?.map(\.key)))
        }
    }

    @Test("every key reads a value other than its default, writes it, and reads back the same scene",
          arguments: samples.indices)
    func roundTrip(index: Int) throws {
        let (type, key, value) = Self.samples[index]
        let typeMember = key == "type" ? "" : #""type": "\#(type)", "#
        let base = Fixtures.root.appendingPathComponent("scenes").path
        let scene = try Scene.decode(json: #"{"size": [10, 10], "layers": [{\#(typeMember)"\#(key)": \#(value)}]}"#, baseDirectory: base)
        let plain = try Scene.decode(json: #"{"size": [10, 10], "layers": [{\#(key == "type" ? "" : #""type": "\#(type)""#)}]}"#)
        let written = try scene.encodedJSON()
        #expect(try Scene.decode(json: written) == scene, "\(key)")
        let writes = Self.tables[key == "type" ? "layer" : type]?.first { $0.key == key }?.writes
        if writes == true {
            #expect(scene != plain, "\(key): the sample is the default, so writing it is not tested")
            #expect(written.contains(#""\#(key)": "#), "\(key)")
        } else if key != "preservesDepth" {
            // Read-only spellings (`frame`, `isHidden`) still change the layer, and are written in
            // their other form.
            #expect(scene != plain, "\(key)")
        }
    }

    @Test("docs/SCENES.md lists exactly the keys of each table", arguments: [
        ("## Top level", SceneVocabulary.scene.map(\.key)),
        ("## Layers", SceneVocabulary.layerKeys),
        ("### `\"type\": \"shape\"` (`CAShapeLayer`)", SceneVocabulary.shape.map(\.key)),
        ("### `\"type\": \"gradient\"` (`CAGradientLayer`)", SceneVocabulary.gradient.map(\.key)),
        ("### `\"type\": \"text\"` (`CATextLayer`)", SceneVocabulary.text.map(\.key)),
        ("## Replicators", SceneVocabulary.replicator.map(\.key)),
        ("## Animations", SceneVocabulary.animationKeys),
    ])
    func documented(heading: String, keys: [String]) throws {
        #expect(Set(try SceneDocs.keys(inTableAfter: heading)) == Set(keys), "\(heading)")
    }

    /// For each animation key, an entry (of a plain layer's animations) giving it a value other
    /// than its default.
    static let animationSamples: [(key: String, entry: String)] = [
        ("key", #"{"key": "fade", "keyPath": "opacity", "toValue": 0.5}"#),
        ("kind", #"{"kind": "spring", "keyPath": "opacity", "toValue": 0.5}"#),
        ("keyPath", #"{"keyPath": "position.x", "toValue": 5}"#),
        ("fromValue", #"{"keyPath": "opacity", "fromValue": 0.25}"#),
        ("toValue", #"{"keyPath": "bounds", "toValue": [0, 0, 5, 5]}"#),
        ("byValue", #"{"keyPath": "transform.rotation.z", "byValue": "pi/2"}"#),
        ("mass", #"{"keyPath": "opacity", "toValue": 0, "mass": 2}"#),
        ("stiffness", #"{"keyPath": "opacity", "toValue": 0, "stiffness": 50}"#),
        ("damping", #"{"keyPath": "opacity", "toValue": 0, "damping": 3}"#),
        ("initialVelocity", #"{"keyPath": "opacity", "toValue": 0, "initialVelocity": -1}"#),
        ("allowsOverdamping", #"{"keyPath": "opacity", "toValue": 0, "allowsOverdamping": true}"#),
        ("values", ##"{"keyPath": "backgroundColor", "values": ["#FF0000", "#00FF00"]}"##),
        ("path", #"{"keyPath": "position", "path": [["move", 0, 0], ["curve", 5, 0, 10, 5, 10, 10]]}"#),
        ("rotationMode", #"{"keyPath": "position", "path": [["move", 0, 0], ["line", 10, 0]], "rotationMode": "autoReverse"}"#),
        ("tensionValues", #"{"keyPath": "opacity", "values": [0, 1, 0.5], "calculationMode": "cubic", "tensionValues": [0.5, 0, -0.5]}"#),
        ("continuityValues", #"{"keyPath": "opacity", "values": [0, 1, 0.5], "calculationMode": "cubic", "continuityValues": [0, 1, 0]}"#),
        ("biasValues", #"{"keyPath": "opacity", "values": [0, 1, 0.5], "calculationMode": "cubic", "biasValues": [-1, 0, 1]}"#),
        ("keyTimes", #"{"keyPath": "opacity", "values": [0, 1, 0.5], "keyTimes": [0, 0.25, 1]}"#),
        ("timingFunctions", #"{"keyPath": "opacity", "values": [0, 1, 0.5], "timingFunctions": ["easeIn", [0.1, 0.2, 0.3, 0.4]]}"#),
        ("calculationMode", #"{"keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete"}"#),
        ("animations", #"{"animations": [{"keyPath": "opacity", "toValue": 0.5}, {"keyPath": "position.y", "byValue": 3}]}"#),
        ("duration", #"{"keyPath": "opacity", "toValue": 0, "duration": 2}"#),
        ("beginTime", #"{"keyPath": "opacity", "toValue": 0, "beginTime": 1.5}"#),
        ("repeatCount", #"{"keyPath": "opacity", "toValue": 0, "repeatCount": "infinity"}"#),
        ("autoreverses", #"{"keyPath": "opacity", "toValue": 0, "autoreverses": true}"#),
        ("speed", #"{"keyPath": "opacity", "toValue": 0, "speed": 2}"#),
        ("timeOffset", #"{"keyPath": "opacity", "toValue": 0, "timeOffset": 0.5}"#),
        ("fillMode", #"{"keyPath": "opacity", "toValue": 0, "fillMode": "both"}"#),
        ("timingFunction", #"{"keyPath": "opacity", "toValue": 0, "timingFunction": [0.3, 0.1, 0.5, 1]}"#),
        ("isRemovedOnCompletion", #"{"keyPath": "opacity", "toValue": 0, "isRemovedOnCompletion": false}"#),
        ("isAdditive", #"{"keyPath": "opacity", "toValue": 0, "isAdditive": true}"#),
        ("isCumulative", #"{"keyPath": "opacity", "toValue": 0, "isCumulative": true}"#),
    ]

    @Test("the animation samples cover every animation key, each once")
    func animationCoverage() {
        #expect(Self.animationSamples.map(\.key) == SceneVocabulary.animationKeys)
        #expect(Set(SceneVocabulary.animationKeys).count == SceneVocabulary.animationKeys.count)
    }

    @Test("every animation key reads a value other than its default, writes it, and reads back the same scene",
          arguments: animationSamples.indices)
    func animationRoundTrip(index: Int) throws {
        let (key, entry) = Self.animationSamples[index]
        let scene = try Scene.decode(json: #"{"size": [10, 10], "layers": [{"animations": ["# + entry + "]}]}")
        let written = try scene.encodedJSON()
        #expect(try Scene.decode(json: written) == scene, "\(key)")
        // The encoder leaves defaults out, so a key written is a value other than its default.
        #expect(written.contains(#""\#(key)": "#), "\(key)")
    }

    @Test("keyframe paths, rotation modes and the cubic modes' shaping values are read (they were refused as unknown keys)")
    func keyframeKeys() throws {
        let scene = try Scene.decode(json: #"""
            {"size": [10, 10], "layers": [{"animations": [
              {"keyPath": "position", "path": [["move", 0, 0], ["line", 10, 0]], "rotationMode": "auto", "duration": 1},
              {"keyPath": "opacity", "values": [0, 1, 0.5], "calculationMode": "cubic",
               "tensionValues": [1, 0, 0], "continuityValues": [0, 0.5, 0], "biasValues": [0, 0, -1]}
            ]}]}
            """#)
        var path = KeyframeAnimation(values: [])
        path.path = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0))])
        path.rotationMode = .auto
        var moved = Animation(keyPath: "position", kind: .keyframe(path))
        moved.duration = 1
        var cubic = KeyframeAnimation(values: [.number(0), .number(1), .number(0.5)], calculationMode: .cubic)
        (cubic.tensionValues, cubic.continuityValues, cubic.biasValues) = ([1, 0, 0], [0, 0.5, 0], [0, 0, -1])
        let animations = try #require(scene.root.sublayers.first).animations
        #expect(animations.map(\.key) == ["position", "opacity"])
        #expect(animations.map(\.animation) == [moved, Animation(keyPath: "opacity", kind: .keyframe(cubic))])
    }

    @Test("a group without animations names what it needs")
    func groupWithoutAnimations() {
        #expect(SceneKeyTests.message(#"{"size": [10, 10], "layers": [{"animations": [{"kind": "group", "duration": 1}]}]}"#)
            == #"layers[0].animations[0]: missing key "animations" (the animations of the group)"#)
    }

    @Test("every kind of path element is written as the path command of its name, with that command's values")
    func pathCommands() throws {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.addLine(to: Point(x: 3, y: 4))
        path.addQuadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8))
        path.addCurve(to: Point(x: 9, y: 10), control1: Point(x: 11, y: 12), control2: Point(x: 13, y: 14))
        path.addArc(center: Point(x: 15, y: 16), radius: 17, startAngle: 0.5, endAngle: -1, clockwise: true)
        path.closeSubpath()
        let written = try SceneEncoder().path(path, "path")
        guard case let .array(commands) = written else { throw SceneError.invalid(path: "path", message: "not an array") }
        let names = commands.compactMap { command -> String? in
            guard case let .array(items) = command, case let .string(name)? = items.first,
                  let known = SceneDecoder.PathCommand(rawValue: name), known.arguments.count == items.count - 1 else { return nil }
            return name
        }
        #expect(names == ["move", "line", "quad", "curve", "arc", "close"])
        let decoded = try SceneDecoder(baseDirectory: nil, fonts: nil).path(SceneField(value: written, path: "path"))
        #expect(decoded == path)
    }
}
