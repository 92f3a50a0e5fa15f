import CairoRenderer
import Imaging
import LayerModel
import Testing
import TestSupport

/// Depth, perspective and edge anti-aliasing, checked at sample points with hand-computed values.
@Suite("Renderer depth and perspective")
struct DepthRenderingTests {
    /// Renders at one pixel per point.
    private let renderer = Renderer1x()

    struct Renderer1x {
        func render(_ root: Layer) throws -> Bitmap { try LayerRenderer(scale: 1).render(root) }
    }

    /// An empty root layer of `w × h` points.
    private func canvas(_ w: Double, _ h: Double) -> Layer { Layer(bounds: Rect(size: Size(width: w, height: h))) }

    private static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    private static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    @Test("a higher zPosition draws on top of a later sibling; equal ones keep sublayer order")
    func zPositionOrder() throws {
        var root = canvas(30, 10)
        var first = filledLayer(Rect(x: 0, y: 0, width: 20, height: 10), .red, name: "first")
        first.zPosition = 1
        root.sublayers = [first, filledLayer(Rect(x: 10, y: 0, width: 20, height: 10), .blue, name: "second")]
        #expect(try renderer.render(root)[15, 5] == Self.red)
        root.sublayers[0].zPosition = 0
        #expect(try renderer.render(root)[15, 5] == Self.blue)
    }

    @Test("perspective: a square turned 45° about y under m34 = −1/200 spans x 57.05…130.04 on its middle row")
    func perspectiveExtent() throws {
        // Parent 200×200, anchor at its centre (100, 100); the child's points (x, 0, 0) from
        // the centre turn to (x·cos45°, 0, −x·sin45°) and w = 1 − z/200 = 1 + x·sin45°/200:
        // the right edge x = 50 lands at 100 + 35.355/1.1768 = 130.04, the left edge x = −50
        // at 100 − 35.355/0.8232 = 57.05. Vertically the near (left) edge is 50/0.8232 =
        // 60.7 pt tall each way, the far (right) one 50/1.1768 = 42.5.
        var root = canvas(200, 200)
        root.sublayerTransform.m34 = -1.0 / 200
        var card = filledLayer(Rect(x: 50, y: 50, width: 100, height: 100), .red, name: "card")
        card.transform = Transform3D(rotation: .pi / 4, x: 0, y: 1, z: 0)
        root.addSublayer(card)
        let image = try renderer.render(root)
        #expect(image[59, 100].a == 255 && image[128, 100].a == 255)
        #expect(image[56, 100].a == 0 && image[131, 100].a == 0)
        // Near the left edge the square reaches y = 100 − 60.5 = 39.5; near the right edge only 57.5.
        #expect(image[58, 41].a == 255 && image[128, 41].a == 0 && image[128, 60].a == 255)
    }

    @Test("a layer reaching behind the eye is an error naming it")
    func behindEye() {
        var root = canvas(100, 100)
        root.sublayerTransform.m34 = -1.0 / 50
        var card = filledLayer(Rect(x: 25, y: 25, width: 50, height: 50), .red, name: "card")
        // w = 1 − 60/50 < 0 all over the card.
        card.zPosition = 60
        card.transform = Transform3D(rotation: 0.1, x: 0, y: 1, z: 0)
        root.addSublayer(card)
        #expect(throws: RenderError.invalidLayer(.behindEye(layer: "card"))) { try renderer.render(root) }
    }

    @Test("behind the eye is found before anything is drawn: a missing font drawn first is never reached")
    func behindEyeBeforeDrawing() throws {
        // The text layer draws first and fails only when drawn (its font is loaded then);
        // the card after it reaches behind the eye (w = 1 − x/16 < 0 for x > 16).
        var text = Layer(name: "text", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        text.text = TextLayer(string: "a", fontSize: 10, foregroundColor: .black)
        text.text?.font = .file("/nonexistent/layershot-behind-eye.ttf")
        var card = filledLayer(Rect(x: 30, y: 30, width: 50, height: 50), .red, name: "card")
        card.transform.m14 = -1.0 / 16
        var root = canvas(100, 100)
        root.sublayers = [text]
        let fontError = #expect(throws: RenderError.self) { try renderer.render(root) }
        guard case .fontUnavailable? = fontError else {
            Issue.record("expected the font to fail when drawn, got \(String(describing: fontError))")
            return
        }
        root.addSublayer(card)
        #expect(throws: RenderError.invalidLayer(.behindEye(layer: "card"))) { try renderer.render(root) }
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try root.renderPlan(scale: 1, pixelWidth: 100, pixelHeight: 100) }
    }

