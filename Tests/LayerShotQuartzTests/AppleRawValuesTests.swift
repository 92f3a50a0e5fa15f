import LayerShotQuartz
import LayerShotTesting
import Testing

/// Enumerations and option sets whose numbers code can see (raw values, stored settings,
/// values bridged from C), checked against Apple's headers.
@Suite("Raw values as Apple defines them", .isolatedQuartzState)
struct AppleRawValuesTests {
    @Test("CGInterpolationQuality: default 0, none 1, low 2, high 3, medium 4 (medium was added last)")
    func interpolationQuality() {
        let qualities: [(CGInterpolationQuality, Int32)] = [(.default, 0), (.none, 1), (.low, 2), (.high, 3), (.medium, 4)]
        for (quality, raw) in qualities {
            #expect(quality.rawValue == raw, "\(quality)")
            #expect(CGInterpolationQuality(rawValue: raw) == quality)
        }
    }

    @Test("UIRectCorner.allCorners is every bit set (~0UL), so it rounds all four corners")
    func allCorners() {
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        // A 20 × 20 square with corners of radius 5: (0.5, 0.5) and (19.5, 19.5) lie outside the
        // rounded top-left and bottom-right corners; the centre lies inside.
        let square = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = UIBezierPath(roundedRect: square, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 5, height: 5))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)) && !path.contains(CGPoint(x: 19.5, y: 19.5)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test("CGColorSpaceModel is Core Graphics' top-level enum with its raw values; spaces report theirs")
    func colorSpaceModel() throws {
        let models: [CGColorSpaceModel] = [.unknown, .monochrome, .rgb, .cmyk, .lab, .deviceN, .indexed, .pattern, .XYZ]
        #expect(models.map(\.rawValue) == Array(-1...7))
        #expect(try #require(CGColorSpace(name: CGColorSpace.sRGB)).model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
    }
}
