import CairoRenderer
import Imaging
import LayerModel
import LayerShotTesting
import Testing

@Suite("Conic gradient rendering")
struct ConicGradientRenderTests {
    static func wheel(_ colors: [Color], start: Point = Point(x: 0.5, y: 0.5), end: Point = Point(x: 1, y: 0.5),
                      size: Double = 100) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: size, height: size))
        root.gradient = GradientLayer(type: .conic, colors: colors, startPoint: start, endPoint: end)
        return root
    }

    // Pixel (75, 74), centre (75.5, 74.5), is (25.5, 24.5) from the centre: atan2(24.5, 25.5) =
    // 43.853° = 0.121814 turns, so red·0.878186 + blue·0.121814 = (223.94, 0, 31.06) → (224, 0, 31).
    @Test("each pixel takes the color at its center's angle")
    func pixelColor() throws {
        let bitmap = try LayerRenderer(scale: 1).render(Self.wheel([.red, .blue]))
        #expect(bitmap[75, 74] == RGBA8(r: 224, g: 0, b: 31, a: 255))
        // Straight south: a quarter turn, (191.25, 0, 63.75) → (191, 0, 64).
        let south = try LayerRenderer(scale: 1).render(Self.wheel([.red, .blue], start: Point(x: 0.505, y: 0.5)))
        #expect(south[50, 80] == RGBA8(r: 191, g: 0, b: 64, a: 255))
    }

    @Test("the 0° edge through the middle of a pixel row is anti-aliased")
    func seam() throws {
        // Centre and end point at y = 50.5: the ray to the east halves row 50. Above it the
        // colors are nearly blue (a turn is nearly complete), below nearly red: of the 4 × 4
        // samples, two rows fall on each side, so the pixel is half of each.
        let bitmap = try LayerRenderer(scale: 1).render(Self.wheel([.red, .blue], start: Point(x: 0.5, y: 0.505), end: Point(x: 1, y: 0.505)))
        let p = bitmap[80, 50]
        #expect((115...140).contains(Int(p.r)) && (115...140).contains(Int(p.b)) && p.a == 255)
        #expect(bitmap[80, 49].b > 250 && bitmap[80, 51].r > 250)
    }

    @Test("a closed color circle shows no seam: neighbouring pixels differ by at most a step of the ramp")
    func noSeams() throws {
        let rainbow = [Color.red, Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
                       Color(red: 0, green: 1, blue: 1), .blue, .magenta, .red]
        let bitmap = try LayerRenderer(scale: 1).render(Self.wheel(rainbow))
        // Six ramps per turn, each moving one channel by 255. Two pixel centers 1 px apart, both
        // at least 10 px from the centre, are at most 2·asin(0.5/10) = 0.1 rad = 0.015924 turns
        // apart: 6·255·0.015924 = 24.4 levels, plus 1 for rounding.
        let far = { (x: Int, y: Int) in (Double(x) + 0.5 - 50) * (Double(x) + 0.5 - 50) + (Double(y) + 0.5 - 50) * (Double(y) + 0.5 - 50) >= 100 }
        var worst = 0
        for y in 0..<100 {
            for x in 0..<99 where far(x, y) && far(x + 1, y) {
                let a = bitmap[x, y], b = bitmap[x + 1, y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 25)

    }

    @Test("the gradient turns with the layer")
    func rotated() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var layer = Self.wheel([.red, .blue])
        layer.position = Point(x: 50, y: 50)
        layer.transform = Transform3D(rotationZ: .pi / 2)
        root.sublayers = [layer]
        let bitmap = try LayerRenderer(scale: 1).render(root)
        // 0° now points south on screen: just clockwise of south is nearly red, just before it
        // (to the east of the ray, a turn later) nearly blue.
        #expect(bitmap[49, 80].r > 250 && bitmap[51, 80].b > 250)
    }

    @Test("drawn offscreen (under a shadow, on a canvas with its own origin) it gives the same pixels")
    func offscreen() throws {
        func scene(shadow: Bool) -> Layer {
            var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
            var layer = Layer(frame: Rect(x: 40, y: 30, width: 50, height: 40))
            layer.gradient = GradientLayer(type: .conic, colors: [.red, .blue, .white], startPoint: Point(x: 0.3, y: 0.6),
                                           endPoint: Point(x: 1, y: 0))
            if shadow {
                // Far to the left, so it does not reach the layer's own pixels.
                layer.shadowOpacity = 1
                layer.shadowRadius = 1
                layer.shadowOffset = Size(width: -38, height: 0)
            }
            root.sublayers = [layer]
            return root
        }
        let plain = try LayerRenderer(scale: 2).render(scene(shadow: false))
        let shadowed = try LayerRenderer(scale: 2).render(scene(shadow: true))
        for y in 60..<140 {
            for x in 80..<180 {
                #expect(plain[x, y] == shadowed[x, y], "pixel (\(x), \(y))")
            }
        }
        #expect(shadowed[10, 100].a == 255 && plain[10, 100].a == 0)
    }

    static let goldens = GoldenConfiguration(background: .white, directory: .packageRelative("Fixtures/goldens/renderer"))

    static var cases: [(String, Layer)] {
        var wheel = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        var disc = Layer(frame: Rect(x: 5, y: 5, width: 50, height: 50))
        disc.gradient = GradientLayer(type: .conic, colors: [.red, Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
                                                              Color(red: 0, green: 1, blue: 1), .blue, .magenta, .red],
                                      startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0))
        disc.cornerRadius = 25
        disc.masksToBounds = true
        wheel.sublayers = [disc]

        var seam = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        var card = Layer(frame: Rect(x: 0, y: 10, width: 60, height: 40))
        card.gradient = GradientLayer(type: .conic, colors: [.blue, .white, .clear], locations: [0, 0.6, 1],
                                      startPoint: Point(x: 0.3, y: 0.6), endPoint: Point(x: 1, y: 0))
        seam.sublayers = [card]
        return [("gradient-conic-wheel", wheel), ("gradient-conic-locations", seam)]
    }

    @Test("conic golden", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let layer = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: layer, named: name, configuration: Self.goldens)
    }
}
