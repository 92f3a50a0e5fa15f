import Testing
import LayerModel

/// What each key path reads from and writes to a layer, seen at the end of a 0.25 s animation
/// held by a forwards fill and not removed (so the presented value is exactly the `to` value).
@Suite("Animatable key paths")
struct AnimationKeyPathTests {
    static func presented(_ layer: Layer, keyPath: String, to value: AnimationValue) throws -> Layer {
        var animation = Animation.basic(keyPath: keyPath, to: value)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        var animated = layer
        try animated.add(animation, forKey: keyPath)
        return animated.presentation(at: 1)
    }

    /// Scale (2, 3), then a rotation of 0.3 rad, then a translation by (5, 7).
    static let scaledRotatedMoved = Transform3D(scaleX: 2, y: 3)
        .concatenating(Transform3D(rotationZ: 0.3))
        .concatenating(Transform3D(translationX: 5, y: 7))

    static func layer(transform: Transform3D) -> Layer {
        var layer = Layer()
        layer.transform = transform
        return layer
    }

    @Test("transform.rotation.z replaces the rotation and keeps scale and translation", arguments: [
        "transform.rotation.z", "transform.rotation",
    ])
    func rotationKeepsScale(keyPath: String) throws {
        let layer = try Self.presented(Self.layer(transform: Self.scaledRotatedMoved), keyPath: keyPath, to: .number(1.2))
        let expected = Transform3D(scaleX: 2, y: 3)
            .concatenating(Transform3D(rotationZ: 1.2))
            .concatenating(Transform3D(translationX: 5, y: 7))
        #expect(transformsMatch(layer.transform, expected))
    }

    @Test("transform parts replace one part each", arguments: [
        ("transform.scale", AnimationValue.number(4), (4.0, 4.0, 5.0, 7.0)),
        ("transform.scale.x", .number(4), (4.0, 3.0, 5.0, 7.0)),
        ("transform.scale.y", .number(4), (2.0, 4.0, 5.0, 7.0)),
        ("transform.translation", .size(Size(width: -1, height: -2)), (2.0, 3.0, -1.0, -2.0)),
        ("transform.translation.x", .number(-1), (2.0, 3.0, -1.0, 7.0)),
        ("transform.translation.y", .number(-2), (2.0, 3.0, 5.0, -2.0)),
    ])
    func transformParts(keyPath: String, value: AnimationValue, parts: (Double, Double, Double, Double)) throws {
        let layer = try Self.presented(Self.layer(transform: Self.scaledRotatedMoved), keyPath: keyPath, to: value)
        let expected = Transform3D(scaleX: parts.0, y: parts.1)
            .concatenating(Transform3D(rotationZ: 0.3))
            .concatenating(Transform3D(translationX: parts.2, y: parts.3))
        #expect(transformsMatch(layer.transform, expected))
    }

    @Test("transform.scale animates from the mean of the model's scale factors")
    func scaleFromModel() throws {
        var animation = Animation.basic(keyPath: "transform.scale", to: .number(4))
        animation.duration = 1
        var layer = Self.layer(transform: Transform3D(scaleX: 2, y: 3))
        try layer.add(animation, forKey: "grow")
        // From (2 + 3)/2 = 2.5 to 4: 3.25 halfway, both axes.
        #expect(transformsMatch(layer.presentation(at: 0.5).transform, Transform3D(scaleX: 3.25, y: 3.25)))
    }

