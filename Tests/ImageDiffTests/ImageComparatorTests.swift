import Imaging
import Testing
@testable import ImageDiff

@Suite("Comparing images")
struct ImageComparatorTests {
    let comparator = ImageComparator.standard
    let golden = DiffTolerance.noDifferingPixels

    @Test("identical images match by their bytes")
    func identical() {
        let image = Scenes.knob()
        let result = comparator.compare(image, image)
        #expect(result.isIdentical)
        #expect(result.metrics?.changedPixels == 0)
        #expect(result.metrics?.maxPerceptualDelta == 0)
        #expect(DiffTolerance.identical.accepts(result))
        #expect(golden.verdict(for: result).description == "match: identical, 280x280 px")
    }

    @Test("the same scene from a different rasterizer matches", arguments: [5, 8, 16])
    func differentRasterizer(samples: Int) {
        for background in [TestColor.white, .clear] {
            let result = comparator.compare(Scenes.knob(background: background),
                                            Scenes.knob(background: background, samples: samples))
            #expect(result.metrics!.changedPixels > 0)
            #expect(result.metrics!.differingPixels == 0, "\(result)")
        }
    }

    @Test("an anti-aliased edge shifted by up to one pixel matches",
          arguments: [(0.5, 0.0), (0.3, 0.3), (1, 0), (0, 1), (-1, 1)])
    func edgeShift(dx: Double, dy: Double) {
        for background in [TestColor.white, .clear] {
            let result = comparator.compare(Scenes.knob(background: background),
                                            Scenes.knob(background: background, dx: dx, dy: dy))
            let m = result.metrics!
            #expect(m.maxChannelDelta > 100, "a real edge change, not noise")
            #expect(m.differingPixels == 0, "\(result)")
            #expect(m.antiAliasedPixels > 0)
        }
    }

    @Test("without anti-aliasing detection a one-pixel shift differs")
    func edgeShiftWithoutDetection() throws {
        let strict = try ImageComparator(threshold: 0.1, detectsAntiAliasing: false)
        let result = strict.compare(Scenes.knob(), Scenes.knob(dx: 1))
        #expect(result.metrics!.differingPixels > 100)
        #expect(result.metrics!.antiAliasedPixels == 0)
        #expect(!result.description.contains("anti-aliased"))
    }

    @Test("a pointer rotated by 3° differs")
    func pointerRotation() {
        for background in [TestColor.white, .clear] {
            let result = comparator.compare(Scenes.knob(angle: -60, background: background),
                                            Scenes.knob(angle: -57, background: background))
            let m = result.metrics!
            #expect(m.differingPixels > 100, "\(result)")
            #expect(!golden.accepts(result))
            // The differences are at the pointer's tip, not at its pivot in the center.
            let box = m.differenceBounds!
            #expect(box.x > 140 && box.y + box.height < 140, "\(box)")
        }
    }

    @Test("a moved or resized shape differs")
    func movedAndResized() {
        let base = Scenes.knob()
        let moved = comparator.compare(base, Scenes.knob(dx: 3))
        #expect(moved.metrics!.differingPixels > 100, "\(moved)")
        let wider = comparator.compare(base, Scenes.knob(lineWidth: 12))
        #expect(wider.metrics!.differingPixels > 100, "\(wider)")
        let longer = comparator.compare(base, Scenes.knob(length: 94))
        #expect(longer.metrics!.differingPixels > 0, "\(longer)")
    }

    @Test("a recolored shape differs")
    func recolored() {
        let result = comparator.compare(Scenes.knob(pointerColor: .blue), Scenes.knob(pointerColor: .red))
        let m = result.metrics!
        #expect(m.differingPixels > 500, "\(result)")
        #expect(m.maxPerceptualDelta > 0.5)
        #expect(!golden.accepts(result))
    }

    @Test("noise under the threshold matches; the same noise at threshold 0 differs")
    func noise() throws {
        let base = Scenes.knob()
        let noisy = Scenes.withNoise(base, amplitude: 4)
        let result = comparator.compare(base, noisy)
        let m = result.metrics!
        #expect(m.changedPixels > 50_000)
        #expect(m.maxChannelDelta == 4)
        #expect(m.differingPixels == 0)
        #expect(m.maxPerceptualDelta < 0.1)
        #expect(golden.accepts(result))
        let exact = try ImageComparator(threshold: 0)
        #expect(exact.compare(base, noisy).metrics!.differingPixels > 1000)
        #expect(!DiffTolerance.identical.accepts(result))
    }

