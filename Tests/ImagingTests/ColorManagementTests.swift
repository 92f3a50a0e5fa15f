import Foundation
@testable import Imaging
import Testing

/// Color-managed decoding (`colors: .convertToSRGB`): formulas against published numbers
/// first, then pixels of PNGs built with real chunks. Expected levels were worked by hand
/// (the steps are in each test) and agree with an independent NumPy computation.
@Suite("PNG color management")
struct ColorManagementTests {
    // MARK: Formulas

    static func expectClose(_ m: ColorMatrix, _ expected: [[Double]], within tolerance: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        for i in 0..<3 {
            for j in 0..<3 {
                #expect(abs(m.rows[i][j] - expected[i][j]) <= tolerance,
                        "[\(i)][\(j)] = \(m.rows[i][j]), expected \(expected[i][j])", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Bradford D50 → D65 is Lindbloom's published matrix")
    func bradford() throws {
        // Lindbloom's whites: D50 (0.96422, 1, 0.82521), D65 (0.95047, 1, 1.08883).
        let m = try #require(Colorimetry.adaptation(from: [0.96422, 1, 0.82521], to: [0.95047, 1, 1.08883]))
        Self.expectClose(m, [[0.9555766, -0.0230393, 0.0631636],
                             [-0.0282895, 1.0099416, 0.0210077],
                             [0.0122982, -0.0204830, 1.3299098]], within: 1e-7)
    }

    @Test("XYZ (D65) → linear sRGB is IEC 61966-2-1's matrix")
    func xyzToSRGB() {
        // The standard's 4-decimal matrix; derived from the xy primaries it agrees to 5e-4.
        Self.expectClose(Colorimetry.xyzToSRGB, [[3.2406, -1.5372, -0.4986],
                                                 [-0.9689, 1.8758, 0.0415],
                                                 [0.0557, -0.2040, 1.0570]], within: 5e-4)
    }

    @Test(
        "Display P3's ICC colorants give the published P3 → sRGB matrix; pure red is (1.2249, −0.0420, −0.0197) linear"
    )
    func displayP3Matrix() throws {
        let profile = try ICCProfile(bytes: Self.p3Profile)
        guard case let .matrixTRC(toPCS, curves) = profile.model else { Issue.record("not matrix/TRC"); return }
        #expect(curves == Array(repeating: curves[0], count: 3))
        let space = PNGColorSpace.rgb(curves: curves, toXYZ: toPCS, white: toPCS * [1, 1, 1])
        let matrix = try ColorConversion(from: space).matrix
        // Linear P3 → linear sRGB from the two sets of xy primaries (both D65).
        Self.expectClose(matrix, [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]],
                         within: 3e-4)
        let red = matrix * [1, 0, 0]
        // Extended (sign-kept) sRGB encoding of that red: 1.093, −0.227, −0.150.
        let encoded = red.map { ($0 < 0 ? -1 : 1) * ToneCurve.sRGBEncoded(abs($0)) }
        #expect(zip(encoded, [1.093, -0.227, -0.150]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(encoded)")
    }

    @Test("ICC parametric curves, function types 0 to 4, and tables")
    func curves() {
        // Type 0, g 2.2: 0.5^2.2 = 0.217638.
        #expect(abs(ToneCurve.parametric(type: 0, parameters: [2.2])(0.5) - 0.217638) < 1e-6)
        // Type 1, g 2, a 2, b −1: (2·0.75 − 1)² = 0.25; below −b/a = 0.5 it is 0.
        #expect(ToneCurve.parametric(type: 1, parameters: [2, 2, -1])(0.75) == 0.25)
        #expect(ToneCurve.parametric(type: 1, parameters: [2, 2, -1])(0.25) == 0)
        // Type 2, g 1, a 1, b −0.5, c 0.1: 0.75 − 0.5 + 0.1 = 0.35; below 0.5 it is c.
        #expect(abs(ToneCurve.parametric(type: 2, parameters: [1, 1, -0.5, 0.1])(0.75) - 0.35) < 1e-12)
        #expect(ToneCurve.parametric(type: 2, parameters: [1, 1, -0.5, 0.1])(0.25) == 0.1)
        // Type 3 is the sRGB curve: ((0.5 + 0.055) / 1.055)^2.4 = 0.214041; 0.04 / 12.92 = 0.0030960.
        #expect(abs(ToneCurve.sRGB(0.5) - 0.214041) < 1e-6)
        #expect(abs(ToneCurve.sRGB(0.04) - 0.0030960) < 1e-7)
        // Type 4, g 1, a 0.5, b 0, c 0.2, d 0.5, e 0.25, f 0.05: 0.4 + 0.25 = 0.65 above d;
        // 0.2 · 0.25 + 0.05 = 0.1 below.
        let four = ToneCurve.parametric(type: 4, parameters: [1, 0.5, 0, 0.2, 0.5, 0.25, 0.05])
        #expect(abs(four(0.8) - 0.65) < 1e-12)
        #expect(abs(four(0.25) - 0.1) < 1e-12)
        // A table [0, 0.25, 1] at 0.75 sits halfway between its last two entries: 0.625.
        #expect(ToneCurve.table([0, 0.25, 1])(0.75) == 0.625)
        // Output is clipped into 0…1.
        #expect(ToneCurve.parametric(type: 2, parameters: [1, 1, 0, 0.5])(0.9) == 1)
    }

    @Test("curv and para tags are read as ICC defines them")
    func curveTags() throws {
        func curve(_ tag: [UInt8]) throws -> ToneCurve {
            let profile = try ICCProfile(bytes: TestICC.profile(space: "GRAY", tags: [("kTRC", tag)]))
            guard case let .gray(curve) = profile.model else { throw ImagingError.noFrames }
            return curve
        }
        #expect(try curve(TestICC.curv([])) == .gamma(1))
        #expect(try curve(TestICC.curv([0x01CD])) == .gamma(461.0 / 256))  // Generic RGB's 1.8
        #expect(try curve(TestICC.curv([0, 0x8000, 0xFFFF])) == .table([0, 32768.0 / 65535, 1]))
        let typeFour = [1, 0.5, 0, 0.25, 0.5, 0.25, 0.0625]
        #expect(try curve(TestICC.para(type: 4, typeFour)) == .parametric(type: 4, parameters: typeFour))
    }

    // MARK: Pixels

    /// A 1 × 1 RGBA PNG of straight `pixel` with `chunks`, decoded with conversion.
    static func converted(_ pixel: [Int], _ chunks: [(type: String, data: [UInt8])]) throws -> [UInt8] {
        let png = TestPNG.make(width: 1, height: 1, colorType: .rgba, samples: pixel, ancillary: chunks)
        return try Bitmap(pngData: png, colors: .convertToSRGB).pixels
    }

    static let p3Profile = TestICC.matrixTRC(red: TestICC.displayP3.red, green: TestICC.displayP3.green,
                                             blue: TestICC.displayP3.blue, curve: TestICC.sRGBCurve)

    /// A matrix/TRC profile with sRGB's colorants and `curve`.
    static func sRGBProfile(curve: [UInt8]) -> [UInt8] {
        TestICC.matrixTRC(red: TestICC.sRGB.red, green: TestICC.sRGB.green, blue: TestICC.sRGB.blue, curve: curve)
    }

    @Test("Display P3 (iCCP) to sRGB: in gamut, gray, white, and pure red clamped")
    func displayP3Pixels() throws {
        let iccp = [("iCCP", TestICC.iccp(Self.p3Profile))]
        // (200, 100, 50) → linear (0.5776, 0.1274, 0.0319) → matrix → linear sRGB
        // (0.6789, 0.1085, 0.0136) → encoded 0.8428, 0.3632, 0.1210 → × 255 = 214.9, 92.6, 30.9.
        #expect(try Self.converted([200, 100, 50, 255], iccp) == [215, 93, 31, 255])
        #expect(try Self.converted([128, 128, 128, 255], iccp) == [128, 128, 128, 255])
        #expect(try Self.converted([255, 255, 255, 255], iccp) == [255, 255, 255, 255])
        // Linear (1.2249, −0.0420, −0.0197) clamps to (1, 0, 0).
        #expect(try Self.converted([255, 0, 0, 255], iccp) == [255, 0, 0, 255])
        // Premultiplied after conversion: (215 · 128 + 127) / 255 = 108, 93 → 47, 31 → 16.
        #expect(try Self.converted([200, 100, 50, 128], iccp) == [108, 47, 16, 128])
        // Without conversion the samples are taken as sRGB.
        let png = TestPNG.make(width: 1, height: 1, colorType: .rgba, samples: [200, 100, 50, 255],
                               ancillary: iccp)
        #expect(try Bitmap(pngData: png).pixels == [200, 100, 50, 255])
    }

    @Test("Generic RGB-style curv gamma 1.8 (sRGB primaries): 128 → 146")
    func gammaCurv() throws {
        let profile = Self.sRGBProfile(curve: TestICC.curv([0x01CD]))
        // (128 / 255)^(461/256) = 0.28906 linear → sRGB 0.5740 · 255 = 146.4.
        let iccp = [("iCCP", TestICC.iccp(profile, name: "Generic RGB"))]
        #expect(try Self.converted([128, 128, 128, 255], iccp) == [146, 146, 146, 255])
    }

    @Test("a linear curv table: 128 → 188")
    func tableCurv() throws {
        let profile = Self.sRGBProfile(curve: TestICC.curv([0, 0xFFFF]))
        // 128 / 255 = 0.50196 linear → sRGB 0.73666 · 255 = 187.85.
        #expect(try Self.converted([128, 128, 128, 255], [("iCCP", TestICC.iccp(profile))])
            == [188, 188, 188, 255])
    }

    @Test("a gray ICC profile on a gray PNG")
    func grayProfile() throws {
        let profile = TestICC.profile(space: "GRAY", tags: [("kTRC", TestICC.curv([]))])
        let png = TestPNG.make(width: 1, height: 1, colorType: .gray, samples: [128],
                               ancillary: [("iCCP", TestICC.iccp(profile, name: "Linear Gray"))])
        #expect(try Bitmap(pngData: png, colors: .convertToSRGB).pixels == [188, 188, 188, 255])
    }

    static func gama(_ value: UInt32) -> (type: String, data: [UInt8]) { ("gAMA", TestPNG.bigEndian(value)) }
    static func chrm(_ values: [Double]) -> (type: String, data: [UInt8]) {
        ("cHRM", values.flatMap { TestPNG.bigEndian(UInt32(($0 * 100_000).rounded())) })
    }
    static let sRGBChromaticities = [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
    static let p3Chromaticities = [0.3127, 0.3290, 0.680, 0.320, 0.265, 0.690, 0.150, 0.060]

    @Test("gAMA and cHRM as the PNG specification defines them; sRGB overrides them")
    func gammaAndChromaticities() throws {
        // File gamma 1.0: samples are linear, 128 → 188.
        #expect(try Self.converted([128, 128, 128, 255], [Self.gama(100_000)]) == [188, 188, 188, 255])
        // P3 primaries with gAMA 1/2.2 (read as the sRGB curve): the same (215, 93, 31) as the profile.
        #expect(try Self.converted([200, 100, 50, 255], [Self.gama(45455), Self.chrm(Self.p3Chromaticities)])
            == [215, 93, 31, 255])
        // cHRM alone: sRGB's curve with its primaries.
        #expect(try Self.converted([200, 100, 50, 255], [Self.chrm(Self.p3Chromaticities)]) == [215, 93, 31, 255])
        // The sRGB chunk overrides gAMA 1.0: no conversion.
        #expect(try Self.converted([128, 128, 128, 255], [("sRGB", [0]), Self.gama(100_000)])
            == [128, 128, 128, 255])
        // gAMA 45455 with sRGB's cHRM is how writers say sRGB: bytes unchanged.
        let premultiplied = [(200 * 77 + 127) / 255, (100 * 77 + 127) / 255, (50 * 77 + 127) / 255, 77]
        #expect(try Self.converted([200, 100, 50, 77], [Self.gama(45455), Self.chrm(Self.sRGBChromaticities)])
            == premultiplied.map(UInt8.init))
    }

    @Test("iCCP overrides sRGB, gAMA and cHRM; cICP overrides iCCP")
    func precedence() throws {
        let iccp = ("iCCP", TestICC.iccp(Self.p3Profile))
        #expect(try Self.converted([200, 100, 50, 255], [iccp, ("sRGB", [0]), Self.gama(100_000)])
            == [215, 93, 31, 255])
        // cICP sRGB (primaries 1, transfer 13) over a P3 profile: no conversion.
        #expect(try Self.converted([200, 100, 50, 255], [("cICP", [1, 13, 0, 1]), iccp]) == [200, 100, 50, 255])
        // cICP Display P3 (primaries 12): as the profile.
        #expect(try Self.converted([200, 100, 50, 255], [("cICP", [12, 13, 0, 1])]) == [215, 93, 31, 255])
    }

    @Test("an iCCP chunk with a bad CRC is skipped, as the decoder skips it")
    func damagedChunkSkipped() throws {
        var png = TestPNG.make(width: 1, height: 1, colorType: .rgba, samples: [200, 100, 50, 255],
                               ancillary: [("iCCP", TestICC.iccp(Self.p3Profile))])
        // The iCCP chunk starts after the signature (8) and IHDR (25); its CRC is its last 4 bytes.
        let iccpLength = Int(TestPNG.uint32(png, at: 33))
        png[33 + 8 + iccpLength] ^= 0xFF
        #expect(try Bitmap(pngData: png, colors: .convertToSRGB).pixels == [200, 100, 50, 255])
    }

    // MARK: Bad input: each class a typed error

    static func conversionError(_ chunks: [(type: String, data: [UInt8])],
                                colorType: TestPNG.ColorType = .rgb) -> ImagingError? {
        let samples = Array(repeating: 100, count: colorType.samplesPerPixel)
        let png = TestPNG.make(width: 1, height: 1, colorType: colorType, samples: samples, ancillary: chunks)
        do {
            _ = try Bitmap(pngData: png, colors: .convertToSRGB)
            return nil
        } catch {
            return error
        }
    }

    static func isUnsupported(_ error: ImagingError?) -> Bool {
        if case .unsupportedColorProfile = error { return true } else { return false }
    }

    static func isInvalid(_ error: ImagingError?) -> Bool {
        if case .invalidColorProfile = error { return true } else { return false }
    }

    @Test("profiles that are not matrix/TRC or gray are unsupported, with a one-line message")
    func unsupportedProfiles() {
        let lut = TestICC.profile(tags: [("A2B0", Array("mAB ".utf8) + Array(repeating: 0, count: 28))])
        let cmyk = TestICC.profile(space: "CMYK", tags: [])
        let lab = TestICC.profile(pcs: "Lab ", tags: [])
        for (name, profile) in [("LUT-based", lut), ("CMYK", cmyk), ("Lab PCS", lab)] {
            let error = Self.conversionError([("iCCP", TestICC.iccp(profile))])
            #expect(Self.isUnsupported(error), "\(name): \(String(describing: error))")
            #expect(error.map { "\($0)".hasPrefix("unsupported color profile: ") && !"\($0)".contains("\n") } == true)
        }
        #expect(Self.isUnsupported(Self.conversionError([("cICP", [9, 16, 0, 1])])), "BT.2020 PQ")
        #expect(Self.isUnsupported(Self.conversionError([("cICP", [1, 13, 1, 1])])), "a YCbCr matrix")
    }

    @Test("malformed profiles and chunks are invalid, not a crash")
    func invalidProfiles() {
        let p3 = Self.p3Profile
        var pastEnd = p3
        pastEnd.replaceSubrange(136..<140, with: TestPNG.bigEndian(UInt32(p3.count)))  // rXYZ's offset at the end
        var tooManyTags = p3
        tooManyTags.replaceSubrange(128..<132, with: TestPNG.bigEndian(0xFFFF_FFFF))
        var bigHeader = p3
        bigHeader.replaceSubrange(0..<4, with: TestPNG.bigEndian(UInt32(p3.count + 1)))
        var noMagic = p3
        noMagic[36] = 0
        let (red, green, blue) = ([0.4, 0.2, 0], [0.4, 0.7, 0.1], [0.1, 0.1, 0.7])
        func profile(curve: [UInt8]) -> [UInt8] { TestICC.matrixTRC(red: red, green: green, blue: blue, curve: curve) }
        let noGreenCurve = TestICC.profile(tags: [("rXYZ", TestICC.xyz(red)), ("gXYZ", TestICC.xyz(green)),
                                                  ("bXYZ", TestICC.xyz(blue)), ("rTRC", TestICC.curv([]))])
        let cases: [(String, [UInt8])] = [
            ("cut short", Array(p3.prefix(100))),
            ("a tag past the end", pastEnd),
            ("more tags than bytes", tooManyTags),
            ("a size larger than the data", bigHeader),
            ("no acsp", noMagic),
            ("missing gTRC", noGreenCurve),
            ("para type 5", profile(curve: TestICC.para(type: 5, [1]))),
            ("curv count past its tag",
             profile(curve: Array("curv".utf8) + [0, 0, 0, 0] + TestPNG.bigEndian(1_000_000))),
            ("gamma 0", profile(curve: TestICC.curv([0]))),
            ("black colorants", TestICC.matrixTRC(red: [0, 0, 0], green: [0, 0, 0], blue: [0, 0, 0],
                                                  curve: TestICC.curv([]))),
        ]
        for (name, profile) in cases {
            let error = Self.conversionError([("iCCP", TestICC.iccp(profile))])
            #expect(Self.isInvalid(error), "\(name): \(String(describing: error))")
        }
        #expect(Self.isInvalid(Self.conversionError([("iCCP", Array("P3".utf8) + [0, 0, 1, 2, 3])])), "not zlib")
        #expect(Self.isInvalid(Self.conversionError([("iCCP", Array("P3".utf8) + [0, 1] + TestPNG.zlibStored(p3))])),
                "compression method 1")
        let gray = TestICC.profile(space: "GRAY", tags: [("kTRC", TestICC.curv([]))])
        #expect(Self.isInvalid(Self.conversionError([("iCCP", TestICC.iccp(gray))])), "gray profile, RGB PNG")
        #expect(Self.isInvalid(Self.conversionError([("iCCP", TestICC.iccp(p3))], colorType: .gray)),
                "RGB profile, gray PNG")
        #expect(Self.isInvalid(Self.conversionError([Self.gama(0)])), "gAMA 0")
        #expect(Self.isInvalid(Self.conversionError([Self.chrm([0.3127, 0, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06])])),
                "white y = 0")
        #expect(Self.isInvalid(Self.conversionError([("cHRM", [0, 0, 0])])), "short cHRM")
    }

    @Test("a profile inflating past 4 MiB is refused (Fixtures/inputs/iccp-inflates-past-4-mib.png)")
    func zipBomb() throws {
        let data = try [UInt8](Data(contentsOf: inputsFolder.appendingPathComponent("iccp-inflates-past-4-mib.png")))
        #expect(data.count < 10_000)
        let refusal = ImagingError.invalidColorProfile(reason: "iCCP: the profile inflates to more than 4194304 bytes")
        #expect(throws: refusal) {
            try Bitmap(pngData: data, colors: .convertToSRGB)
        }
        #expect(try Bitmap(pngData: data).width == 1, "decoding without conversion ignores the chunk")
    }
}
