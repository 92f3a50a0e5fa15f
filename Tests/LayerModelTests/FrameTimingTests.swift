import LayerModel
import Testing

@Suite("Frame timing: duration and rate → frame times, one frame limit")
struct FrameTimingTests {
    @Test("frame times are t = i/fps for i = 0 … round(duration·fps)")
    func times() throws {
        let quarter = try FrameTiming(duration: 0.25, fps: 60)
        #expect(quarter.count == 16)
        #expect(quarter.times.first == 0 && quarter.times.last == 15.0 / 60)
        #expect(try FrameTiming(duration: 2, fps: 60).count == 121)
        #expect(try FrameTiming(duration: 0, fps: 60).times == [0])
        // round(0.1 · 24) = round(2.4) = 2 → 3 frames; round(0.125 · 12) = round(1.5) = 2 → 3.
        #expect(try FrameTiming(duration: 0.1, fps: 24).times == [0, 1.0 / 24, 2.0 / 24])
        #expect(try FrameTiming(duration: 0.125, fps: 12).count == 3)
    }

    @Test("the frame limit's edges: 10,000 frames pass, 10,001 do not")
    func limitEdges() throws {
        // round(9999 / 60 · 60) + 1 = 10,000.
        #expect(try FrameTiming(duration: 9999.0 / 60, fps: 60).count == FrameTiming.maxFrames)
        #expect(try FrameTiming(duration: 9999, fps: 1).count == 10_000)
        #expect(try FrameTiming(duration: 9999.49, fps: 1).count == 10_000)
        #expect(throws: LayerModelError.invalidFrameTiming(duration: 10_000, fps: 1)) { try FrameTiming(duration: 10_000, fps: 1) }
        #expect(throws: LayerModelError.invalidFrameTiming(duration: 9999.5, fps: 1)) { try FrameTiming(duration: 9999.5, fps: 1) }
    }

    @Test("bad timings are errors, not traps", arguments: [
        (Double.infinity, 60.0), (-1, 60), (-0.001, 60), (1, 0), (1, -5), (1, .infinity), (1000, 60), (41.6666, 240), (1e300, 1e300),
    ])
    func badTimes(duration: Double, fps: Double) {
        #expect(throws: LayerModelError.invalidFrameTiming(duration: duration, fps: fps)) {
            try FrameTiming(duration: duration, fps: fps)
        }
    }

    @Test("a NaN duration or rate is an error too")
    func notANumber() {
        #expect(throws: LayerModelError.self) { try FrameTiming(duration: .nan, fps: 60) }
        #expect(throws: LayerModelError.self) { try FrameTiming(duration: 1, fps: .nan) }
    }

    @Test("the errors are one line naming the numbers")
    func messages() {
        #expect(LayerModelError.invalidFrameTiming(duration: 1000, fps: 60).description
            == "1000 s at 60 fps makes 60001 frames; a frame sequence has at most 10000")
        #expect(LayerModelError.invalidFrameTiming(duration: 1e300, fps: 1e300).description
            == "1e+300 s at 1e+300 fps makes more than 10^18 frames; a frame sequence has at most 10000")
        #expect(LayerModelError.invalidFrameTiming(duration: -1, fps: 60).description
            == "a frame sequence needs a finite duration ≥ 0 s and a rate > 0 fps, got -1 s at 60 fps")
        #expect(LayerModelError.invalidFrameTiming(duration: 1, fps: .nan).description
            == "a frame sequence needs a finite duration ≥ 0 s and a rate > 0 fps, got 1 s at nan fps")
    }
}
