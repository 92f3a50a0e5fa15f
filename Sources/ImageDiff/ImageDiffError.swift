/// What can be wrong with a comparison's settings. Each description says what to fix.
public enum ImageDiffError: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The perceptual threshold must be a finite number in 0...1.
    case invalidThreshold(Double)
    /// A level-shift limit must be a finite number of levels in 0...255.
    case invalidLevelShiftLimit(Double)
    /// An edge-displacement limit must be a finite number of pixels, 0 or more.
    case invalidDisplacementLimit(Double)
    /// A pixel budget must be at least 0.
    case invalidMaxDifferingPixels(Int)
    /// A ratio budget must be a finite number in 0...1.
    case invalidMaxDifferingRatio(Double)

    public var description: String {
        switch self {
        case let .invalidThreshold(t):
            return "threshold must be a finite number in \(Self.text(ImageComparator.thresholdRange)), got \(t)"
        case let .invalidLevelShiftLimit(t):
            return "level shift limit must be a finite number of levels in "
                + "\(Self.text(SystematicLimits.levelRange)), got \(t)"
        case let .invalidDisplacementLimit(t):
            return "edge displacement limit must be a finite number of pixels, 0 or more, got \(t)"
        case let .invalidMaxDifferingPixels(n):
            return "max differing pixels must be 0 or more, got \(n)"
        case let .invalidMaxDifferingRatio(r):
            return "max differing ratio must be a finite number in \(Self.text(DiffTolerance.ratioRange)), got \(r)"
        }
    }

    /// `0...1`, as the ranges are documented.
    private static func text(_ range: ClosedRange<Double>) -> String {
        let f = { FixedPoint.format($0, places: 3, trimmingZeros: true) }
        return "\(f(range.lowerBound))...\(f(range.upperBound))"
    }
}
