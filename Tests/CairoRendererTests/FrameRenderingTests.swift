@testable import CairoRenderer
import Imaging
import LayerModel
import Synchronization
import Testing

@Suite("Frame sequences")
struct FrameRenderingTests {
    @Test("parallel rendering is byte-identical to serial rendering")
    func parallelEqualsSerial() throws {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 80, height: 80))
        var arc = Path()
        arc.addArc(center: Point(x: 40, y: 40), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        var ring = Layer(frame: root.bounds, kind: .shape(ShapeLayer(path: arc, fillColor: nil, strokeColor: .blue, lineWidth: 8)))
        ring.shadowOpacity = 1
        ring.shadowOffset = .zero
        var sweep = Animation.basic(keyPath: "strokeEnd", from: .number(0), to: .number(1))
        sweep.duration = 0.5
        try ring.add(sweep, forKey: "sweep")
        var blur = Animation.basic(keyPath: "shadowRadius", from: .number(0.5), to: .number(6))
        blur.duration = 0.5
        try ring.add(blur, forKey: "blur")
        root.addSublayer(ring)

        let renderer = try LayerRenderer(scale: 2)
        let times = try FrameTiming(duration: 0.5, fps: 30).times
        let parallel = try renderer.renderFrames(of: root, at: times)
        let serial = try times.map { try renderer.render(root.presentation(at: $0)) }
        #expect(parallel == serial)
        // The frames really differ from each other: the animation shows.
        #expect(Set(parallel.map(\.pixels)).count == times.count)
    }

    @Test("an error in one frame stops the frames not yet started and is rethrown")
    func callbackError() throws {
        struct Stop: Error {}
        let rendered = Mutex(0)
        let frames = try FrameSequence(times: (0..<400).map(Double.init), geometry: ImageGeometry(pixelWidth: 4, pixelHeight: 4))
        #expect(throws: Stop.self) {
            try LayerRenderer.forEachFrame(at: frames, tree: { _ in try DrawableTree(Layer(bounds: Rect(x: 0, y: 0, width: 4, height: 4))) }) { index, _ in
                rendered.withLock { $0 += 1 }
                if index == 0 { throw Stop() }
            }
        }
        // Frame 0 is among the first each worker takes; at most a few frames in flight finish.
        #expect(rendered.withLock { $0 } < 50)
    }

    /// A 10 × 10 pt layer whose bounds grow to 30 × 20 pt over 1 s.
    static func growing() throws -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .blue
        var grow = Animation.basic(keyPath: "bounds", from: .rect(root.bounds), to: .rect(Rect(x: 0, y: 0, width: 30, height: 20)))
        grow.duration = 1
        try root.add(grow, forKey: "grow")
        return root
    }

    @Test("every frame has the sequence's geometry, however the tree's bounds change")
    func framesOfOneSize() throws {
        let root = try Self.growing()
        // Rendered alone, the presentation at 0.5 s is 20 × 15 pt.
        #expect(try LayerRenderer(scale: 1).render(root.presentation(at: 0.5)).description == "Bitmap(20x15 px)")
        // By default the model bounds at the renderer's scale: 10 × 10 pt at 2 → 20 × 20 px.
        let frames = try LayerRenderer(scale: 2).renderFrames(of: root, at: [0, 0.5, 0.75])
        #expect(frames.map(\.description) == Array(repeating: "Bitmap(20x20 px)", count: 3))
        // A geometry of one's own: 10 × 6 pt at 1.5 → 15 × 9 px, rendered as render(_:in:) does.
        let geometry = try ImageGeometry(size: Size(width: 10, height: 6), scale: 1.5)
        let sequence = try FrameSequence(times: [0, 0.5, 0.75], geometry: geometry)
        let own = try LayerRenderer.renderFrames(of: root, at: sequence)
        #expect(own == (try sequence.times.map { try LayerRenderer.render(root.presentation(at: $0), in: geometry) }))
        #expect(own.map(\.description) == Array(repeating: "Bitmap(15x9 px)", count: 3))
        let sizes = Mutex<[Int: String]>([:])
        try LayerRenderer.forEachFrame(at: sequence, tree: { try DrawableTree(root, at: $0) }) { index, frame in
            sizes.withLock { $0[index] = frame.description }
        }
        #expect(sizes.withLock { $0 } == [0: "Bitmap(15x9 px)", 1: "Bitmap(15x9 px)", 2: "Bitmap(15x9 px)"])
    }

    @Test("too many times, or too many pixels in all, are refused before any frame is drawn", arguments: [
        // 10,001 times of a 2 × 2 px image.
        (1.0, 10_001, LayerModelError.tooManyFrames(count: 10_001)),
        // 33 frames of 8192² px: 2,214,592,512 pixels, more than 2³¹.
        (4096, 33, .tooManyFramePixels(frames: 33, pixelWidth: 8192, pixelHeight: 8192)),
    ])
    func refusedBeforeDrawing(side: Double, count: Int, refusal: LayerModelError) throws {
        // Drawing any frame of this tree would fail on its perspective (no inverse): the
        // refusal of the sequence comes first.
        var root = Layer(bounds: Rect(x: 0, y: 0, width: side, height: side))
        var card = Layer(frame: root.bounds)
        card.backgroundColor = .red
        card.transform = Transform3D(scaleX: 1, y: 1, z: 0)
        card.transform.m34 = -0.002
        root.addSublayer(card)
        #expect(throws: RenderError.invalidFrames(refusal)) {
            try LayerRenderer(scale: 2).renderFrames(of: root, at: Array(repeating: 0, count: count))
        }
        // 32 frames of 8192² px pass the limit: the first frame drawn then fails on the tree.
        #expect(throws: RenderError.invalidLayer(.singularPerspective(layer: "(unnamed)", property: "transform"))) {
            try LayerRenderer(scale: 2).renderFrames(of: root, at: Array(repeating: 0, count: min(count, 32)))
        }
    }
}

@Suite("Offscreen budget")
struct OffscreenBudgetTests {
    @Test("nested reservations add up, fail past the limit, and are returned afterwards")
    func nesting() throws {
        let budget = OffscreenBudget()
        let half = OffscreenBudget.limit / 2
        try budget.reserving(half) { () throws(RenderError) in
            try budget.reserving(half) { () throws(RenderError) in
                #expect(budget.used == OffscreenBudget.limit)
                #expect(throws: RenderError.offscreenLimit(bytes: OffscreenBudget.limit + 1, limit: OffscreenBudget.limit)) {
                    try budget.reserving(1) { () throws(RenderError) in }
                }
            }
        }
        #expect(budget.used == 0)
    }
}
