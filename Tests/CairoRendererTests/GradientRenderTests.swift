import CairoRenderer
import Imaging
import LayerModel
import Testing

/// Where a gradient layer's colors fall and what it covers, as Core Animation draws it:
/// axial gradients laid out in the unit square and stretched to the bounds, every kind filling
/// the layer's rounded shape.
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

    /// `layer` drawn once as `kind` and once with an opaque background instead, as the
    /// only sublayer of a root of `rootSize`.
    static func coverage(of layer: Layer, kind: Layer.Kind, rootSize: Size? = nil) throws -> (gradient: Bitmap, background: Bitmap) {
        let renderer = try LayerRenderer(scale: 2)
        func render(_ layer: Layer) throws -> Bitmap {
            guard let rootSize else { return try renderer.render(layer) }
            var root = Layer(bounds: Rect(size: rootSize))
            root.sublayers = [layer]
            return try renderer.render(root)
        }
        var drawn = layer
        drawn.kind = kind
        var filled = layer
        filled.backgroundColor = .red
        return (try render(drawn), try render(filled))
    }

    /// The pixels whose alpha differs between `a` and `b`, and those transparent in `b`.
    static func alphaDifference(_ a: Bitmap, _ b: Bitmap) -> (differing: Int, transparent: Int) {
        var differing = 0, transparent = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                if a[x, y].a != b[x, y].a { differing += 1 }
                if b[x, y].a == 0 { transparent += 1 }
            }
        }
        return (differing, transparent)
    }

    static let kinds: [GradientLayer] = [
        GradientLayer(colors: [.red, .blue]),
        GradientLayer(type: .radial, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1)),
        GradientLayer(type: .conic, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5)),
    ]

    @Test("a gradient fills the layer's rounded shape without masksToBounds: its corner pixel is transparent",
          arguments: kinds)
    func roundedCorner(gradient: GradientLayer) throws {
        // 20 × 20, radius 10: a circle. Pixel (0, 0) at scale 1 lies wholly outside it (its
        // nearest point, (1, 1), is 12.7 pt from the centre); the centre pixel is opaque.
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        layer.cornerRadius = 10
        layer.gradient = gradient
        let bitmap = try LayerRenderer(scale: 1).render(layer)
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(bitmap[19, 19].a == 0 && bitmap[10, 10].a == 255)
    }

    @Test("a gradient covers exactly what the background covers: maskedCorners and cornerCurve honoured",
          arguments: kinds, [CornerCurve.circular, .continuous])
    func sameShapeAsBackground(gradient: GradientLayer, curve: CornerCurve) throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 30))
        layer.cornerRadius = 12
        layer.cornerCurve = curve
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let (drawn, filled) = try Self.coverage(of: layer, kind: .gradient(gradient))
        let (differing, transparent) = Self.alphaDifference(drawn, filled)
        #expect(differing == 0)
        // A circular corner cuts (1 − π/4)·12² ≈ 30.9 pt², 124 pixels at scale 2 (a continuous one
        // more), some of them partly covered: two corners leave well over 150 pixels transparent.
        #expect(transparent > 150)
        // The two square corners stay filled.
        #expect(drawn[drawn.width - 1, 0].a == 255 && drawn[0, drawn.height - 1].a == 255)
    }

    @Test("rotated, a gradient's edges are staircases exactly where the background's are, and smooth with allowsEdgeAntialiasing",
          arguments: kinds, [false, true])
    func rotatedEdges(gradient: GradientLayer, antialiased: Bool) throws {
        var layer = Layer(frame: Rect(x: 10, y: 15, width: 40, height: 30))
        layer.transform = Transform3D(rotationZ: 0.3)
        layer.allowsEdgeAntialiasing = antialiased
        let (drawn, filled) = try Self.coverage(of: layer, kind: .gradient(gradient), rootSize: Size(width: 60, height: 60))
        #expect(Self.alphaDifference(drawn, filled).differing == 0)
        // Partly covered pixels along the edges: none as staircases, many when smooth.
        var partial = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn[x, y].a > 0 && drawn[x, y].a < 255 {
                partial += 1
            }
        }
        #expect(antialiased ? partial > 100 : partial == 0)
    }
}
