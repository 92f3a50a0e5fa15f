import LayerModel
import Testing

/// The work budget and the shadow plan: pure functions of the model, with hand-computed numbers.
@Suite("Render work")
struct RenderWorkTests {
    @Test("a full arc of radius 200 px flattens to 2π·√(200/0.08) = 100π segments, plus its line")
    func arcSegments() {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        // Stretch 2: r = 200 px, √(200 / 0.08) = 50 per radian; ⌈2π · 50⌉ = ⌈314.16⌉ = 315.
        #expect(path.flattenedSegments(stretch: 2) == 316)
        // 16 turns are drawn as at most two: ⌈4π · 50⌉ = 629.
        var turns = Path()
        turns.addArc(center: .zero, radius: 100, startAngle: -16 * .pi, endAngle: 16 * .pi, clockwise: true)
        #expect(turns.flattenedSegments(stretch: 2) == 630)
    }

    @Test("a cubic flattens to Wang's bound √(0.75 · L / 0.01)")
    func curveSegments() {
        var path = Path()
        path.move(to: .zero)
        // Second differences (100, −100) and (−100, −100): L = 100√2 = 141.42;
        // √(0.75 · 141.42 / 0.01) = √10606.6 = 102.99, so 103, plus the move.
        path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
        #expect(path.flattenedSegments(stretch: 1) == 104)
        // A quadratic: L = |(0,0) − 2·(50,100) + (100,0)| = 200; √(0.25 · 200 / 0.01) = √5000 = 70.7, so 71.
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        #expect(quad.flattenedSegments(stretch: 1) == 72)
    }

    /// A closed triangle-and-a-bit: a move, three lines and a close.
    static let square: Path = {
        var p = Path()
        p.move(to: Point(x: 10, y: 10))
        p.addLine(to: Point(x: 30, y: 10))
        p.addLine(to: Point(x: 30, y: 30))
        p.addLine(to: Point(x: 10, y: 30))
        p.closeSubpath()
        return p
    }()

