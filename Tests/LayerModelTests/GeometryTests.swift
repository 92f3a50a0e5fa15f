import Foundation
import LayerModel
import Testing
import TestSupport

// Hand-computed cases; `isClose` allows 1e-12 (its default) for trigonometry.

@Suite("Affine transforms")
struct AffineTransformTests {
    @Test("a quarter turn takes east to south on a y-down screen (clockwise)")
    func quarterTurn() {
        let t = AffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(t.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
        #expect(isClose(t.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0)))
    }

    @Test("concatenating applies the receiver first")
    func order() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
        #expect(scaleThenMove.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        let moveThenScale = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(scaleX: 2, y: 3))
        #expect(moveThenScale.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 63))
    }

    @Test("inversion undoes the transform; a singular one has no inverse")
    func inversion() throws {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inverse = try #require(t.inverted())
        #expect(isClose(t.concatenating(inverse).apply(to: Point(x: 4, y: 9)), Point(x: 4, y: 9)))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("the bounding box of a rotated square")
    func rotatedRect() {
        let box = AffineTransform(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(isClose(box.minX, -2.0.squareRoot()) && isClose(box.maxY, 2.0.squareRoot()))
    }
}

@Suite("3D transforms")
struct Transform3DTests {
    @Test("rotation about z flattens to the same affine rotation")
    func flatten() throws {
        let t = try #require(Transform3D(rotationZ: 0.3).affine)
        let a = AffineTransform(rotationAngle: 0.3)
        #expect(isClose(t.a, a.a) && isClose(t.b, a.b) && isClose(t.c, a.c) && isClose(t.d, a.d))
    }

    @Test("rotation about (0, 0, 1) equals rotationZ")
    func axisRotation() {
        let a = Transform3D(rotation: 0.7, x: 0, y: 0, z: 5), b = Transform3D(rotationZ: 0.7)
        #expect(isClose(a.m11, b.m11) && isClose(a.m12, b.m12) && isClose(a.m21, b.m21) && isClose(a.m22, b.m22) && isClose(a.m33, 1))
    }

    @Test("concatenation: translate then scale doubles the translation")
    func concat() {
        let t = Transform3D(translationX: 3, y: 4).concatenating(Transform3D(scaleX: 2, y: 2))
        #expect(t.m41 == 6 && t.m42 == 8 && t.m11 == 2)
    }

    @Test("the inverse of a general transform multiplies to identity")
    func inverse() throws {
        let t = Transform3D(rotation: 0.4, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(scaleX: 2, y: 0.5, z: 3))
            .concatenating(Transform3D(translationX: 7, y: -2, z: 1))
        let product = t.concatenating(try #require(t.inverted()))
        let id = Transform3D.identity
        #expect(isClose(product.m11, id.m11, 1e-9) && isClose(product.m22, 1, 1e-9) && isClose(product.m33, 1, 1e-9))
        #expect(isClose(product.m12, 0, 1e-9) && isClose(product.m41, 0, 1e-9) && isClose(product.m43, 0, 1e-9))
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("a perspective term is reported, not dropped")
    func perspective() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        #expect(t.hasPerspective)
        #expect(t.affine == nil)
    }
}

@Suite("Colors")
struct ColorTests {
    @Test("hex forms parse in either case", arguments: [
        ("#007AFF", 0.0, 122.0, 255.0, 255.0),
        ("#007aff", 0.0, 122.0, 255.0, 255.0),
        ("#FF180F80", 255.0, 24.0, 15.0, 128.0),
    ])
    func parse(text: String, r: Double, g: Double, b: Double, a: Double) throws {
        let c = try Color(hex: text)
        #expect(c.red == r / 255 && c.green == g / 255 && c.blue == b / 255 && c.alpha == a / 255)
    }

    @Test("malformed hex is an error naming the text", arguments: ["007AFF", "#07F", "#GG0000", "#1234567", "", "#", "red"])
    func malformed(text: String) {
        #expect(throws: LayerModelError.invalidColor(text)) { try Color(hex: text) }
    }

    @Test("hex round trip")
    func roundTrip() throws {
        #expect(try Color(hex: "#1A2B3C4D").hex == "#1A2B3C4D")
        #expect(Color.systemBlue.hex == "#007AFFFF")
    }

    @Test("hex clamps every component into 0...1, NaN as 0, without trapping", arguments: [
        (Color(red: .nan, green: 0.5, blue: 2, alpha: -1), "#0080FF00"),
        (Color(red: .infinity, green: -.infinity, blue: .nan, alpha: 1), "#FF0000FF"),
        (Color(red: 1e300, green: -1e300, blue: .greatestFiniteMagnitude, alpha: .leastNonzeroMagnitude), "#FF00FF00"),
        (Color(white: .nan, alpha: .nan), "#00000000"),
    ])
    func hexOfBadComponents(color: Color, hex: String) {
        #expect(color.hex == hex)
    }

    @Test("a color prints as hex when in range, else as its components")
    func description() {
        #expect(Color.systemBlue.description == "#007AFFFF")
        #expect(Color(red: .nan, green: 0, blue: 1.5).description == "Color(red: nan, green: 0.0, blue: 1.5, alpha: 1.0)")
    }
}

@Suite("Rectangles")
struct RectTests {
    @Test("a positive inset shrinks, a negative one grows")
    func inset() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
        #expect(r.insetBy(dx: -5, dy: -10) == Rect(x: 5, y: 10, width: 110, height: 70))
    }
}

@Suite("Layer geometry")
struct LayerGeometryTests {
    @Test("frame = position − anchorPoint·size")
    func frame() {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 50, y: 50))
        #expect(layer.frame == Rect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = Point(x: 0, y: 1)
        #expect(layer.frame == Rect(x: 50, y: 10, width: 100, height: 40))
    }

