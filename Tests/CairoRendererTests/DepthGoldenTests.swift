import LayerModel
import LayerShotTesting
import Testing
import TestSupport

/// Depth, perspective and edge anti-aliasing goldens, one feature each, beside the other
/// renderer goldens in `Fixtures/goldens/renderer/`.
@Suite("Depth goldens")
struct DepthGoldenTests {
    /// A 60×60 canvas whose layers are seen in perspective from 150 pt (`m34 = −1/150`)
    /// about its centre.
    static func stage(_ layers: [Layer], eye distance: Double = 150) -> Layer {
        var root = RendererGoldenTests.scene([])
        root.sublayerTransform.m34 = -1 / distance
        root.sublayers = layers
        return root
    }

    static func rotation(_ angle: Double, x: Double = 0, y: Double = 0) -> Transform3D {
        Transform3D(rotation: angle, x: x, y: y, z: x == 0 && y == 0 ? 1 : 0)
    }

    static var cases: [(String, Layer)] {
        // Three overlapping squares: the first is nearest, the last farthest.
        var near = filledLayer(Rect(x: 5, y: 5, width: 30, height: 30), .red)
        near.zPosition = 2
        var middle = filledLayer(Rect(x: 15, y: 15, width: 30, height: 30), Color(red: 0, green: 0.7, blue: 0))
        middle.zPosition = 1
        let far = filledLayer(Rect(x: 25, y: 25, width: 30, height: 30), .blue)

        // Two squares crossing through each other (turned ±35° about y, no perspective).
        var left = filledLayer(Rect(x: 12, y: 12, width: 36, height: 36), .red)
        left.transform = rotation(.pi * 35 / 180, y: 1)
        var right = filledLayer(Rect(x: 12, y: 12, width: 36, height: 36), .blue)
        right.transform = rotation(-.pi * 35 / 180, y: 1)

        // Three siblings under a plain layer (no perspective): red turned 40° about y (its
        // left half toward the viewer), green flat, blue turned 40° about x (its lower half
        // toward the viewer). Each tilted one passes over green on its near half and under it
        // on its far half, whatever the sublayer order.
        var turnedY = filledLayer(Rect(x: 8, y: 22, width: 44, height: 16), .red)
        turnedY.transform = rotation(.pi * 40 / 180, y: 1)
        let flat = filledLayer(Rect(x: 20, y: 20, width: 20, height: 20), Color(red: 0, green: 0.7, blue: 0))
        var turnedX = filledLayer(Rect(x: 22, y: 8, width: 16, height: 44), .blue)
        turnedX.transform = rotation(.pi * 40 / 180, x: 1)

        // A card turned 120° about y, seen from its back: the front (red, a white band at its
        // top) is hidden; the back (blue, a yellow mark on its left) shows, foreshortened.
        var card = Layer(frame: Rect(x: 15, y: 10, width: 30, height: 40))
        card.kind = .transform
        card.transform = rotation(.pi * 2 / 3, y: 1)
        var front = filledLayer(Rect(x: 0, y: 0, width: 30, height: 40), .red)
        front.isDoubleSided = false
        front.sublayers = [filledLayer(Rect(x: 0, y: 4, width: 30, height: 6), .white)]
        var back = filledLayer(Rect(x: 0, y: 0, width: 30, height: 40), .blue)
        back.isDoubleSided = false
        back.transform = rotation(.pi, y: 1)
        back.sublayers = [filledLayer(Rect(x: 3, y: 3, width: 8, height: 8), Color(red: 1, green: 0.85, blue: 0))]
        card.sublayers = [front, back]

        // A cube of six 24 pt faces, tilted to show its top, right and front.
        var cube = Layer(frame: Rect(x: 18, y: 18, width: 24, height: 24))
        cube.kind = .transform
        cube.transform = rotation(-.pi / 6, y: 1).concatenating(rotation(-.pi / 7, x: 1))
        let faces: [(Transform3D, Color)] = [
            (Transform3D(translationX: 0, y: 0, z: 12), .red),
            (rotation(.pi, y: 1).concatenating(Transform3D(translationX: 0, y: 0, z: -12)), Color(red: 0, green: 0.7, blue: 0)),
            (rotation(.pi / 2, y: 1).concatenating(Transform3D(translationX: 12, y: 0, z: 0)), .blue),
            (rotation(-.pi / 2, y: 1).concatenating(Transform3D(translationX: -12, y: 0, z: 0)), Color(red: 1, green: 0.85, blue: 0)),
            (rotation(.pi / 2, x: 1).concatenating(Transform3D(translationX: 0, y: -12, z: 0)), Color(red: 0, green: 0.8, blue: 0.8)),
            (rotation(-.pi / 2, x: 1).concatenating(Transform3D(translationX: 0, y: 12, z: 0)), Color(red: 0.6, green: 0.2, blue: 0.8)),
        ]
        cube.sublayers = faces.map { t, color in
            var face = filledLayer(Rect(x: 0, y: 0, width: 24, height: 24), color)
            face.transform = t
            return face
        }

        // Rotated 30°: staircase edges (left) beside allowsEdgeAntialiasing (right).
        var aliased = filledLayer(Rect(x: 6, y: 18, width: 20, height: 24), .blue)
        aliased.borderWidth = 2
        aliased.transform = rotation(.pi / 6)
        var smooth = aliased
        smooth.position.x += 28
        smooth.allowsEdgeAntialiasing = true

        return [
            ("z-position-order", RendererGoldenTests.scene([near, middle, far])),
            ("intersecting-siblings", RendererGoldenTests.scene([left, right])),
            ("three-tilted-siblings", RendererGoldenTests.scene([turnedY, flat, turnedX])),
            ("perspective-card-flip", stage([card])),
            ("transform-layer-cube", stage([cube], eye: 100)),
            ("edge-antialiasing", RendererGoldenTests.scene([aliased, smooth])),
        ]
    }

    @Test("depth feature", arguments: cases.map(\.0))
    func feature(name: String) throws {
        let layer = try #require(Self.cases.first { $0.0 == name }?.1)
        assertGolden(of: layer, named: name, configuration: RendererGoldenTests.goldens)
    }
}
