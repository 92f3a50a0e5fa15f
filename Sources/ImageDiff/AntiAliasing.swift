/// Anti-aliasing detection after Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009), the idea pixelmatch uses.
///
/// A pixel of an anti-aliased edge is a blend of the two colors it separates, so among its
/// eight neighbours there is one darker and one brighter than itself, and few (at most two)
/// neighbours equal to it. The edge is only a rasterizer's choice if those darker and brighter
/// neighbours are flat areas — each has three or more equal (or nearly equal) neighbours — in *both* images: the
/// shapes on either side are where they were, only the blend between them differs. A moved,
/// resized or recolored shape changes pixels that fail this test.
///
/// The slope test misses an edge that is crisp in one image (a pixel fully inside in one,
/// fully outside in the other): `isEdgeShift` catches those, so that a one-pixel edge
/// displacement is judged the same whatever the edge's sub-pixel phase.
///
/// "Darker" and "brighter" are judged twice, by brightness over black and over white (see
/// `PerceptualDelta`), because a single background is blind to shapes of its own color: a
/// white shape on a transparent image has no contrast over white.
struct AntiAliasingDetector {
    let width: Int
    let height: Int

    /// Whether the pixel at (`x`, `y`) of `image` looks like anti-aliasing, with `other` the
    /// image it is compared with. Both buffers hold `width × height` premultiplied RGBA8 pixels.
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

    /// True when the pixel lies on a slope between a darker and a brighter neighbour, one of
    /// which is a flat area in both images.
    private func isSlope(
        _ dark: Extreme, _ bright: Extreme, _ image: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer
    ) -> Bool {
        guard dark.delta < 0, bright.delta > 0 else { return false }
        return (isFlat(image, dark.x, dark.y) && isFlat(other, dark.x, dark.y))
            || (isFlat(image, bright.x, bright.y) && isFlat(other, bright.x, bright.y))
    }

    /// True when the pixel at (`x`, `y`) has three or more neighbours equal to it, or within
    /// `SystematicDifference.smoothness` levels in every channel (beyond the border counting
    /// as one): a flat area, or a gradient or soft shadow, which is flat at the scale of an
    /// edge. (Exact equality alone would make an edge over a shadow or a gradient look like no
    /// anti-aliasing at all.)
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
        for shift in stride(from: UInt32(0), to: 32, by: 8) where abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) > limit {
            return false
        }
        return true
    }

    /// Whether the difference at (`x`, `y`) is an edge displaced by at most one pixel: the
    /// expected color is found (within `maxSquared`, see `PerceptualDelta`) among the actual
    /// image's pixels within one pixel of it, and the actual color among the expected
    /// image's. This is what a rasterizer, a hinting engine or a rounding step does when it
    /// puts an edge one pixel over — whether or not that edge happens to be blended, which the
    /// slope test alone depends on. A shape that moves or grows by two pixels or more, changes
    /// color, appears or disappears leaves pixels that fail it.
    func isEdgeShift(
        _ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer, x: Int, y: Int, maxSquared: Double
    ) -> Bool {
        hasNeighbour(of: pixel(expected, x, y), in: actual, x: x, y: y, maxSquared: maxSquared)
            && hasNeighbour(of: pixel(actual, x, y), in: expected, x: x, y: y, maxSquared: maxSquared)
    }

    /// True when a pixel of `image` within one pixel of (`x`, `y`), that one excluded, is
    /// within `maxSquared` of `color`.
    private func hasNeighbour(of color: UInt32, in image: UnsafeRawBufferPointer, x: Int, y: Int, maxSquared: Double) -> Bool {
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