    @Test("images of different sizes differ with a clear message")
    func differentSizes() throws {
        let a = try Bitmap(width: 10, height: 10, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let b = try Bitmap(width: 12, height: 10, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let result = comparator.compare(a, b)
        #expect(result
            == .sizeMismatch(expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 12, height: 10)))
        #expect(result.metrics == nil)
        let verdict = DiffTolerance.identical.verdict(for: result)
        #expect(!verdict.matches)
        #expect(verdict.description == "differ: size 12x10 px, expected 10x10 px")
        let ratioTolerance = try! DiffTolerance.maxDifferingRatio(1)
        #expect(!ratioTolerance.accepts(result))
        // The diff image covers both; what only one image covers is red.
        let diff = comparator.diffImage(a, b)
        #expect(diff.diff.width == 12 && diff.diff.height == 10)
        #expect(diff.diff[11, 5] == DiffImage.differenceColor)
        #expect(diff.diff[5, 5] != DiffImage.differenceColor)
        #expect(diff.result == result)
    }

    @Test("transparent against opaque differs, whatever the opaque color")
    func transparentVersusOpaque() throws {
        let clear = try Bitmap(width: 8, height: 8, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 0))
        let opaque = [RGBA8(r: 255, g: 255, b: 255, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 255),
                      RGBA8(r: 128, g: 128, b: 128, a: 255)]
        for color in opaque {
            let result = comparator.compare(clear, try Bitmap(width: 8, height: 8, filledWith: color))
            #expect(result.metrics!.differingPixels == 64, "\(color): \(result)")
        }
        // Half-transparent white against opaque white: visible over black.
        let half = try Bitmap(width: 8, height: 8, filledWith: RGBA8(r: 128, g: 128, b: 128, a: 128))
        let white = try Bitmap(width: 8, height: 8, filledWith: RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(comparator.compare(half, white).metrics!.differingPixels == 64)
    }

    @Test("pixels transparent in both images are equal")
    func transparentInBoth() throws {
        let a = try Bitmap(width: 4, height: 4, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 0))
        let b = try Bitmap(width: 4, height: 4, filledWith: RGBA8(r: 9, g: 200, b: 3, a: 0))
        let result = comparator.compare(a, b)
        #expect(result.isIdentical)
        #expect(result.metrics!.maxChannelDelta == 0)
    }

    @Test("metrics of two isolated changed pixels")
    func metrics() throws {
        let white = try Bitmap(width: 10, height: 10, filledWith: RGBA8(r: 255, g: 255, b: 255, a: 255))
        var changed = white
        changed[3, 4] = RGBA8(r: 0, g: 0, b: 0, a: 255)
        changed[6, 7] = RGBA8(r: 250, g: 250, b: 250, a: 255)   // under the threshold
        changed[7, 8] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let m = try #require(comparator.compare(white, changed).metrics)
        #expect(m.changedPixels == 3)
        #expect(m.differingPixels == 2)
        #expect(m.antiAliasedPixels == 0)
        #expect(m.differingRatio == 0.02)
        #expect(m.maxChannelDelta == 255)
        #expect(m.meanChannelDelta == Double(3 * 255 + 3 * 5 + 2 * 255) / 400)
        #expect(abs(m.maxPerceptualDelta - 0.966) < 0.001, "black against white")
        #expect(m.differenceBounds == PixelRect(x: 3, y: 4, width: 5, height: 5))
        #expect(
            DiffTolerance.noDifferingPixels.verdict(for: .compared(m)).description
                == "differ: 2 px (2.000%) over threshold 0.1, max delta 255, mean delta 3.2, anti-aliased 0 px, "
                + "bounds 3,4 5x5, \(m.systematic!) (allowed: at most 0 px)"
        )
    }

    @Test("the threshold must be finite in 0...1", arguments: [-0.1, 1.5, .nan, .infinity])
    func invalidThreshold(threshold: Double) {
        #expect(throws: ImageDiffError.self) { try ImageComparator(threshold: threshold) }
    }

    @Test("fixed-point formatting")
    func formatting() {
        #expect(FixedPoint.format(0.30149, places: 3) == "0.301")
        #expect(FixedPoint.format(12, places: 1) == "12.0")
        #expect(FixedPoint.format(0.1, places: 3, trimmingZeros: true) == "0.1")
        #expect(FixedPoint.format(1, places: 3, trimmingZeros: true) == "1")
        #expect(FixedPoint.format(0.0005, places: 3) == "0.001")
        #expect(FixedPoint.format(-2.25, places: 1) == "-2.3")
    }
}

