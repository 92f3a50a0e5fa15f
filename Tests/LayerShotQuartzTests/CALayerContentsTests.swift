import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CALayer contents and colour spaces", .isolatedQuartzState)
struct CALayerContentsTests {
    /// A 2×1 image: opaque red, then opaque blue.
    static func redBlue() throws -> CGImage {
        let bitmap = try Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let image = try #require(UIImage(data: Data(try bitmap.pngData())))
        #expect(image.size == CGSize(width: 2, height: 1))
        return try #require(image.cgImage)
    }

    @Test("a CGImage in contents fills the bounds (resize, nearest filter)")
    func contents() throws {
        let layer = sizedLayer(4, 2)
        layer.contents = try Self.redBlue()
        layer.magnificationFilter = .nearest
        let image = try layer.snapshot(scale: 1)
        #expect(image[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[3, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("a UIImage in contents (instead of its cgImage) is an error that says so")
    func wrongContents() throws {
        let layer = sizedLayer(4, 2)
        layer.contents = UIImage(cgImage: try Self.redBlue())
        #expect(throws: QuartzError.unsupportedProperty(layer: "CALayer", property: "contents",
                                                       value: "a UIImage (a CGImage is drawn; UIImage's is its .cgImage)")) {
            try layer.snapshot(scale: 1)
        }
    }

    @Test("Display P3 colours convert to sRGB; grey stays grey")
    func displayP3() throws {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(isClose(r, 0.5, 1e-9) && isClose(g, 0.5, 1e-9) && isClose(b, 0.5, 1e-9))
        // P3's pure red lies outside sRGB: clamped per component to (1, 0, 0).
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(isClose(r, 1) && g == 0 && b == 0)
        let space = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let components: [CGFloat] = [1, 0, 0, 1]
        let color = try #require(CGColor(colorSpace: space, components: components))
        #expect(color == UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(color.components == components)
    }

    @Test("components in the linear spaces are linear light: 0.5 draws as sRGB 0.7354 (188 of 255)")
    func linearSpaces() throws {
        // sRGB encoding of 0.5: 1.055 · 0.5^(1/2.4) − 0.055 = 0.73536; · 255 = 187.5 → 188.
        let linearRGB = try #require(CGColorSpace(name: CGColorSpace.genericRGBLinear))
        let linearGray = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let rgb = try #require(CGColor(colorSpace: linearRGB, components: [0.5, 0, 1, 1] as [CGFloat]))
        let gray = try #require(CGColor(colorSpace: linearGray, components: [0.5, 1] as [CGFloat]))
        #expect(rgb.components == [0.5, 0, 1, 1] && gray.components == [0.5, 1])
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 1)
        let left = CALayer(), right = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        right.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
        left.backgroundColor = rgb
        right.backgroundColor = gray
        layer.sublayers = [left, right]
        let bitmap = try layer.snapshot(scale: 1)
        #expect(bitmap[0, 0] == RGBA8(r: 188, g: 0, b: 255, a: 255))
        #expect(bitmap[1, 0] == RGBA8(r: 188, g: 188, b: 188, a: 255))
    }
}
