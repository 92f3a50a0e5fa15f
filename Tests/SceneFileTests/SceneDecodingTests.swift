import Foundation
import LayerModel
import Testing
@testable import SceneFile

@Suite("Decoding scene files")
struct SceneDecodingTests {
    /// The knob at value 0.5 with the API defaults, built by hand from CONTROLS.md.
    static var knobTree: Layer {
        let (w, h) = (140.0, 140.0)
        let (lineWidth, pointerLength) = (2.0, 6.0)
        let (start, end) = (-Double.pi * 11 / 8, Double.pi * 3 / 8)
        let bounds = Rect(x: 0, y: 0, width: w, height: h)
        let center = Point(x: w / 2, y: h / 2)
        func strokeLayer(_ name: String, _ path: Path) -> Layer {
            let shape = ShapeLayer(path: path, fillColor: nil, strokeColor: Color.systemBlue, lineWidth: lineWidth, lineCap: .butt)
            return Layer(name: name, bounds: bounds, position: center, kind: .shape(shape))
        }
        var trackPath = Path()
        trackPath.addArc(center: center, radius: min(w, h) / 2 - max(pointerLength, lineWidth / 2),
                         startAngle: start, endAngle: end, clockwise: true)
        var pointerPath = Path()
        pointerPath.move(to: Point(x: w - pointerLength - lineWidth / 2, y: h / 2))
        pointerPath.addLine(to: Point(x: w, y: h / 2))
        var pointer = strokeLayer("pointer", pointerPath)
        pointer.transform = Transform3D(rotationZ: (0.5 - 0) / (1 - 0) * (end - start) + start)
        var root = Layer(name: "knob", bounds: bounds, position: center)
        root.sublayers = [strokeLayer("track", trackPath), pointer]
        return root
    }

    @Test("knob.json decodes to the knob's layer tree built in Swift")
    func knob() throws {
        let scene = try Scene(contentsOf: Fixtures.scene("knob.json"))
        #expect(scene.root == SceneDecodingTests.knobTree)
        #expect(scene.size == Size(width: 140, height: 140))
        #expect(scene.scale == nil)
        #expect(scene.background == nil)
    }

    @Test("every example scene decodes, and writing it back reads back the same scene", arguments: Fixtures.sceneNames)
    func exampleRoundTrips(name: String) throws {
        let scene = try Scene(contentsOf: Fixtures.scene(name))
        let text = try scene.encodedJSON()
        #expect(try Scene.decode(json: text) == scene)
        // Writing is canonical: a second pass gives the same text.
        #expect(try Scene.decode(json: text).encodedJSON() == text)
    }

    @Test("the examples cover every layer type")
    func examplesCoverTypes() throws {
        var kinds: Set<String> = []
        func visit(_ layer: Layer) {
            kinds.insert(layer.kind.name.rawValue)
            layer.sublayers.forEach(visit)
            layer.mask.map(visit)
        }
        for name in Fixtures.sceneNames {
            try Scene(contentsOf: Fixtures.scene(name)).root.sublayers.forEach(visit)
        }
        #expect(kinds == ["layer", "shape", "gradient", "text"])
    }

