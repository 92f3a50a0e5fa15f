import Imaging
import Testing

@Suite("Animated PNG")
struct AnimatedPNGTests {
    /// Three 24 × 16 frames: random semi-transparent, flat opaque, fully transparent.
    let frames: [Bitmap]

    init() throws {
        frames = [
            try randomBitmap(width: 24, height: 16, seed: 7),
            try Bitmap(width: 24, height: 16, filledWith: RGBA8(r: 10, g: 120, b: 250, a: 255)),
            try Bitmap(width: 24, height: 16),
        ]
    }

    @Test("chunks are IHDR, acTL, then fcTL + IDAT for frame 0 and fcTL + fdAT after, then IEND")
    func chunkOrder() throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: frames, framesPerSecond: 60).data())
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks.allSatisfy { $0.hasValidCRC })
    }

    @Test("acTL counts the frames and loops forever")
    func animationControl() throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: frames, framesPerSecond: 60).data())
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(TestPNG.uint32(control.data, at: 0) == 3)
        #expect(TestPNG.uint32(control.data, at: 4) == 0)
    }

    @Test("fcTL and fdAT sequence numbers run 0, 1, 2… without gaps")
    func sequenceNumbers() throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: frames, framesPerSecond: 60).data())
        let numbers = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { TestPNG.uint32($0.data, at: 0) }
        #expect(numbers == [0, 1, 2, 3, 4])
    }

    @Test("every fcTL covers the whole frame for 1/fps s, dispose none, blend source", arguments: [1, 24, 60, 65_535])
    func frameControl(framesPerSecond: Int) throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: frames, framesPerSecond: framesPerSecond).data())
        for control in chunks where control.type == "fcTL" {
            let data = control.data
            #expect(data.count == 26)
            #expect([4, 8, 12, 16].map { TestPNG.uint32(data, at: $0) } == [24, 16, 0, 0])
            #expect(TestPNG.uint16(data, at: 20) == 1)
            #expect(TestPNG.uint16(data, at: 22) == UInt16(framesPerSecond))
            #expect(data[24...] == [0, 0])
        }
    }

    @Test("frame 0 is the default image a plain PNG decoder shows")
    func defaultImage() throws {
        #expect(try Bitmap(pngData: AnimatedPNG(frames: frames, framesPerSecond: 30).data()) == frames[0])
    }

    @Test("every frame's image data decodes back to that frame")
    func everyFrame() throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: frames, framesPerSecond: 30).data())
        let header = try #require(chunks.first)
        let imageData = chunks.compactMap { chunk -> [UInt8]? in
            switch chunk.type {
            case "IDAT": chunk.data
            case "fdAT": Array(chunk.data.dropFirst(4))
            default: nil
            }
        }
        #expect(imageData.count == frames.count)
        for (data, frame) in zip(imageData, frames) {
            let still = TestPNG.signature + TestPNG.chunk("IHDR", header.data) + TestPNG.chunk("IDAT", data)
                + TestPNG.chunk("IEND", [])
            #expect(try Bitmap(pngData: still) == frame)
        }
    }

    @Test("all-opaque frames are stored as RGB")
    func opaqueFrames() throws {
        let opaque = [frames[1], try randomBitmap(width: 24, height: 16, alpha: 255)]
        let header = try #require(TestPNG.chunks(of: try AnimatedPNG(frames: opaque, framesPerSecond: 30).data()).first)
        #expect(header.data[9] == 2)
    }

    @Test("frames of at most 256 colors in all share one palette")
    func sharedPalette() throws {
        let red = try Bitmap(width: 4, height: 4, filledWith: RGBA8(r: 255, g: 0, b: 0, a: 255))
        let halfBlue = try Bitmap(width: 4, height: 4, filledWith: RGBA8(r: 0, g: 0, b: 128, a: 128))
        let png = try AnimatedPNG(frames: [red, halfBlue, red], framesPerSecond: 10).data()
        let chunks = TestPNG.chunks(of: png)
        #expect(chunks.map(\.type)
            == ["IHDR", "PLTE", "tRNS", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[1].data == [255, 0, 0, 0, 0, 255])
        #expect(chunks[2].data == [255, 128])
        #expect(try Bitmap(pngData: png) == red)
    }

    @Test("a single frame makes a one-frame animation")
    func singleFrame() throws {
        let chunks = TestPNG.chunks(of: try AnimatedPNG(frames: [frames[0]], framesPerSecond: 30).data())
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
    }

    @Test("no frames, frames of different sizes and rates outside 1...65535 are refused")
    func invalidAnimations() throws {
        #expect(throws: ImagingError.noFrames) { try AnimatedPNG(frames: [], framesPerSecond: 30) }
        let small = try Bitmap(width: 2, height: 3)
        let mismatch = ImagingError.frameSizeMismatch(index: 3, width: 2, height: 3,
                                                      expectedWidth: 24, expectedHeight: 16)
        #expect(throws: mismatch) {
            try AnimatedPNG(frames: frames + [small], framesPerSecond: 30)
        }
        for rate in [0, -1, 65_536] {
            #expect(throws: ImagingError.invalidFrameRate(rate)) {
                try AnimatedPNG(frames: frames, framesPerSecond: rate)
            }
        }
    }
}
