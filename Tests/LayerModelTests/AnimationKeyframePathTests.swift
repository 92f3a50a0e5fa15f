import Foundation
import Testing
@testable import LayerModel

/// `CAKeyframeAnimation.path` with `rotationMode`, and the `cubic` and `cubicPaced` modes.
@Suite("Keyframe paths and cubic keyframes")
struct AnimationKeyframePathTests {
    /// Right 100 points, then down 50: segments of length 100 and 50, vertices (0,0), (100,0), (100,50).
    static let ell = Path(elements: [.move(to: .zero), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 50))])

    static func along(_ path: Path, mode: KeyframeAnimation.CalculationMode = .linear, rotation: KeyframeAnimation.RotationMode? = nil) throws -> Layer {
        var keyframe = KeyframeAnimation(values: [], calculationMode: mode)
        keyframe.path = path
        keyframe.rotationMode = rotation
        var animation = Animation(keyPath: "position", kind: .keyframe(keyframe))
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "move")
        return layer
    }

    @Test("linear: each segment takes an equal share of the time (one key time per vertex)", arguments: [
        (0.25, Point(x: 50, y: 0)), (0.5, Point(x: 100, y: 0)), (0.75, Point(x: 100, y: 25)), (0.999, Point(x: 100, y: 49.9)),
    ])
    func linear(t: Double, expected: Point) throws {
        let p = try Self.along(Self.ell).presentation(at: t).position
        #expect(p.distance(to: expected) <= 1e-9)
    }

    @Test("paced: constant speed over the whole length (150 points)", arguments: [
        (0.5, Point(x: 75, y: 0)), (0.8, Point(x: 100, y: 20)),
    ])
    func paced(t: Double, expected: Point) throws {
        #expect(try Self.along(Self.ell, mode: .paced).presentation(at: t).position.distance(to: expected) <= 1e-9)
    }

    @Test("discrete: each vertex holds for an equal share")
    func discrete() throws {
        let layer = try Self.along(Self.ell, mode: .discrete)
        #expect(layer.presentation(at: 0.3).position == .zero)
        #expect(layer.presentation(at: 0.5).position == Point(x: 100, y: 0))
        #expect(layer.presentation(at: 0.9).position == Point(x: 100, y: 50))
    }

    @Test("rotationMode auto turns the layer to the direction of travel; autoReverse half a turn more")
    func rotation() throws {
        let auto = try Self.along(Self.ell, rotation: .auto)
        #expect(transformsMatch(auto.presentation(at: 0.25).transform, .identity))
        #expect(transformsMatch(auto.presentation(at: 0.75).transform, Transform3D(rotationZ: .pi / 2))) // moving down
        let reverse = try Self.along(Self.ell, rotation: .autoReverse)
        #expect(transformsMatch(reverse.presentation(at: 0.25).transform, Transform3D(rotationZ: .pi)))
        #expect(try Self.along(Self.ell).presentation(at: 0.75).transform == .identity) // no rotationMode, no turning
    }

    @Test("the turn applies after the layer's own transform")
    func rotationAfterTransform() throws {
        var keyframe = KeyframeAnimation(values: [])
        keyframe.path = Self.ell
        keyframe.rotationMode = .auto
        var animation = Animation(keyPath: "position", kind: .keyframe(keyframe))
        animation.duration = 1
        var layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 1)
        try layer.add(animation, forKey: "move")
        let expected = Transform3D(scaleX: 2, y: 1).concatenating(Transform3D(rotationZ: .pi / 2))
        #expect(transformsMatch(layer.presentation(at: 0.75).transform, expected))
    }

    // A clockwise quarter circle of radius 10 about the origin from 3 o'clock to 6 o'clock:
    // halfway at 45°, (5√2, 5√2), travelling at 45° + 90°.
    @Test("along an arc: the point on the circle and the tangent's direction")
    func arc() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let layer = try Self.along(path, mode: .paced, rotation: .auto)
        let presented = layer.presentation(at: 0.5)
        #expect(presented.position.distance(to: Point(x: 50.0.squareRoot(), y: 50.0.squareRoot())) <= 1e-9)
        #expect(transformsMatch(presented.transform, Transform3D(rotationZ: 3 * .pi / 4)))
    }

    @Test("a keyframe path checks its key path, vertices and rotation mode", arguments: [
        ("opacity", ell, nil as [Double]?, "invalid animation: a keyframe path moves a point, but \"opacity\" takes .number values"),
        ("position", Path(elements: [.move(to: .zero)]), nil, "invalid animation: a keyframe path needs at least one line, curve or arc"),
        ("position", ell, [0, 1], "invalid animation: keyTimes needs one entry per vertex of the path (3), got 2"),
    ])
    func badPath(keyPath: String, path: Path, keyTimes: [Double]?, message: String) {
        var keyframe = KeyframeAnimation(values: [], keyTimes: keyTimes)
        keyframe.path = path
        var layer = Layer()
        #expect {
            try layer.add(Animation(keyPath: keyPath, kind: .keyframe(keyframe)), forKey: "k")
        } throws: { error in
            (error as? LayerModelError)?.description == message
        }
    }

    @Test("rotationMode without a path is refused")
    func rotationWithoutPath() {
        var keyframe = KeyframeAnimation(values: [.point(.zero), .point(Point(x: 1, y: 0))])
        keyframe.rotationMode = .auto
        var layer = Layer()
        #expect(throws: LayerModelError.invalidAnimation("rotationMode turns a layer moving along a path; set path")) {
            try layer.add(Animation(keyPath: "position", kind: .keyframe(keyframe)), forKey: "k")
        }
    }

    // Catmull-Rom through 0, 10, 30 at key times 0, 0.5, 1, the ends repeated: tangents
    // 5 (leaving 0), 15 (at 10), 10 (arriving at 30). Halfway through segment 0 the Hermite
    // weights are 1/2, 1/8, 1/2, −1/8: 0 + 5/8 + 5 − 15/8 = 3.75; through segment 1:
    // 5 + 15/8 + 15 − 10/8 = 20.625.
    @Test("cubic: the Catmull-Rom spline through the values", arguments: [
        (0.0, 0.0), (0.25, 3.75), (0.5, 10.0), (0.75, 20.625), (1.0, 30.0),
    ])
    func cubic(t: Double, expected: Double) throws {
        let animation = AnimationKeyframeTests.keyframes([0, 10, 30], mode: .cubic)
        #expect(abs(try presentedOpacity(animation, at: t) - expected) <= 1e-12)
    }

    @Test("tension 1 stops the curve at each value: smoothstep in each segment")
    func tension() throws {
        let animation = AnimationKeyframeTests.keyframes([0, 10, 30], mode: .cubic) {
            guard case var .keyframe(k) = $0.kind else { return }
            k.tensionValues = [1, 1, 1]
            $0.kind = .keyframe(k)
        }
        #expect(abs(try presentedOpacity(animation, at: 0.25) - 5) <= 1e-12)
        #expect(abs(try presentedOpacity(animation, at: 0.625) - (10 + 20 * 0.15625)) <= 1e-12) // s = 0.25: 3s² − 2s³
    }

    @Test("cubicPaced: the spline at constant speed, keyTimes ignored")
    func cubicPaced() throws {
        // 0, 10, 20 at uneven key times: the spline is the straight run 0…20, paced evenly.
        let animation = AnimationKeyframeTests.keyframes([0, 10, 20], keyTimes: [0, 0.9, 1], mode: .cubicPaced)
        #expect(abs(try presentedOpacity(animation, at: 0.5) - 10) <= 1e-9)
        #expect(abs(try presentedOpacity(animation, at: 0.25) - 5) <= 0.02) // length measured on 32 samples a segment
        #expect(try presentedOpacity(animation, at: 1) == 20)
    }

    @Test("cubic modes move transforms as the linear and paced modes do")
    func cubicTransforms() throws {
        var spin = Animation.keyframe(keyPath: "transform", values: [0, 1, 3].map { .transform(Transform3D(rotationZ: $0)) },
                                      calculationMode: .cubic)
        spin.duration = 1
        var layer = Layer()
        try layer.add(spin, forKey: "spin")
        #expect(transformsMatch(layer.presentation(at: 0.25).transform, Transform3D(rotationZ: 0.5)))
    }

    @Test("tension, continuity and bias values take one finite number per value")
    func badTension() {
        var keyframe = KeyframeAnimation(values: [.number(0), .number(1)], calculationMode: .cubic)
        keyframe.biasValues = [0]
        var layer = Layer()
        #expect(throws: LayerModelError.invalidAnimation("biasValues needs one finite number per value (2), got [0.0]")) {
            try layer.add(Animation(keyPath: "opacity", kind: .keyframe(keyframe)), forKey: "k")
        }
    }
}
