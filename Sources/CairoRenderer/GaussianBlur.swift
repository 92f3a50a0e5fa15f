import Foundation

/// A Gaussian blur of an 8-bit coverage plane (a Cairo A8 surface's bytes), in place.
///
/// σ below 2 px uses the exact separable kernel (radius ⌈3σ⌉). From 2 px on it uses three box
/// blurs per axis, the approximation the SVG specification gives for `feGaussianBlur`: box
/// size d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three boxes centered on the pixel, for even d two
/// boxes of d offset half a pixel left then right, and one of d + 1 centered. Pixels outside
/// the plane count as 0. Linear in the pixel count whatever σ is. Rows are blurred first,
/// then columns.
///
/// The passes run in integers over 16-bit samples holding coverage · 256 (8 bits below the
/// byte), so the six rounded passes stay within a byte's half step of the exact boxes; the
/// result is rounded to bytes once. Every pass runs down columns: 16 adjacent columns at
/// once as SIMD vectors, each keeping its window's running sum, reading one plane and
/// writing the other. The row passes run on the transposed plane, so they are column passes
/// too. Each strip of 16 columns keeps the rows that may be nonzero (its extent): a pass sums
/// only the rows its box reaches from there and writes 0 elsewhere, so the empty margins
/// round a shadow's shape (a ring's corners and the plane's padding) cost a store, not a sum.
struct GaussianBlur {
    /// Standard deviation in pixels.
    let sigma: Double

    /// Samples per vector: a plane's rows are padded to a multiple of it.
    private typealias Lanes = SIMD16<UInt16>
    /// The same 16 samples as 32-bit words, and as 64-bit lanes.
    typealias Words = SIMD8<UInt32>
    typealias Wide = SIMD4<UInt64>
    private static let lanes = Lanes.scalarCount

    /// Blurs `height` rows of `width` bytes, the rows `stride` bytes apart.
    ///
    /// With `window` (columns, rows), only the blurred pixels inside it are computed and
    /// written; every byte outside it is set to 0. The passes then cover only what the
    /// window's pixels depend on, so a plane padded for a shadow's reach costs only the
    /// pixels that show. The exact kernel (σ < 2) ignores the window.
    func apply(to bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
               window: (x: Range<Int>, y: Range<Int>)? = nil) throws(RenderError) {
        guard sigma > 0, width > 0, height > 0 else { return }
        guard let windows = boxPasses else {
            try exact(bytes, width: width, height: height, stride: stride)
            return
        }
        let xs = (window?.x ?? 0..<width).clamped(to: 0..<width), ys = (window?.y ?? 0..<height).clamped(to: 0..<height)
        defer { Self.clear(bytes, width: width, height: height, stride: stride, outside: (xs, ys)) }
        guard !xs.isEmpty, !ys.isEmpty else { return }
        // What each pass must produce, last pass first: the window, widened by the boxes of
        // the passes after it.
        let ranges = { (last: Range<Int>, n: Int) -> [Range<Int>] in
            var needed = [last]
            for w in windows.dropFirst().reversed() {
                let next = needed[0]
                needed.insert((next.lowerBound - w.left)..<(next.upperBound + w.right), at: 0)
            }
            return needed.map { $0.clamped(to: 0..<n) }
        }
        let columns = ranges(xs, width), rows = ranges(ys, height)
        // What the first pass reads on each axis.
        let readX = ((columns[0].lowerBound - windows[0].left)..<(columns[0].upperBound + windows[0].right)).clamped(to: 0..<width)
        let yReads = ((rows[0].lowerBound - windows[0].left)..<(rows[0].upperBound + windows[0].right)).clamped(to: 0..<height)

        // The row passes run on a transposed plane (one plane row per image column, the
        // image rows `yReads` across it); the column passes on a plane of the rows `yReads`
        // and the columns `xs`. Both padded to whole vectors, the padding 0.
        let transposedStride = Self.padded(yReads.count), planeStride = Self.padded(xs.count)
        let count = max(width * transposedStride, yReads.count * planeStride)
        let a = try Self.scratch(UInt16.self, count)
        defer { ScratchMemory.shared.recycle(a) }
        let b = try Self.scratch(UInt16.self, count)
        defer { ScratchMemory.shared.recycle(b) }

        // Each plane's extents: per strip of sixteen columns, the rows that may be nonzero.
        var extents = Self.transposeBytes(bytes + yReads.lowerBound * stride + readX.lowerBound, rows: yReads.count,
                                          columns: readX.count, stride: stride,
                                          into: a + readX.lowerBound * transposedStride, stride: transposedStride)
            .map { ($0.lowerBound + readX.lowerBound)..<($0.upperBound + readX.lowerBound) }
        var (source, target) = (a, b)
        for (w, outputs) in zip(windows, columns) {
            Self.box(source, into: target, count: width, outputs: outputs, stride: transposedStride, window: w, extents: &extents)
            swap(&source, &target)
        }
        extents = Self.transposeSamples(source + xs.lowerBound * transposedStride, rows: xs.count, columns: yReads.count,
                                        stride: transposedStride, extents: extents.map { ($0.lowerBound - xs.lowerBound)..<($0.upperBound - xs.lowerBound) },
                                        into: target, stride: planeStride)
        swap(&source, &target)
        for (w, outputs) in zip(windows, rows) {
            let local = (outputs.lowerBound - yReads.lowerBound)..<(outputs.upperBound - yReads.lowerBound)
            Self.box(source, into: target, count: yReads.count, outputs: local, stride: planeStride, window: w, extents: &extents)
            swap(&source, &target)
        }
        for y in ys {
            let dst = bytes + y * stride + xs.lowerBound, row = source + (y - yReads.lowerBound) * planeStride
            for x in 0..<xs.count { dst[x] = UInt8(truncatingIfNeeded: (row[x] &+ 128) &>> 8) }
        }
    }

