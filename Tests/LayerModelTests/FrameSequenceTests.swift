import LayerModel
import Testing

@Suite("Frame sequence: times and one geometry, the frames × pixels limit checked once")
struct FrameSequenceTests {
    static func pixels(_ width: Int, _ height: Int) throws -> ImageGeometry {
        try ImageGeometry(pixelWidth: width, pixelHeight: height)
    }

    @Test("the frame limit's edges: 10,000 times pass, 10,001 do not")
    func frameLimit() throws {
        let dot = try Self.pixels(1, 1)
        #expect(try FrameSequence(times: Array(repeating: 0, count: 10_000), geometry: dot).times.count == FrameTiming.maxFrames)
        #expect(throws: LayerModelError.tooManyFrames(count: 10_001)) {
            try FrameSequence(times: Array(repeating: 0, count: 10_001), geometry: dot)
        }
        // Any times, in any order, and none at all.
        #expect(try FrameSequence(times: [0.25, 0, 0.25], geometry: dot).times == [0.25, 0, 0.25])
        #expect(try FrameSequence(times: [], geometry: dot).times.isEmpty)
    }

    @Test("the pixel limit's edges: frames × pixels = 2³¹ passes, one frame or one row more does not")
    func pixelLimit() throws {
        #expect(FrameSequence.maxPixels == 1 << 31)
        // 32 × 8192 × 8192 = 2³¹ exactly; 33 frames are 2,214,592,512 pixels.
        let largest = try Self.pixels(ImageGeometry.maxPixelSide, ImageGeometry.maxPixelSide)
        #expect(try FrameSequence(times: Array(repeating: 0, count: 32), geometry: largest).times.count == 32)
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 33, pixelWidth: 8192, pixelHeight: 8192)) {
            try FrameSequence(times: Array(repeating: 0, count: 33), geometry: largest)
        }
        // 8192 × 512 × 512 = 2³¹ exactly; 8192 × 512 × 513 = 2,151,677,952 and 8193 × 512 × 512
        // = 2,147,745,792 pixels do not pass.
        let times = Array(repeating: 0.0, count: 8192)
        #expect(try FrameSequence(times: times, geometry: Self.pixels(512, 512)).times.count == 8192)
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 8192, pixelWidth: 512, pixelHeight: 513)) {
            try FrameSequence(times: times, geometry: Self.pixels(512, 513))
        }
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 8193, pixelWidth: 512, pixelHeight: 512)) {
            try FrameSequence(times: times + [0], geometry: Self.pixels(512, 512))
        }
        // The check alone, for frames drawn one by one: the same edges.
        try FrameSequence.check(count: 32, geometry: largest)
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 33, pixelWidth: 8192, pixelHeight: 8192)) {
            try FrameSequence.check(count: 33, geometry: largest)
        }
        #expect(throws: LayerModelError.tooManyFrames(count: 10_001)) {
            try FrameSequence.check(count: 10_001, geometry: Self.pixels(1, 1))
        }
        // 10,000 frames: 463² = 214,369 px pass (2,143,690,000), 464² = 215,296 px do not.
        let most = Array(repeating: 0.0, count: FrameTiming.maxFrames)
        #expect(try FrameSequence(times: most, geometry: Self.pixels(463, 463)).times.count == 10_000)
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 10_000, pixelWidth: 464, pixelHeight: 464)) {
            try FrameSequence(times: most, geometry: Self.pixels(464, 464))
        }
    }

    @Test("a frame timing's sequence has its times and the geometry given")
    func fromTiming() throws {
        let timing = try FrameTiming(duration: 0.25, fps: 8)
        let geometry = try ImageGeometry(size: Size(width: 10, height: 6), scale: 1.5)
        let frames = try FrameSequence(timing, geometry: geometry)
        #expect(frames.times == [0, 0.125, 0.25])
        #expect(frames.geometry == geometry)
        // round(41 · 240) + 1 = 9841 frames of 8000² px: over the pixel limit.
        #expect(throws: LayerModelError.tooManyFramePixels(frames: 9841, pixelWidth: 8000, pixelHeight: 8000)) {
            try FrameSequence(FrameTiming(duration: 41, fps: 240), geometry: ImageGeometry(size: Size(width: 4000, height: 4000), scale: 2))
        }
    }

    @Test("the errors are one line naming the numbers")
    func messages() {
        #expect(LayerModelError.tooManyFrames(count: 10_001).description == "10001 frames; a frame sequence has at most 10000")
        #expect(LayerModelError.tooManyFramePixels(frames: 33, pixelWidth: 8192, pixelHeight: 8192).description
            == "33 frames of 8192x8192 px are 33 × 67108864 pixels, more than the 2147483648 a frame sequence may draw: "
            + "use fewer frames or a smaller image")
    }
}
