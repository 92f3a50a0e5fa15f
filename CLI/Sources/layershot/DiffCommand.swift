import ArgumentParser
import ImageDiff
import Imaging
import LayerModel

/// `layershot diff EXPECTED.png ACTUAL.png`: compares two PNGs, prints the verdict and the
/// metrics on one line, exits 0 on a match, 1 when they differ (sizes included), 2 on bad
/// input.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two PNGs: exit 0 when they match within the tolerance, 1 when they differ, 2 on bad input.",
        discussion: """
            Pixels are compared by perceptual (YIQ) distance; pixels that look like the same edge \
            drawn a little differently (anti-aliasing, an edge one pixel over) are reported but \
            not counted. Without --max-diff-pixels or --max-diff-ratio no counted pixel may differ. \
            Two systematic measures catch what no single pixel shows: a region's level shift (the \
            mean change of its smooth pixels: a fill, gradient or shadow a few levels off) and how \
            far its edges moved (a stroke 1 px wider on each side); either over its limit differs, \
            whatever the pixel budget. A PNG with color-space chunks (an iCCP profile such as a \
            Mac's Display P3, gAMA/cHRM, cICP) is converted to sRGB first; colors outside sRGB are \
            clamped.
            """
    )

    @Argument(help: ArgumentHelp("The reference image.", valueName: "EXPECTED.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check.", valueName: "ACTUAL.png"))
    var actual: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "How different two pixels may look and still be equal, 0…1 (YIQ distance; 0.1 ≈ a 10% gray step).",
        valueName: "T"))
    var threshold = Finite(ImageComparator.standard.threshold)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Match when at most N pixels differ, 0 or more. (default: 0)", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Match when at most this fraction (0…1) of the pixels differ.", valueName: "R"))
    var maxDiffRatio: Finite?

    @Option(name: .long, help: ArgumentHelp(
        "Write the diff image (atomically): expected faded to gray, differences red, anti-aliasing yellow.",
        valueName: "DIFF.png"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write expected | diff | actual side by side (atomically).", valueName: "FILE.png"))
    var triptych: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write a heat map (atomically): every change, yellow at 1 level to red at 32 or more, over the expected image in gray.",
        valueName: "HEAT.png"))
    var heatMap: String?

    @Flag(name: .long, help: "Count anti-aliasing differences too (turns off their detection).")
    var countAntiAliasing = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The largest mean change of a region's smooth pixels that still matches, levels 0…255. "
            + defaultNote(Finite(SystematicLimits.standard.levels)),
        valueName: "L"))
    var maxLevelShift: Finite?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The largest distance edges may move and still match, pixels. " + defaultNote(Finite(SystematicLimits.standard.displacement)),
        valueName: "PX"))
    var maxEdgeMove: Finite?

    @Flag(name: .long, help: "Leave out the systematic measures (level shift, edge movement).")
    var noSystematic = false

    /// The rules between flags; each value's range is the comparator's and the tolerance's to
    /// check (`run`), and their refusals name the flag (`CLIError.flagMessage`).
    func validate() throws {
        if maxDiffPixels != nil, maxDiffRatio != nil {
            throw CLIError("--max-diff-pixels and --max-diff-ratio cannot be combined: give one of them")
        }
        if noSystematic, maxLevelShift != nil || maxEdgeMove != nil {
            throw CLIError("--no-systematic cannot be combined with --max-level-shift or --max-edge-move")
        }
        for (flag, path) in [("--output", output), ("--triptych", triptych), ("--heat-map", heatMap)] {
            if let path, isSameFile(path, expected) || isSameFile(path, actual) {
                throw CLIError("\(flag) \(path) is one of the input images: write the diff to another file")
            }
        }
    }

    func run() throws {
        let standard = SystematicLimits.standard
        let comparator = try withOneLineErrors {
            try ImageComparator(
                threshold: threshold.value, detectsAntiAliasing: !countAntiAliasing,
                systematic: noSystematic ? nil : try SystematicLimits(
                    levels: maxLevelShift?.value ?? standard.levels, displacement: maxEdgeMove?.value ?? standard.displacement))
        }
        let tolerance: DiffTolerance = try withOneLineErrors {
            if let maxDiffPixels { return try .maxDifferingPixels(maxDiffPixels) }
            if let maxDiffRatio { return try .maxDifferingRatio(maxDiffRatio.value) }
            return .noDifferingPixels
        }
        let expectedImage = try load(expected)
        let actualImage = try load(actual)

        let result: DiffResult
        if output != nil || triptych != nil || heatMap != nil {
            let image = comparator.diffImage(expectedImage, actualImage)
            result = image.result
            // Made before anything is written, so a triptych too wide fails with no file written.
            let sides: Bitmap?
            do {
                sides = try triptych.map { _ in try image.triptych() }
            } catch {
                throw CLIError("--triptych: \(error)")
            }
            if let output { try writePNG(image.diff, to: output) }
            if let heatMap { try writePNG(image.heatMap(), to: heatMap) }
            if let triptych, let sides { try writePNG(sides, to: triptych) }
        } else {
            result = comparator.compare(expectedImage, actualImage)
        }

        let verdict = tolerance.verdict(for: result)
        try printLine(verdict.description)
        if !verdict.matches { throw ExitCode(1) }
    }

    /// Reads a PNG converted to sRGB, turning any failure into a one-line error (exit 2).
    func load(_ path: String) throws -> Bitmap {
        try withOneLineErrors { try Bitmap(contentsOfPNG: path, maxSide: ImageGeometry.maxPixelSide, colors: .convertToSRGB) }
    }
}
