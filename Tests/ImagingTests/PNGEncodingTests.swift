import CPNG
import Imaging
import Testing
import TestSupport

/// A bitmap of random valid premultiplied pixels (each color ≤ its alpha); `alpha` picks
/// the alpha of every pixel, or a random one when nil.
func randomBitmap(width: Int, height: Int, alpha: UInt8? = nil, seed: UInt64 = 1) throws -> Bitmap {
    var random = SeededGenerator(seed: seed)
    var bitmap = try Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let a = alpha ?? UInt8.random(in: 0...255, using: &random)
            func channel() -> UInt8 { UInt8.random(in: 0...a, using: &random) }
            bitmap[x, y] = RGBA8(r: channel(), g: channel(), b: channel(), a: a)
        }
    }
    return bitmap
}

/// Rows that steer the encoder to each of its filters, 10 rows each: smooth gradients
/// (Sub), one gradient repeated (Up) and a flat color (None); with partial alpha unless
/// `opaque`. Far more than 256 colors, so never a palette.
func filterExercisingBitmap(width: Int, opaque: Bool) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: 30)
    for y in 0..<30 {
        for x in 0..<width {
            let a = opaque ? 255 : y < 20 ? 255 - x % 200 : 128
            let level = y < 10 ? (x * 7 + y * 3) % 256 : y < 20 ? (x * 5) % 256 : 90
            let blue = y < 10 ? y * 25 : 0
            bitmap[x, y] = premultiplied(level, 255 - level, blue, a)
        }
    }
    return bitmap
}

/// Translucent, so encoded as RGBA, 64 px wide: a clear first row, then, after a row of
/// noise (`above`), one row made for each filter to leave the smallest residuals (odd rows
/// are noise, even rows from 2 on are the targets), all opaque with straight RGB samples
/// `above` and `row`:
/// - Sub: a ramp, 3 more per pixel;
/// - Up: a copy of the noise above;
/// - None: samples alternating 0 and 2, which Sub and Up miss by more.
func filterWinningBitmap() throws -> Bitmap {
    let width = 64
    var random = SeededGenerator(seed: 13)
    var rows: [[Int]] = [Array(repeating: -1, count: width * 3)]  // -1: clear
    func noise() -> [Int] { (0..<width * 3).map { _ in Int(UInt8.random(in: 0...255, using: &random)) } }
    let sub = (0..<width * 3).map { ($0 / 3 * 3 + $0 % 3 * 70) % 256 }
    let up = noise()
    let none = (0..<width * 3).map { $0 / 3 % 2 * 2 }
    rows += [noise(), sub, up, up, noise(), none]
    var bitmap = try Bitmap(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
        for x in 0..<width {
            bitmap[x, y] = row[x * 3] < 0 ? RGBA8(r: 0, g: 0, b: 0, a: 0)
                : RGBA8(r: UInt8(row[x * 3]), g: UInt8(row[x * 3 + 1]), b: UInt8(row[x * 3 + 2]), a: 255)
        }
    }
    return bitmap
}

/// The filter-type byte of each row of a `png` of one IDAT chunk with `pixelBytes` bytes per
/// pixel (RGBA: 4), inflated with libdeflate.
func rowFilterTypes(of png: [UInt8], width: Int, height: Int, pixelBytes: Int = 4) throws -> [UInt8] {
    guard let idat = TestPNG.chunks(of: png).first(where: { $0.type == "IDAT" })?.data else { return [] }
    let rowBytes = 1 + width * pixelBytes
    var raw = [UInt8](repeating: 0, count: rowBytes * height)
    var written = 0
    let status = raw.withUnsafeMutableBufferPointer { out in
        cpng_zlib_decompress(idat, idat.count, out.baseAddress, out.count, &written, nil, 0)
    }
    guard status == CPNG_OK, written == raw.count else { return [] }
    return stride(from: 0, to: raw.count, by: rowBytes).map { raw[$0] }
}