    /// A tree in which every property differs from its default.
    static var everyPropertyScene: Scene {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.addLine(to: Point(x: 3, y: 4))
        path.addQuadCurve(to: Point(x: 7, y: 8), control: Point(x: 5, y: 6))
        path.addCurve(to: Point(x: 13, y: 14), control1: Point(x: 9, y: 10), control2: Point(x: 11, y: 12))
        path.addArc(center: Point(x: 15, y: 16), radius: 17, startAngle: -Double.pi / 2, endAngle: 0.25, clockwise: false)
        path.closeSubpath()
        var shape = ShapeLayer(path: path, fillColor: try! Color(hex: "#10203040"), strokeColor: Color.red, lineWidth: 2.5, lineCap: .square)
        shape.fillRule = .evenOdd
        shape.lineJoin = .bevel
        shape.miterLimit = 4
        shape.lineDashPattern = [3, 1.5]
        shape.lineDashPhase = -2
        shape.strokeStart = 0.125
        shape.strokeEnd = 0.75

        var layer = Layer(name: "everything", bounds: Rect(x: -5, y: 6, width: 70, height: 80), position: Point(x: 9, y: -10),
                          kind: .shape(shape))
        layer.anchorPoint = Point(x: 0, y: 1.5)
        layer.transform = Transform3D(rotation: 0.3, x: 1, y: 2, z: 3).concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        layer.opacity = 0.5
        layer.isHidden = true
        layer.backgroundColor = try! Color(hex: "#ABCDEF")
        layer.cornerRadius = 3
        layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner]
        layer.cornerCurve = .continuous
        layer.borderWidth = 1.25
        layer.borderColor = Color.blue
        layer.masksToBounds = true
        layer.shadowColor = Color.magenta
        layer.shadowOpacity = 0.75
        layer.shadowOffset = Size(width: 2, height: 5)
        layer.shadowRadius = 0
        layer.shadowPath = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))

        let gradient = GradientLayer(type: .radial, colors: [.red, .clear, .white], locations: [0, 0.3, 1],
                                     startPoint: Point(x: 0.25, y: 0.5), endPoint: Point(x: -1, y: 2))
        var mask = Layer(name: "mask", frame: Rect(x: 0, y: 0, width: 70, height: 80), kind: .gradient(gradient))
        mask.sublayers = [Layer(name: "nested")]
        layer.mask = mask

        let text = TextLayer(string: "Hé \"quoted\" \\ ✓", font: .file("/fonts/Some Font.ttf"), fontSize: 12.5,
                             foregroundColor: Color.black, alignment: .right, centersVertically: true)
        layer.sublayers = [Layer(name: "label", frame: Rect(x: 1, y: 2, width: 3, height: 4), kind: .text(text)), Layer()]
        return Scene(size: Size(width: 320.5, height: 200), layers: [layer], name: "all", scale: 3,
                     background: try! Color(hex: "#01020304"))
    }

    @Test("every property survives writing and reading back")
    func everyPropertyRoundTrips() throws {
        let scene = SceneDecodingTests.everyPropertyScene
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }

    @Test("every key maps to its property")
    func everyKeyByHand() throws {
        let json = """
        {
          "size": [320.5, 200], "scale": 3, "background": "#01020304", "name": "all",
          "layers": [{
            "type": "shape", "name": "everything",
            "bounds": [-5, 6, 70, 80], "position": [9, -10], "anchorPoint": [0, 1.5],
            "transform": [["rotate", 0.3, 1, 2, 3], ["translate", 1, 2, 3]],
            "opacity": 0.5, "hidden": true, "backgroundColor": "#abcdef", "cornerRadius": 3,
            "maskedCorners": ["layerMaxXMinYCorner", "layerMinXMaxYCorner"], "cornerCurve": "continuous",
            "borderWidth": 1.25, "borderColor": "#0000FF", "masksToBounds": true,
            "shadowColor": "#FF00FF", "shadowOpacity": 0.75, "shadowOffset": [2, 5], "shadowRadius": 0,
            "shadowPath": [["rect", 1, 2, 3, 4]],
            "path": [["move", 1, 2], ["line", 3, 4], ["quad", 5, 6, 7, 8], ["curve", 9, 10, 11, 12, 13, 14],
                     ["arc", 15, 16, 17, "-pi/2", 0.25, false], ["close"]],
            "fillColor": "#10203040", "fillRule": "evenOdd", "strokeColor": "#FF0000", "lineWidth": 2.5,
            "lineCap": "square", "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [3, 1.5],
            "lineDashPhase": -2, "strokeStart": 0.125, "strokeEnd": 0.75,
            "mask": {
              "type": "gradient", "name": "mask", "frame": [0, 0, 70, 80], "gradientType": "radial",
              "colors": ["#FF0000", "#00000000", "#FFFFFF"], "locations": [0, 0.3, 1],
              "startPoint": [0.25, 0.5], "endPoint": [-1, 2],
              "sublayers": [{ "name": "nested" }]
            },
            "sublayers": [
              { "type": "text", "name": "label", "frame": [1, 2, 3, 4], "string": "H\\u00e9 \\"quoted\\" \\\\ ✓",
                "fontFile": "/fonts/Some Font.ttf", "fontSize": 12.5, "foregroundColor": "#000000",
                "alignment": "right", "centersVertically": true },
              {}
            ]
          }]
        }
        """
        #expect(try Scene.decode(json: json) == SceneDecodingTests.everyPropertyScene)
    }

    @Test("an omitted key takes the LayerModel default")
    func defaults() throws {
        let scene = try Scene.decode(json: ##"{"size": [10, 20], "layers": [{}, {"type": "shape"}, {"type": "gradient"}, {"type": "text"}]}"##)
        #expect(scene.root == Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 20), position: Point(x: 5, y: 10)).with {
            $0.sublayers = [Layer(), Layer(kind: .shape(ShapeLayer())), Layer(kind: .gradient(GradientLayer())),
                            Layer(kind: .text(TextLayer()))]
        })
        #expect(scene.scale == nil && scene.background == nil)
    }

    @Test("a frame sets the bounds and the position for the anchor point, as CALayer.frame does")
    func frame() throws {
        let scene = try Scene.decode(json: ##"{"size": [100, 100], "layers": [{"frame": [10, 20, 30, 40]}, {"anchorPoint": [0, 1], "frame": [10, 20, 30, 40]}]}"##)
        #expect(scene.root.sublayers[0].bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(scene.root.sublayers[0].position == Point(x: 25, y: 40))
        #expect(scene.root.sublayers[1].position == Point(x: 10, y: 60))
        for layer in scene.root.sublayers {
            #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    @Test("rect, ellipse and roundedRect path commands append LayerModel's shapes")
    func shapeCommands() throws {
        let scene = try Scene.decode(json: """
            {"size": [100, 100], "layers": [{"type": "shape", "path": [
              ["rect", 1, 2, 3, 4], ["ellipse", 5, 6, 7, 8], ["roundedRect", 9, 10, 11, 12, 2], ["roundedRect", 0, 0, 5, 5, 0]
            ]}]}
            """)
        var expected = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
        expected.append(Path(ellipseIn: Rect(x: 5, y: 6, width: 7, height: 8)))
        expected.append(Path(roundedRect: Rect(x: 9, y: 10, width: 11, height: 12), cornerRadius: 2))
        expected.append(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)))
        #expect(scene.root.sublayers[0].shape?.path == expected)
    }

    @Test("transform operations apply in list order; a 16-number list is the matrix row by row")
    func transforms() throws {
        func decode(_ transform: String) throws -> Transform3D {
            try Scene.decode(json: ##"{"size": [10, 10], "layers": [{"transform": \##(transform)}]}"##).root.sublayers[0].transform
        }
        #expect(try decode("[]") == .identity)
        #expect(try decode(##"[["rotate", "pi/2"], ["translate", 10, 0]]"##)
            == Transform3D(rotationZ: Double.pi / 2).concatenating(Transform3D(translationX: 10, y: 0)))
        // The first operation applies first: (1, 0) turns to (0, 1), then moves to (10, 1).
        let affine = try #require(try decode(##"[["rotate", "pi/2"], ["translate", 10, 0]]"##).affine)
        let p = affine.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(try decode(##"[["scale", 2]]"##) == Transform3D(scaleX: 2, y: 2))
        #expect(try decode(##"[["scale", 2, 3]]"##) == Transform3D(scaleX: 2, y: 3))
        #expect(try decode(##"[["scale", 2, 3, 4]]"##) == Transform3D(scaleX: 2, y: 3, z: 4))
        #expect(try decode(##"[["translate", 1, 2, 3]]"##) == Transform3D(translationX: 1, y: 2, z: 3))
        #expect(try decode(##"[["rotate", 0.5, 0, 1, 0]]"##) == Transform3D(rotation: 0.5, x: 0, y: 1, z: 0))
        #expect(try decode("[1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1]")
            == Transform3D(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
    }

    @Test("relative font files are found beside the scene file")
    func fontFileResolution() throws {
        let json = ##"{"size": [10, 10], "layers": [{"type": "text", "fontFile": "fonts/a.ttf"}, {"type": "text", "fontFile": "/abs/b.ttf"}]}"##
        let fonts = { (scene: Scene) in scene.root.sublayers.map { $0.text?.font } }
        #expect(try fonts(Scene.decode(json: json)) == [.file("fonts/a.ttf"), .file("/abs/b.ttf")])
        #expect(try fonts(Scene.decode(json: json, baseDirectory: "/scenes")) == [.file("/scenes/fonts/a.ttf"), .file("/abs/b.ttf")])
    }

    @Test("JSON details: a byte order mark, escapes, numbers in every form, booleans kept apart from numbers")
    func jsonDetails() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let json = ##"{"size": [1E2, 0.5e+2], "name": "tab\there \ud83d\ude00 \u00e9\/", "layers": [{"opacity": 0, "hidden": false}, {"opacity": -0, "position": [-1.5e-3, 123456789.5]}]}"##
        let scene = try Scene.decode(json: bom + Array(json.utf8))
        #expect(scene.size == Size(width: 100, height: 50))
        #expect(scene.root.name == "tab\there 😀 é/")
        #expect(scene.root.sublayers[1].position == Point(x: -0.0015, y: 123456789.5))
    }

    @Test("the implicit root fills the image")
    func root() throws {
        let scene = try Scene.decode(json: ##"{"size": [30, 20], "background": null}"##)
        #expect(scene.root.bounds == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(scene.root.frame == scene.root.bounds)
        #expect(scene.root.sublayers.isEmpty)
        #expect(scene == Scene(size: Size(width: 30, height: 20)))
    }
}

extension Layer {
    func with(_ change: (inout Layer) -> Void) -> Layer {
        var copy = self
        change(&copy)
        return copy
    }
}

@Suite("The format documentation")
struct SceneDocumentationTests {
    @Test("the complete example in docs/SCENES.md decodes and round-trips")
    func documentedExample() throws {
        let scene = try Scene.decode(json: try SceneDocs.jsonBlock(after: "## A complete example"))
        #expect(scene.size == Size(width: 200, height: 120))
        #expect(scene.root.sublayers.map(\.name) == ["card", "ring"])
        #expect(scene.root.sublayers[1].animations.count == 1)
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }
}
