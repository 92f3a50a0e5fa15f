import Imaging

/// What changed over a whole region rather than pixel by pixel, invisible to the per-pixel test
/// when every pixel stays under the threshold or passes for anti-aliasing. Two window statistics:
///
/// - **Level shift**, 7 × 7 around every pixel: the mean signed `actual − expected` of each
///   premultiplied channel over the window's *smooth* pixels (all eight neighbours within
///   `smoothness` levels, in both images: fills, gradients, soft shadows, never an edge, where
///   anti-aliasing or a sub-pixel position may change). A fill 8 levels darker shows −8; noise
///   averages toward 0.
/// - **Edge displacement**, 15 × 15 around every edge pixel: how far its edges moved, in pixels,
///   by the optical-flow identity `ΔI ≈ −∇I · d`: `Σ|Σ ΔI|` (per channel, then over channels)
///   over `Σ|∇I|` (central differences, mean of both images). A long edge moved by d gives d (a
///   stroke 1 px wider on each side gives 1); a large shape moved half a pixel, 0.5; a small
///   shape moved whole (a glyph, which Cairo places on whole pixels) ≈ 0, as its opposite edge
///   in the window moved the other way.
///
/// Both run row by row over the changed pixels' bounding box with running window sums, so
/// memory is a few rows whatever the image size.
struct SystematicDifference {
    let width: Int
    let height: Int

    /// The largest per-channel step to a neighbour that still counts as smooth, levels.
    static let smoothness = 3
    /// The level-shift window's radius, pixels: 7 × 7.
    static let levelRadius = 3
    /// The fewest smooth pixels a window's level shift needs: half the window (fewer is a sliver
    /// between edges, or noise).
    static let minimumSupport = 25
    /// The displacement window's radius, pixels: 15 × 15, wider than a glyph at the usual sizes,
    /// so a glyph moved whole cancels out.
    static let displacementRadius = 7
    /// The least gradient magnitude of an edge pixel (levels, summed over channels).
    static let edgeGradient = 24.0

    /// A window statistic's largest value and the window's center.
    struct Peak {
        var value = 0.0
        var x = 0
        var y = 0

        mutating func keep(_ candidate: Double, _ x: Int, _ y: Int) {
            if abs(candidate) > abs(value) { self = Peak(value: candidate, x: x, y: y) }
        }
    }

    /// The systematic metrics of two images, over `region` (see `peaks`).
    func metrics(_ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer, changed region: PixelRect,
                 limits: SystematicLimits) -> SystematicMetrics {
        let (levels, displacement) = peaks(expected, actual, changed: region)
        func window(_ peak: Peak, radius r: Int) -> PixelRect? {
            guard peak.value != 0 else { return nil }
            let x0 = max(peak.x - r, 0), y0 = max(peak.y - r, 0)
            return PixelRect(x: x0, y: y0, width: min(peak.x + r + 1, width) - x0,
                             height: min(peak.y + r + 1, height) - y0)
        }
        return SystematicMetrics(
            limits: limits,
            levelShift: levels.value,
            levelShiftWindow: window(levels, radius: SystematicDifference.levelRadius),
            displacement: displacement.value,
            displacementWindow: window(displacement, radius: SystematicDifference.displacementRadius)
        )
    }

    /// The largest level shift (sign kept) and edge displacement within `region`, the changed
    /// pixels' bounding box.
    func peaks(_ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer,
               changed region: PixelRect) -> (levels: Peak, displacement: Peak) {
        guard let eBase = expected.baseAddress, let aBase = actual.baseAddress else {
            return (Peak(), Peak())
        }
        let e = eBase.assumingMemoryBound(to: UInt8.self), a = aBase.assumingMemoryBound(to: UInt8.self)
        let lr = SystematicDifference.levelRadius, dr = SystematicDifference.displacementRadius
        let x0 = max(region.x - dr, 0), x1 = min(region.x + region.width + dr, width)
        let y0 = max(region.y - dr, 0), y1 = min(region.y + region.height + dr, height)
        let w = x1 - x0
        // Level planes: smooth (0/1), the smooth pixels' signed difference per channel.
        // Displacement planes: the signed difference per channel, the gradient magnitude ×16.
        var levelWindow = RunningWindow(width: w, planes: 5, radius: lr)
        var moveWindow = RunningWindow(width: w, planes: 5, radius: dr)
        var levelRow = [Int](repeating: 0, count: w * 5), moveRow = [Int](repeating: 0, count: w * 5)
        var levels = Peak(), displacement = Peak()
        let edge = Int(SystematicDifference.edgeGradient * 16)
        let xs = max(region.x, x0)..<min(region.x + region.width, x1)
        let ys = region.y..<(region.y + region.height)

        for y in y0..<(y1 + dr) {
            if y < y1 {
                levelRow.withUnsafeMutableBufferPointer { lv in
                    moveRow.withUnsafeMutableBufferPointer { mv in
                        for x in 0..<w {
                            let px = x0 + x, o = (y * width + px) * 4
                            let smooth = isSmooth(e, px, y) && isSmooth(a, px, y)
                            lv[x * 5] = smooth ? 1 : 0
                            for c in 0..<4 {
                                let d = Int(a[o + c]) - Int(e[o + c])
                                lv[x * 5 + 1 + c] = smooth ? d : 0
                                mv[x * 5 + c] = d
                            }
                            mv[x * 5 + 4] = gradient16(e, a, px, y)
                        }
                    }
                }
                levelWindow.push(levelRow)
                moveWindow.push(moveRow)
            } else {
                levelWindow.pushEmpty()
                moveWindow.pushEmpty()
            }
            // Windows centered `radius` rows up are complete.
            let levelCenter = y - lr
            if levelCenter < y1, ys.contains(levelCenter) {
                levelWindow.sums.withUnsafeBufferPointer { s in
                    for x in xs {
                        let o = (x - x0) * 5
                        let count = s[o]
                        guard count >= SystematicDifference.minimumSupport else { continue }
                        for c in 1...4 { levels.keep(Double(s[o + c]) / Double(count), x, levelCenter) }
                    }
                }
            }
            let moveCenter = y - dr
            if ys.contains(moveCenter) {
                moveWindow.sums.withUnsafeBufferPointer { s in
                    for x in xs {
                        let o = (x - x0) * 5
                        guard s[o + 4] > 0, gradient16(e, a, x, moveCenter) >= edge else { continue }
                        let moved = abs(s[o]) + abs(s[o + 1]) + abs(s[o + 2]) + abs(s[o + 3])
                        displacement.keep(Double(moved * 16) / Double(s[o + 4]), x, moveCenter)
                    }
                }
            }
        }
        return (levels, displacement)
    }

