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
        var ring = Layer(frame: root.bounds, content: .shape(ShapeLayer(path: arc, fillColor: nil, strokeColor: .blue, lineWidth: 8)))
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
        let renderer = try LayerRenderer(scale: 1)
        let rendered = Mutex(0)
        let times = (0..<400).map(Double.init)
        #expect(throws: Stop.self) {
            try renderer.forEachFrame(at: times, tree: { _ in Layer(bounds: Rect(x: 0, y: 0, width: 4, height: 4)) }) { index, _ in
                rendered.withLock { $0 += 1 }
                if index == 0 { throw Stop() }
            }
        }
        // Frame 0 is among the first each worker takes; at most a few frames in flight finish.
        #expect(rendered.withLock { $0 } < 50)
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
