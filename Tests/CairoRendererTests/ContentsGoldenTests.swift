import Imaging
import LayerModel
import LayerShotTesting
import Testing

/// One scene per `contents` feature, compared with reviewed goldens in
/// `Fixtures/goldens/renderer/`.
@Suite("Contents goldens")
struct ContentsGoldenTests {
    /// 8×6 px: a black band over the top two rows, red on the left half and blue on the right
    /// below it, so that each placement and any flip shows.
    static func marker() throws -> LayerImage {
        try TestImages.image(8, 6) { x, y in y < 2 ? TestImages.black : x < 4 ? TestImages.red : TestImages.blue }
    }

    /// Twelve 24-pt cells, one per gravity, in rows (topLeft, top, topRight, resize), (left,
    /// center, right, resizeAspect), (bottomLeft, bottom, bottomRight, resizeAspectFill).
    /// As on iOS, the "top" row draws at the bottom of its cells and the "bottom" row at the top.
    static func gravities() throws -> Layer {
        let order: [Layer.ContentsGravity] = [
            .topLeft, .top, .topRight, .resize, .left, .center, .right, .resizeAspect,
            .bottomLeft, .bottom, .bottomRight, .resizeAspectFill,
        ]
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 120, height: 90))
        for (i, gravity) in order.enumerated() {
            var cell = Layer(frame: Rect(x: Double(i % 4) * 30 + 3, y: Double(i / 4) * 30 + 3, width: 24, height: 24))
            cell.backgroundColor = Color(white: 0.85)
            cell.contents = try marker()
            cell.contentsGravity = gravity
            cell.magnificationFilter = .nearest
            cell.masksToBounds = gravity == .resizeAspectFill
            root.addSublayer(cell)
        }
        return root
    }

    /// A 12×12 px frame — 4 px dark border, white inside, a red pixel in each corner —
    /// stretched over 50×30 pt with `contentsCenter` at its middle 4 px: corners keep 4 pt.
    static func ninePart() throws -> Layer {
        let image = try TestImages.image(12, 12) { x, y in
            if (x == 0 || x == 11) && (y == 0 || y == 11) { return TestImages.red }
            return x < 4 || x > 7 || y < 4 || y > 7 ? TestImages.blue : TestImages.white
        }
        var layer = Layer(frame: Rect(x: 5, y: 15, width: 50, height: 30))
        layer.contents = image
        layer.contentsCenter = Rect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        layer.magnificationFilter = .nearest
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60))
        root.addSublayer(layer)
        return root
    }

    /// A 4×4 checker enlarged to 24 pt: `nearest` on the left, `linear` on the right.
    static func filters() throws -> Layer {
        let checker = try TestImages.image(4, 4) { x, y in (x + y) % 2 == 0 ? TestImages.black : TestImages.white }
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 60, height: 30))
        for (i, filter) in [Layer.ContentsFilter.nearest, .linear].enumerated() {
            var layer = Layer(frame: Rect(x: 3 + Double(i) * 30, y: 3, width: 24, height: 24))
            layer.contents = checker
            layer.magnificationFilter = filter
            root.addSublayer(layer)
        }
        return root
    }

    static let cases: [(String, @Sendable () throws -> Layer)] = [
        ("contents-gravity", gravities),
        ("contents-nine-part", ninePart),
        ("contents-filters", filters),
    ]

    @Test("contents feature", arguments: cases.map(\.0))
    func feature(name: String) throws {
        let build = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: try build(), named: name, configuration: RendererGoldenTests.goldens)
    }
}