@Suite("Encoding PNG")
struct PNGEncodingTests {
    @Test(
        "encoding then decoding gives back every pixel exactly",
        arguments: [(1, 1), (3, 2), (17, 5), (400, 1), (1, 400), (64, 64)]
    )
    func roundTrip(width: Int, height: Int) throws {
        for bitmap in [
            try randomBitmap(width: width, height: height, alpha: 255),
            try randomBitmap(width: width, height: height, alpha: 0),
            try randomBitmap(width: width, height: height),
        ] {
            #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
        }
    }

    @Test("round trip is exact for rows filtered None, Up and Sub, with and without alpha", arguments: [false, true])
    func roundTripFilters(opaque: Bool) throws {
        let bitmap = try filterExercisingBitmap(width: 333, opaque: opaque)
        let png = try bitmap.pngData()
        #expect(TestPNG.chunks(of: png).first?.data[9] == (opaque ? 2 : 6))
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test(
        "translucent rows get None, Sub or Up, whichever leaves the smallest residuals, and libpng decodes each exactly"
    )
    func everyFilterType() throws {
        let bitmap = try filterWinningBitmap()
        let png = try bitmap.pngData()
        #expect(TestPNG.chunks(of: png).first?.data[9] == 6)
        // Filter types: 0 None, 1 Sub, 2 Up (Average and Paeth are never chosen); the noise
        // rows are free.
        let types = try rowFilterTypes(of: png, width: bitmap.width, height: bitmap.height)
        #expect(types.count == 7)
        #expect(types.first == 0, "a flat first row")
        #expect(stride(from: 2, to: types.count, by: 2).map { types[$0] } == [1, 2, 0])
        #expect(types.allSatisfy { $0 <= 2 })
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test("ties between residual sums go to the lower filter type: None, then Sub, then Up")
    func filterTies() throws {
        // 260 px wide, so more colors than a palette holds; RGBA for the clear pixels. A
        // sample's residual counts as its magnitude read as a signed byte (alpha 255: 1).
        let width = 260
        let flat = RGBA8(r: 8, g: 8, b: 8, a: 255)
        let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
        var bitmap = try Bitmap(width: width, height: 6, filledWith: clear)
        for x in 0..<width {
            // Row 0: distinct colors, the last one clear (no row above: Sub, the left
            // neighbors never repeat).
            if x < width - 1 { bitmap[x, 0] = RGBA8(r: UInt8(x % 256), g: UInt8(x / 256 * 50), b: 7, a: 255) }
            // Row 1 clear: None 0 = Sub 0 < Up.
            // Row 2 flat: Sub 8 + 8 + 8 + 1 = 25 < None = Up = 260 × 25.
            bitmap[x, 2] = flat
            // Row 3 flat but pixels 1...7 have red 13: Sub 25 + 5 + 5 = 35 = Up 7 × 5, None more.
            bitmap[x, 3] = (1...7).contains(x) ? RGBA8(r: 13, g: 8, b: 8, a: 255) : flat
            // Row 4 clear: None 0 = Sub 0 = Up 0.
            // Row 5 opaque black on even pixels: None 130 × 1 = Up (over clear) < Sub 260 × 1.
            if x % 2 == 0 { bitmap[x, 5] = RGBA8(r: 0, g: 0, b: 0, a: 255) }
        }
        let png = try bitmap.pngData()
        #expect(TestPNG.chunks(of: png).first?.data[9] == 6)
        #expect(try rowFilterTypes(of: png, width: width, height: 6) == [1, 0, 1, 1, 0, 0])
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test("round trip is exact for every valid premultiplied pixel value")
    func everyPremultipliedValue() throws {
        var bitmap = try Bitmap(width: 256, height: 256)
        for alpha in 0..<256 {
            for color in 0..<256 {
                let c = min(color, alpha)
                bitmap[color, alpha] = RGBA8(r: UInt8(c), g: UInt8(alpha - c), b: UInt8(c / 2), a: UInt8(alpha))
            }
        }
        #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
    }

    @Test("decoding premultiplies every straight color and alpha as (c × a + 127) / 255, and re-encoding keeps them")
    func everyStraightValue() throws {
        let samples = (0..<256).flatMap { alpha in
            (0..<256).flatMap { color in [color, 255 - color, color / 3, alpha] }
        }
        let straight = TestPNG.make(width: 256, height: 256, colorType: .rgba, samples: samples)
        let bitmap = try Bitmap(pngData: straight)
        for alpha in 0..<256 {
            for color in 0..<256 {
                #expect(bitmap[color, alpha] == premultiplied(color, 255 - color, color / 3, alpha))
            }
        }
        #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
    }

    @Test("pixels that break premultiplication (color above alpha) encode without trapping")
    func invalidPremultipliedPixels() throws {
        var bitmap = try Bitmap(width: 2, height: 1)
        bitmap[0, 0] = RGBA8(r: 200, g: 0, b: 0, a: 100)  // stored as straight 255, decodes to 100
        bitmap[1, 0] = RGBA8(r: 50, g: 50, b: 50, a: 0)  // stored as 0, 0, 0, 0
        let decoded = try Bitmap(pngData: bitmap.pngData())
        #expect(decoded[0, 0] == RGBA8(r: 100, g: 0, b: 0, a: 100))
        #expect(decoded[1, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test("a frame too large for the encoder's retained scratch memory round-trips too")
    func largeFrame() throws {
        var bitmap = try Bitmap(width: 1_600, height: 1_400, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 0))
        for x in 0..<1_600 {
            bitmap[x, x % 1_400] = RGBA8(r: UInt8(x % 128), g: 20, b: 30, a: 128)
        }
        #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
    }

    @Test("encoding on many threads at once gives the same bytes as encoding on one")
    func concurrentEncoding() async throws {
        let bitmaps = try (0..<8).map { try filterExercisingBitmap(width: 100 + 37 * $0, opaque: $0 % 2 == 0) }
        let serial = try bitmaps.map { try $0.pngData() }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, bitmap) in bitmaps.enumerated() {
                group.addTask { (index, try bitmap.pngData()) }
            }
            var results = Array(repeating: [UInt8](), count: bitmaps.count)
            for try await (index, png) in group { results[index] = png }
            return results
        }
        #expect(parallel == serial)
    }

    @Test(
        "a bitmap of more than 256 colors is stored as RGB when opaque, else as RGBA",
        arguments: [(255 as UInt8, 2 as UInt8), (254, 6)]
    )
    func colorType(alpha: UInt8, expectedColorType: UInt8) throws {
        var bitmap = try randomBitmap(width: 20, height: 20, alpha: 255)
        bitmap[19, 19] = RGBA8(r: 0, g: 0, b: 0, a: alpha)
        let chunks = TestPNG.chunks(of: try bitmap.pngData())
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.first?.data[8...9] == [8, expectedColorType])
    }

