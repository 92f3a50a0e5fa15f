import Foundation

/// A Gaussian blur of a single-channel plane of floats, in place.
///
/// σ below 2 px uses the exact separable kernel (radius ⌈3σ⌉). From 2 px on it uses three box
/// blurs per axis, the approximation the SVG specification gives for `feGaussianBlur`: box
/// size d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three boxes centered on the pixel, for even d two
/// boxes of d offset half a pixel left then right, and one of d + 1 centered. Pixels outside
/// the plane count as 0. Linear in the pixel count whatever σ is.
///
/// Both axes run over contiguous memory: rows one at a time, columns in strips of 64 whose
/// rows are swept together, so the inner loops are plain vectorizable runs of floats.
struct GaussianBlur {
    /// Standard deviation in pixels.
    let sigma: Double

    /// Columns per vertical strip: 64 floats, a few cache lines per row.
    private static let strip = 64

    func apply(to plane: inout [Float], width: Int, height: Int) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let windows = boxPasses ?? []
        let weights = windows.isEmpty ? kernel : []
        var scratch = [Float](repeating: 0, count: (max(width, height) + 1) * GaussianBlur.strip)
        plane.withUnsafeMutableBufferPointer { p in
            scratch.withUnsafeMutableBufferPointer { s in
                guard let base = p.baseAddress, let tmp = s.baseAddress else { return }
                for y in 0..<height {
                    let row = base + y * width
                    if windows.isEmpty {
                        convolve(row, count: width, stride: 1, lanes: 1, kernel: weights, scratch: tmp)
                    } else {
                        for w in windows { box(row, count: width, stride: 1, lanes: 1, window: w, scratch: tmp) }
                    }
                }
                var x = 0
                while x < width {
                    let lanes = min(GaussianBlur.strip, width - x)
                    let column = base + x
                    if windows.isEmpty {
                        convolve(column, count: height, stride: width, lanes: lanes, kernel: weights, scratch: tmp)
                    } else {
                        for w in windows { box(column, count: height, stride: width, lanes: lanes, window: w, scratch: tmp) }
                    }
                    x += lanes
                }
            }
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
    /// (lanes = 1 for a row; up to a strip of columns). `scratch` holds the running sums,
    /// `(count + 1) · lanes` floats: sums[i] = line[0] + … + line[i − 1].
    private func box(_ line: UnsafeMutablePointer<Float>, count n: Int, stride: Int, lanes: Int,
                     window: (left: Int, right: Int), scratch sums: UnsafeMutablePointer<Float>) {
        for lane in 0..<lanes { sums[lane] = 0 }
        for i in 0..<n {
            let src = line + i * stride, previous = sums + i * lanes, next = previous + lanes
            for lane in 0..<lanes { next[lane] = previous[lane] + src[lane] }
        }
        let scale = 1 / Float(window.left + window.right + 1)
        for i in 0..<n {
            let hi = sums + min(n, i + window.right + 1) * lanes, lo = sums + max(0, i - window.left) * lanes
            let dst = line + i * stride
            for lane in 0..<lanes { dst[lane] = (hi[lane] - lo[lane]) * scale }
        }
    }

    /// The exact kernel over `count` samples `stride` apart, for `lanes` adjacent lines.
    private func convolve(_ line: UnsafeMutablePointer<Float>, count n: Int, stride: Int, lanes: Int,
                          kernel: [Float], scratch copy: UnsafeMutablePointer<Float>) {
        for i in 0..<n {
            let src = line + i * stride, dst = copy + i * lanes
            for lane in 0..<lanes { dst[lane] = src[lane] }
        }
        let radius = kernel.count / 2
        for i in 0..<n {
            let dst = line + i * stride
            for lane in 0..<lanes { dst[lane] = 0 }
            for k in max(0, i - radius)...min(n - 1, i + radius) {
                let weight = kernel[k - i + radius], src = copy + k * lanes
                for lane in 0..<lanes { dst[lane] += weight * src[lane] }
            }
        }
    }
}
