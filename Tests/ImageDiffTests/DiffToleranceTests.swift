import Imaging
import Testing
@testable import ImageDiff

@Suite("Tolerances and verdicts")
struct DiffToleranceTests {
    /// Metrics with `differing` differing pixels out of 100 × 100.
    func metrics(differing: Int, changed: Int? = nil) -> DiffResult {
        .compared(DiffMetrics(
            width: 100, height: 100, threshold: 0.1, detectsAntiAliasing: true,
            changedPixels: changed ?? differing, differingPixels: differing, antiAliasedPixels: 0,
            maxChannelDelta: differing == 0 ? 0 : 255, meanChannelDelta: 0, maxPerceptualDelta: 0,
            differenceBounds: differing == 0 ? nil : PixelRect(x: 0, y: 0, width: 1, height: 1)
        ))
    }

    @Test("a pixel budget accepts up to its count")
    func pixels() throws {
        let tolerance = try DiffTolerance.maxDifferingPixels(5)
        #expect(tolerance.accepts(metrics(differing: 5)))
        #expect(!tolerance.accepts(metrics(differing: 6)))
        #expect(tolerance.description == "at most 5 px")
    }

    @Test("a ratio budget accepts up to its fraction")
    func ratio() throws {
        let tolerance = try DiffTolerance.maxDifferingRatio(0.001)
        #expect(tolerance.accepts(metrics(differing: 10)))
        #expect(!tolerance.accepts(metrics(differing: 11)))
        #expect(tolerance.description == "at most 0.1%")
    }

    @Test("identical needs every byte equal, even below the threshold")
    func identical() {
        #expect(DiffTolerance.identical.accepts(metrics(differing: 0, changed: 0)))
        #expect(!DiffTolerance.identical.accepts(metrics(differing: 0, changed: 1)))
        #expect(DiffTolerance.noDifferingPixels.accepts(metrics(differing: 0, changed: 1)))
    }

    @Test("invalid budgets are errors that say what to fix")
    func invalid() {
        #expect(throws: ImageDiffError.invalidMaxDifferingPixels(-1)) { try DiffTolerance.maxDifferingPixels(-1) }
        #expect(throws: ImageDiffError.invalidMaxDifferingRatio(1.5)) { try DiffTolerance.maxDifferingRatio(1.5) }
        #expect(throws: ImageDiffError.self) { try DiffTolerance.maxDifferingRatio(.nan) }
        #expect(ImageDiffError.invalidMaxDifferingRatio(2).description
            == "max differing ratio must be a finite number in 0...1, got 2.0")
        #expect(ImageDiffError.invalidThreshold(2).description == "threshold must be a finite number in 0...1, got 2.0")
        #expect(ImageDiffError.invalidLevelShiftLimit(256).description
                == "level shift limit must be a finite number of levels in 0...255, got 256.0")
    }

    @Test("a match within tolerance says so on one line")
    func matchLine() throws {
        let verdict = try DiffTolerance.maxDifferingPixels(3).verdict(for: metrics(differing: 2))
        #expect(verdict.matches)
        #expect(verdict.description.hasPrefix("match: 2 px (0.020%) over threshold 0.1, max delta 255"))
        #expect(verdict.description.hasSuffix("(allowed: at most 3 px)"))
        #expect(!verdict.description.contains("\n"))
    }
}