    @Test("a tilted layer whose bounds space's origin lies behind the eye is drawn among its tilted siblings")
    func farBoundsOrigin() throws {
        // Bounds from x = 1000, centred at (100, 100), turned 0.5 rad about y under m34 = −1/100:
        // the origin of its bounds space lies behind the eye, its bounds in front. It used to
        // get no depth plane and draw nothing when composited by depth.
        var root = canvas(200, 200)
        root.sublayerTransform.m34 = -1.0 / 100
        var layer = Layer(name: "far-origin", bounds: Rect(x: 1000, y: 0, width: 50, height: 50), position: Point(x: 100, y: 100))
        layer.backgroundColor = .red
        layer.transform = Transform3D(rotation: 0.5, x: 0, y: 1, z: 0)
        var other = filledLayer(Rect(x: 10, y: 10, width: 20, height: 20), .blue, name: "other")
        other.transform = Transform3D(rotation: -0.3, x: 0, y: 1, z: 0)
        root.sublayers = [layer, other]
        let image = try renderer.render(root)
        #expect(image[100, 100] == Self.red)
        #expect(image[20, 20] == Self.blue)
    }

    @Test("a perspective matrix without an inverse is an error naming the layer and property")
    func singularPerspective() {
        var root = canvas(100, 100)
        var flat = Transform3D(scaleX: 1, y: 1, z: 0)
        flat.m34 = -0.002
        var card = filledLayer(Rect(x: 25, y: 25, width: 50, height: 50), .red, name: "card")
        card.transform = flat
        root.addSublayer(card)
        #expect(throws: RenderError.invalidLayer(.singularPerspective(layer: "card", property: "transform"))) {
            try renderer.render(root)
        }
        root.sublayers[0].transform = .identity
        root.sublayers[0].sublayerTransform = flat
        #expect(throws: RenderError.invalidLayer(.singularPerspective(layer: "card", property: "sublayerTransform"))) {
            try renderer.render(root)
        }
    }

    @Test("the tree's perspective is checked before anything is drawn: a mask's matrix, too many tilted siblings")
    func perspectiveCheckedAtEntry() {
        var flat = Transform3D(scaleX: 1, y: 1, z: 0)
        flat.m34 = -0.002
        var root = canvas(100, 100)
        var card = filledLayer(Rect(x: 25, y: 25, width: 50, height: 50), .red, name: "card")
        var mask = filledLayer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "m")
        mask.transform = flat
        card.mask = mask
        root.addSublayer(card)
        #expect(throws: RenderError.invalidLayer(.singularPerspective(layer: "m", property: "transform"))) {
            try renderer.render(root)
        }
        var tilted = filledLayer(Rect(x: 0, y: 0, width: 10, height: 10), .red, name: "tilted")
        tilted.transform = Transform3D(rotation: 0.5, x: 1, y: 0, z: 0)
        var crowded = canvas(100, 100)
        crowded.name = "crowded"
        crowded.sublayers = Array(repeating: tilted, count: Layer.maxDepthComposited + 1)
        #expect(throws: RenderError.invalidLayer(.tooManyTiltedSiblings(layer: "crowded", count: 257, limit: 256))) {
            try renderer.render(crowded)
        }
    }

    @Test("siblings tilted through each other are cut where they cross, not drawn in sublayer order")
    func intersection() throws {
        // Two 60×60 squares about the same centre (50, 50), turned +30° and −30° about y (no
        // perspective): the first one's right half goes away from the viewer (z = −x·tan30°),
        // the second one's comes toward it, so the second (blue) is in front right of the
        // centre and the first (red) in front left of it, although blue is drawn later.
        var root = canvas(100, 100)
        var a = filledLayer(Rect(x: 20, y: 20, width: 60, height: 60), .red, name: "a")
        a.transform = Transform3D(rotation: .pi / 6, x: 0, y: 1, z: 0)
        var b = filledLayer(Rect(x: 20, y: 20, width: 60, height: 60), .blue, name: "b")
        b.transform = Transform3D(rotation: -.pi / 6, x: 0, y: 1, z: 0)
        root.sublayers = [a, b]
        let image = try renderer.render(root)
        #expect(image[35, 50] == Self.red)
        #expect(image[65, 50] == Self.blue)
    }

    @Test("three tilted siblings: each passes over the flat one on its near half and under it on its far half")
    func threeTilted() throws {
        let scene = try #require(DepthGoldenTests.cases.first { $0.0 == "three-tilted-siblings" }?.1)
        let image = try LayerRenderer(scale: 2).render(scene)
        let green = RGBA8(r: 0, g: 179, b: 0, a: 255)
        // Red's left half (x < 30 pt) is near: over green at (24, 30) pt, under blue's near
        // lower half at (36, 36); above the middle, right of it, both tilted ones are far: green.
        #expect(image[48, 60] == Self.red)
        #expect(image[72, 72] == Self.blue)
        #expect(image[72, 48] == green)
        // Red spans 30 ± 22·cos 40° = 13.15…46.85 pt: whole red pixels 27…92 on row 60.
        #expect(image[27, 60] == Self.red && image[26, 60] != Self.red && image[93, 60] != Self.red)
    }

    @Test("a single-sided layer turned to show its back is not drawn; a double-sided one is, mirrored")
    func backFace() throws {
        var root = canvas(40, 20)
        var card = filledLayer(Rect(x: 0, y: 0, width: 40, height: 20), .red, name: "card")
        card.sublayers = [filledLayer(Rect(x: 0, y: 0, width: 10, height: 20), .blue, name: "mark")]
        card.transform = Transform3D(rotation: .pi, x: 0, y: 1, z: 0)
        root.addSublayer(card)
        let mirrored = try renderer.render(root)
        // The mark on the left edge shows on the right.
        #expect(mirrored[35, 10] == Self.blue && mirrored[5, 10] == Self.red)
        root.sublayers[0].isDoubleSided = false
        let hidden = try renderer.render(root)
        #expect(hidden[35, 10].a == 0 && hidden[5, 10].a == 0)
    }

    @Test("a transform layer draws none of its own properties and passes its opacity to each sublayer")
    func transformLayer() throws {
        var root = canvas(30, 10)
        var group = Layer(name: "group", frame: Rect(x: 0, y: 0, width: 30, height: 10))
        group.kind = .transform
        group.backgroundColor = .blue
        group.opacity = 0.5
        // Two overlapping opaque squares: as a group at 0.5 the overlap would be pure red at
        // alpha 128; with the opacity on each, it is red over red, alpha 1 − 0.5² = 0.75.
        group.sublayers = [filledLayer(Rect(x: 0, y: 0, width: 20, height: 10), .red, name: "left"),
                           filledLayer(Rect(x: 10, y: 0, width: 20, height: 10), .red, name: "right")]
        root.addSublayer(group)
        let image = try renderer.render(root)
        #expect(image[5, 5].a == 128 || image[5, 5].a == 127)
        #expect(abs(Int(image[15, 5].a) - 191) <= 1 && image[15, 5].b == 0)
    }

    @Test("a 45° rotated layer's edges are staircases without allowsEdgeAntialiasing, smooth with it")
    func edgeAntialiasing() throws {
        func partials(_ layer: Layer) throws -> Int {
            var root = canvas(60, 60)
            root.addSublayer(layer)
            let image = try renderer.render(root)
            var count = 0
            for y in 0..<60 {
                for x in 0..<60 where image[x, y].a != 0 && image[x, y].a != 255 { count += 1 }
            }
            return count
        }
        var diamond = filledLayer(Rect(x: 15, y: 15, width: 30, height: 30), .red, name: "diamond")
        diamond.borderWidth = 2
        diamond.transform = Transform3D(rotationZ: .pi / 4)
        #expect(try partials(diamond) == 0)
        diamond.masksToBounds = true
        diamond.sublayers = [filledLayer(Rect(x: -10, y: -10, width: 50, height: 50), .blue, name: "inside")]
        #expect(try partials(diamond) == 0)
        diamond.allowsEdgeAntialiasing = true
        #expect(try partials(diamond) > 50)
        // A shape layer's path stays smooth, as on iOS.
        var circle = Layer(name: "circle", frame: Rect(x: 10, y: 10, width: 40, height: 40),
                           kind: .shape(ShapeLayer(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)), fillColor: .red)))
        circle.transform = Transform3D(rotationZ: .pi / 4)
        #expect(try partials(circle) > 50)
        // In perspective too: the card's own edges are staircases unless allowed.
        var tilted = filledLayer(Rect(x: 10, y: 10, width: 40, height: 40), .red, name: "tilted")
        tilted.transform = Transform3D(rotation: 0.6, x: 0, y: 1, z: 0)
        tilted.transform.m14 = 0.004
        #expect(try partials(tilted) == 0)
        tilted.allowsEdgeAntialiasing = true
        #expect(try partials(tilted) > 50)
        // Unrotated, at a fractional position, a layer keeps its smooth edges.
        #expect(try partials(filledLayer(Rect(x: 10.5, y: 10.5, width: 20, height: 20), .red, name: "offset")) > 50)
    }
}

