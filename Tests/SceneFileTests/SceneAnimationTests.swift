import LayerModel
import Testing
@testable import SceneFile

@Suite("Scene file animations")
struct SceneAnimationTests {
    @Test("knob-animated.json holds the knob's animated value change from 0.5 to 1")
    func knobAnimation() throws {
        let scene = try Scene(contentsOf: Fixtures.scene("knob-animated.json"))
        // CONTROLS.md: the pointer angle formula, and a keyframe animation [old, mid, new].
        let (start, end) = (-Double.pi * 11 / 8, Double.pi * 3 / 8)
        let angle = { (value: Double) in (value - 0) / (1 - 0) * (end - start) + start }
        let (old, new) = (angle(0.5), angle(1))
        var pointer = SceneDecodingTests.knobTree.sublayers[1]
        pointer.transform = Transform3D(rotationZ: new)
        var animation = Animation.keyframe(
            keyPath: "transform.rotation.z",
            values: [.number(old), .number((old + new) / 2), .number(new)],
            keyTimes: [0, 0.5, 1]
        )
        animation.duration = 0.25
        animation.timingFunction = .easeInEaseOut
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        try pointer.add(animation, forKey: "pointer-rotation")
        #expect(scene.root.sublayers[1] == pointer)
        #expect(scene.root.sublayers[0] == SceneDecodingTests.knobTree.sublayers[0])
        #expect(scene.root.animationTimeRange == 0...0.25)
        // The first frame shows the old value, straight up; the last the new one.
        let first = scene.root.presentation(at: 0).sublayers[1].transform
        #expect(abs(first.m11) < 1e-12 && abs(first.m12 + 1) < 1e-12)
        let last = scene.root.presentation(at: 0.25).sublayers[1].transform
        #expect(abs(last.m11 - pointer.transform.m11) < 1e-12 && abs(last.m12 - pointer.transform.m12) < 1e-12)
    }

    @Test("every animation key maps to its property")
    func everyAnimationKey() throws {
        let json = """
        {"size": [100, 100], "layers": [{
          "type": "gradient", "colors": ["#FF0000", "#0000FF"],
          "animations": [
            {"key": "k", "keyPath": "colors", "values": [["#FF0000", "#0000FF"], ["#00FF00", "#FFFFFF"], ["#000000", "#000000"]],
             "keyTimes": [0, 0.25, 0.5, 1], "timingFunctions": ["easeIn", [0.1, 0.2, 0.3, 0.4]], "calculationMode": "discrete",
             "duration": 2, "beginTime": 0.5, "repeatCount": 1.5, "autoreverses": true, "speed": 2, "timeOffset": 0.25,
             "fillMode": "both", "timingFunction": "default"},
            {"keyPath": "transform", "fromValue": [["rotate", "pi"]], "byValue": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1]},
            {"keyPath": "bounds", "toValue": [0, 0, 10, 20], "repeatCount": "infinity"},
            {"keyPath": "shadowOffset", "byValue": [3, -4]},
            {"keyPath": "backgroundColor", "toValue": "#11223344"},
            {"keyPath": "transform.rotation", "toValue": "-pi/4"},
            {"keyPath": "startPoint", "toValue": [0.5, 0.25]}
          ]
        }]}
        """
        var layer = Layer(kind: .gradient(GradientLayer(colors: [.red, .blue])))
        var a = Animation.keyframe(
            keyPath: "colors",
            values: [.colors([.red, .blue]), .colors([Color(red: 0, green: 1, blue: 0), .white]), .colors([.black, .black])],
            keyTimes: [0, 0.25, 0.5, 1],
            timingFunctions: [.easeIn, try TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)],
            calculationMode: .discrete
        )
        a.duration = 2
        a.beginTime = 0.5
        a.repeatCount = 1.5
        a.autoreverses = true
        a.speed = 2
        a.timeOffset = 0.25
        a.fillMode = .both
        a.timingFunction = .default
        try layer.add(a, forKey: "k")
        try layer.add(.basic(keyPath: "transform", from: .transform(Transform3D(rotationZ: Double.pi)),
                             by: .transform(Transform3D(translationX: 5, y: 6))), forKey: "transform")
        var endless = Animation.basic(keyPath: "bounds", to: .rect(Rect(x: 0, y: 0, width: 10, height: 20)))
        endless.repeatCount = .infinity
        try layer.add(endless, forKey: "bounds")
        try layer.add(.basic(keyPath: "shadowOffset", by: .size(Size(width: 3, height: -4))), forKey: "shadowOffset")
        try layer.add(.basic(keyPath: "backgroundColor", to: .color(try Color(hex: "#11223344"))), forKey: "backgroundColor")
        try layer.add(.basic(keyPath: "transform.rotation", to: .number(-Double.pi / 4)), forKey: "transform.rotation")
        try layer.add(.basic(keyPath: "startPoint", to: .point(Point(x: 0.5, y: 0.25))), forKey: "startPoint")

