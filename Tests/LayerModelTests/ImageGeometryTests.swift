import LayerModel
import Testing

@Suite("Image geometry: points × scale → pixels, one side limit, one scale range")
struct ImageGeometryTests {
    /// (points, scale, pixels), computed by hand: round(w · s), halves away from zero.
    static let pixelSizes: [(width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int)] = [
        (100, 50, 2, 200, 100),
        (10.25, 3.3, 2, 21, 7),      // 20.5 → 21 (half away from zero); 6.6 → 7
        (33.3, 10, 1.5, 50, 15),     // 49.95 → 50
        (7, 7, 0.1, 1, 1),           // 0.7 → 1
        (15, 25, 0.1, 2, 3),         // 1.5 → 2; 2.5 → 3
        (0.04, 1, 16, 1, 16),        // 0.64 → 1
        (4096, 2048.25, 2, 8192, 4097),
        (8192.4, 1, 1, 8192, 1),     // 8192.4 rounds down to the limit
        (81924, 10, 0.1, 8192, 1),   // 8192.4 and 1 at the smallest scale
        (512, 512, 16, 8192, 8192),  // the largest image at the largest scale
    ]

    @Test("the pixel size is round(points × scale) per side", arguments: pixelSizes)
    func pixelSize(width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int) throws {
        let g = try ImageGeometry(size: Size(width: width, height: height), scale: scale)
        #expect(g.pixelWidth == pixelWidth)
        #expect(g.pixelHeight == pixelHeight)
        #expect(g.size == Size(width: width, height: height))
        #expect(g.scale == scale)
    }

    /// One size off the limit either way: each side makes 1…8192 px.
    static let sideEdges: [(width: Double, height: Double, scale: Double)] = [
        (8192.5, 10, 1),    // 8192.5 → 8193
        (10, 4096.25, 2),   // 8192.5 → 8193
        (8193, 10, 1),
        (0.49, 10, 1),      // 0.49 → 0
        (10, 0.03, 16),     // 0.48 → 0
        (4, 10, 0.1),       // 0.4 → 0
        (0, 10, 2),
        (-1, 10, 2),
        (10, .infinity, 2),
        (1e300, 10, 2),
    ]

    @Test("a side making no pixel or more than 8192 px is refused", arguments: sideEdges)
    func sideOutOfRange(width: Double, height: Double, scale: Double) {
        #expect(throws: LayerModelError.invalidImageSize(width: width, height: height, scale: scale)) {
            try ImageGeometry(size: Size(width: width, height: height), scale: scale)
        }
    }

    @Test("a size that is not a number is refused")
    func sizeNotANumber() {
        #expect(throws: LayerModelError.self) { try ImageGeometry(size: Size(width: .nan, height: 10), scale: 2) }
        #expect(throws: LayerModelError.self) { try ImageGeometry(size: Size(width: 10, height: -.infinity), scale: 2) }
    }

    @Test("the sides on the edges are accepted: 1 px and 8192 px")
    func sideEdgesAccepted() throws {
        #expect(try ImageGeometry(size: Size(width: 0.5, height: 8192.49), scale: 1).pixelWidth == 1)
        #expect(try ImageGeometry(size: Size(width: 0.5, height: 8192.49), scale: 1).pixelHeight == 8192)
        #expect(try ImageGeometry(pixelWidth: 8192, pixelHeight: 1).pixelWidth == 8192)
        #expect(throws: LayerModelError.invalidImageSize(width: 8193, height: 1, scale: 1)) {
            try ImageGeometry(pixelWidth: 8193, pixelHeight: 1)
        }
    }

    @Test("a scale outside 0.1…16, or not a number, is refused before the size is looked at",
          arguments: [0.0999, 16.001, 0, -2, .nan, .infinity, -.infinity])
    func scaleOutOfRange(scale: Double) {
        #expect(throws: LayerModelError.self) { try ImageGeometry(size: Size(width: 1e9, height: 1e9), scale: scale) }
        do {
            _ = try ImageGeometry(size: Size(width: 10, height: 10), scale: scale)
        } catch {
            if case let .invalidScale(s) = error {
                #expect(s.isNaN ? scale.isNaN : s == scale)
            } else {
                Issue.record("expected invalidScale, got \(error)")
            }
        }
    }

    @Test("the scales on the edges are accepted: 0.1 and 16")
    func scaleEdges() throws {
        #expect(try ImageGeometry(size: Size(width: 10, height: 10), scale: 0.1).pixelWidth == 1)
        #expect(try ImageGeometry(size: Size(width: 10, height: 10), scale: 16).pixelWidth == 160)
    }

    @Test("the errors are one line naming the numbers")
    func messages() {
        #expect(LayerModelError.invalidImageSize(width: 5000, height: 10, scale: 2).description
            == "5000x10 pt at scale 2 makes a 10000x20 px image; each side must be 1...8192 px")
        #expect(LayerModelError.invalidImageSize(width: 0.2, height: 10, scale: 1).description
            == "0.2x10 pt at scale 1 makes a 0x10 px image; each side must be 1...8192 px")
        #expect(LayerModelError.invalidScale(17).description == "scale must be a finite number in 0.1...16, got 17")
        #expect(LayerModelError.invalidScale(.nan).description == "scale must be a finite number in 0.1...16, got nan")
    }

    @Test("a contents image shares the side limit")
    func contentsLimit() throws {
        #expect(throws: LayerModelError.self) {
            try LayerImage(width: ImageGeometry.maxPixelSide + 1, height: 1, premultipliedRGBA: [UInt8](repeating: 0, count: 4 * 8193))
        }
        _ = try LayerImage(width: ImageGeometry.maxPixelSide, height: 1, premultipliedRGBA: [UInt8](repeating: 0, count: 4 * 8192))
    }

    @Test("describes itself by points, scale and pixels")
    func description() throws {
        #expect(try ImageGeometry(size: Size(width: 10.25, height: 3), scale: 2).description == "10.25x3 pt at scale 2 (21x6 px)")
    }
}