    @Test("a planar transform interpolates by its parts, so a rotation stays a rotation")
    func transformRotatesMidway() throws {
        var animation = Animation.basic(keyPath: "transform", from: .transform(.identity),
                                        to: .transform(Transform3D(rotationZ: .pi / 2)))
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "spin")
        #expect(transformsMatch(layer.presentation(at: 0.5).transform, Transform3D(rotationZ: .pi / 4)))
    }

    @Test("transform rotation interpolates the short way round")
    func transformShortWay() throws {
        var animation = Animation.basic(keyPath: "transform", from: .transform(Transform3D(rotationZ: 3 * .pi / 4)),
                                        to: .transform(Transform3D(rotationZ: -3 * .pi / 4)))
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "spin")
        #expect(transformsMatch(layer.presentation(at: 0.5).transform, Transform3D(rotationZ: .pi)))
    }

    @Test("a transform with a z component interpolates entry by entry")
    func nonPlanarComponentWise() throws {
        let tilt = Transform3D(rotation: .pi / 2, x: 1, y: 0, z: 0)
        var animation = Animation.basic(keyPath: "transform", from: .transform(.identity), to: .transform(tilt))
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "tilt")
        let expected = Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: (1 + tilt.m22) / 2, m23: tilt.m23 / 2, m24: 0,
            m31: 0, m32: tilt.m32 / 2, m33: (1 + tilt.m33) / 2, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
        #expect(transformsMatch(layer.presentation(at: 0.5).transform, expected))
    }

    @Test("layer properties take the animated value")
    func layerProperties() throws {
        let layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 1, y: 2))
        #expect(try Self.presented(layer, keyPath: "position.x", to: .number(9)).position == Point(x: 9, y: 2))
        #expect(try Self.presented(layer, keyPath: "position.y", to: .number(9)).position == Point(x: 1, y: 9))
        #expect(try Self.presented(layer, keyPath: "bounds.size", to: .size(Size(width: 4, height: 5))).bounds
            == Rect(x: 0, y: 0, width: 4, height: 5))
        #expect(try Self.presented(layer, keyPath: "opacity", to: .number(0.3)).opacity == 0.3)
        #expect(try Self.presented(layer, keyPath: "cornerRadius", to: .number(3)).cornerRadius == 3)
        #expect(try Self.presented(layer, keyPath: "shadowOpacity", to: .number(0.8)).shadowOpacity == 0.8)
        #expect(try Self.presented(layer, keyPath: "shadowRadius", to: .number(6)).shadowRadius == 6)
        #expect(try Self.presented(layer, keyPath: "shadowOffset", to: .size(Size(width: 1, height: 2))).shadowOffset
            == Size(width: 1, height: 2))
    }

    @Test("shape properties take the animated value")
    func shapeProperties() throws {
        let layer = Layer(kind: .shape(ShapeLayer(fillColor: nil, strokeColor: .blue)))
        #expect(try Self.presented(layer, keyPath: "strokeStart", to: .number(0.2)).shape?.strokeStart == 0.2)
        #expect(try Self.presented(layer, keyPath: "strokeEnd", to: .number(0.7)).shape?.strokeEnd == 0.7)
        #expect(try Self.presented(layer, keyPath: "lineWidth", to: .number(4)).shape?.lineWidth == 4)
        #expect(try Self.presented(layer, keyPath: "strokeColor", to: .color(.red)).shape?.strokeColor == .red)
        #expect(try Self.presented(layer, keyPath: "fillColor", to: .color(.red)).shape?.fillColor == .red)
    }

    @Test("gradient properties take the animated value")
    func gradientProperties() throws {
        var layer = Layer(kind: .gradient(GradientLayer(colors: [.black, .white])))
        #expect(try Self.presented(layer, keyPath: "colors", to: .colors([.red, .blue])).gradient?.colors == [.red, .blue])
        #expect(try Self.presented(layer, keyPath: "startPoint", to: .point(.zero)).gradient?.startPoint == .zero)
        #expect(try Self.presented(layer, keyPath: "endPoint", to: .point(Point(x: 1, y: 1))).gradient?.endPoint
            == Point(x: 1, y: 1))

        var fade = Animation.basic(keyPath: "colors", to: .colors([.white, .black]))
        fade.duration = 1
        try layer.add(fade, forKey: "fade")
        #expect(layer.presentation(at: 0.5).gradient?.colors == [Color(white: 0.5), Color(white: 0.5)])
    }

    @Test("a nil fill color animates from transparent black")
    func nilColorIsClear() throws {
        var animation = Animation.basic(keyPath: "fillColor", to: .color(.red))
        animation.duration = 1
        var layer = Layer(kind: .shape(ShapeLayer(fillColor: nil)))
        try layer.add(animation, forKey: "fill")
        #expect(layer.presentation(at: 0.5).shape?.fillColor == Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    }
}

