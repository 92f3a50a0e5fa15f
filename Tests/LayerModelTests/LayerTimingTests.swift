@testable import LayerModel
import TestSupport
import Testing

@Suite("Layer timing (CAMediaTiming on a layer)")
struct LayerTimingTests {
    /// A layer whose presented `position.x` is its local time: a linear animation from −500 to
    /// 500 over 1000 s, begun at local time −500.
    static func clockLayer(_ name: String, timing: LayerTiming = .identity) throws -> Layer {
        var layer = Layer(name: name)
        layer.timing = timing
        var probe = Animation.basic(keyPath: "position.x", from: .number(-500), to: .number(500))
        probe.beginTime = -500
        probe.duration = 1000
        try layer.add(probe, forKey: "clock")
        return layer
    }

    @Test("local = (parent − beginTime) × speed + timeOffset, and back")
    func formula() throws {
        let timing = try LayerTiming(beginTime: 2, speed: 3, timeOffset: 1)
        #expect(timing.localTime(fromParent: 5) == 10)  // (5 − 2) × 3 + 1
        #expect(timing.parentTime(fromLocal: 10) == 5)  // (10 − 1) / 3 + 2
        #expect(LayerTiming.identity.localTime(fromParent: 0.1) == 0.1)
        let backward = try LayerTiming(beginTime: 1, speed: -0.5)
        #expect(backward.localTime(fromParent: 3) == -1)  // (3 − 1) × −0.5
        #expect(backward.parentTime(fromLocal: -1) == 3)
    }

    @Test("speed 0 pauses at timeOffset; a paused time has no parent time")
    func pausedFormula() throws {
        let paused = try LayerTiming(beginTime: 7, speed: 0, timeOffset: 4)
        for t in [-3.0, 0, 7, 1e6] { #expect(paused.localTime(fromParent: t) == 4) }
        #expect(paused.parentTime(fromLocal: 5) == .infinity)
        #expect(paused.parentTime(fromLocal: 3) == -.infinity)
        #expect(paused.parentTime(fromLocal: 4).isNaN)
    }

    @Test("a timing value that is not finite is a typed error with one line",
          arguments: [(Double.nan, 1.0, 0.0), (0, .infinity, 0), (0, 1, -.infinity)])
    func notFinite(beginTime: Double, speed: Double, timeOffset: Double) {
        let error = LayerModelError.invalidLayerTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        // Compared by description: NaN is not equal to itself.
        let thrown = #expect(throws: LayerModelError.self) { try LayerTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset) }
        #expect(thrown?.description == error.description)
        #expect(error.description.split(separator: "\n").count == 1)
        #expect(error.description.hasPrefix("layer timing needs finite beginTime, speed and timeOffset, got "))
    }

    @Test("a layer's animations run at its local time; the presented tree has no timing")
    func ownAnimations() throws {
        // beginTime 3, timeOffset 0.5: parent 3.25 → local 0.75.
        var layer = Layer(name: "timed")
        layer.timing = try LayerTiming(beginTime: 3, timeOffset: 0.5)
        try layer.add(PresentationTests.fade(from: 0, to: 1), forKey: "fade")
        let presented = layer.presentation(at: 3.25)
        #expect(isClose(presented.opacity, 0.75, 1e-9))
        #expect(presented.timing == .identity)
        // Parent 2.4 → local −0.1: before the fade begins (fill mode removed), the model's 1.
        #expect(layer.presentation(at: 2.4).opacity == 1)
    }

    @Test("speed 0 shows the moment timeOffset at every time")
    func paused() throws {
        var layer = Layer(name: "paused")
        layer.timing = try LayerTiming(speed: 0, timeOffset: 0.25)
        try layer.add(PresentationTests.fade(from: 0, to: 1), forKey: "fade")
        for t in [0.0, 0.9, 7, 1e4] { #expect(layer.presentation(at: t).opacity == 0.25) }
    }

    @Test("timings compose: speed 2 inside speed 0.5, sublayers and masks in the parent's local time")
    func nested() throws {
        // Outer: beginTime 1, speed 0.5 → at parent 5 its local time is (5 − 1) × 0.5 = 2.
        // Inner: speed 2, timeOffset 3 → (2 − 0) × 2 + 3 = 7. Its plain sublayer: 7.
        var inner = try Self.clockLayer("inner", timing: LayerTiming(speed: 2, timeOffset: 3))
        inner.addSublayer(try Self.clockLayer("leaf"))
        var outer = try Self.clockLayer("outer", timing: LayerTiming(beginTime: 1, speed: 0.5))
        outer.addSublayer(inner)
        outer.mask = try Self.clockLayer("mask", timing: LayerTiming(beginTime: -1))  // 2 − (−1) = 3
        var root = try Self.clockLayer("root")
        root.addSublayer(outer)

        let presented = root.presentation(at: 5)
        let p = presented.sublayers[0]
        #expect(isClose(presented.position.x, 5, 1e-9))
        #expect(isClose(p.position.x, 2, 1e-9))
        #expect(isClose(p.sublayers[0].position.x, 7, 1e-9))
        #expect(isClose(p.sublayers[0].sublayers[0].position.x, 7, 1e-9))
        #expect(isClose(p.mask?.position.x ?? .nan, 3, 1e-9))
        // At parent 9: outer 4, inner 11.
        #expect(isClose(root.presentation(at: 9).sublayers[0].sublayers[0].position.x, 11, 1e-9))
    }

    @Test("replicator instances run at the timed layer's local time − k·instanceDelay")
    func replicatorInTimedLayer() throws {
        var replicator = Layer(name: "replicator", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        var r = try Replicator(instanceCount: 3)
        r.instanceDelay = 0.25
        replicator.replicator = r
        var dot = Layer(name: "dot", bounds: Rect(x: 0, y: 0, width: 1, height: 1))
        try dot.add(PresentationTests.fade(from: 1, to: 0), forKey: "fade")
        replicator.sublayers = [dot]
        var container = Layer(name: "container")
        container.timing = try LayerTiming(beginTime: 1, speed: 2)
        container.addSublayer(replicator)
        // Parent 1.25 → container 0.5 → instances at 0.5, 0.25, 0: opacity 0.5, 0.75, 1.
        #expect(container.presentation(at: 1.25).sublayers[0].sublayers.map(\.opacity) == [0.5, 0.75, 1])
        // The replicator's own timing: speed 0.5 at parent 1 → 0.5, the same instances.
        replicator.timing = try LayerTiming(speed: 0.5)
        #expect(replicator.presentation(at: 1).sublayers.map(\.opacity) == [0.5, 0.75, 1])
    }

    @Test("animationTimeRange is on the parent's clock; a paused layer adds no span")
    func timeRange() throws {
        var layer = Layer(name: "timed")
        try layer.add(PresentationTests.fade(from: 0, to: 1), forKey: "fade")  // local 0…1
        layer.timing = try LayerTiming(beginTime: 1, speed: 2)
        #expect(layer.animationTimeRange == 1...1.5)
        layer.timing = try LayerTiming(beginTime: 1, speed: -1)  // local 0 at parent 1, 1 at 0
        #expect(layer.animationTimeRange == 0...1)
        layer.timing = try LayerTiming(speed: 0, timeOffset: 0.5)
        #expect(layer.animationTimeRange == nil)
        var root = Layer(name: "root")
        root.timing = try LayerTiming(timeOffset: -2)  // local = parent − 2
        root.addSublayer(layer)
        #expect(root.animationTimeRange == nil)
        layer.timing = .identity
        root.sublayers = [layer]
        #expect(root.animationTimeRange == 2...3)
    }
}
