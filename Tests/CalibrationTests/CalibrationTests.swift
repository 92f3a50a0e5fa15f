import CCairo
import ImageDiff
import Imaging
import Testing

/// One row of the calibration table: a change to the calibration scene and whether the
/// default comparison must let it through.
struct CalibrationCase: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout CalibrationScene) -> Void

    var testDescription: String { name }

    /// The comparison of the unchanged scene with the changed one, with the default settings.
    func verdict() throws -> DiffVerdict {
        var changed = CalibrationScene()
        change(&changed)
        let result = ImageComparator.standard.compare(try CalibrationScene().render(), try changed.render())
        return DiffTolerance.noDifferingPixels.verdict(for: result)
    }
}

/// What a rasterizer may do differently without anything a person would call a change.
let benignCases: [CalibrationCase] = [
    CalibrationCase(name: "antialias GOOD") { $0.antialias = CAIRO_ANTIALIAS_GOOD },
    CalibrationCase(name: "antialias BEST") { $0.antialias = CAIRO_ANTIALIAS_BEST },
    CalibrationCase(name: "antialias GRAY") { $0.antialias = CAIRO_ANTIALIAS_GRAY },
    CalibrationCase(name: "curve tolerance 0.1 px instead of 0.01") { $0.tolerance = 0.1 },
    CalibrationCase(name: "text hinting on") { $0.hinting = true },
    CalibrationCase(name: "every drawing moved 0.25 px right") { $0.dx = 0.25 },
    CalibrationCase(name: "every drawing moved 0.25 px down") { $0.dy = 0.25 },
    CalibrationCase(name: "every drawing moved 0.5 px right") { $0.dx = 0.5 },
    CalibrationCase(name: "every drawing moved 0.5 px diagonally") { $0.dx = 0.35; $0.dy = 0.35 },
    CalibrationCase(name: "exact Gaussian shadow instead of three boxes") { $0.exactBlur = true },
]

/// What a design review would flag: each must fail.
let mustFailCases: [CalibrationCase] = [
    CalibrationCase(name: "ring line width 12 → 11 pt") { $0.ringLineWidth = 11 },
    CalibrationCase(name: "ring line width 12 → 13 pt") { $0.ringLineWidth = 13 },
    CalibrationCase(name: "thumb diameter 27 → 25 pt") { $0.thumbDiameter = 25 },
    CalibrationCase(name: "track colour systemGray5 → systemGray4") { $0.trackColor = 0xD1D1D6 },
    CalibrationCase(name: "shadowOpacity 0.2 → 0.3") { $0.shadowOpacity = 0.3 },
    CalibrationCase(name: "shadowOpacity 0.2 → 0.1") { $0.shadowOpacity = 0.1 },
    CalibrationCase(name: "shadowRadius 4 → 3 pt") { $0.shadowRadius = 3 },
    CalibrationCase(name: "shadowRadius 4 → 5 pt") { $0.shadowRadius = 5 },
    CalibrationCase(name: "gradient start #30B0C7 → #30A6C7") { $0.gradientStart = 0x30A6C7 },
    CalibrationCase(name: "gradient end stop 8 levels darker") { $0.gradientEnd = 0x52C0F2 },
    CalibrationCase(name: "card fill 8 levels darker") { $0.cardColor = 0xEAEAEF },
    CalibrationCase(name: "ring opacity 0.9 → 0.8") { $0.ringOpacity = 0.8 },
    CalibrationCase(name: "ring opacity 0.9 → 1") { $0.ringOpacity = 1 },
    CalibrationCase(name: "ring rotated 3°") { $0.ringRotationDegrees = 3 },
    CalibrationCase(name: "card corner radius 12 → 13 pt") { $0.cardCornerRadius = 13 },
]

@Suite("Calibration: the default comparison passes rasterizer noise and fails design changes")
struct CalibrationTests {
    @Test("benign", arguments: benignCases)
    func benign(_ c: CalibrationCase) throws {
        let verdict = try c.verdict()
        #expect(verdict.matches, "\(verdict)")
    }

    @Test("must fail", arguments: mustFailCases)
    func mustFail(_ c: CalibrationCase) throws {
        let verdict = try c.verdict()
        #expect(!verdict.matches, "\(verdict)")
    }
}