@Suite("Animatable border")
struct BorderAnimationTests {
    @Test("borderWidth and borderColor take the animated value and interpolate midway")
    func border() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.borderWidth = 2
        layer.borderColor = .black
        #expect(try AnimationKeyPathTests.presented(layer, keyPath: "borderWidth", to: .number(6)).borderWidth == 6)
        #expect(try AnimationKeyPathTests.presented(layer, keyPath: "borderColor", to: .color(.red)).borderColor == .red)

        var widen = Animation.basic(keyPath: "borderWidth", to: .number(6))
        widen.duration = 1
        var tint = Animation.basic(keyPath: "borderColor", to: .color(.white))
        tint.duration = 1
        try layer.add(widen, forKey: "widen")
        try layer.add(tint, forKey: "tint")
        // Halfway: 2 + (6 − 2)·0.5 = 4 points; black to white → 0.5 gray.
        let midway = layer.presentation(at: 0.5)
        #expect(midway.borderWidth == 4)
        #expect(midway.borderColor == Color(white: 0.5))
    }

    @Test("borderColor takes colors, borderWidth numbers")
    func kinds() throws {
        #expect(AnimationKeyPath("borderWidth")?.valueKind == .number)
        #expect(AnimationKeyPath("borderColor")?.valueKind == .color)
        var layer = Layer()
        #expect(throws: LayerModelError.self) {
            try layer.add(Animation.basic(keyPath: "borderColor", to: .number(1)), forKey: "wrong")
        }
    }
}

@Suite("The animatable property table")
struct AnimationKeyPathTableTests {
    /// A layer of each kind, every property at its default.
    static let layers: [Layer] = [
        Layer(), Layer(kind: .shape(ShapeLayer())), Layer(kind: .gradient(GradientLayer(colors: [.red, .blue]))),
        Layer(kind: .text(TextLayer(string: "x"))), Layer(kind: .transform), Layer(kind: .replicator(Replicator())),
    ]

    @Test("each row reads a value of its kind from the layers of its kind, and nothing from the others")
    func rowsMatchKinds() {
        #expect(Set(Self.layers.map(\.kind.name)) == Set(Layer.Kind.Name.allCases))
        for path in AnimationKeyPath.allCases {
            for layer in Self.layers {
                let value = path.value(in: layer)
                let has = path.requiredKind.map { $0 == layer.kind.name } ?? true
                #expect((value != nil) == has, "\(path) on \(layer.kind.name)")
                if let value { #expect(value.kind == path.valueKind, "\(path)") }
            }
        }
    }

    @Test("key paths are unique and parse back to their row")
    func unique() {
        let names = AnimationKeyPath.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { AnimationKeyPath($0)?.rawValue == $0 })
        #expect(AnimationKeyPath("transform.rotation") == AnimationKeyPath("transform.rotation.z"))
        #expect(AnimationKeyPath("miterLimit")?.requiredKind == .shape)
        #expect(AnimationKeyPath("transform.rotation.w") == nil)
    }

    @Test("a kind's accessor set to nil makes only a layer of that kind plain")
    func kindAccessors() {
        var layer = Layer(kind: .shape(ShapeLayer()))
        layer.replicator = nil
        #expect(layer.shape != nil)
        layer.shape?.miterLimit = 3
        #expect(layer.shape?.miterLimit == 3)
        layer.shape = nil
        #expect(layer.kind == .plain)
        layer.text?.fontSize = 5
        #expect(layer.kind == .plain && !layer.isTransformLayer)
        layer.kind = .transform
        #expect(layer.isTransformLayer && layer.replicator == nil)
    }
}