    @Test("the transform turns about the anchor point")
    func anchorRotation() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 200, y: 100))
        layer.transform = Transform3D(rotationZ: .pi / 2)
        let m = layer.transformToSuperlayer()
        #expect(isClose(m.apply(to: Point(x: 50, y: 20)), Point(x: 200, y: 100)))
        // The right-middle point, 50 pt east of the anchor, ends 50 pt south of it.
        #expect(isClose(m.apply(to: Point(x: 100, y: 20)), Point(x: 200, y: 150)))
        layer.anchorPoint = .zero
        let corner = layer.transformToSuperlayer()
        #expect(isClose(corner.apply(to: .zero), Point(x: 200, y: 100)))
        #expect(isClose(corner.apply(to: Point(x: 0, y: 40)), Point(x: 160, y: 100)))
    }

    @Test("a bounds origin shifts the sublayers' space")
    func boundsOrigin() throws {
        let layer = Layer(bounds: Rect(x: 10, y: 10, width: 20, height: 20), position: Point(x: 10, y: 10))
        #expect(layer.transformToSuperlayer().apply(to: Point(x: 10, y: 10)) == .zero)
    }

    @Test("a perspective transform maps the layer's plane projectively")
    func perspective() {
        var layer = Layer(name: "card", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
        // m34 multiplies z, which is 0 in the layer's own plane: only m14, m24 and m44 act here.
        layer.transform.m34 = 0.002
        layer.transform.m14 = 0.004
        let m = layer.transformToSuperlayer()
        #expect(m.affine == nil)
        // (100, 50) is (50, 0) from the anchor: w = 1 + 50·0.004 = 1.2, so x = 50/1.2 + 50;
        // the translation to the position is divided by the same w, so y stays 50.
        #expect(isClose(m.apply(to: Point(x: 100, y: 50)), Point(x: 50 / 1.2 + 50, y: 50), 1e-9))
    }

    @Test("compositing plan: opacity, clip, mask around the shadow or the body")
    func compositing() throws {
        // A 10 × 10 pt layer at scale 1 whose bounds map to (20, 20): groups cover its
        // drawing widened by 2 px, (18, 18, 14, 14).
        let m = AffineTransform(translationX: 20, y: 20)
        let image = Rect(x: 0, y: 0, width: 100, height: 100)
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.backgroundColor = .black
        let plan = { () throws(LayerModelError) -> [CompositingStep] in try layer.compositingPlan(toDevice: m, scale: 1, image: image) }
        #expect(try plan() == [.body] && layer.isDrawn)
        layer.opacity = 0.5
        let region = Rect(x: 18, y: 18, width: 14, height: 14)
        #expect(try plan() == [.opacityGroup(opacity: 0.5, region: region), .body])
        layer.opacity = 1
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 0
        // σ = 0: the reach is 1 px, one canvas of the drawing and its shadow.
        #expect(try plan() == [.shadow(ShadowPlan(drawing: Rect(x: 20, y: 20, width: 10, height: 10), pad: 1,
                                              offset: Point(x: 0, y: -3), sigma: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3)))])
        layer.shadowColor = .clear
        #expect(try plan() == [.body])
        layer.masksToBounds = true
        var mask = Layer(bounds: Rect(x: 0, y: 0, width: 4, height: 4), position: Point(x: 2, y: 2))
        mask.backgroundColor = .black
        layer.mask = mask
        // The mask covers (20, 20, 4, 4) of the image: widened, (18, 18, 8, 8).
        #expect(try plan() == [.clipToBounds, .mask(region: Rect(x: 18, y: 18, width: 8, height: 8)), .body])
        // Off the image, nothing is planned.
        #expect(try layer.compositingPlan(toDevice: AffineTransform(translationX: 500, y: 0), scale: 1, image: image) == [])
        layer.opacity = 0
        #expect(!layer.isDrawn)
        layer.opacity = 1
        layer.isHidden = true
        #expect(!layer.isDrawn)
    }

    @Test("the shadow's σ in pixels is radius × scale, capped at 256", arguments: [
        (1.5, 2.0, 3.0),
        (128, 2, 256),
        (200, 2, 256),
        (1e300, 2, 256),
        (.infinity, 1, 256),
        (.greatestFiniteMagnitude, 16, 256),
        (0, 2, 0),
        (-3, 2, 0),
        (.nan, 2, 0),
        (3, .nan, 0),
    ])
    func shadowSigma(radius: Double, scale: Double, sigma: Double) {
        #expect(Layer.maxShadowSigmaPixels == 256)
        #expect(Layer.shadowSigmaPixels(radius: radius, scale: scale) == sigma)
    }

    @Test("the shadow's reach is ⌈3σ⌉ + 1 pixels, at most 3·256 + 1", arguments: [
        (1.0, 1.0, 4.0),
        (1.5, 2, 10),
        (0.1, 10, 5),    // 3 · 0.1 · 10 rounds to just above 3, as it always has
        (100, 2, 601),
        (127.9, 2, 769), // ⌈767.4⌉ + 1
        (128, 2, 769),
        (1e300, 2, 769),
        (.infinity, 2, 769),
        (.greatestFiniteMagnitude, .greatestFiniteMagnitude, 769),
        (0, 2, 1),
        (-5, 2, 1),
        (.nan, 2, 1),
        (5, .nan, 1),
    ])
    func shadowReachCap(radius: Double, scale: Double, reach: Double) {
        #expect(Layer.shadowReach(radius: radius, scale: scale) == reach)
    }

    @Test("a blur in pixels reaches ⌈3σ⌉ + 1 pixels, at most 3·256 + 1", arguments: [
        (1.0, 4.0),
        (1.5, 6),
        (0.1, 2),         // ⌈0.3⌉ + 1
        (100, 301),
        (255.9, 769),     // ⌈767.7⌉ + 1
        (256, 769),
        (300, 769),
        (.infinity, 769),
        (0, 1),
        (-2, 1),
        (.nan, 1),
    ])
    func shadowReachInPixels(sigma: Double, reach: Double) {
        #expect(Layer.shadowReach(sigma: sigma) == reach)
    }

    @Test("a huge shadow radius widens the drawing bounds by at most 769 pixels")
    func hugeShadowBounds() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
        layer.backgroundColor = .red
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = 1e300
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 2)
            == Rect(x: -769, y: -769, width: 10 + 2 * 769, height: 10 + 2 * 769))
    }

    @Test("drawing bounds grow by the stroke and the shadow's reach")
    func drawingBounds() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 30, y: 10))
        var shape = ShapeLayer(path: path, fillColor: nil, strokeColor: .black, lineWidth: 2)
        shape.lineJoin = .round
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20), kind: .shape(shape))
        // Half the line width plus one pixel of anti-aliasing margin.
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: 8, y: 8, width: 24, height: 4))
        layer.shadowOpacity = 1
        layer.shadowRadius = 1
        layer.shadowOffset = .zero
        // 3σ + 1 = 4 px on every side.
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: 4, y: 4, width: 32, height: 12))
    }
}
