import Testing
@testable import LayerModel

/// The key paths added for Core Animation's animatable properties, and path morphing.
@Suite("More animatable key paths")
struct MoreKeyPathTests {
    static let presented = AnimationKeyPathTests.presented

    @Test("bounds parts, anchor point, shadow color, contents rectangles and z parts of the transform")
    func layerProperties() throws {
        var layer = Layer(bounds: Rect(x: 1, y: 2, width: 10, height: 20))
        layer.transform = Transform3D(scaleX: 1, y: 1, z: 3).concatenating(Transform3D(translationX: 0, y: 0, z: 4))
        #expect(try Self.presented(layer, "bounds.origin", .point(Point(x: 5, y: 6))).bounds == Rect(x: 5, y: 6, width: 10, height: 20))
        #expect(try Self.presented(layer, "bounds.origin.x", .number(7)).bounds.minX == 7)
        #expect(try Self.presented(layer, "bounds.origin.y", .number(7)).bounds.minY == 7)
        #expect(try Self.presented(layer, "bounds.size.width", .number(7)).bounds == Rect(x: 1, y: 2, width: 7, height: 20))
        #expect(try Self.presented(layer, "bounds.size.height", .number(7)).bounds == Rect(x: 1, y: 2, width: 10, height: 7))
        #expect(try Self.presented(layer, "anchorPoint", .point(Point(x: 0, y: 1))).anchorPoint == Point(x: 0, y: 1))
        #expect(try Self.presented(layer, "anchorPoint.x", .number(0.25)).anchorPoint == Point(x: 0.25, y: 0.5))
        #expect(try Self.presented(layer, "anchorPoint.y", .number(0.25)).anchorPoint == Point(x: 0.5, y: 0.25))
        #expect(try Self.presented(layer, "shadowColor", .color(.red)).shadowColor == .red)
        let r = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
        #expect(try Self.presented(layer, "contentsRect", .rect(r)).contentsRect == r)
        #expect(try Self.presented(layer, "contentsCenter", .rect(r)).contentsCenter == r)
        // The model's z scale 3 and z translation 4 read back and are replaced.
        #expect(AnimationKeyPath("transform.scale.z")?.value(in: layer) == .number(3))
        #expect(AnimationKeyPath("transform.translation.z")?.value(in: layer) == .number(4))
        let z = try Self.presented(layer, "transform.scale.z", .number(5)).transform
        #expect(z.m33 == 5 && z.m43 == 4 && z.m11 == 1)
        #expect(try Self.presented(layer, "transform.translation.z", .number(-2)).transform.m43 == -2)
    }

    @Test("shape, gradient and text properties")
    func contentProperties() throws {
        let shape = Layer(kind: .shape(ShapeLayer(fillColor: nil, strokeColor: .blue)))
        #expect(try Self.presented(shape, "lineDashPhase", .number(3)).shape?.lineDashPhase == 3)
        #expect(try Self.presented(shape, "miterLimit", .number(2)).shape?.miterLimit == 2)
        var gradient = Layer(kind: .gradient(GradientLayer(colors: [.black, Color(white: 0.5), .white])))
        #expect(AnimationKeyPath("locations")?.value(in: gradient) == .numbers([0, 0.5, 1])) // nil: evenly spaced
        #expect(try Self.presented(gradient, "locations", .numbers([0, 0.2, 1])).gradient?.locations == [0, 0.2, 1])
        var move = Animation.basic(keyPath: "locations", to: .numbers([0, 0.9, 1]))
        move.duration = 1
        try gradient.add(move, forKey: "move")
        #expect(gradient.presentation(at: 0.5).gradient?.locations == [0, 0.7, 1])
        #expect(throws: LayerModelError.invalidAnimation("each \"locations\" value needs 3 numbers, one per color of the layer's gradient; toValue has 2")) {
            try gradient.add(.basic(keyPath: "locations", to: .numbers([0, 1])), forKey: "bad")
        }
        let text = Layer(kind: .text(TextLayer(string: "Hi")))
        #expect(try Self.presented(text, "foregroundColor", .color(.red)).text?.foregroundColor == .red)
        #expect(throws: LayerModelError.self) { try Self.presented(shape, "foregroundColor", .color(.red)) }
    }

    @Test("a text layer's fontSize interpolates as a number; other layers have none")
    func fontSize() throws {
        var text = Layer(kind: .text(TextLayer(string: "Hi", fontSize: 12)))
        #expect(AnimationKeyPath("fontSize")?.value(in: text) == .number(12))
        var grow = Animation.basic(keyPath: "fontSize", to: .number(20))
        grow.duration = 2
        try text.add(grow, forKey: "grow")
        // A quarter of the way, linearly: 12 + 8 / 4.
        #expect(text.presentation(at: 0.5).text?.fontSize == 14)
        #expect(throws: LayerModelError.self) { try Self.presented(Layer(), "fontSize", .number(20)) }
    }
}

@Suite("Path morphing")
struct PathMorphTests {
    /// A triangle with its apex at `apex`: move, line, line, close.
    static func triangle(apex: Point) -> Path {
        var p = Path()
        p.move(to: Point(x: 0, y: 10))
        p.addLine(to: apex)
        p.addLine(to: Point(x: 10, y: 10))
        p.closeSubpath()
        return p
    }

