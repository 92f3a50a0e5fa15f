import Imaging

/// What a comparison of two same-sized images measured.
///
/// Pixels are compared as premultiplied RGBA8; two fully transparent pixels are equal. A pixel
/// *changed* when any byte differs; it *differs* when its perceptual distance is over the
/// threshold and it is not anti-aliasing. Differing pixels count against a `DiffTolerance`; a
/// systematic delta over its limit fails any tolerance but `.identical` (which needs equal bytes).
public struct DiffMetrics: Sendable, Hashable {
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// The perceptual threshold the pixels were judged with, 0...1.
    public var threshold: Double
    /// Whether anti-aliasing detection was on.
    public var detectsAntiAliasing: Bool
    /// Pixels with any byte different (pixels transparent in both images excluded).
    public var changedPixels: Int
    /// Changed pixels over the threshold that are not anti-aliasing: the real differences.
    public var differingPixels: Int
    /// Pixels over the threshold judged anti-aliasing (an edge drawn a little differently), not
    /// counted as differing; 0 without detection.
    public var antiAliasedPixels: Int
    /// The largest difference in any one channel (R, G, B or A, premultiplied), 0...255.
    public var maxChannelDelta: Int
    /// The mean absolute channel difference over every channel of every pixel, 0...255.
    public var meanChannelDelta: Double
    /// The largest perceptual distance of any pixel, on the threshold's scale: 0 equal,
    /// 1 the most different pair of colors (black against white is 0.97).
    public var maxPerceptualDelta: Double
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public var differenceBounds: PixelRect?
    /// The systematic measures (level shift, edge displacement), when they were made.
    public var systematic: SystematicMetrics?

    public init(
        width: Int, height: Int, threshold: Double, detectsAntiAliasing: Bool,
        changedPixels: Int, differingPixels: Int, antiAliasedPixels: Int,
        maxChannelDelta: Int, meanChannelDelta: Double, maxPerceptualDelta: Double,
        differenceBounds: PixelRect?,
        systematic: SystematicMetrics? = nil
    ) {
        self.width = width
        self.height = height
        self.threshold = threshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.changedPixels = changedPixels
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.maxChannelDelta = maxChannelDelta
        self.meanChannelDelta = meanChannelDelta
        self.maxPerceptualDelta = maxPerceptualDelta
        self.differenceBounds = differenceBounds
        self.systematic = systematic
    }

    /// True when a systematic measure is over its limit (never when not measured).
    public var isSystematicallyDifferent: Bool { systematic?.exceedsLimits ?? false }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// `differingPixels / pixelCount`, 0...1.
    public var differingRatio: Double { Double(differingPixels) / Double(pixelCount) }

    /// True when every pixel is equal (bytes, or both fully transparent).
    public var isIdentical: Bool { changedPixels == 0 }
}

/// The outcome of comparing two images: metrics, or a size mismatch (which no tolerance accepts).
public enum DiffResult: Sendable, Hashable, CustomStringConvertible {
    /// The images have the same size and were compared pixel by pixel.
    case compared(DiffMetrics)
    /// The images have different sizes; nothing was compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    /// The metrics, or nil for a size mismatch.
    public var metrics: DiffMetrics? {
        if case let .compared(m) = self { return m }
        return nil
    }

    /// True when the images have the same size and every pixel is equal.
    public var isIdentical: Bool { metrics?.isIdentical ?? false }

    /// The measurements as one line, without a verdict: `1234 px (0.301%) over threshold 0.1,
    /// max delta 255, mean delta 0.8, anti-aliased 56 px, bounds 10,20 30x40, level shift -8.0 in
    /// 9,37 7x7 (limit 2), edges moved 0.10 px (limit 0.65)`.
    public var description: String {
        switch self {
        case let .sizeMismatch(expected, actual):
            return "size \(actual) px, expected \(expected) px"
        case let .compared(m):
            if m.isIdentical { return "identical, \(m.width)x\(m.height) px" }
            var line = "\(m.differingPixels) px (\(FixedPoint.format(m.differingRatio * 100, places: 3))%)"
            line += " over threshold \(FixedPoint.format(m.threshold, places: 3, trimmingZeros: true))"
            line += ", max delta \(m.maxChannelDelta), mean delta \(FixedPoint.format(m.meanChannelDelta, places: 1))"
            if m.detectsAntiAliasing { line += ", anti-aliased \(m.antiAliasedPixels) px" }
            if let box = m.differenceBounds { line += ", bounds \(box)" }
            if let systematic = m.systematic { line += ", \(systematic)" }
            return line
        }
    }
}

/// Fixed-point formatting without Foundation, for ImageDiff's messages and the CLI's labels.
public enum FixedPoint {
    /// `value` rounded to `places` decimals; with `trimmingZeros`, trailing zeros (and a
    /// bare point) are dropped: 0.100 → "0.1", 1.000 → "1".
    public static func format(_ value: Double, places: Int, trimmingZeros: Bool = false) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        var fraction = String(units % Int64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        if trimmingZeros {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let sign = value < 0 && units != 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
