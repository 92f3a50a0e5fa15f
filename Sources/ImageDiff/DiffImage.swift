import Imaging

/// A picture of a comparison, for a person to look at.
///
/// `diff` is the expected image faded to a light gray, differing pixels red and anti-aliasing
/// yellow (as pixelmatch draws it), opaque and as large as the larger input: for images of
/// different sizes the shared area is compared and what only one covers is red.
public struct DiffImage: Sendable {
    public let expected: Bitmap
    public let actual: Bitmap
    /// The diff picture described above.
    public let diff: Bitmap
    /// The comparison that `diff` draws.
    public let result: DiffResult

    /// Opaque red: a differing pixel.
    public static let differenceColor = RGBA8(r: 255, g: 0, b: 0, a: 255)
    /// Opaque yellow: a pixel over the threshold judged to be anti-aliasing.
    public static let antiAliasingColor = RGBA8(r: 255, g: 255, b: 0, a: 255)
    /// How much of the expected image shows through the gray, 0...1.
    static let fade = 0.1
    /// The width of the separators in the triptych, pixels.
    public static let gap = 4

    /// Expected | diff | actual, separated by `gap` px of mid-gray, on a transparent canvas as
    /// tall as the tallest; `.invalidDimensions` when wider than `Bitmap.maxSide`.
    public func triptych() throws(ImagingError) -> Bitmap {
        let parts = [expected, diff, actual]
        let width = parts.reduce(0) { $0 + $1.width } + 2 * DiffImage.gap
        let height = parts.map(\.height).max() ?? 1
        try Bitmap.validate(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for (index, part) in parts.enumerated() {
            for y in 0..<part.height {
                let source = y * part.width * 4
                let target = (y * width + left) * 4
                pixels.replaceSubrange(target..<target + part.width * 4,
                                       with: part.pixels[source..<source + part.width * 4])
            }
            left += part.width
            if index < 2 {
                for y in 0..<height {
                    for x in left..<left + DiffImage.gap {
                        let o = (y * width + x) * 4
                        pixels.replaceSubrange(o..<o + 4, with: [128, 128, 128, 255])
                    }
                }
                left += DiffImage.gap
            }
        }
        return try Bitmap(width: width, height: height, pixels: pixels)
    }

    // MARK: Drawing, for ImageComparator

    @inline(__always)
    static func draw(_ color: RGBA8, at offset: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        output[offset] = color.r
        output[offset + 1] = color.g
        output[offset + 2] = color.b
        output[offset + 3] = color.a
    }

    /// The expected pixel at byte `offset`, over white, as a faded opaque gray.
    @inline(__always)
    static func drawUnchanged(_ expected: UnsafeRawBufferPointer, at offset: Int,
                              into output: UnsafeMutableBufferPointer<UInt8>) {
        let alpha = Double(expected[offset + 3])
        let luma = PerceptualDelta.luma(
            r: Double(expected[offset]) + 255 - alpha,
            g: Double(expected[offset + 1]) + 255 - alpha,
            b: Double(expected[offset + 2]) + 255 - alpha
        )
        let gray = UInt8(clamping: Int(255 + (luma - 255) * fade + 0.5))  // positive: +0.5 rounds
        draw(RGBA8(r: gray, g: gray, b: gray, a: 255), at: offset, into: output)
    }

    static func drawUnchangedRow(_ expected: UnsafeRawBufferPointer, rowStart: Int, count: Int,
                                 into output: UnsafeMutableBufferPointer<UInt8>) {
        for x in 0..<count { drawUnchanged(expected, at: rowStart + x * 4, into: output) }
    }

    /// For images of different sizes: the shared area compared, the rest red.
    static func drawSizeMismatch(_ expected: Bitmap, _ actual: Bitmap, into pixels: inout [UInt8],
                                 width: Int, height: Int) {
        let sharedWidth = min(expected.width, actual.width), sharedHeight = min(expected.height, actual.height)
        let comparator = ImageComparator.standard
        let shared = comparator.diffImage(expected.cropped(width: sharedWidth, height: sharedHeight),
                                          actual.cropped(width: sharedWidth, height: sharedHeight)).diff
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let color = x < sharedWidth && y < sharedHeight ? shared[x, y] : differenceColor
                pixels[o] = color.r
                pixels[o + 1] = color.g
                pixels[o + 2] = color.b
                pixels[o + 3] = color.a
            }
        }
    }
}

extension Bitmap {
    /// The top-left `width × height` pixels (each at most this bitmap's).
    func cropped(width: Int, height: Int) -> Bitmap {
        guard width != self.width || height != self.height else { return self }
        var out = [UInt8]()
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let start = y * self.width * 4
            out += pixels[start..<start + width * 4]
        }
        return (try? Bitmap(width: width, height: height, pixels: out)) ?? self
    }
}
