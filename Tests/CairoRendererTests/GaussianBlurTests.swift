@testable import CairoRenderer
import Testing

/// The blur's window: only the pixels it covers are computed, and they must be the pixels of
/// the whole-plane blur.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    /// A small deterministic generator, so a failure reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("a windowed blur equals the whole blur inside the window and is 0 outside it",
          arguments: [2.0, 2.4, 3, 5.7, 18, 40])
    func window(sigma: Double) throws {
        var random = Generator(state: UInt64(sigma * 1000))
        for _ in 0..<40 {
            let width = random.next(70) + 1, height = random.next(70) + 1, stride = width + random.next(5)
            // Sparse opaque dots, as coverage looks, or noise.
            let sparse = random.next(2) == 0
            let plane = (0..<stride * height).map { _ in UInt8(sparse ? (random.next(5) == 0 ? 255 : 0) : random.next(256)) }
            let x0 = random.next(width + 1), y0 = random.next(height + 1)
            let xs = x0..<(x0 + random.next(width - x0 + 1)), ys = y0..<(y0 + random.next(height - y0 + 1))
            var whole = plane, windowed = plane
            try whole.withUnsafeMutableBufferPointer {
                try GaussianBlur(sigma: sigma).apply(to: $0.baseAddress!, width: width, height: height, stride: stride)
            }
            try windowed.withUnsafeMutableBufferPointer {
                try GaussianBlur(sigma: sigma).apply(to: $0.baseAddress!, width: width, height: height, stride: stride, window: (xs, ys))
            }
            let wrong = (0..<height).flatMap { y in (0..<width).map { x in (x, y) } }.filter { x, y in
                let expected = xs.contains(x) && ys.contains(y) ? whole[y * stride + x] : 0
                return windowed[y * stride + x] != expected
            }
            #expect(wrong.isEmpty, "\(width)x\(height) window \(xs) \(ys): \(wrong.count) pixels differ")
        }
    }

    @Test("a vertical line blurs to the three boxes' hand-computed profile")
    func lineProfile() throws {
        // σ = 2: d = ⌊2 · 3 · √(2π) / 4 + 0.5⌋ = 4, so boxes of 4 (2 left, 1 right), 4 (1, 2), 5.
        #expect(GaussianBlur(sigma: 2).boxPasses?.map { [$0.left, $0.right] } == [[2, 1], [1, 2], [2, 2]])
        // Column 10 opaque in every row: the column passes keep a constant column, so the
        // middle row is the row passes' profile. 255 · 256 = 65280 → 16320 over x 9…12 →
        // 4080 · (1 2 3 4 3 2 1) over x 7…13 → 816 · (1 3 6 10 13 14 13 10 6 3 1) over x
        // 5…15; bytes (v + 128) / 256.
        let (width, height) = (21, 41)
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { plane[y * width + 10] = 255 }
        try plane.withUnsafeMutableBufferPointer {
            try GaussianBlur(sigma: 2).apply(to: $0.baseAddress!, width: width, height: height, stride: width)
        }
        let middle = Array(plane[20 * width..<21 * width])
        #expect(middle == [0, 0, 0, 0, 0, 3, 10, 19, 32, 41, 45, 41, 32, 19, 10, 3, 0, 0, 0, 0, 0])
    }
}
