import ImageDiff
import LayerModel

/// How golden assertions render, where they find goldens and how strictly they compare.
///
/// A value: make one per suite and pass it to every assertion.
///
/// ```swift
/// let goldens = GoldenConfiguration(directory: .packageRelative("Fixtures/goldens/knob"))
/// assertGolden(of: knob.layer, named: "value-0.75", configuration: goldens)
/// ```
public struct GoldenConfiguration: Sendable, Hashable {
    /// Pixels per point for rendering layers; also names the file (`@2x`). Default: 2.
    public var scale: Double
    /// Fills the image before drawing; nil leaves it transparent. Default: nil.
    public var background: Color?
    /// Where the goldens are. Default: `.besideTestFile`.
    public var directory: GoldenDirectory
    /// The perceptual threshold and anti-aliasing detection. Default: `ImageComparator.standard`
    /// (threshold 0.1, anti-aliasing detection on).
    public var comparator: ImageComparator
    /// How many differing pixels still match. Default: `.noDifferingPixels` — every
    /// difference must be explained as anti-aliasing (see the README's "Golden tolerance").
    public var tolerance: DiffTolerance
    /// Where failure artifacts and the report go; nil uses `LAYERSHOT_ARTIFACTS`, or else
    /// `layershot-artifacts/` at the package root. Default: nil.
    public var artifactsDirectory: String?

    public init(
        scale: Double = 2,
        background: Color? = nil,
        directory: GoldenDirectory = .besideTestFile,
        comparator: ImageComparator = .standard,
        tolerance: DiffTolerance = .noDifferingPixels,
        artifactsDirectory: String? = nil
    ) {
        self.scale = scale
        self.background = background
        self.directory = directory
        self.comparator = comparator
        self.tolerance = tolerance
        self.artifactsDirectory = artifactsDirectory
    }

    /// The file-name suffix for `scale`: `@2x`, `@1x`, `@1.5x`.
    var scaleSuffix: String {
        if scale == scale.rounded(), abs(scale) < 1e6 { return "@\(Int(scale))x" }
        return "@\(scale)x"
    }
}
