/// Anti-aliasing detection after Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009), the idea pixelmatch uses.
///
/// An anti-aliased pixel blends the two colors it separates: among its eight neighbours one is
/// darker, one brighter and at most two equal. It is only a rasterizer's choice when that darker
/// or brighter neighbour is flat (three or more near-equal neighbours) in *both* images: the
/// shapes are where they were, only the blend differs. A moved, resized or recolored shape fails.
///
/// `isEdgeShift` catches the edge the slope test misses, crisp in one image, so a one-pixel
/// displacement is judged the same whatever the edge's sub-pixel phase. Brightness is judged
/// over black and over white (`PerceptualDelta`): a white shape on a transparent image has no
/// contrast over white.
struct AntiAliasingDetector {
    let width: Int
    let height: Int

    /// Whether pixel (`x`, `y`) of `image` looks like anti-aliasing against `other` (both
    /// `width × height` premultiplied RGBA8).
    func isAntiAliased(
        _ image: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer, x: Int, y: Int
    ) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        // Beyond the border counts as one equal neighbour.
        var equal = (x == 0 || x == width - 1 || y == 0 || y == height - 1) ? 1 : 0
        let centerBlack = brightness(center)
        let centerAlpha = Double(center >> 24)
        // The darkest and brightest neighbour by brightness over black, then over white.
        var darkBlack = Extreme(), brightBlack = Extreme()
        var darkWhite = Extreme(), brightWhite = Extreme()

        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let p = pixel(image, nx, ny)
                if p == center {
                    equal += 1
                    if equal > 2 { return false }
                    continue
                }
                let overBlack = brightness(p) - centerBlack
                let overWhite = overBlack - (Double(p >> 24) - centerAlpha)
                darkBlack.keepLower(overBlack, nx, ny)
                brightBlack.keepHigher(overBlack, nx, ny)
                darkWhite.keepLower(overWhite, nx, ny)
                brightWhite.keepHigher(overWhite, nx, ny)
            }
        }
        return isSlope(darkBlack, brightBlack, image, other) || isSlope(darkWhite, brightWhite, image, other)
    }

    /// True when the pixel is on a slope between a darker and a brighter neighbour, one flat in both.
    private func isSlope(
        _ dark: Extreme, _ bright: Extreme, _ image: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer
    ) -> Bool {
        guard dark.delta < 0, bright.delta > 0 else { return false }
        return (isFlat(image, dark.x, dark.y) && isFlat(other, dark.x, dark.y))
            || (isFlat(image, bright.x, bright.y) && isFlat(other, bright.x, bright.y))
    }

    /// True when (`x`, `y`) has three or more neighbours (beyond the border counts as one) within
    /// `SystematicDifference.smoothness` levels: near-equal, not equal, so that a gradient or soft
    /// shadow, flat at an edge's scale, counts (else an edge over one would not be anti-aliasing).
    private func isFlat(_ image: UnsafeRawBufferPointer, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        var equal = (x == 0 || x == width - 1 || y == 0 || y == height - 1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if isNear(pixel(image, nx, ny), center) {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    /// True when every channel of `p` is within `SystematicDifference.smoothness` of `q`'s.
    @inline(__always)
    private func isNear(_ p: UInt32, _ q: UInt32) -> Bool {
        if p == q { return true }
        let limit = SystematicDifference.smoothness
        for shift in stride(from: UInt32(0), to: 32, by: 8)
        where abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) > limit {
            return false
        }
        return true
    }

    /// Whether (`x`, `y`) is an edge moved by at most one pixel, blended or not: each image's
    /// color is within `maxSquared` of a neighbour's in the other, as when a rasterizer, hinting
    /// or rounding puts an edge one pixel over. A shape moved or grown by two pixels or more,
    /// recolored, added or removed fails.
    func isEdgeShift(
        _ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer, x: Int, y: Int, maxSquared: Double
    ) -> Bool {
        hasNeighbour(of: pixel(expected, x, y), in: actual, x: x, y: y, maxSquared: maxSquared)
            && hasNeighbour(of: pixel(actual, x, y), in: expected, x: x, y: y, maxSquared: maxSquared)
    }

    /// True when a neighbour of (`x`, `y`) in `image` is within `maxSquared` of `color`.
    private func hasNeighbour(of color: UInt32, in image: UnsafeRawBufferPointer, x: Int, y: Int,
                              maxSquared: Double) -> Bool {
        // Neighbours are often equal (flat areas): judge each distinct value once.
        var judged: UInt32?
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let p = pixel(image, nx, ny)
                if p == judged { continue }
                if p == color || PerceptualDelta.squared(color, p) <= maxSquared { return true }
                judged = p
            }
        }
        return false
    }

    /// The pixel as a little-endian word: R in the low byte, A in the high byte.
    @inline(__always)
    private func pixel(_ image: UnsafeRawBufferPointer, _ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: image.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self))
    }

    /// Brightness over black of a premultiplied pixel word.
    @inline(__always)
    private func brightness(_ p: UInt32) -> Double {
        PerceptualDelta.luma(r: Double(p & 0xFF), g: Double((p >> 8) & 0xFF), b: Double((p >> 16) & 0xFF))
    }

    /// The neighbour with the most extreme brightness difference seen so far.
    private struct Extreme {
        var delta = 0.0
        var x = 0
        var y = 0

        @inline(__always)
        mutating func keepLower(_ d: Double, _ nx: Int, _ ny: Int) {
            if d < delta { (delta, x, y) = (d, nx, ny) }
        }

        @inline(__always)
        mutating func keepHigher(_ d: Double, _ nx: Int, _ ny: Int) {
            if d > delta { (delta, x, y) = (d, nx, ny) }
        }
    }
}
