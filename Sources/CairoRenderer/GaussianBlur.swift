import Foundation

/// A Gaussian blur of an 8-bit coverage plane (a Cairo A8 surface's bytes), in place.
///
/// σ below 2 px uses the exact separable kernel (radius ⌈3σ⌉). From 2 px on it uses three box
/// blurs per axis, the approximation the SVG specification gives for `feGaussianBlur`: box
/// size d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three boxes centered on the pixel, for even d two
/// boxes of d offset half a pixel left then right, and one of d + 1 centered. Pixels outside
/// the plane count as 0. Linear in the pixel count whatever σ is.
///
/// The passes run in integers over 16-bit samples holding coverage · 256 (8 bits below the
/// byte), so the six rounded passes stay within a byte's half step of the exact boxes; the
/// result is rounded to bytes once. Both axes run over contiguous memory: rows one at a time,
/// columns in strips of 64 whose rows are swept together, so the inner loops are plain
/// vectorizable runs of integers.
struct GaussianBlur {
    /// Standard deviation in pixels.
    let sigma: Double

    /// Columns per vertical strip: 64 samples, two cache lines per row.
    private static let strip = 64

    /// Blurs `height` rows of `width` bytes, the rows `stride` bytes apart.
    func apply(to bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let windows = boxPasses ?? []
        let weights = windows.isEmpty ? kernel : []
        let reach = windows.isEmpty ? 0 : windows.map { $0.left + $0.right }.max() ?? 0
        let plane = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
        defer { plane.deallocate() }
        let scratchCount = (max(width, height) + reach + 2) * GaussianBlur.strip
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: scratchCount)
        defer { sums.deallocate() }
        let copy = UnsafeMutablePointer<Float>.allocate(capacity: windows.isEmpty ? scratchCount : 0)
        defer { copy.deallocate() }

        for y in 0..<height {
            let src = bytes + y * stride, row = plane + y * width
            for x in 0..<width { row[x] = UInt16(src[x]) &<< 8 }
        }
        for y in 0..<height {
            let row = plane + y * width
            if windows.isEmpty {
                convolve(row, count: width, stride: 1, lanes: 1, kernel: weights, scratch: copy)
            } else {
                for w in windows { box(row, count: width, stride: 1, lanes: 1, window: w, scratch: sums) }
            }
        }
        var x = 0
        while x < width {
            let lanes = min(GaussianBlur.strip, width - x)
            let column = plane + x
            if windows.isEmpty {
                convolve(column, count: height, stride: width, lanes: lanes, kernel: weights, scratch: copy)
            } else {
                for w in windows { box(column, count: height, stride: width, lanes: lanes, window: w, scratch: sums) }
            }
            x += lanes
        }
        for y in 0..<height {
            let dst = bytes + y * stride, row = plane + y * width
            for x in 0..<width { dst[x] = UInt8(truncatingIfNeeded: (row[x] &+ 128) &>> 8) }
        }
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

    /// One box pass over `count` samples `stride` apart, for `lanes` adjacent lines at once
    /// (lanes = 1 for a row; up to a strip of columns). `sums` holds the running sums,
    /// `(count + left + right + 1) · lanes` of them: entry k is the sum of the line's first
    /// k − left samples, 0 before the line and the whole line's sum after it, so every output
    /// is one difference without bounds to clamp.
    private func box(_ line: UnsafeMutablePointer<UInt16>, count n: Int, stride: Int, lanes: Int,
                     window: (left: Int, right: Int), scratch sums: UnsafeMutablePointer<UInt32>) {
        let (left, right) = window
        for i in 0..<(left + 1) * lanes { sums[i] = 0 }
        for i in 0..<n {
            let src = line + i * stride, previous = sums + (left + i) * lanes, next = previous + lanes
            for lane in 0..<lanes { next[lane] = previous[lane] &+ UInt32(src[lane]) }
        }
        let total = sums + (left + n) * lanes
        for i in 1..<right + 1 {
            for lane in 0..<lanes { total[i * lanes + lane] = total[lane] }
        }
        // sum / (left + right + 1), rounded, as a multiply by a 32-bit fixed-point reciprocal:
        // sums stay below 2^25 (65280 · 481), so the product is off by less than 1/256 of a step.
        let size = UInt64(left + right + 1)
        let reciprocal = ((1 << 32) + size / 2) / size
        let span = (left + right + 1) * lanes
        for i in 0..<n {
            let lo = sums + i * lanes, hi = lo + span, dst = line + i * stride
            for lane in 0..<lanes {
                let sum = UInt64(hi[lane] &- lo[lane])
                dst[lane] = UInt16(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 31)) &>> 32)
            }
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
