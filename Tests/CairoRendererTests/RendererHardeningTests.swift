@testable import CairoRenderer
import Foundation
import Imaging
import LayerModel
import Testing

/// Failures and wasted work the renderer must not have (issue 14's hardening findings).
@Suite("Renderer hardening")
struct RendererHardeningTests {
    /// `ShadowClipTests`' square with a translucent red box casting a shadow at `offset`.
    static func shadowed(side: Double, offset: Size, configure: (inout Layer) -> Void = { _ in }) -> Layer {
        ShadowClipTests.scene(side: side, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), radius: 3, offset: offset, configure: configure)
    }

    @Test("a shadow wholly outside the image draws exactly as no shadow", arguments: [1e9, -1e9])
    func offImageShadow(offset: Double) throws {
        let renderer = try LayerRenderer(scale: 2)
        let variants: [(inout Layer) -> Void] = [
            { _ in },
            { $0.masksToBounds = true; $0.cornerRadius = 4 },
            { box in
                var mask = Layer(frame: Rect(x: 0, y: 0, width: 5, height: 5))
                mask.backgroundColor = .black
                box.mask = mask
            },
        ]
        for configure in variants {
            let far = try renderer.render(Self.shadowed(side: 40, offset: Size(width: offset, height: 0), configure: configure))
            let none = try renderer.render(Self.shadowed(side: 40, offset: .zero) { box in
                configure(&box)
                box.shadowOpacity = 0
            })
            #expect(far == none)
        }
    }

    @Test("off-image shadows are culled before they count against the blur budget")
    func offImageShadowsAreFree() throws {
        // 60 layers of 2000×2000 px with a radius-300 shadow: each would blur at least
        // 2000² = 4,000,000 px (more with its padding), 240 million and up in all; with the
        // padding that passes the 500 million the budget allows. Off the image, none is blurred.
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 2000, height: 2000))
        for _ in 0..<60 {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
            layer.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.01)
            layer.shadowOpacity = 1
            layer.shadowRadius = 300
            layer.shadowOffset = Size(width: 0, height: 1e9)
            root.addSublayer(layer)
        }
        let bitmap = try LayerRenderer(scale: 1).render(root)
        #expect(bitmap.width == 2000)
    }

    /// A 40 × 40 pt layer that fails to draw: a text layer in a font file that does not exist.
    static var failing: Layer {
        Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40),
              kind: .text(TextLayer(string: "x", font: .file("/nonexistent/font.ttf"))))
    }

    /// A red 40 × 40 pt layer in a 40 × 40 pt image, made to fail inside each offscreen step.
    static let failingInsideOffscreens: [(name: String, tree: @Sendable () -> Layer)] = [
        ("a mask that fails to draw, after the content group is made", {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            layer.backgroundColor = .red
            layer.mask = failing
            return layer
        }),
        ("a masked layer whose content fails", {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            layer.backgroundColor = .red
            layer.mask = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            layer.mask?.backgroundColor = .black
            layer.addSublayer(failing)
            return layer
        }),
        ("an opacity group whose content fails", {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            layer.backgroundColor = .red
            layer.opacity = 0.5
            layer.addSublayer(failing)
            return layer
        }),
        ("a shadow whose layer fails to draw", {
            var layer = failing
            layer.shadowOpacity = 1
            layer.shadowRadius = 3
            return layer
        }),
    ]

    @Test("a failure inside an offscreen step gives back every offscreen surface", arguments: failingInsideOffscreens)
    func failedOffscreenDoesNotLeak(name: String, tree: @Sendable () -> Layer) throws {
        // Each offscreen surface's pixels are a ScratchMemory block, given back when Cairo
        // destroys the surface; the ledger counts the blocks this test's render takes and
        // gives back, whatever other tests render meanwhile. A leaked group (the content group
        // popped before a failing mask drew, issue 14) stays outstanding.
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40))
        root.addSublayer(tree())
        let renderer = try LayerRenderer(scale: 2)
        let ledger = ScratchMemory.Ledger()
        ScratchMemory.$ledger.withValue(ledger) {
            #expect(throws: RenderError.self, "\(name)") { try renderer.render(root) }
        }
        // The offscreens came from the pool (the canvas is the bitmap's memory), so a leak shows.
        #expect(ledger.taken >= 1, "\(name): \(ledger.taken) blocks")
        #expect(ledger.outstanding == 0, "\(name): \(ledger.outstanding) of \(ledger.taken) blocks not given back")
    }

    @Test("a layer behind the eye is refused before any offscreen memory is taken")
    func behindEyeBeforeOffscreens() throws {
        // A translucent, shadowed layer draws first (an opacity group and a shadow canvas);
        // the card after it reaches behind the eye (w = 1 − x/8 with x from its centre: < 0 past
        // 8 pt right of it, its edge being at 15 pt).
        var first = Layer(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        first.backgroundColor = .black
        first.opacity = 0.5
        first.shadowOpacity = 1
        var card = Layer(name: "card", frame: Rect(x: 5, y: 5, width: 30, height: 30))
        card.backgroundColor = .red
        card.transform.m14 = -1.0 / 8
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40))
        root.addSublayer(first)
        let renderer = try LayerRenderer(scale: 2)
        let drawn = ScratchMemory.Ledger()
        try ScratchMemory.$ledger.withValue(drawn) { _ = try renderer.render(root) }
        #expect(drawn.taken >= 2, "the first layer alone takes \(drawn.taken) blocks")
        root.addSublayer(card)
        let refused = ScratchMemory.Ledger()
        ScratchMemory.$ledger.withValue(refused) {
            #expect(throws: RenderError.invalidLayer(.behindEye(layer: "card"))) { try renderer.render(root) }
        }
        #expect(refused.taken == 0)
    }

    /// The hostile trees of issue 14's findings, each of which ran past 60 s before the work
    /// budget: an 8192² px image (4096² pt at scale 2) holding `layers`.
    static func hostile(_ layers: [Layer]) -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 4096, height: 4096))
        root.sublayers = layers
        return root
    }

    static var fullImage: Layer {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 4096, height: 4096))
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.01)
        return layer
    }

    static let hostileTrees: [(name: String, kind: RenderWork.Kind, tree: @Sendable () -> Layer)] = [
        ("a gradient of 700,000 colors", .gradientStops, {
            let colors = (0..<700_000).map { Color(red: Double($0 % 2), green: 0, blue: 0, alpha: 1) }
            return hostile([Layer(frame: Rect(x: 0, y: 0, width: 5, height: 5), kind: .gradient(GradientLayer(colors: colors)))])
        }),
        ("10,000 opacity groups", .offscreenPixels, {
            var group = fullImage
            group.opacity = 0.5
            return hostile(Array(repeating: group, count: 10_000))
        }),
        ("5,000 masked layers", .offscreenPixels, {
            var masked = fullImage
            masked.mask = fullImage
            return hostile(Array(repeating: masked, count: 5_000))
        }),
        ("100,000 arcs of radius 1e9 with 16 turns", .pathSegments, {
            var path = Path()
            for _ in 0..<100_000 {
                path.addArc(center: .zero, radius: 1e9, startAngle: -16 * .pi, endAngle: 16 * .pi, clockwise: true)
            }
            return hostile([Layer(frame: Rect(x: 0, y: 0, width: 4096, height: 4096),
                                  kind: .shape(ShapeLayer(path: path, fillColor: nil, strokeColor: .black)))])
        }),
        ("99,999 huge curves stroked 1,000 pt wide with round joins", .pathSegments, {
            var path = Path()
            path.move(to: .zero)
            for _ in 0..<99_999 {
                path.addCurve(to: Point(x: 1e6, y: -1e6), control1: Point(x: 1e6, y: 1e6), control2: Point(x: -1e6, y: 2e6))
            }
            var shape = ShapeLayer(path: path, fillColor: nil, strokeColor: .black, lineWidth: 1000)
            shape.lineJoin = .round
            return hostile([Layer(frame: Rect(x: 0, y: 0, width: 4096, height: 4096), kind: .shape(shape))])
        }),
        ("1,000 shadows over the budget", .offscreenPixels, {
            var shadowed = fullImage
            shadowed.shadowOpacity = 1
            shadowed.shadowRadius = 100
            return hostile(Array(repeating: shadowed, count: 1_000))
        }),
        ("100 small shadows blurring too much", .blurredPixels, {
            // Each 20 × 20 px with a reach of 3 · 100 · 2 + 1 = 601: 1222² = 1,493,284 px
            // blurred; the 335th passes 500 million. (Offscreen, 400 + 2 · 1,493,284 each,
            // passes 2³⁰ only at the 360th.)
            var shadowed = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            shadowed.backgroundColor = .black
            shadowed.shadowOpacity = 1
            shadowed.shadowRadius = 100
            return hostile(Array(repeating: shadowed, count: 1_000))
        }),
        ("a string of a million characters", .glyphs, {
            var text = TextLayer()
            text.string = String(repeating: "a", count: 1_000_000)
            return hostile([Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100), kind: .text(text))])
        }),
        ("a 1e-6 pt dash pattern along a long path", .dashes, {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: Point(x: 1e6, y: 1e6))
            var shape = ShapeLayer(path: path, fillColor: nil, strokeColor: .black)
            shape.lineDashPattern = [1e-6, 1e-6]
            return hostile([Layer(frame: Rect(x: 0, y: 0, width: 4096, height: 4096), kind: .shape(shape))])
        }),
    ]

    // Each tree would draw for minutes; refused from the model's count, before drawing (the
    // `workBudget` error comes from the plan), it takes milliseconds.
    @Test("a tree over the work budget fails in planning, before anything is drawn",
          arguments: hostileTrees.indices)
    func workBudget(index: Int) throws {
        let (name, kind, tree) = Self.hostileTrees[index]
        let layer = tree()
        let renderer = try LayerRenderer(scale: 2)
        do {
            _ = try renderer.render(layer)
            Issue.record("\(name) rendered")
        } catch let .invalidLayer(.workBudget(thrown, amount, limit)) {
            #expect(thrown == kind && amount > limit, "\(name)")
        }
    }

    @Test("a drawing that fails leaves the canvas's state as it was: a restore after it brings back the saved clip")
    func failedDrawKeepsState() throws {
        // The text's font fails to load while the fast path (no shadow, mask or alpha) has
        // saved Cairo's state: unrestored, the next restore popped that save instead of the
        // clip's, so the 1 × 1 clip stayed.
        let canvas = try DrawingCanvas(ImageGeometry(pixelWidth: 10, pixelHeight: 10))
        canvas.save()
        canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), evenOdd: false, transform: .identity)
        #expect(throws: RenderError.self) {
            try canvas.draw(.text("a", font: .file("/nonexistent/layershot-state.ttf"), size: 10, color: .black, origin: .zero),
                            transform: .identity, style: DrawingCanvas.Style())
        }
        canvas.restore()
        #expect(canvas.clipBounds == Rect(x: 0, y: 0, width: 10, height: 10))
        try canvas.draw(.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), evenOdd: false, color: .blue),
                        transform: .identity, style: DrawingCanvas.Style())
        #expect(try canvas.bitmap()[9, 9] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
