import Imaging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures how two bitmaps differ; a `DiffTolerance` turns that into a verdict.
///
/// Cheapest road first: one `memcmp` for equal images, one per equal row, then the perceptual
/// distance only for changed pixels and anti-aliasing detection only for those over the
/// threshold. Two 640×640 images, release, one x86-64 core: 0.03 ms equal, 0.3 ms for a moved
/// pointer or a redrawn edge, 3.4 ms when every pixel changed a little, 16 ms when every pixel
/// differs; the diff image adds about 1.5 ms. The systematic measures (`SystematicDifference`)
/// take a few passes over the changed pixels' bounding box.
public struct ImageComparator: Sendable, Hashable {
    /// How far apart two pixels may look and still be equal: pixelmatch's YIQ distance, 0...1
    /// (black against white is 0.97). 0.1, about a 10% gray step, lets through what a person
    /// cannot see (rounding, dithering, a gradient a few levels off) and catches a clear change.
    /// Default: 0.1.
    public let threshold: Double
    /// Whether pixels over the threshold that look like another rasterization of the same edge
    /// count in `antiAliasedPixels` instead of `differingPixels`. Default: true.
    public let detectsAntiAliasing: Bool
    /// The limits of the systematic measures (`SystematicLimits`), nil to measure neither.
    /// Default: `.standard`.
    public let systematic: SystematicLimits?

    /// Threshold 0.1, anti-aliasing detection on, systematic limits `.standard` (2 levels, 0.65 px).
    public static let standard = ImageComparator(checkedThreshold: 0.1, detectsAntiAliasing: true,
                                                 systematic: .standard)

    /// The thresholds a comparator accepts.
    public static let thresholdRange: ClosedRange<Double> = 0...1

    /// Throws unless `threshold` is a finite number in `thresholdRange` (0...1).
    public init(threshold: Double = ImageComparator.standard.threshold, detectsAntiAliasing: Bool = true,
                systematic: SystematicLimits? = .standard) throws(ImageDiffError) {
        guard threshold.isFinite, Self.thresholdRange.contains(threshold) else {
            throw .invalidThreshold(threshold)
        }
        self.init(checkedThreshold: threshold, detectsAntiAliasing: detectsAntiAliasing, systematic: systematic)
    }

    private init(checkedThreshold: Double, detectsAntiAliasing: Bool, systematic: SystematicLimits?) {
        self.threshold = checkedThreshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.systematic = systematic
    }

