import LayerShotQuartz
import LayerShotTesting
import Testing

/// Initializers that are failable on Apple platforms, and when LayerShot's return nil.
@Suite("Failable initializers", .isolatedQuartzState)
struct FailableInitializerTests {
    @Test("CGColorSpace(name:) makes the spaces LayerShot knows and returns nil for any other name")
    func colorSpaceByName() throws {
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
        #expect(CGColorSpace(name: "") == nil)
        let rgb: [CFString] = [CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear, CGColorSpace.extendedSRGB]
        for name in rgb {
            let space = try #require(CGColorSpace(name: name))
            #expect(space.name == name && space.numberOfComponents == 3)
        }
        for name in [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray] {
            #expect(try #require(CGColorSpace(name: name)).numberOfComponents == 1)
        }
    }

    @Test("UIFont(name:size:) is failable as in UIKit: nil for an empty name, any other name maps to a face")
    func fontByName() {
        #expect(UIFont(name: "", size: 17) == nil)
        // The iOS idiom compiles and finds a font; "Heavy" in the name picks the heavy weight,
        // drawn with Inter Display's nearest shipped weight.
        if let font = UIFont(name: "Avenir-Heavy", size: 17) {
            #expect(font.fontName == "Avenir-Heavy" && font.familyName == "Avenir" && font.pointSize == 17)
        } else {
            Issue.record("UIFont(name: \"Avenir-Heavy\", size: 17) returned nil")
        }
    }
}
