import Imaging

/// How much a region may change as a whole and still match (see `SystematicDifference`).
public struct SystematicLimits: Sendable, Hashable, CustomStringConvertible {
    /// The largest mean change of one channel over a window's smooth pixels, levels 0...255.
    /// Default: 2 — a 1-pt change of a faint shadow's radius shows 2.3; rasterizer noise,
    /// sub-pixel shifts and a different blur stay under 1.6 (the README's calibration table).
    public let levels: Double
    /// The largest displacement of a window's edges, pixels. Default: 0.65 — half a pixel (a
    /// rounding step, another rasterizer) passes; a 1-px move of a stroke's edges (1 pt of line
    /// width at @2x) or a 1-pt change of a corner radius at @2x fails.
    public let displacement: Double

    /// The calibrated defaults: 2 levels, 0.65 px.
    public static let standard = SystematicLimits(checkedLevels: 2, displacement: 0.65)

    /// The level-shift limits accepted, levels.
    public static let levelRange: ClosedRange<Double> = 0...255

    /// Throws unless `levels` is finite in `levelRange` and `displacement` finite and ≥ 0.
    public init(levels: Double = SystematicLimits.standard.levels,
                displacement: Double = SystematicLimits.standard.displacement) throws(ImageDiffError) {
        guard levels.isFinite, Self.levelRange.contains(levels) else { throw .invalidLevelShiftLimit(levels) }
        guard displacement.isFinite, displacement >= 0 else { throw .invalidDisplacementLimit(displacement) }
        self.init(checkedLevels: levels, displacement: displacement)
    }

    private init(checkedLevels: Double, displacement: Double) {
        self.levels = checkedLevels
        self.displacement = displacement
    }

    /// `2 levels, 0.65 px`.
    public var description: String {
        func text(_ value: Double) -> String { FixedPoint.format(value, places: 2, trimmingZeros: true) }
        return "\(text(levels)) levels, \(text(displacement)) px"
    }
}

/// What the systematic measures found: the largest level shift (7 × 7 windows) and edge
/// displacement (15 × 15) of any window (see `SystematicDifference`).
public struct SystematicMetrics: Sendable, Hashable, CustomStringConvertible {
    /// The limits they are judged by.
    public let limits: SystematicLimits
    /// The largest mean `actual − expected` of one premultiplied channel over a window's smooth
    /// pixels, levels −255...255: −8 is a region 8 levels darker (or more transparent).
    public let levelShift: Double
    /// That window (7 × 7, clipped to the image); nil when the shift is 0.
    public let levelShiftWindow: PixelRect?
    /// The largest distance a window's edges moved, pixels (always ≥ 0).
    public let displacement: Double
    /// That window (15 × 15, clipped to the image); nil when the displacement is 0.
    public let displacementWindow: PixelRect?

    public init(limits: SystematicLimits, levelShift: Double = 0, levelShiftWindow: PixelRect? = nil,
                displacement: Double = 0, displacementWindow: PixelRect? = nil) {
        self.limits = limits
        self.levelShift = levelShift
        self.levelShiftWindow = levelShiftWindow
        self.displacement = displacement
        self.displacementWindow = displacementWindow
    }

    /// True when the level shift or the displacement is over its limit.
    public var exceedsLimits: Bool { abs(levelShift) > limits.levels || displacement > limits.displacement }

    /// `level shift -8.0 in 9,37 7x7 (limit 2), edges moved 0.31 px in 43,53 15x15 (limit 0.65)`.
    public var description: String {
        var line = "level shift \(FixedPoint.format(levelShift, places: 1))"
        if let window = levelShiftWindow { line += " in \(window)" }
        line += " (limit \(FixedPoint.format(limits.levels, places: 2, trimmingZeros: true)))"
        line += ", edges moved \(FixedPoint.format(displacement, places: 2)) px"
        if let window = displacementWindow { line += " in \(window)" }
        line += " (limit \(FixedPoint.format(limits.displacement, places: 2, trimmingZeros: true)))"
        return line
    }
}