    /// Measures how `actual` differs from `expected`. Different sizes give `.sizeMismatch`.
    public func compare(_ expected: Bitmap, _ actual: Bitmap) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(expected), actual: PixelSize(actual))
        }
        return .compared(measure(expected, actual, drawingInto: nil))
    }

    /// Compares like `compare(_:_:)` and draws the differences: see `DiffImage`.
    public func diffImage(_ expected: Bitmap, _ actual: Bitmap) -> DiffImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let result: DiffResult
        if expected.width == actual.width, expected.height == actual.height {
            result = .compared(pixels.withUnsafeMutableBufferPointer { out in
                measure(expected, actual, drawingInto: out)
            })
        } else {
            result = .sizeMismatch(expected: PixelSize(expected), actual: PixelSize(actual))
            DiffImage.drawSizeMismatch(expected, actual, into: &pixels, width: width, height: height)
        }
        // Width and height come from two valid bitmaps, so they are valid too.
        let diff = (try? Bitmap(width: width, height: height, pixels: pixels)) ?? expected
        return DiffImage(expected: expected, actual: actual, diff: diff, result: result)
    }

    /// The comparison of two same-sized bitmaps, drawing the diff image into `output` if given.
    private func measure(_ expected: Bitmap, _ actual: Bitmap,
                         drawingInto output: UnsafeMutableBufferPointer<UInt8>?) -> DiffMetrics {
        let width = expected.width, height = expected.height
        let rowBytes = width * 4
        let maxSquared = PerceptualDelta.maximum * threshold * threshold
        let detector = AntiAliasingDetector(width: width, height: height)

        var changed = 0, differing = 0, antiAliased = 0
        var maxChannel = 0, channelSum = 0
        var maxSquaredSeen = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var changedBox = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        var systematicMetrics: SystematicMetrics?

        expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                guard let eBase = e.baseAddress, let aBase = a.baseAddress else { return }
                if output == nil, memcmp(eBase, aBase, e.count) == 0 { return }
                for y in 0..<height {
                    let rowStart = y * rowBytes
                    if memcmp(eBase + rowStart, aBase + rowStart, rowBytes) == 0 {
                        if let output {
                            DiffImage.drawUnchangedRow(e, rowStart: rowStart, count: width, into: output)
                        }
                        continue
                    }
                    for x in 0..<width {
                        let o = rowStart + x * 4
                        let ep = e.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                        let ap = a.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                        // Equal bytes, or transparent in both images.
                        if ep == ap || (e[o + 3] == 0 && a[o + 3] == 0) {
                            if let output { DiffImage.drawUnchanged(e, at: o, into: output) }
                            continue
                        }
                        changed += 1
                        changedBox.minX = min(changedBox.minX, x); changedBox.maxX = max(changedBox.maxX, x)
                        changedBox.minY = min(changedBox.minY, y); changedBox.maxY = max(changedBox.maxY, y)
                        let dr = Int(e[o]) - Int(a[o]), dg = Int(e[o + 1]) - Int(a[o + 1])
                        let db = Int(e[o + 2]) - Int(a[o + 2]), da = Int(e[o + 3]) - Int(a[o + 3])
                        let absR = abs(dr), absG = abs(dg), absB = abs(db), absA = abs(da)
                        channelSum += absR + absG + absB + absA
                        maxChannel = max(maxChannel, max(max(absR, absG), max(absB, absA)))
                        let squared = PerceptualDelta.squared(dr: dr, dg: dg, db: db, da: da)
                        maxSquaredSeen = max(maxSquaredSeen, squared)
                        guard squared > maxSquared else {
                            if let output { DiffImage.drawUnchanged(e, at: o, into: output) }
                            continue
                        }
                        if detectsAntiAliasing,
                           detector.isAntiAliased(e, a, x: x, y: y) || detector.isAntiAliased(a, e, x: x, y: y)
                            || detector.isEdgeShift(e, a, x: x, y: y, maxSquared: maxSquared) {
                            antiAliased += 1
                            if let output { DiffImage.draw(DiffImage.antiAliasingColor, at: o, into: output) }
                            continue
                        }
                        differing += 1
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                        if let output { DiffImage.draw(DiffImage.differenceColor, at: o, into: output) }
                    }
                }
                if let systematic, changed > 0 {
                    let box = PixelRect(x: changedBox.minX, y: changedBox.minY,
                                        width: changedBox.maxX - changedBox.minX + 1,
                                        height: changedBox.maxY - changedBox.minY + 1)
                    systematicMetrics = SystematicDifference(width: width, height: height)
                        .metrics(e, a, changed: box, limits: systematic)
                } else if let systematic {
                    systematicMetrics = SystematicMetrics(limits: systematic)
                }
            }
        }

        let pixelCount = width * height
        return DiffMetrics(
            width: width, height: height, threshold: threshold, detectsAntiAliasing: detectsAntiAliasing,
            changedPixels: changed, differingPixels: differing, antiAliasedPixels: antiAliased,
            maxChannelDelta: maxChannel,
            meanChannelDelta: Double(channelSum) / Double(pixelCount * 4),
            maxPerceptualDelta: min(1, (maxSquaredSeen / PerceptualDelta.maximum).squareRoot()),
            differenceBounds: differing == 0
                ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
            systematic: systematicMetrics
        )
    }
}
