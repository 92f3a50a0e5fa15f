@testable import CairoRenderer
import Testing

/// Where pixels leave Cairo: its native-endian ARGB32 words to RGBA bytes, and to alpha bytes.
@Suite("Cairo canvas pixels")
struct CairoCanvasTests {
    @Test("ARGB32 words become R G B A bytes, sixteen at a time and the rest one by one, in place or apart")
    func rgba() {
        // 21 words: one vector of 16 and 5 single ones, every byte distinct.
        func bytes(_ k: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
            (UInt8(0x80 + k), UInt8(0x40 + k), UInt8(0x20 + k), UInt8(k))
        }
        let words: [UInt32] = (0..<21).map { (k: Int) -> UInt32 in
            let p = bytes(k)
            return UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        }
        let expected: [UInt8] = (0..<21).flatMap { (k: Int) -> [UInt8] in
            let p = bytes(k)
            return [p.r, p.g, p.b, p.a]
        }
        var apart = [UInt8](repeating: 0x77, count: 85)
        words.withUnsafeBytes { source in
            apart.withUnsafeMutableBytes { CairoCanvas.convertToRGBA(source.baseAddress!, into: $0.baseAddress!, count: 21) }
        }
        #expect(apart == expected + [0x77])
        var inPlace = words
        inPlace.withUnsafeMutableBytes { CairoCanvas.convertToRGBA(UnsafeRawPointer($0.baseAddress!), into: $0.baseAddress!, count: 21) }
        #expect(inPlace.withUnsafeBytes { Array($0) } == expected)
    }

    @Test("a shadow's coverage starts as the alpha byte of each ARGB32 word, sixteen at a time and the rest one by one")
    func alphaCopy() {
        // 21 words: one vector of 16 and 5 single ones; alpha k · 12, colour bytes that must not leak.
        let words = (0..<21).map { k in UInt32(k * 12) << 24 | 0x00AB_CDEF }
        var alpha = [UInt8](repeating: 0x77, count: 22)
        words.withUnsafeBytes { source in
            alpha.withUnsafeMutableBufferPointer { CairoCanvas.copyAlpha(source.baseAddress!, into: $0.baseAddress!, count: 21) }
        }
        #expect(alpha == (0..<21).map { UInt8($0 * 12) } + [0x77])
    }
}
