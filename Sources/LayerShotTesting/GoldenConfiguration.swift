import Foundation
import ImageDiff
import LayerModel

/// How golden assertions render, where they find goldens and how strictly they compare.
///
/// Set it once: an assertion without a `configuration:` argument uses `current` — a suite's
/// `.goldens(_:)` trait, `withGoldenConfiguration(_:_:)`, or the preset named by
/// `LAYERSHOT_GOLDEN_PRESET`, else `.standard`.
///
/// ```swift
/// @Suite(.goldens(.strict)) struct BadgeTests {
///     @Test func twoDigits() { assertGolden(of: Badge(count: 12).layer) }   // golden "two-digits"
/// }
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
        scale: Double = ImageGeometry.defaultScale,
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

    // MARK: Presets

    /// The default: threshold 0.1 with anti-aliasing detection, the systematic limits
    /// (2 levels, 0.65 px) and no differing pixel. Passes what another Cairo build or a
    /// half-pixel shift changes; fails every design change of the README's calibration table.
    public static let standard = GoldenConfiguration()

    /// Byte for byte (pixels transparent in both images count as equal): for goldens made and
    /// checked on one machine, where any change at all should be looked at.
    public static let strict = GoldenConfiguration(tolerance: .identical)

    /// Looser, for goldens recorded by another renderer (Core Animation on a Mac, another
    /// Cairo on another OS): level shifts up to 4 levels, edges moved up to 1 px, and up to
    /// 0.1% of the pixels differing. Still fails colour changes of 8 levels or more, an
    /// opacity change of 0.1, a 3° turn and a 2-pt size change; lets through a 1-pt change of
    /// a shadow's radius or a corner radius (see the README's calibration table).
    public static let crossPlatform = GoldenConfiguration(
        comparator: (try? ImageComparator(systematic: SystematicLimits(levels: 4, displacement: 1))) ?? .standard,
        tolerance: (try? DiffTolerance.maxDifferingRatio(0.001)) ?? .noDifferingPixels
    )

    /// The presets by the names `LAYERSHOT_GOLDEN_PRESET` takes.
    public static let presets: [String: GoldenConfiguration] = [
        "standard": .standard, "strict": .strict, "cross-platform": .crossPlatform,
    ]

    /// The environment variable naming the preset for a whole run (`standard`, `strict`,
    /// `cross-platform`), read once per process.
    public static let presetEnvironmentVariable = "LAYERSHOT_GOLDEN_PRESET"

    // MARK: The configuration in force

    /// What an assertion without a `configuration:` argument uses: the innermost
    /// `.goldens(_:)` trait or `withGoldenConfiguration(_:_:)`, else the process default.
    public static var current: GoldenConfiguration { scoped ?? processDefault.configuration }

    /// The preset named by `LAYERSHOT_GOLDEN_PRESET` (`.standard` when unset), or why the
    /// name is wrong — read once per process.
    static let processDefault = preset(environmentValue: ProcessInfo.processInfo.environment[presetEnvironmentVariable])

    /// The preset for a value of `LAYERSHOT_GOLDEN_PRESET`, or `.standard` and why the value is wrong.
    static func preset(environmentValue raw: String?) -> (configuration: GoldenConfiguration, problem: String?) {
        guard let raw else { return (.standard, nil) }
        let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if name.isEmpty { return (.standard, nil) }
        guard let preset = presets[name] else {
            let valid = presets.keys.sorted().joined(separator: ", ")
            return (.standard, "\(presetEnvironmentVariable) must be one of \(valid) (or empty), got \"\(raw)\"")
        }
        return (preset, nil)
    }

    /// The configuration set by a trait or `withGoldenConfiguration` in this task.
    @TaskLocal static var scoped: GoldenConfiguration?

    /// The file-name suffix for `scale`: `@2x`, `@1x`, `@1.5x`.
    var scaleSuffix: String {
        "@\(NumberText.format(scale))x"
    }
}

/// Runs `body` with every golden assertion in it that passes no `configuration:` (in this task
/// and its child tasks) using `configuration`. For XCTest, or a part of a test.
public func withGoldenConfiguration<R>(_ configuration: GoldenConfiguration, _ body: () throws -> R) rethrows -> R {
    try GoldenConfiguration.$scoped.withValue(configuration, operation: body)
}

/// The `async` form of `withGoldenConfiguration(_:_:)`.
public func withGoldenConfiguration<R>(
    _ configuration: GoldenConfiguration, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
    try await GoldenConfiguration.$scoped.withValue(configuration, operation: body, isolation: isolation)
}
