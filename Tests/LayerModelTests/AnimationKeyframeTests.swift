import Testing
@testable import LayerModel

/// Keyframe animations over 1 s on opacity (plain numbers), unless noted.
@Suite("Keyframe animations")
struct AnimationKeyframeTests {
    static func keyframes(
        _ values: [Double], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction] = [],
        mode: KeyframeAnimation.CalculationMode = .linear, _ configure: (inout Animation) -> Void = { _ in }
    ) -> Animation {
        var animation = Animation.keyframe(keyPath: "opacity", values: values.map(AnimationValue.number),
                                           keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: mode)
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        configure(&animation)
        return animation
    }

    @Test("linear keyframes reach each value at its key time and interpolate between", arguments: [
        (0.0, 0.0), (0.125, 5.0), (0.25, 10.0), (0.625, 20.0), (1.0, 30.0), (2.0, 30.0),
    ])
    func linearSegments(t: Double, expected: Double) throws {
        let animation = Self.keyframes([0, 10, 30], keyTimes: [0, 0.25, 1])
        #expect(abs(try presentedOpacity(animation, at: t) - expected) <= 1e-12)
    }

    @Test("without keyTimes the values are evenly spaced", arguments: [(0.5, 10.0), (0.75, 20.0), (0.25, 5.0)])
    func evenlySpaced(t: Double, expected: Double) throws {
        #expect(abs(try presentedOpacity(Self.keyframes([0, 10, 30]), at: t) - expected) <= 1e-12)
    }

    @Test("repeated key times make a jump")
    func jump() throws {
        let animation = Self.keyframes([0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1])
        #expect(abs(try presentedOpacity(animation, at: 0.25) - 5) <= 1e-12)
        #expect(try presentedOpacity(animation, at: 0.5) == 20)
        #expect(abs(try presentedOpacity(animation, at: 0.75) - 25) <= 1e-12)
    }

    // References: mpmath at 40 digits as in TimingFunctionTests. At t = 0.25 the whole-animation
    // easeIn gives 0.093464650718824859, local 0.186929301437649718 in segment 0, and easeOut of
    // that is 0.28967886879827411. At t = 0.75: easeIn gives 0.6218618691748902, local
    // 0.2437237383497804 in segment 1, easeInEaseOut of that 0.1225988224645231, plus 1.
    @Test("the whole-animation timing function applies first, then the segment's own", arguments: [
        (0.25, 0.28967886879827411), (0.75, 1.1225988224645231),
    ])
    func timingFunctionsCompose(t: Double, expected: Double) throws {
        let animation = Self.keyframes([0, 1, 2], keyTimes: [0, 0.5, 1], timingFunctions: [.easeOut, .easeInEaseOut]) {
            $0.timingFunction = .easeIn
        }
        #expect(abs(try presentedOpacity(animation, at: t) - expected) <= 1e-6)
    }

    @Test("a segment with no timing function of its own is linear")
    func missingSegmentTimingIsLinear() throws {
        let animation = Self.keyframes([0, 1, 2], timingFunctions: [.easeIn])
        // Segment 0 is eased: easeIn(0.5) = 0.3153568125725393 (mpmath reference).
        #expect(abs(try presentedOpacity(animation, at: 0.25) - 0.3153568125725393) <= 1e-6)
        // Segment 1 has none: linear.
        #expect(abs(try presentedOpacity(animation, at: 0.75) - 1.5) <= 1e-12)
        #expect(abs(try presentedOpacity(animation, at: 0.6) - 1.2) <= 1e-12)
    }

    // Apple: in discrete mode keyTimes has one entry more than values; each value holds from
    // its key time until the next.
    @Test("discrete keyframes hold each value from its key time until the next", arguments: [
        (0.0, 0.0), (0.1, 0.0), (0.25, 10.0), (0.74, 10.0), (0.75, 20.0), (0.99, 20.0), (1.0, 20.0),
    ])
    func discrete(t: Double, expected: Double) throws {
        let animation = Self.keyframes([0, 10, 20], keyTimes: [0, 0.25, 0.75, 1], mode: .discrete)
        #expect(try presentedOpacity(animation, at: t) == expected)
    }

    @Test("discrete keyframes without keyTimes hold each value for an equal share")
    func discreteEvenlySpaced() throws {
        let animation = Self.keyframes([0, 10, 20], mode: .discrete)
        #expect(try presentedOpacity(animation, at: 0.33) == 0)
        #expect(try presentedOpacity(animation, at: 0.34) == 10)
        #expect(try presentedOpacity(animation, at: 0.66) == 10)
        #expect(try presentedOpacity(animation, at: 0.67) == 20)
    }

    // Distances 10 and 30 give key times 0, 0.25, 1; the given keyTimes are ignored.
    @Test("paced keyframes move at constant speed", arguments: [(0.25, 10.0), (0.5, 20.0), (0.125, 5.0)])
    func pacedNumbers(t: Double, expected: Double) throws {
        let animation = Self.keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        #expect(abs(try presentedOpacity(animation, at: t) - expected) <= 1e-12)
    }

    @Test("paced points use the Euclidean distance")
    func pacedPoints() throws {
        // Legs of length 5 and 10: key times 0, 1/3, 1. At t = 0.5 the second leg is
        // (0.5 − 1/3)/(2/3) = 1/4 done: (3, 4 + 10/4).
        var animation = Animation.keyframe(
            keyPath: "position", values: [.point(Point(x: 0, y: 0)), .point(Point(x: 3, y: 4)), .point(Point(x: 3, y: 14))],
            calculationMode: .paced)
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "move")
        let p = layer.presentation(at: 0.5).position
        #expect(abs(p.x - 3) <= 1e-12 && abs(p.y - 6.5) <= 1e-12)
    }

    @Test("paced transforms that only rotate are paced by the angle")
    func pacedRotation() throws {
        var animation = Animation.keyframe(
            keyPath: "transform",
            values: [0, 0.5, 2].map { .transform(Transform3D(rotationZ: $0)) },
            calculationMode: .paced)
        animation.duration = 1
        var layer = Layer()
        try layer.add(animation, forKey: "spin")
        // Angles 0.5 and 1.5: the first key time is 0.25.
        #expect(transformsMatch(layer.presentation(at: 0.25).transform, Transform3D(rotationZ: 0.5)))
        #expect(transformsMatch(layer.presentation(at: 0.625).transform, Transform3D(rotationZ: 1.25)))
    }

    @Test("paced keyframes of equal values hold that value")
    func pacedEqualValues() throws {
        #expect(try presentedOpacity(Self.keyframes([0.5, 0.5, 0.5], mode: .paced), at: 0.3) == 0.5)
    }

    @Test("an overshooting timing function extrapolates a basic animation but holds keyframes at their ends")
    func overshoot() throws {
        let back = try TimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.6) // 1.325 at x = 0.5
        var basic = Animation.basic(keyPath: "opacity", from: .number(0), to: .number(1))
        basic.duration = 1
        basic.timingFunction = back
        #expect(abs(try presentedOpacity(basic, at: 0.5) - 1.325) <= 1e-9)
        let keyframes = Self.keyframes([0, 1]) { $0.timingFunction = back }
        #expect(try presentedOpacity(keyframes, at: 0.5) == 1)
    }

    // The knob's animated setValue (CONTROLS.md): values [a, (a+b)/2, b], keyTimes [0, 0.5, 1],
    // 0.25 s, one easeInEaseOut over the whole animation, held at the end.
    @Test("the knob's pointer animation passes the midpoint exactly halfway", arguments: [
        (-11 * Double.pi / 8, 3 * Double.pi / 8), (0.25, -1.5),
    ])
    func knob(a: Double, b: Double) throws {
        let mid = (a + b) / 2
        var spin = Animation.keyframe(keyPath: "transform.rotation.z", values: [.number(a), .number(mid), .number(b)],
                                      keyTimes: [0, 0.5, 1])
        spin.duration = 0.25
        spin.timingFunction = .easeInEaseOut
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        spin.isRemovedOnCompletion = false
        var pointer = Layer(name: "pointer")
        pointer.transform = Transform3D(rotationZ: b) // the model already holds the new value
        try pointer.add(spin, forKey: "value")

        let model = AnimationValue.number(b)
        #expect(spin.value(atProgress: 0, model: model) == .number(a))
        #expect(spin.value(atProgress: 0.5, model: model) == .number(mid))
        #expect(spin.value(atProgress: 1, model: model) == .number(b))
        for (t, angle) in [(0.0, a), (0.125, mid), (0.25, b), (1.0, b)] {
            #expect(transformsMatch(pointer.presentation(at: t).transform, Transform3D(rotationZ: angle)))
        }
    }
}