    @Test("a stroke counts both edges and a half-turn fan per round join")
    func strokeSegments() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var shape = ShapeLayer(path: Self.square, fillColor: nil, strokeColor: .black, lineWidth: 0.64)
        shape.lineJoin = .round
        root.addSublayer(Layer(frame: root.bounds, kind: .shape(shape)))
        // 5 flattened segments, twice; fans of r = 0.32 px at √(0.32 / 0.08) = 2 per radian:
        // three lines and the close join by half a turn each, 4π · 2 = 8π.
        let work = try root.renderPlan(scale: 1, pixelWidth: 100, pixelHeight: 100).work
        #expect(abs(work.pathSegments - (10 + 8 * .pi)) < 1e-9)
        #expect(work.offscreenPixels == 0 && work.blurredPixels == 0 && work.gradientStops == 0)
    }

    @Test("opacity groups and masks count the pixels of their drawing, widened by 2 px, within the image")
    func groupPixels() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var translucent = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        translucent.backgroundColor = .black
        translucent.opacity = 0.5
        root.addSublayer(translucent)
        var masked = Layer(frame: Rect(x: 90, y: 90, width: 20, height: 20))
        masked.backgroundColor = .black
        var mask = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        mask.backgroundColor = .black
        masked.mask = mask
        root.addSublayer(masked)
        // Scale 2: the group covers (20, 20, 40, 40) px widened by 2, 44² = 1936 px; the
        // masked layer (180, 180, 40, 40) px, widened and cut by the image, 22² = 484 px,
        // counted twice (content and alpha).
        let work = try root.renderPlan(scale: 2, pixelWidth: 200, pixelHeight: 200).work
        #expect(work.offscreenPixels == 1936 + 2 * 484)
    }

    @Test("gradients count their stops squared")
    func gradientStops() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(Layer(frame: root.bounds, kind: .gradient(GradientLayer(colors: [.black, .white, .black]))))
        root.addSublayer(Layer(frame: root.bounds, kind: .gradient(GradientLayer(colors: [.black, .white]))))
        #expect(try root.renderPlan(scale: 1, pixelWidth: 10, pixelHeight: 10).work.gradientStops == 9 + 4)
    }

    @Test("a dashed stroke counts its stroked length over the pattern's, times the pattern's lengths; a text layer its scalars")
    func dashesAndGlyphs() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var line = Path()
        line.move(to: Point(x: 0, y: 50))
        line.addLine(to: Point(x: 100, y: 50))
        var dashed = ShapeLayer(path: line, fillColor: nil, strokeColor: .black)
        dashed.lineDashPattern = [4, 1, 3, 2]
        dashed.strokeEnd = 0.5
        root.addSublayer(Layer(frame: root.bounds, kind: .shape(dashed)))
        var text = TextLayer()
        text.string = "naïve 🙂"
        root.addSublayer(Layer(frame: root.bounds, kind: .text(text)))
        // 100 pt × 0.5 stroked, a 10 pt pattern of 4 lengths: 5 · 4 = 20, at any scale.
        // "naïve 🙂": n, a, ï, v, e, space, 🙂: 7 scalars.
        for scale in [1.0, 3.0] {
            let work = try root.renderPlan(scale: scale, pixelWidth: Int(100 * scale), pixelHeight: Int(100 * scale)).work
            #expect(work.dashes == 20 && work.glyphs == 7)
        }
        // Nothing of the stroke shows between strokeStart 1.5 and 2: no dashes (not fewer than 0).
        dashed.lineDashPattern = [1]
        (dashed.strokeStart, dashed.strokeEnd) = (1.5, 2)
        root.sublayers[0].kind = .shape(dashed)
        #expect(try root.renderPlan(scale: 1, pixelWidth: 100, pixelHeight: 100).work.dashes == 0)
        // A solid line, or a pattern the renderer ignores (all zeros), cuts nothing.
        dashed.lineDashPattern = [0, 0]
        root.sublayers[0].kind = .shape(dashed)
        #expect(try root.renderPlan(scale: 1, pixelWidth: 100, pixelHeight: 100).work.dashes == 0)
    }

    @Test("a 1e6-character string and a 1e-6 pt dash pattern are refused at once, with the numbers")
    func textAndDashesOverBudget() {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var text = TextLayer()
        text.string = String(repeating: "a", count: 1_000_000)
        root.addSublayer(Layer(frame: root.bounds, kind: .text(text)))
        #expect(throws: LayerModelError.workBudget(kind: .glyphs, amount: 1_000_000, limit: 200_000)) {
            try root.renderPlan(scale: 2, pixelWidth: 200, pixelHeight: 200).work
        }
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(x: 1000, y: 0))
        var dashed = ShapeLayer(path: line, fillColor: nil, strokeColor: .black)
        dashed.lineDashPattern = [1e-6]
        root.sublayers = [Layer(frame: root.bounds, kind: .shape(dashed))]
        // 1000 pt over a 1e-6 pt pattern of one length: 10⁹.
        let error = #expect(throws: LayerModelError.self) { try root.renderPlan(scale: 2, pixelWidth: 200, pixelHeight: 200).work }
        guard case let .workBudget(.dashes, amount, limit)? = error else {
            Issue.record("expected a dash budget error, got \(String(describing: error))")
            return
        }
        #expect(abs(amount - 1e9) < 1 && limit == 1_000_000)
        #expect(error?.description == "the layer tree needs 1000000000 dashes and gaps along its dashed strokes, more than the "
            + "1000000 one image may take: use fewer dashes: longer dash patterns or shorter dashed paths")
    }

    /// A 20 × 20 pt box at (10, 10) with a radius-2 shadow at `offset`.
    static func shadowed(offset: Size) -> Layer {
        var box = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .black
        box.shadowOpacity = 1
        box.shadowRadius = 2
        box.shadowOffset = offset
        return box
    }

    @Test("the shadow plan: one shared canvas, padded by ⌈3σ⌉ + 1")
    func shadowPlan() throws {
        let box = Self.shadowed(offset: Size(width: 0, height: 50))
        // Scale 1: the box's bounds map to (10, 10, 20, 20); σ = 2, reach ⌈6⌉ + 1 = 7.
        let m = AffineTransform(translationX: 10, y: 10)
        let image = Rect(x: 0, y: 0, width: 100, height: 100)
        let plan = ShadowPlan(drawing: Rect(x: 10, y: 10, width: 20, height: 20), pad: 7, offset: Point(x: 0, y: 50), sigma: 2, color: .black)
        #expect(try box.shadowDecision(toDevice: m, scale: 1, image: image) == .shadow(plan))
        // (20 + 14)² = 1156 blurred; 400 + 2 · 1156 = 2712 offscreen.
        #expect(plan.blurredPixels == 1156 && plan.offscreenPixels == 2712)
        var root = Layer(bounds: image)
        root.addSublayer(box)
        let work = try root.renderPlan(scale: 1, pixelWidth: 100, pixelHeight: 100).work
        #expect(work.blurredPixels == 1156 && work.offscreenPixels == 2712)
    }

    @Test("a shadow landing outside the image is culled; a drawing outside it with its shadow, drawn as nothing")
    func shadowCulled() throws {
        let m = AffineTransform(translationX: 10, y: 10)
        let image = Rect(x: 0, y: 0, width: 100, height: 100)
        // Offset 100: the caster's rows 10…30 would have to reach into −107…7 to cast into the
        // image; at 95 (−102…12) they do.
        #expect(try Self.shadowed(offset: Size(width: 0, height: 100)).shadowDecision(toDevice: m, scale: 1, image: image) == .withoutShadow)
        #expect(try Self.shadowed(offset: Size(width: 0, height: 95)).shadowDecision(toDevice: m, scale: 1, image: image) != .withoutShadow)
        let outside = AffineTransform(translationX: 500, y: 10)
        #expect(try Self.shadowed(offset: Size(width: 0, height: 100)).shadowDecision(toDevice: outside, scale: 1, image: image) == .nothing)
    }

    @Test("a shadow path casts from a canvas of its own")
    func shadowPathCanvas() throws {
        var box = Self.shadowed(offset: Size(width: 0, height: 50))
        let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        box.shadowPath = path
        let plan = ShadowPlan(drawing: Rect(x: 10, y: 10, width: 20, height: 20),
                              caster: .shadowPath(path, Rect(x: 10, y: 10, width: 10, height: 10)), pad: 7, offset: Point(x: 0, y: 50),
                              sigma: 2, color: .black)
        #expect(try box.shadowDecision(toDevice: AffineTransform(translationX: 10, y: 10), scale: 1, image: Rect(x: 0, y: 0, width: 100, height: 100)) == .shadow(plan))
        // 400 + 100 + 2 · 24² = 1652.
        #expect(plan.offscreenPixels == 1652)
    }

    @Test("past a limit the count stops at once, with the numbers in one line")
    func overBudget() {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 8192, height: 8192))
        var group = Layer(frame: root.bounds)
        group.backgroundColor = .black
        group.opacity = 0.5
        root.sublayers = Array(repeating: group, count: 10_000)
        // 8192² = 67,108,864 px a group; the 17th passes 2³⁰: 17 · 67,108,864 = 1,140,850,688.
        #expect(throws: LayerModelError.workBudget(kind: .offscreenPixels, amount: 1_140_850_688, limit: 1_073_741_824)) {
            try root.renderPlan(scale: 1, pixelWidth: 8192, pixelHeight: 8192).work
        }
        let error = LayerModelError.workBudget(kind: .offscreenPixels, amount: 1_140_850_688, limit: 1_073_741_824)
        #expect(error.description == "the layer tree needs 1140850688 px of offscreen groups (opacity, masks, shadows), "
            + "more than the 1073741824 one image may take: use fewer or smaller translucent, masked or shadowed layers")
    }

    @Test("each kind of work says what to change, on one line", arguments: RenderWork.Kind.allCases)
    func messages(kind: RenderWork.Kind) {
        let line = LayerModelError.workBudget(kind: kind, amount: 2e18, limit: RenderWork.budget[kind]).description
        #expect(line.hasPrefix("the layer tree needs more than 10^18 "))
        #expect(line.contains("more than the \(Int(RenderWork.budget[kind])) one image may take: use fewer"))
        #expect(!line.contains("\n"))
    }
}

