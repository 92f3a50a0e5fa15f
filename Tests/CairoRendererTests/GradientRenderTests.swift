import CairoRenderer
import Imaging
import LayerModel
import Testing

/// Where a gradient layer's colors fall, as Core Animation draws it: axial gradients laid out
/// in the unit square and stretched to the bounds.
@Suite("Gradient rendering")
struct GradientRenderTests {
    /// A red → blue diagonal from (0, 0) to (1, 1) in a layer of `bounds`.
    static func diagonal(_ bounds: Rect) -> Layer {
        var layer = Layer(bounds: bounds)
        layer.gradient = GradientLayer(colors: [.red, .blue], startPoint: .zero, endPoint: Point(x: 1, y: 1))
        return layer
    }

    static func expectClose(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = max(abs(Int(p.r) - r), abs(Int(p.g) - g), abs(Int(p.b) - b), abs(Int(p.a) - a))
        #expect(worst <= 1, "\(p) is not (\(r), \(g), \(b), \(a))", sourceLocation: sourceLocation)
    }

    // In the unit square, t(u) = (u·d)/(d·d) with d = (1, 1). 100 × 20 at scale 1:
    // pixel (99, 0), centre (99.5, 0.5) → u = (0.995, 0.025) → t = 1.02/2 = 0.51:
    //   red·0.49 + blue·0.51 = (124.95, 0, 130.05) → (125, 0, 130);
    // pixel (0, 19), centre (0.5, 19.5) → u = (0.005, 0.975) → t = 0.49 → (130, 0, 125);
    // pixel (50, 10), centre (50.5, 10.5) → u = (0.505, 0.525) → t = 0.515 → (123.675, 0, 131.325) → (124, 0, 131);
    // pixel (0, 0) → t = (0.005 + 0.025)/2 = 0.015 → (251, 0, 4); pixel (99, 19) → t = 0.985 → (4, 0, 251).
    // Laid out in points instead (d = (100, 20)), pixel (99, 0) would be at t = 9960/10400 = 0.958 → (11, 0, 244).
    @Test("an axial gradient is laid out in the unit square: on a 100 × 20 layer (0, 0) → (1, 1) puts the middle color on the other diagonal")
    func unitSquare() throws {
        let bitmap = try LayerRenderer(scale: 1).render(Self.diagonal(Rect(x: 0, y: 0, width: 100, height: 20)))
        Self.expectClose(bitmap[99, 0], 125, 0, 130)
        Self.expectClose(bitmap[0, 19], 130, 0, 125)
        Self.expectClose(bitmap[50, 10], 124, 0, 131)
        Self.expectClose(bitmap[0, 0], 251, 0, 4)
        Self.expectClose(bitmap[99, 19], 4, 0, 251)
    }

    // At scale 2 the same layer is 200 × 40 pixels: pixel (199, 0), centre (99.75, 0.25) pt →
    // u = (0.9975, 0.0125) → t = 0.505 → red·0.495 + blue·0.505 = (126.225, 0, 128.775) → (126, 0, 129).
    @Test("the unit square maps onto the bounds wherever their origin is and at any scale")
    func boundsOriginAndScale() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 20))
        var layer = Self.diagonal(Rect(x: 30, y: -7, width: 100, height: 20))
        layer.position = Point(x: 50, y: 10)
        root.sublayers = [layer]
        let plain = try LayerRenderer(scale: 1).render(Self.diagonal(Rect(x: 0, y: 0, width: 100, height: 20)))
        #expect(try LayerRenderer(scale: 1).render(root) == plain)
        let double = try LayerRenderer(scale: 2).render(Self.diagonal(Rect(x: 0, y: 0, width: 100, height: 20)))
        Self.expectClose(double[199, 0], 126, 0, 129)
    }

    @Test("a horizontal gradient on a wide layer is unchanged by the unit square: t = x/width")
    func horizontal() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 10))
        layer.gradient = GradientLayer(colors: [.red, .blue], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let bitmap = try LayerRenderer(scale: 1).render(layer)
        // Pixel 49, centre 49.5: t = 0.2475 → (191.89, 0, 63.11) → (192, 0, 63), on every row.
        for y in [0, 9] {
            Self.expectClose(bitmap[49, y], 192, 0, 63)
        }
    }
}