@Suite("Renderer perspective sampling")
struct ProjectiveSamplingTests {
    @Test("a projective map that is all but affine draws within a few levels of Cairo's own drawing")
    func closeToCairo() throws {
        var root = Layer(bounds: Rect(size: Size(width: 60, height: 60)))
        var card = Layer(name: "card", frame: Rect(x: 12, y: 12, width: 36, height: 36),
                         kind: .gradient(GradientLayer(colors: [.red, .blue], startPoint: .zero, endPoint: Point(x: 1, y: 1))))
        card.transform = Transform3D(rotationZ: 0.5)
        card.allowsEdgeAntialiasing = true
        root.addSublayer(card)
        let renderer = try LayerRenderer(scale: 2)
        let affine = try renderer.render(root)
        // A perspective term too small to move anything, yet enough to take the projective path.
        root.sublayers[0].transform.m14 = 1e-12
        let projected = try renderer.render(root)
        var worst = 0, total = 0, count = 0, over8 = 0
        for y in 0..<affine.height {
            for x in 0..<affine.width {
                let (a, b) = (affine[x, y], projected[x, y])
                let delta = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                worst = max(worst, delta)
                if delta > 8 { over8 += 1 }
                total += delta
                count += 1
            }
        }
        // Measured: worst 15 levels, mean 0.17, 36 of 14 400 pixels over 8 (edge pixels).
        #expect(worst <= 16 && over8 <= 40 && Double(total) / Double(count) < 0.25)
    }
}
