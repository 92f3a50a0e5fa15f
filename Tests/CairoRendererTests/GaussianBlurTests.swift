@testable import CairoRenderer
import Testing
import TestSupport

/// The blur's window: only the pixels it covers are computed, and they must be the pixels of
/// the whole-plane blur.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test("a windowed blur equals the whole blur inside the window and is 0 outside it",
          arguments: [2.0, 2.4, 3, 5.7, 18, 40])
    func window(sigma: Double) throws {
        var random = SeededGenerator(seed: UInt64(sigma * 1000))
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

    /// The blur's arithmetic written plainly: each box pass sums the samples of its window
    /// (0 outside the plane) and divides by ⌊(sum · ⌊(2^32 + size/2) / size⌋ + 2^31) / 2^32⌋;
    /// rows first, then columns, over coverage · 256; bytes (v + 128) / 256.
    private func reference(_ plane: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8] {
        let passes = GaussianBlur(sigma: sigma).boxPasses ?? []
        var v = (0..<height).flatMap { y in (0..<width).map { x in Int(plane[y * stride + x]) << 8 } }
        func pass(_ line: [Int], _ w: (left: Int, right: Int)) -> [Int] {
            let size = w.left + w.right + 1, reciprocal = ((1 << 32) + size / 2) / size
            return line.indices.map { i in
                let sum = (max(0, i - w.left)...min(line.count - 1, i + w.right)).reduce(0) { $0 + line[$1] }
                return (sum * reciprocal + (1 << 31)) >> 32
            }
        }
        for w in passes {
            for y in 0..<height { v.replaceSubrange(y * width..<(y + 1) * width, with: pass(Array(v[y * width..<(y + 1) * width]), w)) }
        }
        for w in passes {
            for x in 0..<width {
                let column = pass((0..<height).map { v[$0 * width + x] }, w)
                for y in 0..<height { v[y * width + x] = column[y] }
            }
        }
        var out = plane
        for y in 0..<height { for x in 0..<width { out[y * stride + x] = UInt8((v[y * width + x] + 128) >> 8) } }
        return out
    }

    @Test("the vectorized blur computes exactly the plain arithmetic", arguments: [2.0, 2.4, 3, 5.7, 18])
    func matchesReference(sigma: Double) throws {
        var random = SeededGenerator(seed: UInt64(sigma * 7919))
        for _ in 0..<16 {
            // Sizes around whole 16-sample blocks, as well as small and odd ones.
            let width = [1, 15, 16, 17, 33, 47, 64, 97][random.next(8)] + random.next(3)
            let height = [1, 15, 16, 17, 31, 48, 65, 90][random.next(8)] + random.next(3), stride = width + random.next(4)
            // Noise, sparse dots, or noise in one rectangle of an empty plane (whole strips
            // and blocks empty, as round a shadow's shape).
            let kind = random.next(3)
            let x0 = random.next(width), y0 = random.next(height)
            let x1 = x0 + random.next(width - x0) + 1, y1 = y0 + random.next(height - y0) + 1
            var plane = (0..<stride * height).map { i -> UInt8 in
                switch kind {
                case 0: UInt8(random.next(256))
                case 1: random.next(6) == 0 ? 255 : 0
                default: (x0..<x1).contains(i % stride) && (y0..<y1).contains(i / stride) ? UInt8(random.next(256)) : 0
                }
            }
            let expected = reference(plane, width: width, height: height, stride: stride, sigma: sigma)
            try plane.withUnsafeMutableBufferPointer {
                try GaussianBlur(sigma: sigma).apply(to: $0.baseAddress!, width: width, height: height, stride: stride)
            }
            let wrong = plane.indices.filter { plane[$0] != expected[$0] }.count
            #expect(wrong == 0, "σ \(sigma), \(width)x\(height) stride \(stride): \(wrong) bytes differ")
        }
    }

    @Test("the block transposes put sample (r, c) at plane[c · stride + r] and zero the padding")
    func transposes() {
        var random = SeededGenerator(seed: 42)
        for (rows, columns) in [(1, 1), (16, 16), (17, 33), (31, 16), (48, 47), (5, 70)] {
            let sourceStride = columns + random.next(5), stride = (rows + 15) / 16 * 16
            let bytes = (0..<rows * sourceStride).map { _ in UInt8(random.next(256)) }
            var plane = [UInt16](repeating: 0xDEAD, count: columns * stride)
            bytes.withUnsafeBufferPointer { source in
                plane.withUnsafeMutableBufferPointer {
                _ = GaussianBlur.transposeBytes(source.baseAddress!, rows: rows, columns: columns, stride: sourceStride,
                                                into: $0.baseAddress!, stride: stride)
                }
            }
            let expected = (0..<columns).flatMap { c in (0..<stride).map { r in r < rows ? UInt16(bytes[r * sourceStride + c]) << 8 : 0 } }
            #expect(plane == expected, "bytes \(rows)x\(columns)")

            // Samples: the source's rows padded to whole vectors, as the blur's planes are.
            let samplesStride = (columns + 15) / 16 * 16
            let samples = (0..<rows * samplesStride).map { i in i % samplesStride < columns ? UInt16(random.next(65281)) : 0 }
            var back = [UInt16](repeating: 0xDEAD, count: columns * stride)
            samples.withUnsafeBufferPointer { source in
                back.withUnsafeMutableBufferPointer {
                    _ = GaussianBlur.transposeSamples(source.baseAddress!, rows: rows, columns: columns, stride: samplesStride,
                                                      extents: Array(repeating: 0..<rows, count: samplesStride / 16),
                                                      into: $0.baseAddress!, stride: stride)
                }
            }
            let transposed = (0..<columns).flatMap { c in (0..<stride).map { r in r < rows ? samples[r * samplesStride + c] : 0 } }
            #expect(back == transposed, "samples \(rows)x\(columns)")
        }
    }

    /// The scalar quotient the vector one must equal.
    private func quotient(_ sum: UInt64, size: UInt64) -> UInt64 {
        (sum * (((1 << 32) + size / 2) / size) + (1 << 31)) >> 32
    }

    @Test("every box size's largest sum, 65280 · size, divides to 65280, so quotients fit 16 bits")
    func quotientsFit() {
        for size in UInt64(4)...481 {
            #expect(quotient(65280 * size, size: size) == 65280, "size \(size)")
            let sums = GaussianBlur.Words(repeating: UInt32(65280 * size))
            let q = GaussianBlur.quotients(sums, sums, reciprocal: GaussianBlur.reciprocal(of: size))
            #expect(q == GaussianBlur.Words(repeating: 65280 << 16 | 65280), "size \(size)")
        }
    }

    @Test("the vector quotients equal the scalar ones for every sum of the slider's boxes, 34 and 35",
          arguments: [UInt64(34), 35])
    func quotientsExhaustive(size: UInt64) {
        let reciprocal = GaussianBlur.reciprocal(of: size)
        var wrong = 0
        // Sixteen consecutive sums at once, in the order the vector holds them.
        for base in Swift.stride(from: UInt64(0), through: 65280 * size, by: 16) {
            var low = GaussianBlur.Words(), high = GaussianBlur.Words()
            for k in 0..<8 {
                low[k] = UInt32(min(base + UInt64(2 * k), 65280 * size))
                high[k] = UInt32(min(base + UInt64(2 * k + 1), 65280 * size))
            }
            let q = GaussianBlur.quotients(low, high, reciprocal: reciprocal)
            for k in 0..<8 where UInt64(q[k] & 0xFFFF) != quotient(UInt64(low[k]), size: size)
                || UInt64(q[k] >> 16) != quotient(UInt64(high[k]), size: size) {
                wrong += 1
            }
        }
        #expect(wrong == 0, "size \(size): \(wrong) vectors differ")
    }
}
