import Imaging
import Testing

/// A PNG built by `TestPNG` and the premultiplied pixels it must decode to.
struct DecodingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let png: [UInt8]
    let width: Int
    let expected: [RGBA8]

    var testDescription: String { name }
}

/// Premultiplies a straight color the way the decoder documents: c × a / 255, rounded.
func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> RGBA8 {
    func scale(_ c: Int) -> UInt8 { UInt8((c * a + 127) / 255) }
    return RGBA8(r: scale(r), g: scale(g), b: scale(b), a: UInt8(a))
}

func gray(_ value: Int, alpha: Int = 255) -> RGBA8 {
    premultiplied(value, value, value, alpha)
}

/// Straight RGBA sample values (one list per pixel) for a 9 × 9 image whose pixels all
/// differ, so every Adam7 pass must land in the right place.
private let distinctPixels: [[Int]] = (0..<81).map { i in [i * 3 % 256, 255 - i, i * 7 % 256, 128 + i] }

private let cases: [DecodingCase] = [
    DecodingCase(
        name: "8-bit gray",
        png: TestPNG.make(width: 2, height: 2, colorType: .gray, samples: [0, 85, 170, 255]),
        width: 2, expected: [gray(0), gray(85), gray(170), gray(255)]
    ),
    DecodingCase(
        name: "1-bit gray across a byte boundary",
        png: TestPNG.make(width: 10, height: 1, colorType: .gray, bitDepth: 1, samples: [1, 0, 1, 1, 0, 0, 1, 0, 0, 1]),
        width: 10, expected: [1, 0, 1, 1, 0, 0, 1, 0, 0, 1].map { gray($0 * 255) }
    ),
    DecodingCase(
        name: "2-bit gray",
        png: TestPNG.make(width: 4, height: 1, colorType: .gray, bitDepth: 2, samples: [0, 1, 2, 3]),
        width: 4, expected: [0, 1, 2, 3].map { gray($0 * 85) }
    ),
    DecodingCase(
        name: "4-bit gray",
        png: TestPNG.make(width: 16, height: 1, colorType: .gray, bitDepth: 4, samples: Array(0..<16)),
        width: 16, expected: (0..<16).map { gray($0 * 17) }
    ),
    DecodingCase(
        name: "16-bit gray rounds to 8 bits without a gamma change",
        png: TestPNG.make(
            width: 4, height: 1, colorType: .gray, bitDepth: 16, samples: [0, 18, 128, 255].map { $0 * 257 }
        ),
        width: 4, expected: [0, 18, 128, 255].map { gray($0) }
    ),
    DecodingCase(
        name: "8-bit gray with a tRNS transparent value",
        png: TestPNG.make(
            width: 3, height: 1, colorType: .gray, samples: [0, 50, 100], ancillary: [("tRNS", [0, 50])]
        ),
        width: 3, expected: [gray(0), gray(50, alpha: 0), gray(100)]
    ),
    DecodingCase(
        name: "8-bit gray + alpha",
        png: TestPNG.make(width: 4, height: 1, colorType: .grayAlpha, samples: [200, 128, 10, 255, 255, 0, 255, 1]),
        width: 4, expected: [gray(200, alpha: 128), gray(10), gray(255, alpha: 0), gray(255, alpha: 1)]
    ),
    DecodingCase(
        name: "16-bit gray + alpha",
        png: TestPNG.make(
            width: 2, height: 1, colorType: .grayAlpha, bitDepth: 16, samples: [200, 128, 90, 255].map { $0 * 257 }
        ),
        width: 2, expected: [gray(200, alpha: 128), gray(90)]
    ),
    DecodingCase(
        name: "8-bit palette",
        png: TestPNG.make(
            width: 3, height: 1, colorType: .palette, samples: [2, 0, 1],
            ancillary: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])]
        ),
        width: 3,
        expected: [premultiplied(0, 0, 255, 255), premultiplied(255, 0, 0, 255), premultiplied(0, 255, 0, 255)]
    ),
    DecodingCase(
        name: "2-bit palette with tRNS alphas",
        png: TestPNG.make(
            width: 4, height: 1, colorType: .palette, bitDepth: 2, samples: [0, 1, 2, 3],
            ancillary: [("PLTE", [10, 20, 30, 200, 100, 50, 0, 0, 0, 9, 9, 9]), ("tRNS", [0, 128, 255])]
        ),
        width: 4,
        expected: [premultiplied(10, 20, 30, 0), premultiplied(200, 100, 50, 128),
                   premultiplied(0, 0, 0, 255), premultiplied(9, 9, 9, 255)]
    ),
    DecodingCase(
        name: "8-bit RGB with a tRNS transparent color",
        png: TestPNG.make(
            width: 2, height: 1, colorType: .rgb, samples: [10, 20, 30, 10, 20, 31],
            ancillary: [("tRNS", [0, 10, 0, 20, 0, 30])]
        ),
        width: 2, expected: [premultiplied(10, 20, 30, 0), premultiplied(10, 20, 31, 255)]
    ),
    DecodingCase(
        name: "16-bit RGB",
        png: TestPNG.make(
            width: 2, height: 1, colorType: .rgb, bitDepth: 16, samples: [1, 2, 3, 250, 128, 0].map { $0 * 257 }
        ),
        width: 2, expected: [premultiplied(1, 2, 3, 255), premultiplied(250, 128, 0, 255)]
    ),
    DecodingCase(
        name: "16-bit RGBA",
        png: TestPNG.make(
            width: 2, height: 1, colorType: .rgba, bitDepth: 16,
            samples: [1, 2, 3, 4, 250, 128, 0, 77].map { $0 * 257 }
        ),
        width: 2, expected: [premultiplied(1, 2, 3, 4), premultiplied(250, 128, 0, 77)]
    ),
    DecodingCase(
        name: "interlaced 8-bit RGBA",
        png: TestPNG.make(
            width: 9, height: 9, colorType: .rgba, interlaced: true, samples: distinctPixels.flatMap { $0 }
        ),
        width: 9, expected: distinctPixels.map { premultiplied($0[0], $0[1], $0[2], $0[3]) }
    ),
    DecodingCase(
        name: "interlaced 1-bit gray",
        png: TestPNG.make(
            width: 9, height: 9, colorType: .gray, bitDepth: 1, interlaced: true,
            samples: (0..<81).map { $0 % 3 == 0 ? 1 : 0 }
        ),
        width: 9, expected: (0..<81).map { gray($0 % 3 == 0 ? 255 : 0) }
    ),
    DecodingCase(
        name: "interlaced 16-bit gray + alpha narrower than some passes",
        png: TestPNG.make(
            width: 3, height: 5, colorType: .grayAlpha, bitDepth: 16, interlaced: true,
            samples: (0..<15).flatMap { [$0 * 17 * 257, (255 - $0) * 257] }
        ),
        width: 3, expected: (0..<15).map { gray($0 * 17, alpha: 255 - $0) }
    ),
]

@Suite("Decoding PNG")
struct PNGDecodingTests {
    @Test("decodes every PNG color type and bit depth to premultiplied RGBA", arguments: cases)
    func decodes(_ testCase: DecodingCase) throws {
        let bitmap = try Bitmap(pngData: testCase.png)
        #expect(bitmap.width == testCase.width)
        #expect(bitmap.height == testCase.expected.count / testCase.width)
        let pixels = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap[x, y] } }
        #expect(pixels == testCase.expected)
    }

}