    /// `count` uninitialized values from `ScratchMemory`, given back with `recycle(_:)`.
    private static func scratch<T>(_: T.Type, _ count: Int) throws(RenderError) -> UnsafeMutablePointer<T> {
        try ScratchMemory.shared.take(count * MemoryLayout<T>.stride).bindMemory(to: T.self, capacity: count)
    }

    /// Sets every byte outside `window` to 0.
    private static func clear(_ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                              outside window: (x: Range<Int>, y: Range<Int>)) {
        for y in 0..<height {
            let row = bytes + y * stride
            if window.y.contains(y), !window.x.isEmpty {
                row.update(repeating: 0, count: window.x.lowerBound)
                (row + window.x.upperBound).update(repeating: 0, count: width - window.x.upperBound)
            } else {
                row.update(repeating: 0, count: width)
            }
        }
    }

    /// `n` rounded up to whole vectors.
    private static func padded(_ n: Int) -> Int { (n + lanes - 1) / lanes * lanes }

    /// One box pass down every column of a plane of `count` rows `stride` samples apart,
    /// for the rows `outputs`: target[i] = round(Σ source[i − left ... i + right] /
    /// (left + right + 1)), samples outside the plane counting as 0. The division is a
    /// multiply by a 32-bit fixed-point reciprocal (`quotients`).
    ///
    /// `extents` holds, for each strip of sixteen columns, the rows of `source` that may be
    /// nonzero; the others are 0 and are not read. The pass sums only the rows of `outputs`
    /// whose window reaches those, writes 0 to the rest of `outputs`, and leaves in
    /// `extents` the rows of `target` it summed.
    ///
    /// Sixteen columns at a time, as one vector of eight 32-bit words holding two samples
    /// each: the two halves of the words are summed as two vectors of 32-bit sums, and each
    /// sum is divided as one half of a 64-bit lane, so every operation is a plain SSE2 one.
    private static func box(_ source: UnsafeMutablePointer<UInt16>, into target: UnsafeMutablePointer<UInt16>,
                            count n: Int, outputs: Range<Int>, stride: Int, window: (left: Int, right: Int),
                            extents: inout [Range<Int>]) {
        let (left, right) = window
        // Boxes are at least 4 wide, so the reciprocal fits 32 bits.
        let size = UInt64(left + right + 1)
        let reciprocal = Self.reciprocal(of: size)
        let low16 = Words(repeating: 0xFFFF)
        let raw = UnsafeMutableRawPointer(source), out = UnsafeMutableRawPointer(target)
        let bytesPerRow = stride &* MemoryLayout<UInt16>.stride
        for (strip, column) in Swift.stride(from: 0, to: bytesPerRow, by: MemoryLayout<Words>.size).enumerated() {
            @inline(__always) func load(_ row: Int) -> Words {
                raw.loadUnaligned(fromByteOffset: row &* bytesPerRow &+ column, as: Words.self)
            }
            let known = extents[strip].clamped(to: 0..<n)
            let summed = known.isEmpty ? outputs.lowerBound..<outputs.lowerBound
                : ((known.lowerBound - right)..<(known.upperBound + left)).clamped(to: outputs)
            extents[strip] = summed
            for i in outputs.lowerBound..<summed.lowerBound {
                out.storeBytes(of: Words(), toByteOffset: i &* bytesPerRow &+ column, as: Words.self)
            }
            for i in summed.upperBound..<outputs.upperBound {
                out.storeBytes(of: Words(), toByteOffset: i &* bytesPerRow &+ column, as: Words.self)
            }
            guard !summed.isEmpty else { continue }
            // The window of the row before the first one summed.
            var low = Words(), high = Words()
            for k in max(known.lowerBound, summed.lowerBound - 1 - left)..<min(known.upperBound, summed.lowerBound + right) {
                let words = load(k)
                low &+= words & low16
                high &+= words &>> 16
            }
            /// Outputs `rows`, each adding the sample entering the window and/or subtracting
            /// the one leaving it: the choice is made once per run of rows, not per row.
            @inline(__always) func sweep(_ rows: Range<Int>, adding: Bool, subtracting: Bool) {
                for i in rows {
                    if adding {
                        let words = load(i &+ right)
                        low &+= words & low16
                        high &+= words &>> 16
                    }
                    if subtracting {
                        let words = load(i &- left &- 1)
                        low &-= words & low16
                        high &-= words &>> 16
                    }
                    out.storeBytes(of: Self.quotients(low, high, reciprocal: reciprocal), toByteOffset: i &* bytesPerRow &+ column, as: Words.self)
                }
            }
            // Rows below `entering` add a known row, rows from `leaving` on subtract one.
            let entering = known.upperBound - right, leaving = known.lowerBound + left + 1
            func rows(_ from: Int, _ to: Int) -> Range<Int> {
                let a = min(max(from, summed.lowerBound), summed.upperBound)
                return a..<max(a, min(max(to, summed.lowerBound), summed.upperBound))
            }
            sweep(rows(summed.lowerBound, min(entering, leaving)), adding: true, subtracting: false)
            sweep(rows(leaving, entering), adding: true, subtracting: true)
            sweep(rows(entering, leaving), adding: false, subtracting: false)
            sweep(rows(max(entering, leaving), summed.upperBound), adding: false, subtracting: true)
        }
    }

