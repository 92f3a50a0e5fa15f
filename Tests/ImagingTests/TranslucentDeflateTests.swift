@testable import Imaging
import Testing
import TestSupport

/// `bitmap` written as an RGBA PNG, whatever its colors (so through CPNG's translucent path:
/// filtered rows compressed by its own deflate encoder with the sparse-rows settings), then
/// decoded by libpng.
private func rgbaRoundTrip(_ bitmap: Bitmap) throws -> Bitmap {
    var writer = PNGWriter(width: bitmap.width, height: bitmap.height, format: .rgba)
    try writer.appendImageData(of: bitmap)
    return try Bitmap(pngData: writer.finish())
}

/// A premultiplied pixel of random color and alpha.
private func randomPixel(_ random: inout SeededGenerator) -> RGBA8 {
    let a = UInt8.random(in: 0...255, using: &random)
    return RGBA8(r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                 b: .random(in: 0...a, using: &random), a: a)
}

/// A clear bitmap with random translucent pixels in the rectangles `noise` (x, y, width, height).
private func clear(width: Int, height: Int, noise: [(Int, Int, Int, Int)], seed: UInt64) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: height)
    var random = SeededGenerator(seed: seed)
    for (x0, y0, w, h) in noise {
        for y in y0..<y0 + h {
            for x in x0..<x0 + w { bitmap[x, y] = randomPixel(&random) }
        }
    }
    return bitmap
}

@Suite("Translucent PNGs: CPNG's deflate encoder on sparse rows")
struct TranslucentDeflateTests {
    @Test("1 x 1 px, clear or translucent")
    func onePixel() throws {
        for pixel in [RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 10, g: 20, b: 30, a: 40)] {
            var bitmap = try Bitmap(width: 1, height: 1)
            bitmap[0, 0] = pixel
            #expect(try rgbaRoundTrip(bitmap) == bitmap)
        }
    }

    @Test("all clear: runs of zeros across rows and past 258 bytes")
    func allClear() throws {
        let bitmap = try Bitmap(width: 300, height: 300)
        #expect(try rgbaRoundTrip(bitmap) == bitmap)
    }

    @Test("translucent noise everywhere: literals in blocks of 16 K symbols")
    func noise() throws {
        let bitmap = try clear(width: 200, height: 150, noise: [(0, 0, 200, 150)], seed: 13)
        #expect(try rgbaRoundTrip(bitmap) == bitmap)
    }

    @Test("clear with noisy patches: zero runs between literals, crossing block boundaries")
    func patches() throws {
        let bitmap = try clear(width: 640, height: 400,
                               noise: [(3, 0, 5, 400), (100, 50, 300, 120), (630, 390, 10, 10)], seed: 7)
        #expect(try rgbaRoundTrip(bitmap) == bitmap)
        // The same patch repeated further down: long matches far back.
        var repeated = bitmap
        for y in 200..<320 {
            for x in 100..<400 { repeated[x, y] = bitmap[x, y - 150] }
        }
        #expect(try rgbaRoundTrip(repeated) == repeated)
    }

    @Test("rows wider than the 32 KB window (9000 px) and a column 1 px wide")
    func extremeShapes() throws {
        let wide = try clear(width: 9000, height: 3, noise: [(0, 0, 40, 3), (8990, 0, 10, 3), (4000, 1, 900, 1)],
                             seed: 3)
        #expect(try rgbaRoundTrip(wide) == wide)
        let tall = try clear(width: 1, height: 700, noise: [(0, 100, 1, 300)], seed: 5)
        #expect(try rgbaRoundTrip(tall) == tall)
    }
}
