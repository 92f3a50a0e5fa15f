import LayerModel
import LayerShotTesting
import Testing
import TestSupport

/// One tiny scene per renderer feature, each compared with a reviewed golden in
/// `Fixtures/goldens/renderer/`.
@Suite("Renderer goldens")
struct RendererGoldenTests {
    static let goldens = GoldenConfiguration(background: .white, directory: .packageRelative("Fixtures/goldens/renderer"))

    /// A 60×60 canvas holding `layers`.
    static func scene(_ layers: [Layer], size: Double = 60) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: size, height: size))
        root.sublayers = layers
        return root
    }

    static func stroke(_ path: Path, width: Double, color: Color = .black, configure: (inout ShapeLayer) -> Void = { _ in }) -> Layer {
        var shape = ShapeLayer(path: path, fillColor: nil, strokeColor: color, lineWidth: width)
        configure(&shape)
        return Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .shape(shape))
    }

    static var cases: [(String, Layer)] {
        var rotated = filledLayer(Rect(x: 20, y: 20, width: 30, height: 10), .blue)
        rotated.anchorPoint = Point(x: 0, y: 0.5)
        rotated.position = Point(x: 30, y: 30)
        rotated.transform = Transform3D(rotationZ: .pi / 4)

        var group = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        group.opacity = 0.5
        group.sublayers = [filledLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red), filledLayer(Rect(x: 20, y: 20, width: 30, height: 30), .blue)]

        var masked = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60),
                           kind: .gradient(GradientLayer(colors: [.blue, .magenta])))
        var maskShape = ShapeLayer(path: Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 40)), fillColor: Color(white: 0, alpha: 0.6))
        maskShape.strokeColor = .black
        maskShape.lineWidth = 6
        masked.mask = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .shape(maskShape))

        var clipper = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        clipper.masksToBounds = true
        clipper.cornerRadius = 12
        clipper.borderWidth = 3
        clipper.borderColor = .black
        clipper.sublayers = [filledLayer(Rect(x: -10, y: -10, width: 40, height: 40), .red), filledLayer(Rect(x: 20, y: 20, width: 40, height: 40), .blue)]

        var zigzag = Path()
        zigzag.move(to: Point(x: 8, y: 45))
        zigzag.addLine(to: Point(x: 22, y: 15))
        zigzag.addLine(to: Point(x: 36, y: 45))
        zigzag.addLine(to: Point(x: 52, y: 15))

        var circle = Path()
        circle.addArc(center: Point(x: 30, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)

        var shadowed = filledLayer(Rect(x: 15, y: 12, width: 30, height: 30), Color(red: 1, green: 0.8, blue: 0))
        shadowed.cornerRadius = 6
        shadowed.shadowOpacity = 0.8
        shadowed.shadowRadius = 3
        shadowed.shadowOffset = Size(width: 0, height: 4)

        var label = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        label.text = TextLayer(string: "Ag", fontSize: 28, foregroundColor: .black, alignment: .center, centersVertically: true)
        var left = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 20))
        left.text = TextLayer(string: "left", fontSize: 10, foregroundColor: .blue)
        var right = Layer(frame: Rect(x: 0, y: 44, width: 60, height: 16))
        right.text = TextLayer(string: "right", fontSize: 10, foregroundColor: .red, alignment: .right)

        return [
            ("anchor-point-rotation", scene([rotated, filledLayer(Rect(x: 29, y: 29, width: 2, height: 2), .red)])),
            ("group-opacity", scene([group])),
            ("mask-alpha", scene([masked])),
            ("masks-to-bounds-corner-radius", scene([clipper])),
            ("dash-round-caps", scene([stroke(zigzag, width: 4) { s in
                s.lineDashPattern = [8, 5]
                s.lineCap = .round
                s.lineJoin = .round
            }])),
            ("miter-bevel-square", scene([stroke(zigzag, width: 6, color: .blue) { s in
                s.lineJoin = .bevel
                s.lineCap = .square
            }])),
            ("stroke-end-half", scene([stroke(circle, width: 6) { s in s.strokeEnd = 0.5 }])),
            ("stroke-start-end", scene([stroke(circle, width: 6, color: .blue) { s in
                s.strokeStart = 0.25
                s.strokeEnd = 0.75
            }])),
            ("fill-even-odd", scene([Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .shape({
                var p = Path(ellipseIn: Rect(x: 5, y: 5, width: 50, height: 50))
                p.append(Path(ellipseIn: Rect(x: 18, y: 18, width: 24, height: 24)))
                var s = ShapeLayer(path: p, fillColor: .blue)
                s.fillRule = .evenOdd
                return s
            }()))])),
            ("gradient-three-stops", scene([Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .gradient(
                GradientLayer(colors: [.red, .white, .blue], locations: [0, 0.3, 1], startPoint: .zero, endPoint: Point(x: 1, y: 1))
            ))])),
            ("gradient-to-transparent", scene([Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .gradient(
                GradientLayer(colors: [.red, .clear], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
            ))])),
            ("gradient-radial", scene([Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60), kind: .gradient(
                GradientLayer(type: .radial, colors: [.white, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
            ))])),
            ("shadow-offset-blur", scene([shadowed])),
            ("text-alignment", scene([label, left, right])),
        ]
    }

    @Test("renderer feature", arguments: cases.map(\.0))
    func feature(name: String) throws {
        let layer = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: layer, named: name, configuration: Self.goldens)
    }
}