    /// A rectangle's five elements with the first side a curve.
    static let curvedRect = Path(elements: [
        .move(to: .zero), .curve(to: Point(x: 5, y: 0), control1: Point(x: 1, y: -1), control2: Point(x: 4, y: -1)),
        .line(to: Point(x: 5, y: 5)), .line(to: Point(x: 0, y: 5)), .close,
    ])

    @Test("a shape's path morphs point by point between paths of the same elements")
    func morph() throws {
        var layer = Layer(kind: .shape(ShapeLayer(path: Self.triangle(apex: Point(x: 0, y: 0)))))
        var morph = Animation.basic(keyPath: "path", to: .path(Self.triangle(apex: Point(x: 10, y: 4))))
        morph.duration = 1
        try layer.add(morph, forKey: "morph")
        #expect(layer.presentation(at: 0.25).shape?.path == Self.triangle(apex: Point(x: 2.5, y: 1)))
        #expect(layer.presentation(at: 0.5).shape?.path == Self.triangle(apex: Point(x: 5, y: 2)))
    }

    @Test("curves and arcs morph their control points, centres, radii and angles")
    func curvesAndArcs() throws {
        var a = Path(), b = Path()
        a.move(to: .zero); a.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 4), control2: Point(x: 10, y: 4))
        a.addArc(center: Point(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 1, clockwise: true)
        b.move(to: .zero); b.addCurve(to: Point(x: 20, y: 0), control1: Point(x: 0, y: 8), control2: Point(x: 20, y: 8))
        b.addArc(center: Point(x: 7, y: 5), radius: 4, startAngle: 0, endAngle: 3, clockwise: true)
        var c = Path()
        c.move(to: .zero); c.addCurve(to: Point(x: 15, y: 0), control1: Point(x: 0, y: 6), control2: Point(x: 15, y: 6))
        c.addArc(center: Point(x: 6, y: 5), radius: 3, startAngle: 0, endAngle: 2, clockwise: true)
        #expect(AnimationValue.path(a).interpolated(to: .path(b), t: 0.5) == .path(c))
    }

    @Test("a shadowPath animates; a nil shadowPath is the empty path")
    func shadowPath() throws {
        var layer = Layer()
        #expect(AnimationKeyPath("shadowPath")?.value(in: layer) == .path(Path()))
        var grow = Animation.basic(keyPath: "shadowPath", from: .path(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))),
                                   to: .path(Path(rect: Rect(x: 0, y: 0, width: 20, height: 30))))
        grow.duration = 1
        try layer.add(grow, forKey: "grow")
        #expect(layer.presentation(at: 0.5).shadowPath == Path(rect: Rect(x: 0, y: 0, width: 15, height: 20)))
        #expect(layer.presentation(at: 2).shadowPath == nil)
    }

    @Test("paths of different elements are an error at add time naming the key path", arguments: [
        ("path", AnimationValue.path(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))), nil as AnimationValue?,
         "cannot animate \"path\": a path morphs only into a path of the same elements (the same kinds, in the same order), but toValue and the layer's own path differ: one has 5 elements, the other 4"),
        ("path", .path(PathMorphTests.curvedRect), .path(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))),
         "cannot animate \"path\": a path morphs only into a path of the same elements (the same kinds, in the same order), but fromValue and toValue differ: element 1 is a curve in one and a line in the other"),
        ("shadowPath", .path(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))), nil,
         "cannot animate \"shadowPath\": a path morphs only into a path of the same elements (the same kinds, in the same order), but toValue and the layer's own shadowPath differ: one has 5 elements, the other 0"),
    ])
    func incompatible(keyPath: String, first: AnimationValue, second: AnimationValue?, message: String) {
        var layer = Layer(kind: .shape(ShapeLayer(path: Self.triangle(apex: .zero))))
        let animation: Animation = if let second { .basic(keyPath: keyPath, from: first, to: second) } else { .basic(keyPath: keyPath, to: first) }
        #expect {
            try layer.add(animation, forKey: "morph")
        } throws: { error in
            (error as? LayerModelError)?.description == message
        }
        #expect(layer.animations.isEmpty)
    }

    @Test("arcs turning opposite ways, keyframes of different paths, byValue and additive paths are refused")
    func otherRefusals() throws {
        var cw = Path(), ccw = Path()
        cw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true)
        ccw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
        var layer = Layer(kind: .shape(ShapeLayer(path: cw)))
        #expect(throws: LayerModelError.incompatiblePaths(keyPath: "path", detail: "toValue and the layer's own path differ: element 0 is a counterclockwise arc in one and a clockwise arc in the other")) {
            try layer.add(.basic(keyPath: "path", to: .path(ccw)), forKey: "m")
        }
        #expect(throws: LayerModelError.incompatiblePaths(keyPath: "path", detail: "values[0] and values[2] differ: element 0 is a clockwise arc in one and a counterclockwise arc in the other")) {
            try layer.add(.keyframe(keyPath: "path", values: [.path(cw), .path(cw), .path(ccw)]), forKey: "m")
        }
        #expect(throws: LayerModelError.invalidAnimation("byValue does not apply to \"path\": paths do not add; give fromValue and toValue")) {
            try layer.add(.basic(keyPath: "path", by: .path(cw)), forKey: "m")
        }
        var additive = Animation.basic(keyPath: "path", to: .path(cw))
        additive.isAdditive = true
        #expect(throws: LayerModelError.invalidAnimation("isAdditive and isCumulative do not apply to \"path\": paths do not add")) {
            try layer.add(additive, forKey: "m")
        }
    }
}