        let scene = try Scene.decode(json: json)
        #expect(scene.root.sublayers == [layer])
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }

    @Test("a layer's own properties are set before its animations are checked against it")
    func animationsAfterContent() throws {
        // The colors animation is checked against the gradient's two colors, written after it.
        let json = ##"{"size": [10, 10], "layers": [{"animations": [{"keyPath": "colors", "toValue": ["#000000", "#FFFFFF"]}], "type": "gradient", "colors": ["#FF0000", "#0000FF"]}]}"##
        #expect(try Scene.decode(json: json).root.sublayers[0].animations.count == 1)
    }

    @Test("the root layer cannot be written with properties the format has no place for")
    func rootProperties() throws {
        var scene = Scene(size: Size(width: 10, height: 10))
        scene.root.opacity = 0.5
        #expect(throws: SceneError.self) { try scene.encodedJSON() }
        scene.root.opacity = 1
        try scene.root.add(.basic(keyPath: "opacity", to: .number(0)), forKey: "fade")
        #expect(throws: SceneError.self) { try scene.encodedJSON() }
    }
}

@Suite("Scene file springs, groups and animation flags")
struct SceneSpringGroupTests {
    @Test("springs, groups and the isRemovedOnCompletion, isAdditive, isCumulative flags map to the model and back")
    func springsAndGroups() throws {
        let json = """
        {"size": [100, 100], "layers": [{
          "animations": [
            {"key": "bounce", "keyPath": "position.x", "toValue": 50, "mass": 2, "stiffness": 300, "damping": 12,
             "initialVelocity": -1, "allowsOverdamping": true, "duration": 1.5},
            {"kind": "spring", "keyPath": "opacity", "fromValue": 0},
            {"beginTime": 1, "duration": 2, "isRemovedOnCompletion": false, "fillMode": "forwards", "animations": [
              {"keyPath": "position.y", "byValue": 10, "isAdditive": true, "isCumulative": true, "repeatCount": 2},
              {"animations": [{"keyPath": "cornerRadius", "values": [0, 4], "beginTime": 0.5}], "duration": 1}
            ]}
          ]
        }]}
        """
        var layer = Layer()
        var bounce = SpringAnimation(toValue: .number(50), mass: 2, stiffness: 300, damping: 12, initialVelocity: -1)
        bounce.allowsOverdamping = true
        var a = Animation(keyPath: "position.x", kind: .spring(bounce))
        a.duration = 1.5
        try layer.add(a, forKey: "bounce")
        try layer.add(.spring(keyPath: "opacity", from: .number(0)), forKey: "opacity")
        var push = Animation.basic(keyPath: "position.y", by: .number(10))
        push.isAdditive = true
        push.isCumulative = true
        push.repeatCount = 2
        var corner = Animation.keyframe(keyPath: "cornerRadius", values: [.number(0), .number(4)])
        corner.beginTime = 0.5
        var inner = Animation.group([corner])
        inner.duration = 1
        var group = Animation.group([push, inner])
        group.beginTime = 1
        group.duration = 2
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        try layer.add(group, forKey: "group")

        let scene = try Scene.decode(json: json)
        #expect(scene.root.sublayers == [layer])
        let text = try scene.encodedJSON()
        #expect(try Scene.decode(json: text) == scene)
        #expect(text.contains("\"kind\": \"spring\""))
    }
}

@Suite("Scene file path, locations and other key paths")
struct SceneMoreKeyPathTests {
    @Test("path morphs, locations and the newer key paths read and write back")
    func morphs() throws {
        let json = """
        {"size": [100, 100], "layers": [
          {"type": "shape", "path": [["move", 0, 0], ["line", 10, 0], ["close"]],
           "animations": [
             {"keyPath": "path", "toValue": [["move", 0, 5], ["line", 20, 5], ["close"]], "duration": 1},
             {"keyPath": "lineDashPhase", "toValue": 4},
             {"keyPath": "shadowPath", "fromValue": [["rect", 0, 0, 5, 5]], "toValue": [["rect", 0, 0, 9, 9]]},
             {"keyPath": "anchorPoint", "toValue": [0, 1]},
             {"keyPath": "bounds.size.width", "toValue": 30}
           ]},
          {"type": "gradient", "colors": ["#000000", "#FFFFFF"],
           "animations": [{"keyPath": "locations", "values": [[0, 1], [0.5, 1]]}]}
        ]}
        """
        var shape = Layer(kind: .shape(ShapeLayer(path: Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .close]))))
        var morph = Animation.basic(keyPath: "path", to: .path(Path(elements: [
            .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 20, y: 5)), .close,
        ])))
        morph.duration = 1
        try shape.add(morph, forKey: "path")
        try shape.add(.basic(keyPath: "lineDashPhase", to: .number(4)), forKey: "lineDashPhase")
        try shape.add(.basic(keyPath: "shadowPath", from: .path(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))),
                             to: .path(Path(rect: Rect(x: 0, y: 0, width: 9, height: 9)))), forKey: "shadowPath")
        try shape.add(.basic(keyPath: "anchorPoint", to: .point(Point(x: 0, y: 1))), forKey: "anchorPoint")
        try shape.add(.basic(keyPath: "bounds.size.width", to: .number(30)), forKey: "bounds.size.width")
        var gradient = Layer(kind: .gradient(GradientLayer(colors: [.black, .white])))
        try gradient.add(.keyframe(keyPath: "locations", values: [.numbers([0, 1]), .numbers([0.5, 1])]), forKey: "locations")

        let scene = try Scene.decode(json: json)
        #expect(scene.root.sublayers == [shape, gradient])
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
        #expect(scene.root.presentation(at: 0.5).sublayers[0].shape?.path.elements[1] == .line(to: Point(x: 15, y: 2.5)))
    }
}