/// The plan a renderer walks: every decision made once, at the transforms it draws with.
@Suite("Render plan")
struct RenderPlanTests {
    @Test("the plan holds each drawn layer at its device transform, with its steps, its mask and its sublayers")
    func shape() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var group = Layer(frame: Rect(x: 10, y: 20, width: 40, height: 40))
        group.opacity = 0.5
        var mask = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        mask.backgroundColor = .black
        group.mask = mask
        var child = Layer(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        child.backgroundColor = .black
        group.addSublayer(child)
        root.addSublayer(group)
        var hidden = child
        hidden.isHidden = true
        root.addSublayer(hidden)
        let plan = try root.renderPlan(scale: 2, pixelWidth: 200, pixelHeight: 200)
        guard let top = plan.root, case let .painter(subs) = top.sublayers else {
            Issue.record("expected a planned root drawing its sublayers one after the other")
            return
        }
        #expect(top.steps == [.body])
        // The hidden layer is not planned at all.
        guard subs.count == 1, case let .affine(g) = subs[0], case let .affine(m)? = g.mask,
              case let .painter(children) = g.sublayers, children.count == 1, case let .affine(c) = children[0] else {
            Issue.record("expected the group with its mask and its one child")
            return
        }
        // The group at (10, 20) pt, scale 2; its drawing, the child at (30, 50, 20, 20) px cut by the
        // mask's (20, 40, 40, 40), widened by 2 px: (28, 48, 24, 24).
        #expect(g.toDevice == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 40))
        let region = Rect(x: 28, y: 48, width: 24, height: 24)
        #expect(g.steps == [.opacityGroup(opacity: 0.5, region: region), .mask(region: region), .body])
        #expect(m.toDevice == g.toDevice && c.toDevice == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 30, ty: 50))
        // 24² for the opacity group, twice 24² for the mask.
        #expect(plan.work.offscreenPixels == 3 * 576)
    }
}
