import CairoRenderer
import Imaging
import LayerModel
import Testing

/// Pixel-level facts about the renderer, checked at sample points with hand-computed values.
@Suite("Renderer pixels")
struct RendererPixelTests {
    let renderer: LayerRenderer

    init() throws {
        renderer = try LayerRenderer(scale: 1)
    }

    private func canvas(_ w: Double, _ h: Double) -> Layer {
        Layer(bounds: Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test("the image is round(w·scale) × round(h·scale) pixels")
    func imageSize() throws {
        let bitmap = try LayerRenderer(scale: 2).render(canvas(140.4, 10.2))
        #expect(bitmap.width == 281 && bitmap.height == 20)
    }

    @Test("scales and sizes out of range are errors", arguments: [0.0, -1, .nan, .infinity, 100])
    func badScale(scale: Double) {
        #expect(throws: RenderError.self) { try LayerRenderer(scale: scale) }
    }

    @Test("an image over 8192 px on a side is an error, not an allocation")
    func hugeImage() {
        #expect(throws: RenderError.invalidGeometry(.invalidImageSize(width: 5000, height: 10, scale: 2))) {
            try LayerRenderer(scale: 2).render(canvas(5000, 10))
        }
        #expect(throws: RenderError.self) { try renderer.render(canvas(0, 10)) }
    }

    @Test("background fills the image; none leaves it transparent")
    func background() throws {
        #expect(try renderer.render(canvas(4, 4))[2, 2] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(try renderer.render(canvas(4, 4), background: .red)[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a gradient to transparent black darkens midway (unpremultiplied interpolation)")
    func gradientToClear() throws {
        var root = canvas(101, 1)
        root.gradient = GradientLayer(colors: [.red, .clear], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let mid = try renderer.render(root)[50, 0]
        // Halfway: color (0.5, 0, 0) at alpha 0.5, premultiplied to about (64, 0, 0, 128);
        // premultiplied interpolation would give red 127.
        #expect(abs(Int(mid.a) - 127) <= 2)
        #expect(abs(Int(mid.r) - 63) <= 2)
    }

    @Test("group opacity composites the subtree once")
    func groupOpacity() throws {
        var root = canvas(10, 10)
        var group = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        group.opacity = 0.5
        // Two overlapping opaque squares: as a group, the overlap is not darker.
        var a = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.backgroundColor = .blue
        var b = a
        b.backgroundColor = .red
        group.sublayers = [a, b]
        root.addSublayer(group)
        let p = try renderer.render(root)[5, 5]
        #expect(p.r == 128 && p.b == 0 && p.a == 128)
    }

    @Test("a mask keeps the content where the mask is opaque")
    func mask() throws {
        var root = canvas(20, 10)
        var content = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        content.backgroundColor = .blue
        var mask = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        mask.backgroundColor = Color(white: 0, alpha: 0.5)
        content.mask = mask
        root.addSublayer(content)
        let bitmap = try renderer.render(root)
        #expect(bitmap[5, 5] == RGBA8(r: 0, g: 0, b: 128, a: 128))
        #expect(bitmap[15, 5] == RGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test("masksToBounds clips sublayers to the rounded bounds")
    func clip() throws {
        var root = canvas(40, 40)
        var clipper = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        clipper.masksToBounds = true
        clipper.cornerRadius = 20
        var fill = Layer(frame: Rect(x: -10, y: -10, width: 60, height: 60))
        fill.backgroundColor = .red
        clipper.addSublayer(fill)
        root.addSublayer(clipper)
        let bitmap = try renderer.render(root)
        #expect(bitmap[20, 20].a == 255)
        #expect(bitmap[1, 1].a == 0)
    }

    @Test("strokeEnd 0.5 draws half a line")
    func strokeEnd() throws {
        var root = canvas(100, 10)
        var path = Path()
        path.move(to: Point(x: 0, y: 5))
        path.addLine(to: Point(x: 100, y: 5))
        var shape = ShapeLayer(path: path, fillColor: nil, strokeColor: .black, lineWidth: 4)
        shape.strokeEnd = 0.5
        root.shape = shape
        let bitmap = try renderer.render(root)
        #expect(bitmap[25, 5].a == 255)
        #expect(bitmap[75, 5].a == 0)
    }

    @Test("a shadow falls at its offset and fades with distance")
    func shadow() throws {
        var root = canvas(60, 60)
        var square = Layer(frame: Rect(x: 20, y: 20, width: 20, height: 20))
        square.backgroundColor = .white
        square.shadowOpacity = 1
        square.shadowRadius = 2
        square.shadowOffset = Size(width: 0, height: 10)
        root.addSublayer(square)
        let bitmap = try renderer.render(root)
        #expect(bitmap[30, 30] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Below the square, inside the offset shadow (rows 30…50): pixel row 45 samples
        // y = 45.5, 2.25σ inside the edge: Φ(2.25) = 0.988 → alpha 252.
        #expect(bitmap[30, 45].r == 0 && abs(Int(bitmap[30, 45].a) - 252) <= 3)
        // Row 50 samples y = 50.5, 0.25σ outside the edge: Φ(−0.25) = 0.401 → alpha 102.
        #expect(abs(Int(bitmap[30, 50].a) - 102) <= 8)
        #expect(bitmap[30, 58].a < 3)
        // Above the square there is no shadow: it moved down by 10.
        #expect(bitmap[30, 15].a == 0)
    }

    @Test("a missing font file is an error, not a crash")
    func missingFont() {
        var root = canvas(10, 10)
        root.text = TextLayer(string: "x", font: .file("/nonexistent/font.ttf"))
        #expect(throws: RenderError.self) { try renderer.render(root) }
    }

    @Test("text centers by advance width and line box")
    func textCentering() throws {
        var root = canvas(200, 100)
        root.text = TextLayer(string: "00", fontSize: 40, foregroundColor: .black, alignment: .center, centersVertically: true)
        let bitmap = try renderer.render(root)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<100 { for x in 0..<200 where bitmap[x, y].a > 128 { xs.append(x); ys.append(y) } }
        let inkMidX = Double(xs.min()! + xs.max()!) / 2
        // Two identical digits: the ink is centered horizontally within a pixel or so.
        #expect(abs(inkMidX - 100) <= 1.5)
        // DejaVu's line box (ascent 0.928, descent 0.236 em) puts the baseline at
        // 50 − 23.28 + 37.12 = 63.84, below which digits have no ink.
        #expect(ys.max()! <= 64)
    }

    @Test("rendering is deterministic")
    func deterministic() throws {
        var root = canvas(50, 50)
        var path = Path()
        path.addArc(center: Point(x: 25, y: 25), radius: 20, startAngle: 0, endAngle: 4, clockwise: true)
        var layer = Layer(frame: root.bounds, kind: .shape(ShapeLayer(path: path, fillColor: nil, strokeColor: .blue, lineWidth: 3)))
        layer.shadowOpacity = 0.8
        root.addSublayer(layer)
        #expect(try renderer.render(root) == renderer.render(root))
    }
}

@Suite("Renderer clipping of shadows")
struct ShadowClipTests {
    /// A canvas of `side` points holding one square of `color` inset by a quarter of the side,
    /// casting an opaque black shadow of `radius` at `offset` (both axes), shaped by `configure`.
    static func scene(side: Double = 60, color: Color = .red, radius: Double = 0.5, offset: Size = Size(width: 0, height: 10),
                      configure: (inout Layer) -> Void = { _ in }) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: side, height: side))
        var box = Layer(frame: Rect(x: side / 6, y: side / 6, width: side * 2 / 3, height: side * 2 / 3))
        box.backgroundColor = color
        box.shadowOpacity = 1
        box.shadowRadius = radius
        box.shadowOffset = offset
        configure(&box)
        root.addSublayer(box)
        return root
    }

    @Test("masksToBounds clips the layer's own shadow, as in Core Animation")
    func clippedShadow() throws {
        let renderer = try LayerRenderer(scale: 1)
        // Unclipped, the shadow shows below the box (rows 50…60).
        #expect(try renderer.render(Self.scene())[30, 55] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let clipped = try renderer.render(Self.scene { $0.masksToBounds = true })
        #expect(clipped[30, 55].a == 0)
        #expect(clipped[30, 30] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a mask clips the layer's own shadow too")
    func maskedShadow() throws {
        let bitmap = try LayerRenderer(scale: 1).render(Self.scene { box in
            var mask = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            mask.backgroundColor = .black
            box.mask = mask
        })
        #expect(bitmap[30, 55].a == 0)
        #expect(bitmap[30, 30] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("absurd shadows stay bounded: a huge radius is a flat wash, a far offset draws nothing", arguments: [
        (1e6, 0.0), (3000, 0), (2, 1e9), (2, -1e12), (1e9, 1e9),
    ])
    func absurdShadow(radius: Double, offset: Double) throws {
        let scene = Self.scene(side: 100, color: .blue, radius: radius, offset: Size(width: offset, height: offset))
        let bitmap = try LayerRenderer(scale: 2).render(scene)
        #expect(bitmap[100, 100] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        if offset != 0 {
            // The shadow landed far outside the image.
            #expect(bitmap[10, 10].a == 0)
        }
    }
}
