import Foundation
import Testing
@testable import LayerModel

private func matches(_ a: Transform3D, _ rows: [[Double]], _ eps: Double = 1e-12) -> Bool {
    zip(a.rows.joined(), rows.joined()).allSatisfy { abs($0 - $1) <= eps }
}

/// `transform.rotation.x` and `.y` (Apple's "Key-Value Coding Extensions": the rotation about
/// each axis is a field of the decomposed transform), checked against matrices worked by hand;
/// `c` and `s` below are cos and sin of the angle named.
@Suite("3D rotation key paths")
struct RotationKeyPathTests {
    static let h = 0.5.squareRoot()

    @Test("transform.rotation.y = π/3 on the identity is CATransform3DMakeRotation(π/3, 0, 1, 0)")
    func rotationY() throws {
        let layer = try AnimationKeyPathTests.presented(Layer(), keyPath: "transform.rotation.y", to: .number(.pi / 3))
        // c = 0.5, s = √3/2: rows [c 0 −s], [0 1 0], [s 0 c].
        let s = 3.0.squareRoot() / 2
        #expect(matches(layer.transform, [[0.5, 0, -s, 0], [0, 1, 0, 0], [s, 0, 0.5, 0], [0, 0, 0, 1]]))
        #expect(abs((AnimationKeyPath("transform.rotation.y")?.value(in: layer)?.components[0] ?? 0) - .pi / 3) < 1e-12)
    }

    @Test("transform.rotation.x keeps the scale and the translation: scale (2, 3), x by π/6, move (5, 7)")
    func rotationXKeepsScale() throws {
        let model = Transform3D(scaleX: 2, y: 3).concatenating(Transform3D(translationX: 5, y: 7))
        let layer = try AnimationKeyPathTests.presented(AnimationKeyPathTests.layer(transform: model),
                                                        keyPath: "transform.rotation.x", to: .number(.pi / 6))
        // Rows of diag(2, 3, 1) · Rx(π/6), Rx = [1 0 0], [0 c s], [0 −s c] with c = √3/2, s = 1/2.
        let c = 3.0.squareRoot() / 2
        #expect(matches(layer.transform, [[2, 0, 0, 0], [0, 3 * c, 1.5, 0], [0, -0.5, c, 0], [5, 7, 0, 1]]))
    }

    @Test("a card flip: transform.rotation.y from 0 to π/2, halfway at π/4")
    func animatedFlip() throws {
        var flip = Animation.basic(keyPath: "transform.rotation.y", from: .number(0), to: .number(.pi / 2))
        flip.duration = 1
        var layer = Layer()
        try layer.add(flip, forKey: "flip")
        let h = Self.h
        #expect(matches(layer.presentation(at: 0.5).transform, [[h, 0, -h, 0], [0, 1, 0, 0], [h, 0, h, 0], [0, 0, 0, 1]]))
    }

    @Test("rotation.y on a z-rotated layer goes before the z rotation; rotation.z then sets z in 3D")
    func yThenZ() throws {
        let turned = AnimationKeyPathTests.layer(transform: Transform3D(rotationZ: .pi / 2))
        let tilted = try AnimationKeyPathTests.presented(turned, keyPath: "transform.rotation.y", to: .number(.pi / 4))
        // Ry(π/4) · Rz(π/2): rows [0 h −h], [−1 0 0], [0 h h].
        let h = Self.h
        #expect(matches(tilted.transform, [[0, h, -h, 0], [-1, 0, 0, 0], [0, h, h, 0], [0, 0, 0, 1]]))
        let parts = try #require(tilted.transform.spatialParts)
        #expect(abs(parts.rotationX) < 1e-12 && abs(parts.rotationY - .pi / 4) < 1e-12 && abs(parts.rotationZ - .pi / 2) < 1e-12)
        // transform.rotation.z = 0 now leaves Ry(π/4) alone: rows [h 0 −h], [0 1 0], [h 0 h].
        var unturned = tilted
        unturned.removeAllAnimations()
        unturned = try AnimationKeyPathTests.presented(unturned, keyPath: "transform.rotation.z", to: .number(0))
        #expect(matches(unturned.transform, [[h, 0, -h, 0], [0, 1, 0, 0], [h, 0, h, 0], [0, 0, 0, 1]]))
    }

    @Test("the decomposition gives back scales and angles it was built from, and rebuilds the matrix")
    func roundTrip() throws {
        let m = Transform3D(scaleX: 2, y: 0.5, z: 3)
            .concatenating(Transform3D(rotation: 0.4, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotation: -0.3, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotation: 1.1, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        let p = try #require(m.spatialParts)
        let values = [p.scaleX, p.scaleY, p.scaleZ, p.shearXY, p.shearXZ, p.shearYZ, p.rotationX, p.rotationY, p.rotationZ]
        for (v, e) in zip(values, [2, 0.5, 3, 0, 0, 0, 0.4, -0.3, 1.1]) { #expect(abs(v - e) < 1e-12, "\(values)") }
        #expect(matches(m.replacingSpatialParts(p), m.rows))
        // A mirror (x scaled by −1) rebuilds exactly; a singular block has no rotation to set.
        let mirror = Transform3D(scaleX: -1, y: 1)
        #expect(matches(mirror.replacingSpatialParts(try #require(mirror.spatialParts)), mirror.rows))
        let flat = AnimationKeyPathTests.layer(transform: Transform3D(scaleX: 0, y: 1))
        #expect(try AnimationKeyPathTests.presented(flat, keyPath: "transform.rotation.x", to: .number(1)).transform == flat.transform)
        #expect(AnimationKeyPath("transform.rotation.x")?.value(in: flat) == .number(0))
    }

    @Test("every transform key path Core Animation names animates the field it names", arguments: [
        ("transform.rotation.z", 0.5, Transform3D(rotationZ: 0.5)),
        ("transform.rotation", 0.5, Transform3D(rotationZ: 0.5)),
        ("transform.rotation.x", 0.5, Transform3D(rotation: 0.5, x: 1, y: 0, z: 0)),
        ("transform.rotation.y", 0.5, Transform3D(rotation: 0.5, x: 0, y: 1, z: 0)),
        ("transform.scale.x", 2, Transform3D(scaleX: 2, y: 1)),
        ("transform.scale.y", 2, Transform3D(scaleX: 1, y: 2)),
        ("transform.scale.z", 2, Transform3D(scaleX: 1, y: 1, z: 2)),
        ("transform.translation.x", 4, Transform3D(translationX: 4, y: 0)),
        ("transform.translation.y", 4, Transform3D(translationX: 0, y: 4)),
        ("transform.translation.z", 4, Transform3D(translationX: 0, y: 0, z: 4)),
    ])
    func eachKeyPath(keyPath: String, value: Double, expected: Transform3D) throws {
        let layer = try AnimationKeyPathTests.presented(Layer(), keyPath: keyPath, to: .number(value))
        #expect(matches(layer.transform, expected.rows), "\(layer.transform)")
    }
}
