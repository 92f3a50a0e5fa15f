/// How many differing pixels a comparison may have and still match: the policy that turns
/// `DiffMetrics` into a verdict, apart from the measuring so one comparison can be judged twice.
///
/// Images of different sizes never match. Only *differing* pixels count (over the perceptual
/// threshold, not anti-aliasing). Whatever the budget, a systematic difference over its limit
/// (`DiffMetrics.systematic`) does not match: a region changed as a whole is never noise.
public struct DiffTolerance: Sendable, Hashable, CustomStringConvertible {
    /// The budget of differing pixels.
    public enum Limit: Sendable, Hashable {
        /// Every byte equal (two transparent pixels are); threshold and anti-aliasing play no part.
        case identical
        /// At most this many differing pixels, 0 or more.
        case pixels(Int)
        /// At most this fraction of all pixels differing, 0...1.
        case ratio(Double)
    }

    public let limit: Limit

    /// The ratio budgets accepted.
    public static let ratioRange: ClosedRange<Double> = 0...1

    /// Throws unless the budget is valid (pixels ≥ 0, ratio finite in `ratioRange`, 0...1).
    public init(_ limit: Limit) throws(ImageDiffError) {
        switch limit {
        case .identical:
            break
        case let .pixels(n):
            guard n >= 0 else { throw .invalidMaxDifferingPixels(n) }
        case let .ratio(r):
            guard r.isFinite, Self.ratioRange.contains(r) else { throw .invalidMaxDifferingRatio(r) }
        }
        self.limit = limit
    }

    private init(checked limit: Limit) {
        self.limit = limit
    }

    /// At most `count` differing pixels; throws for a negative count.
    public static func maxDifferingPixels(_ count: Int) throws(ImageDiffError) -> DiffTolerance {
        try DiffTolerance(.pixels(count))
    }

    /// At most `ratio` (0...1) of all pixels differing; throws outside 0...1.
    public static func maxDifferingRatio(_ ratio: Double) throws(ImageDiffError) -> DiffTolerance {
        try DiffTolerance(.ratio(ratio))
    }

    /// Every byte equal.
    public static let identical = DiffTolerance(checked: .identical)

    /// No differing pixel: every difference over the threshold is anti-aliasing. The default for
    /// goldens and `layershot diff` (README, "Golden tolerance").
    public static let noDifferingPixels = DiffTolerance(checked: .pixels(0))

    /// Judges a comparison.
    public func verdict(for result: DiffResult) -> DiffVerdict {
        DiffVerdict(result: result, tolerance: self)
    }

    /// Whether `result` is within this tolerance.
    public func accepts(_ result: DiffResult) -> Bool {
        guard let m = result.metrics else { return false }
        switch limit {
        case .identical: return m.isIdentical
        case let .pixels(n): return m.differingPixels <= n && !m.isSystematicallyDifferent
        case let .ratio(r): return m.differingRatio <= r && !m.isSystematicallyDifferent
        }
    }

    /// `identical`, `at most 5 px`, `at most 0.1%`.
    public var description: String {
        switch limit {
        case .identical: return "identical"
        case let .pixels(n): return "at most \(n) px"
        case let .ratio(r): return "at most \(FixedPoint.format(r * 100, places: 4, trimmingZeros: true))%"
        }
    }
}

/// A tolerance's judgement of a comparison.
public struct DiffVerdict: Sendable, Hashable, CustomStringConvertible {
    public let result: DiffResult
    public let tolerance: DiffTolerance

    public init(result: DiffResult, tolerance: DiffTolerance) {
        self.result = result
        self.tolerance = tolerance
    }

    /// True when the images match within the tolerance.
    public var matches: Bool { tolerance.accepts(result) }

    /// One line: the verdict, then the metrics, e.g. `differ: 1234 px (0.301%) over threshold
    /// 0.1, max delta 255, mean delta 0.8, anti-aliased 56 px, bounds 10,20 30x40 (allowed: at most 0 px)`.
    public var description: String {
        let word = matches ? "match" : "differ"
        switch result {
        case .sizeMismatch:
            return "\(word): \(result)"
        case let .compared(m) where m.isIdentical:
            return "\(word): \(result)"
        case .compared:
            return "\(word): \(result) (allowed: \(tolerance))"
        }
    }
}