    /// 2^32 / `size` rounded, the box pass's fixed-point reciprocal of its box size, in
    /// every lane.
    static func reciprocal(of size: UInt64) -> Wide { Wide(repeating: ((1 << 32) + size / 2) / size) }

    /// Sixteen box sums divided by the box size: the sums of the even samples of sixteen
    /// columns (`low`) and of the odd ones (`high`) to the quotients, each in its sample's
    /// place (sample 2k in bits 0–15 of word k, 2k + 1 in bits 16–31). A quotient is
    /// ⌊(sum · reciprocal + 2^31) / 2^32⌋, which for a sum of at most 65280 · size is at
    /// most 65280: it fits its 16 bits.
    @inline(__always)
    static func quotients(_ low: Words, _ high: Words, reciprocal: Wide) -> Words {
        let l = unsafeBitCast(low, to: Wide.self), h = unsafeBitCast(high, to: Wide.self)
        let low32 = Wide(repeating: 0xFFFF_FFFF), half = Wide(repeating: 1 << 31)
        /// sum · reciprocal + 2^31 for the low word of each 64-bit lane: the quotient in
        /// bits 32–47, the fraction below. Masking tells the compiler that one 32 × 32-bit
        /// multiply (`pmuludq`) will do.
        @inline(__always) func product(_ sums: Wide) -> Wide { (sums & low32) &* (reciprocal & low32) &+ half }
        let lowEven = product(l) &>> 32
        let lowOdd = product(l &>> 32) & Wide(repeating: 0xFFFF << 32)
        let highEven = product(h) &>> 16 & Wide(repeating: 0xFFFF << 16)
        let highOdd = product(h &>> 32) &<< 16 & Wide(repeating: 0xFFFF << 48)
        return unsafeBitCast(lowEven | lowOdd | highEven | highOdd, to: Words.self)
    }