    @Test("one color at every alpha (256 colors with clear) is stored as a palette with its alphas in tRNS")
    func palette() throws {
        var bitmap = try Bitmap(width: 256, height: 3)
        for x in 0..<256 {
            bitmap[x, 1] = premultiplied(0, 122, 255, x)
        }
        let png = try bitmap.pngData()
        let chunks = TestPNG.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(chunks.first?.data[8...9] == [8, 3])
        #expect(chunks[1].data.count == 256 * 3)
        #expect(chunks[2].data.count == 255)  // the last entry, opaque, needs no alpha
        #expect(chunks[2].data.first == 0)
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test("an opaque bitmap of few colors gets a palette without tRNS")
    func opaquePalette() throws {
        var bitmap = try Bitmap(width: 5, height: 5, filledWith: RGBA8(r: 250, g: 250, b: 250, a: 255))
        bitmap[2, 2] = RGBA8(r: 0, g: 122, b: 255, a: 255)
        let png = try bitmap.pngData()
        let chunks = TestPNG.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(chunks[1].data == [250, 250, 250, 0, 122, 255])
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    // 250 columns of colors, green 5…254 (red 255 then 254, blue 15…98), 400 rows: as a
    // palette the table alone is 12 + 3 × 250 = 762 bytes, more than a quarter of the
    // palette file, while the RGB rows (the first filtered Sub: residuals 0 and 1; then Up:
    // all zeros) take about 200. The same colors scattered at random stay a palette.
    @Test("an opaque smooth gradient of at most 256 colors is kept as RGB when that is smaller than its palette")
    func smoothGradientAsRGB() throws {
        let colors = (0..<250).map { (i: Int) -> RGBA8 in
            RGBA8(r: UInt8(255 - i / 125), g: UInt8(5 + i), b: UInt8(15 + i / 3), a: 255)
        }
        var gradient = try Bitmap(width: 250, height: 400)
        for y in 0..<400 {
            for x in 0..<250 { gradient[x, y] = colors[x] }
        }
        let png = try gradient.pngData()
        let chunks = TestPNG.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.first?.data[9] == 2)
        #expect(png.count < 4 * (12 + 3 * 250))
        #expect(try Bitmap(pngData: png) == gradient)

        var random = SeededGenerator(seed: 7)
        var scattered = gradient
        for y in 0..<400 {
            for x in 0..<250 { scattered[x, y] = colors[Int.random(in: 0..<250, using: &random)] }
        }
        let scatteredChunks = TestPNG.chunks(of: try scattered.pngData())
        #expect(scatteredChunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
    }

    // The palette is first tried on every 61st pixel, on a copy, so that an image of many
    // colors is refused early; the entries must still come in the order of a full scan.
    @Test("a large image of 256 colors keeps them in the order they first appear, whatever a sample sees first")
    func paletteOrder() throws {
        // 128 x 64 px: the first 256 pixels are reds 255, 254, … 0, then random reds (so
        // that the palette file stays far above 4 times its table and is kept); the sample's
        // pixels 0, 61, 122, … come in another order.
        var bitmap = try Bitmap(width: 128, height: 64)
        var random = SeededGenerator(seed: 5)
        for i in 0..<128 * 64 {
            let level = i < 256 ? 255 - i : Int.random(in: 0...255, using: &random)
            bitmap[i % 128, i / 128] = RGBA8(r: UInt8(level), g: 9, b: 99, a: 255)
        }
        let chunks = TestPNG.chunks(of: try bitmap.pngData())
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(chunks[1].data == (0..<256).flatMap { [UInt8(255 - $0), 9, 99] })
    }

    @Test("a 257th color the sample of every 61st pixel misses still rules out a palette")
    func paletteOverflowBetweenSamples() throws {
        // 100 x 50 px of 256 grays in turn, but pixel 1 (not sampled) a 257th color.
        var bitmap = try Bitmap(width: 100, height: 50)
        for i in 0..<100 * 50 {
            let gray = UInt8(i % 256)
            bitmap[i % 100, i / 100] = i == 1
                ? RGBA8(r: 1, g: 2, b: 3, a: 255) : RGBA8(r: gray, g: gray, b: gray, a: 255)
        }
        let png = try bitmap.pngData()
        #expect(TestPNG.chunks(of: png).first?.data[9] == 2)
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test("257 colors are one too many for a palette")
    func paletteOverflow() throws {
        var bitmap = try Bitmap(width: 257, height: 1)
        for x in 0..<257 {
            bitmap[x, 0] = RGBA8(r: UInt8(x % 256), g: UInt8(x / 256), b: 0, a: 255)
        }
        let chunks = TestPNG.chunks(of: try bitmap.pngData())
        #expect(chunks.first?.data[9] == 2)
    }

    @Test("the output is a signature, then IHDR, IDAT and IEND chunks with valid CRCs")
    func layout() throws {
        let png = try filterExercisingBitmap(width: 50, opaque: false).pngData()
        #expect(Array(png.prefix(8)) == TestPNG.signature)
        let chunks = TestPNG.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.allSatisfy { $0.hasValidCRC })
        #expect(chunks.first.map { TestPNG.uint32($0.data, at: 0) } == 50)
        #expect(chunks.first.map { TestPNG.uint32($0.data, at: 4) } == 30)
    }
}