@Suite("Systematic differences")
struct SystematicDifferenceTests {
    /// A `size × size` image: columns left of `edge` opaque `color`, the rest transparent.
    static func halfFilled(edge: Int, size: Int = 20,
                           _ color: RGBA8 = RGBA8(r: 100, g: 100, b: 100, a: 255)) -> Bitmap {
        var image = try! Bitmap(width: size, height: size)
        image.fill(color, in: PixelRect(x: 0, y: 0, width: edge, height: size))
        return image
    }

    @Test("a flat fill 8 levels darker is a level shift of exactly -8, and no pixel differs")
    func levelShift() throws {
        let gray = try Bitmap(width: 40, height: 40, filledWith: RGBA8(r: 128, g: 128, b: 128, a: 255))
        let darker = try Bitmap(width: 40, height: 40, filledWith: RGBA8(r: 120, g: 120, b: 120, a: 255))
        let m = try #require(ImageComparator.standard.compare(gray, darker).metrics)
        #expect(m.differingPixels == 0, "8 levels are under the perceptual threshold")
        let s = try #require(m.systematic)
        #expect(s.levelShift == -8)
        #expect(s.displacement == 0, "a flat image has no edges")
        #expect(s.exceedsLimits)
        #expect(!DiffTolerance.noDifferingPixels.accepts(.compared(m)))
        // Limits of 8 levels let it through.
        let loose = try ImageComparator(systematic: SystematicLimits(levels: 8))
        #expect(DiffTolerance.noDifferingPixels.accepts(loose.compare(gray, darker)))
        #expect(DiffTolerance.noDifferingPixels.accepts(try ImageComparator(systematic: nil).compare(gray, darker)))
    }

    @Test("a straight edge moved by one whole pixel moved 1.00 px")
    func displacementOfOnePixel() throws {
        // The alpha step: central differences put 255/2 on columns 9 and 10 of the expected
        // image and 10 and 11 of the actual one, 255 per row in all (mean of both); the
        // difference is 255 per row, on column 10. Every window row sees both: 255/255 = 1.
        let m = try #require(ImageComparator.standard.compare(Self.halfFilled(edge: 10),
                                                              Self.halfFilled(edge: 11)).metrics)
        let s = try #require(m.systematic)
        #expect(abs(s.displacement - 1) < 0.01, "\(s)")
        #expect(s.levelShift == 0, "the smooth pixels did not change")
        #expect(s.exceedsLimits)
    }

    @Test("a straight edge moved by half a pixel moved 0.5 px and matches")
    func displacementOfHalfAPixel() throws {
        var moved = Self.halfFilled(edge: 10)
        for y in 0..<20 { moved[10, y] = RGBA8(r: 50, g: 50, b: 50, a: 128) }   // half covered (premultiplied)
        let result = ImageComparator.standard.compare(Self.halfFilled(edge: 10), moved)
        let s = try #require(result.metrics?.systematic)
        #expect(abs(s.displacement - 128.0 / 255) < 0.03, "\(s)")
        #expect(DiffTolerance.noDifferingPixels.accepts(result))
    }

    @Test("invalid limits are errors that say what to fix")
    func invalidLimits() {
        #expect(throws: ImageDiffError.invalidLevelShiftLimit(300)) { try SystematicLimits(levels: 300) }
        #expect(throws: ImageDiffError.self) { try SystematicLimits(levels: .nan) }
        #expect(throws: ImageDiffError.invalidDisplacementLimit(-1)) { try SystematicLimits(displacement: -1) }
        #expect(ImageDiffError.invalidDisplacementLimit(-1).description
            == "edge displacement limit must be a finite number of pixels, 0 or more, got -1.0")
    }

    @Test("the limits and the measures read as one line")
    func descriptions() {
        #expect(SystematicLimits.standard.description == "2 levels, 0.65 px")
        let m = SystematicMetrics(limits: .standard, levelShift: -8,
                                  levelShiftWindow: PixelRect(x: 9, y: 37, width: 7, height: 7), displacement: 0.314)
        #expect(m.description == "level shift -8.0 in 9,37 7x7 (limit 2), edges moved 0.31 px (limit 0.65)")
    }
}
