import Foundation

/// A Gaussian blur of a single-channel plane of floats, in place.
///
/// σ below 2 px uses the exact separable kernel (radius ⌈3σ⌉). From 2 px on it uses three box
/// blurs per axis, the approximation the SVG specification gives for `feGaussianBlur`: box
/// size d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three boxes centered on the pixel, for even d two
/// boxes of d offset half a pixel left then right, and one of d + 1 centered. Pixels outside
/// the plane count as 0. Linear in the pixel count whatever σ is.
struct GaussianBlur {
    /// Standard deviation in pixels.
    let sigma: Double

    func apply(to plane: inout [Float], width: Int, height: Int) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let passes = boxPasses ?? []
        var line = [Float](repeating: 0, count: max(width, height))
        var scratch = [Float](repeating: 0, count: max(width, height) + 1)
        plane.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width { line[x] = p[y * width + x] }
                blurLine(&line, count: width, passes: passes, scratch: &scratch)
                for x in 0..<width { p[y * width + x] = line[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = p[y * width + x] }
                blurLine(&line, count: height, passes: passes, scratch: &scratch)
                for y in 0..<height { p[y * width + x] = line[y] }
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

    private func blurLine(_ line: inout [Float], count n: Int, passes: [(left: Int, right: Int)], scratch: inout [Float]) {
        if passes.isEmpty {
            convolve(&line, count: n, kernel: kernel, scratch: &scratch)
            return
        }
        for (left, right) in passes {
            // Prefix sums: scratch[i] = line[0] + … + line[i − 1].
            scratch[0] = 0
            for i in 0..<n { scratch[i + 1] = scratch[i] + line[i] }
            let size = Float(left + right + 1)
            for i in 0..<n {
                let hi = min(n, i + right + 1), lo = max(0, i - left)
                line[i] = (scratch[hi] - scratch[lo]) / size
            }
        }
    }

    private func convolve(_ line: inout [Float], count n: Int, kernel: [Float], scratch: inout [Float]) {
        let radius = kernel.count / 2
        for i in 0..<n { scratch[i] = line[i] }
        for i in 0..<n {
            var sum: Float = 0
            for k in max(0, i - radius)...min(n - 1, i + radius) {
                sum += scratch[k] * kernel[k - i + radius]
            }
            line[i] = sum
        }
    }
}