    /// Sums over `(2·radius + 1)²`-pixel windows, fed a row of plane values at a time: row sums
    /// go into a ring of `2·radius + 1` rows and `sums` holds their total, after row y is pushed
    /// the windows centered on row y − radius (clipped to the rows pushed).
    private struct RunningWindow {
        let width: Int
        let planes: Int
        let radius: Int
        private var ring: [Int]
        private var next = 0
        private(set) var sums: [Int]

        init(width: Int, planes: Int, radius: Int) {
            self.width = width
            self.planes = planes
            self.radius = radius
            ring = [Int](repeating: 0, count: (2 * radius + 1) * width * planes)
            sums = [Int](repeating: 0, count: width * planes)
        }

        mutating func push(_ row: [Int]) {
            let rowSize = width * planes, slot = next * rowSize, r = radius, w = width, planes = planes
            ring.withUnsafeMutableBufferPointer { ring in
                sums.withUnsafeMutableBufferPointer { sums in
                    row.withUnsafeBufferPointer { row in
                        for i in 0..<rowSize { sums[i] -= ring[slot + i] }
                        for p in 0..<planes {
                            var sum = 0
                            for x in 0..<min(r, w) { sum += row[x * planes + p] }
                            for x in 0..<w {
                                if x + r < w { sum += row[(x + r) * planes + p] }
                                if x - r - 1 >= 0 { sum -= row[(x - r - 1) * planes + p] }
                                ring[slot + x * planes + p] = sum
                            }
                        }
                        for i in 0..<rowSize { sums[i] += ring[slot + i] }
                    }
                }
            }
            next = (next + 1) % (2 * radius + 1)
        }

        /// A row beyond the image: the oldest row leaves, nothing enters.
        mutating func pushEmpty() {
            let rowSize = width * planes, slot = next * rowSize
            for i in 0..<rowSize {
                sums[i] -= ring[slot + i]
                ring[slot + i] = 0
            }
            next = (next + 1) % (2 * radius + 1)
        }
    }

    /// The gradient magnitude at (`x`, `y`) by central differences, summed over channels,
    /// the mean of both images, ×16.
    private func gradient16(_ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Int {
        let left = (y * width + max(x - 1, 0)) * 4, right = (y * width + min(x + 1, width - 1)) * 4
        let up = (max(y - 1, 0) * width + x) * 4, down = (min(y + 1, height - 1) * width + x) * 4
        if word(e, left) == word(e, right), word(e, up) == word(e, down),
           word(a, left) == word(a, right), word(a, up) == word(a, down) {
            return 0   // flat: the common case, cheap
        }
        var total = 0.0
        for c in 0..<4 {
            let egx = Double(Int(e[right + c]) - Int(e[left + c])), egy = Double(Int(e[down + c]) - Int(e[up + c]))
            let agx = Double(Int(a[right + c]) - Int(a[left + c])), agy = Double(Int(a[down + c]) - Int(a[up + c]))
            // Twice the central difference.
            total += (egx * egx + egy * egy).squareRoot() + (agx * agx + agy * agy).squareRoot()
        }
        return Int((total * 4).rounded())   // ×16 / 2 (central) / 2 (mean)
    }

    /// True when every neighbour of (`x`, `y`) is within `smoothness` levels in every channel.
    private func isSmooth(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let o = (y * width + x) * 4
        let limit = SystematicDifference.smoothness
        let center = word(image, o)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                if word(image, n) == center { continue }
                if abs(Int(image[n]) - Int(image[o])) > limit
                    || abs(Int(image[n + 1]) - Int(image[o + 1])) > limit
                    || abs(Int(image[n + 2]) - Int(image[o + 2])) > limit
                    || abs(Int(image[n + 3]) - Int(image[o + 3])) > limit {
                    return false
                }
            }
        }
        return true
    }

    /// The four bytes at `offset` as one word, to compare whole pixels at once.
    @inline(__always)
    private func word(_ image: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        UnsafeRawPointer(image + offset).loadUnaligned(as: UInt32.self)
    }
}