    /// The three boxes as (pixels left of center, pixels right of center), or nil below
    /// σ = 2 where the exact kernel is used.
    var boxPasses: [(left: Int, right: Int)]? {
        guard sigma >= 2 else { return nil }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 1 {
            let r = d / 2
            return [(r, r), (r, r), (r, r)]
        }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// The normalized exact kernel, from −radius to +radius.
    var kernel: [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = weights.reduce(0, +)
        return weights.map { Float($0 / sum) }
    }

    /// Columns per strip of the exact kernel's column pass: 64 samples, two cache lines a row.
    private static let strip = 64

    /// The exact kernel (σ < 2): rows, then columns in strips of `strip`, over a 16-bit plane.
    private func exact(_ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) throws(RenderError) {
        let weights = kernel
        let plane = try Self.scratch(UInt16.self, width * height)
        defer { ScratchMemory.shared.recycle(plane) }
        let copy = try Self.scratch(Float.self, (max(width, height) + 1) * GaussianBlur.strip)
        defer { ScratchMemory.shared.recycle(copy) }
        for y in 0..<height {
            let src = bytes + y * stride, row = plane + y * width
            for x in 0..<width { row[x] = UInt16(src[x]) &<< 8 }
        }
        for y in 0..<height {
            convolve(plane + y * width, count: width, stride: 1, lanes: 1, kernel: weights, scratch: copy)
        }
        var x = 0
        while x < width {
            let lanes = min(GaussianBlur.strip, width - x)
            convolve(plane + x, count: height, stride: width, lanes: lanes, kernel: weights, scratch: copy)
            x += lanes
        }
        for y in 0..<height {
            let dst = bytes + y * stride, row = plane + y * width
            for x in 0..<width { dst[x] = UInt8(truncatingIfNeeded: (row[x] &+ 128) &>> 8) }
        }
    }

    /// The exact kernel over `count` samples `stride` apart, for `lanes` adjacent lines;
    /// `copy` holds the line's samples, then one sum per lane.
    private func convolve(_ line: UnsafeMutablePointer<UInt16>, count n: Int, stride: Int, lanes: Int,
                          kernel: [Float], scratch copy: UnsafeMutablePointer<Float>) {
        for i in 0..<n {
            let src = line + i * stride, dst = copy + i * lanes
            for lane in 0..<lanes { dst[lane] = Float(src[lane]) }
        }
        let radius = kernel.count / 2, sum = copy + n * lanes
        for i in 0..<n {
            for lane in 0..<lanes { sum[lane] = 0 }
            for k in max(0, i - radius)...min(n - 1, i + radius) {
                let weight = kernel[k - i + radius], src = copy + k * lanes
                for lane in 0..<lanes { sum[lane] += weight * src[lane] }
            }
            let dst = line + i * stride
            for lane in 0..<lanes { dst[lane] = UInt16(min(max(sum[lane], 0), 65280).rounded()) }
        }
    }
}
