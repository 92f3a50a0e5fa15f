import CairoRenderer
import Imaging
import LayerModel
import LayerShotTesting
import Testing

/// `maskedCorners`, `cornerCurve` and `shadowPath`: coverage against hand-computed areas,
/// sample pixels, and one-feature goldens in `Fixtures/goldens/renderer/`.
@Suite("Layer shapes")
struct LayerShapeTests {
    /// The summed alpha of every pixel, in pixels of full coverage.
    static func coverage(_ bitmap: Bitmap) -> Double {
        var sum = 0
        for i in stride(from: 3, to: bitmap.pixels.count, by: 4) {
            sum += Int(bitmap.pixels[i])
        }
        return Double(sum) / 255
    }

    static func card(_ curve: CornerCurve, radius: Double = 20, corners: CornerMask = .all) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 60))
        var card = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        card.backgroundColor = .black
        card.cornerRadius = radius
        card.cornerCurve = curve
        card.maskedCorners = corners
        root.sublayers = [card]
        return root
    }

    // Each corner cuts off the area between the corner and the curve: a circular one
    // (1 − π/4)·r² = 0.214602·r², Apple's continuous one 0.225297·r² (its three Béziers
    // integrated with Green's theorem). At scale 2, r = 40 px on a 200 × 120 px card:
    // circular 24000 − 4·0.214602·1600 = 22626.55 px, continuous 24000 − 4·0.225297·1600 = 22558.10 px.
    @Test("the background covers the card minus each corner's hand-computed area", arguments: [
        (CornerCurve.circular, 22626.55), (.continuous, 22558.10),
    ])
    func backgroundArea(curve: CornerCurve, expected: Double) throws {
        let bitmap = try LayerRenderer(scale: 2).render(Self.card(curve))
        #expect(abs(Self.coverage(bitmap) - expected) < 3)
    }

    // One masked corner: 24000 − 0.225297·1600 = 23639.52 px.
    @Test("unmasked corners stay square")
    func maskedArea() throws {
        let bitmap = try LayerRenderer(scale: 2).render(Self.card(.continuous, corners: .layerMaxXMaxYCorner))
        #expect(abs(Self.coverage(bitmap) - 23639.52) < 2)
        // The top-left pixel is covered (square corner), the bottom-right one is not.
        #expect(bitmap[0, 0].a == 255)
        #expect(bitmap[199, 119].a == 0)
    }

    // The border is the card minus its inside: outer 22558.10 px as above; inner at scale 2
    // 184 × 104 px with r = 40 − 8 = 32 px: 19136 − 4·0.225297·1024 = 18213.18 px. Border
    // 4344.92 px.
    @Test("a continuous border covers the outer shape minus the inner one")
    func borderArea() throws {
        var root = Self.card(.continuous)
        root.sublayers[0].backgroundColor = nil
        root.sublayers[0].borderWidth = 4
        root.sublayers[0].borderColor = .black
        let bitmap = try LayerRenderer(scale: 2).render(root)
        #expect(abs(Self.coverage(bitmap) - 4344.92) < 3)
    }

    @Test("masksToBounds clips sublayers to the continuous, masked outline")
    func clip() throws {
        var root = Self.card(.continuous, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        root.sublayers[0].backgroundColor = nil
        root.sublayers[0].masksToBounds = true
        var fill = Layer(frame: Rect(x: -10, y: -10, width: 120, height: 80))
        fill.backgroundColor = .black
        root.sublayers[0].sublayers = [fill]
        let bitmap = try LayerRenderer(scale: 2).render(root)
        // Two rounded top corners, two square bottom ones: 24000 − 2·0.225297·1600 = 23279.05 px.
        #expect(abs(Self.coverage(bitmap) - 23279.05) < 2)
    }

    static func shadowScene(_ path: Path?) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40))
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        layer.backgroundColor = nil
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 2, height: 3)
        layer.shadowPath = path
        var dot = Layer(frame: Rect(x: 30, y: 30, width: 6, height: 6))
        dot.backgroundColor = .blue
        layer.sublayers = [dot]
        root.sublayers = [layer]
        return root
    }

    @Test("the shadow takes the shadow path's shape, offset, not the drawing's")
    func shadowFromPath() throws {
        let bitmap = try LayerRenderer(scale: 1).render(Self.shadowScene(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10))))
        // The path (5…15) offset by (2, 3) covers x 7…17, y 8…18: black at half opacity.
        #expect(bitmap[10, 10] == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(bitmap[16, 17] == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(bitmap[6, 10].a == 0 && bitmap[10, 7].a == 0 && bitmap[17, 10].a == 0)
        // The drawing is there, but casts nothing of its own (its shadow would be at 32…38, 33…39).
        #expect(bitmap[31, 31] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[37, 38].a == 0)
    }

    @Test("an empty shadow path casts no shadow; nil casts the drawing's")
    func emptyShadowPath() throws {
        let none = try LayerRenderer(scale: 1).render(Self.shadowScene(Path()))
        #expect(none[37, 38].a == 0)
        #expect(Self.coverage(none) == 36)
        let drawn = try LayerRenderer(scale: 1).render(Self.shadowScene(nil))
        #expect(drawn[37, 38] == RGBA8(r: 0, g: 0, b: 0, a: 128))
    }

    // MARK: Goldens

    static let goldens = GoldenConfiguration(background: .white, directory: .packageRelative("Fixtures/goldens/renderer"))

    /// A 60 × 60 scene: a 44 × 44 card with radius 16 and a 3-point border, in `curve`.
    static func cornerCard(_ curve: CornerCurve, corners: CornerMask = .all) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        var card = Layer(frame: Rect(x: 8, y: 8, width: 44, height: 44))
        card.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
        card.cornerRadius = 16
        card.cornerCurve = curve
        card.maskedCorners = corners
        card.borderWidth = 3
        card.borderColor = .blue
        root.sublayers = [card]
        return root
    }

    static var cases: [(String, Layer)] {
        var clipped = cornerCard(.continuous, corners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        clipped.sublayers[0].masksToBounds = true
        var stripe = Layer(frame: Rect(x: -5, y: 15, width: 60, height: 14))
        stripe.backgroundColor = .red
        clipped.sublayers[0].sublayers = [stripe]

        var shadowed = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        var card = Layer(frame: Rect(x: 12, y: 8, width: 36, height: 36))
        card.backgroundColor = .blue
        card.cornerRadius = 10
        card.cornerCurve = .continuous
        card.shadowOpacity = 0.6
        card.shadowRadius = 2
        card.shadowOffset = Size(width: 0, height: 0)
        // An ellipse under the card's bottom half: a contact shadow.
        card.shadowPath = Path(ellipseIn: Rect(x: -4, y: 28, width: 44, height: 14))
        shadowed.sublayers = [card]

        return [
            ("corner-curve-circular", cornerCard(.circular)),
            ("corner-curve-continuous", cornerCard(.continuous)),
            ("masked-corners-clip", clipped),
            ("shadow-path-ellipse", shadowed),
        ]
    }

    @Test("shape golden", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let layer = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: layer, named: name, configuration: Self.goldens)
    }
}
