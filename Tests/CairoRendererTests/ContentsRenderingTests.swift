import CairoRenderer
import Imaging
import LayerModel
import LayerShotTesting
import Testing

/// Test images built pixel by pixel.
enum TestImages {
    /// A `w`×`h` image whose pixel (x, y) is `color(x, y)` (opaque colors only).
    static func image(_ w: Int, _ h: Int, _ color: (Int, Int) -> RGBA8) throws -> LayerImage {
        var pixels: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w {
                let c = color(x, y)
                pixels += [c.r, c.g, c.b, c.a]
            }
        }
        return try LayerImage(width: w, height: h, premultipliedRGBA: pixels)
    }

    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// 2×2: red, green over blue, white.
    static func quadrants() throws -> LayerImage {
        try image(2, 2) { x, y in [[red, green], [blue, white]][y][x] }
    }
}

/// Pixel facts about drawing `contents`, at scale 1 unless said, with hand-computed values.
@Suite("Contents pixels")
struct ContentsRenderingTests {
    /// A layer covering `frame` that shows a `w`×`h` image of `color`.
    func layer(_ frame: Rect, image w: Int, _ h: Int, _ color: (Int, Int) -> RGBA8) throws -> Layer {
        var layer = Layer(frame: frame)
        layer.contents = try TestImages.image(w, h, color)
        return layer
    }

    func render(_ layer: Layer, size: Double, scale: Double = 1) throws -> Bitmap {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: size, height: size))
        root.sublayers = [layer]
        return try LayerRenderer(scale: scale).render(root)
    }

    @Test("nearest magnification keeps hard pixel edges; linear blends across them")
    func filters() throws {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        layer.contents = try TestImages.quadrants()
        layer.magnificationFilter = .nearest
        var image = try render(layer, size: 20)
        #expect(image[5, 5] == TestImages.red && image[15, 5] == TestImages.green)
        #expect(image[5, 15] == TestImages.blue && image[15, 15] == TestImages.white)
        #expect(image[9, 9] == TestImages.red && image[10, 9] == TestImages.green)
        layer.magnificationFilter = .linear
        image = try render(layer, size: 20)
        // Pixel (10, 5) samples x = 10.5 / 10 − 0.5 = 0.55 of the way from red to green.
        let mid = image[10, 5]
        #expect(abs(Int(mid.r) - 115) <= 2 && abs(Int(mid.g) - 140) <= 2)
        // Far from the middle, the padded edges keep the corner colors.
        #expect(image[0, 0] == TestImages.red && image[19, 19] == TestImages.white)
    }

    @Test("gravity .top puts the image against the bottom edge of the y-down layer, as on iOS")
    func topIsBottom() throws {
        var layer = try layer(Rect(x: 0, y: 0, width: 20, height: 20), image: 2, 2) { _, _ in TestImages.red }
        layer.contentsGravity = .top
        var image = try render(layer, size: 20)
        #expect(image[9, 18] == TestImages.red && image[10, 19] == TestImages.red)
        #expect(image[9, 0] == TestImages.clear && image[9, 17] == TestImages.clear)
        layer.contentsGravity = .bottomRight
        image = try render(layer, size: 20)
        #expect(image[18, 0] == TestImages.red && image[19, 1] == TestImages.red && image[17, 0] == TestImages.clear)
    }

    @Test("contentsScale sets the natural size: 2 px at scale 2 is 1 pt")
    func contentsScale() throws {
        var layer = try layer(Rect(x: 0, y: 0, width: 11, height: 11), image: 2, 2) { _, _ in TestImages.blue }
        layer.contentsGravity = .center
        layer.contentsScale = 2
        let image = try render(layer, size: 11)
        #expect(image[5, 5] == TestImages.blue)
        #expect(image[4, 5] == TestImages.clear && image[6, 5] == TestImages.clear && image[5, 6] == TestImages.clear)
    }

    @Test("contentsRect past the unit square extends the edge pixels")
    func contentsRectPads() throws {
        var layer = try layer(Rect(x: 0, y: 0, width: 40, height: 40), image: 2, 1) { x, _ in x == 0 ? TestImages.red : TestImages.blue }
        layer.contentsRect = Rect(x: 0, y: 0, width: 2, height: 1)
        layer.magnificationFilter = .nearest
        let image = try render(layer, size: 40)
        // Source x 0…4 px over 40 pt: red 0…10, blue 10…20, then the blue edge column repeated.
        #expect(image[5, 20] == TestImages.red && image[15, 20] == TestImages.blue && image[35, 20] == TestImages.blue)
    }

    @Test("an image larger than the layer overflows it unless masksToBounds")
    func overflow() throws {
        var layer = try layer(Rect(x: 10, y: 10, width: 10, height: 10), image: 20, 20) { _, _ in TestImages.green }
        layer.contentsGravity = .center
        #expect(try render(layer, size: 30)[6, 6] == TestImages.green)
        layer.masksToBounds = true
        let clipped = try render(layer, size: 30)
        #expect(clipped[6, 6] == TestImages.clear && clipped[15, 15] == TestImages.green)
    }

    @Test("nine-part pieces meet without seams at fractional pixels")
    func noSeams() throws {
        var layer = try layer(Rect(x: 0.3, y: 0.3, width: 20.4, height: 20.4), image: 3, 3) { _, _ in TestImages.red }
        layer.contentsCenter = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        layer.contentsScale = 0.35  // caps of 1 px are 2.857 pt: their edges fall mid-pixel
        let image = try render(layer, size: 21)
        for y in 1...19 {
            for x in 1...19 {
                #expect(image[x, y] == TestImages.red, "pixel (\(x), \(y))")
            }
        }
        // The outer edges stay anti-aliased: 0.7 of pixel 0 is covered.
        #expect(abs(Int(image[0, 10].a) - 179) <= 2)
    }

    @Test("minification: nearest picks one pixel, trilinear averages the pixels it skips")
    func minification() throws {
        var layer = try layer(Rect(x: 0, y: 0, width: 4, height: 4), image: 16, 16) { x, _ in x % 2 == 0 ? TestImages.black : TestImages.white }
        layer.minificationFilter = .nearest
        let sharp = try render(layer, size: 4)[1, 1]
        #expect(sharp == TestImages.black || sharp == TestImages.white)
        layer.minificationFilter = .trilinear
        let averaged = try render(layer, size: 4)[1, 1]
        #expect((100...155).contains(averaged.r), "\(averaged)")
    }
}

extension ContentsRenderingTests {
    @Test("a rotated image's edges are staircases, as a rotated layer's are on iOS, unless allowsEdgeAntialiasing")
    func rotatedEdges() throws {
        var layer = try layer(Rect(x: 10, y: 10, width: 20, height: 20), image: 2, 2) { _, _ in TestImages.red }
        layer.transform = Transform3D(rotationZ: .pi / 6)
        func partial(_ image: Bitmap) -> Int {
            var count = 0
            for y in 0..<image.height { for x in 0..<image.width where (1...254).contains(image[x, y].a) { count += 1 } }
            return count
        }
        #expect(partial(try render(layer, size: 40)) == 0)
        layer.allowsEdgeAntialiasing = true
        #expect(partial(try render(layer, size: 40)) > 20)
    }
}
