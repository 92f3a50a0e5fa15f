import Testing
import LayerModel

@Suite("Animation validation")
struct AnimationValidationTests {
    /// The reason of the `invalidAnimation` error `add` throws, or nil (recording an issue)
    /// when it throws something else or nothing.
    static func invalidReason(_ animation: Animation, on layer: Layer = Layer()) -> String? {
        var layer = layer
        let error = #expect(throws: LayerModelError.self) { try layer.add(animation, forKey: "a") }
        guard case let .invalidAnimation(reason)? = error else {
            Issue.record("expected invalidAnimation, got \(String(describing: error))")
            return nil
        }
        #expect(layer.animations.isEmpty)
        return reason
    }

    static func opacityKeyframes(values: [Double] = [0, 0.5, 1], keyTimes: [Double]? = nil,
                                 timingFunctions: [TimingFunction] = []) -> Animation {
        .keyframe(keyPath: "opacity", values: values.map(AnimationValue.number), keyTimes: keyTimes,
                  timingFunctions: timingFunctions)
    }

    @Test("an unknown key path is rejected", arguments: ["opacty", "transform.rotation.w", "", "position.z"])
    func unknownKeyPath(keyPath: String) {
        var layer = Layer()
        #expect(throws: LayerModelError.unknownKeyPath(keyPath)) {
            try layer.add(.basic(keyPath: keyPath, to: .number(1)), forKey: "a")
        }
    }

    @Test("a value of the wrong kind for the key path is rejected", arguments: [
        ("position", AnimationValue.number(1), ".point"),
        ("opacity", .point(.zero), ".number"),
        ("transform", .number(0), ".transform"),
        ("transform.translation", .point(.zero), ".size"),
        ("backgroundColor", .colors([.red]), ".color"),
    ])
    func wrongValueType(keyPath: String, value: AnimationValue, expected: String) {
        var layer = Layer()
        #expect(throws: LayerModelError.wrongValueType(keyPath: keyPath, expected: expected)) {
            try layer.add(.basic(keyPath: keyPath, to: value), forKey: "a")
        }
        #expect(throws: LayerModelError.wrongValueType(keyPath: keyPath, expected: expected)) {
            try layer.add(.keyframe(keyPath: keyPath, values: [value, value]), forKey: "a")
        }
    }

    @Test("a shape or gradient property on a layer without that content is rejected", arguments: [
        ("strokeEnd", AnimationValue.number(1), "shape"),
        ("fillColor", .color(.red), "shape"),
        ("startPoint", .point(.zero), "gradient"),
    ])
    func missingContent(keyPath: String, value: AnimationValue, content: String) {
        let reason = Self.invalidReason(.basic(keyPath: keyPath, to: value), on: Layer(name: "plain"))
        #expect(reason?.contains("has no .\(content) content") == true)
        #expect(reason?.contains("\"plain\"") == true)
    }

    @Test("colors of another count than the layer's are rejected")
    func colorsCount() {
        let layer = Layer(kind: .gradient(GradientLayer(colors: [.red, .blue])))
        let reason = Self.invalidReason(.basic(keyPath: "colors", to: .colors([.red, .blue, .white])), on: layer)
        #expect(reason == "each \"colors\" value needs 2 colors, as the layer's gradient has; toValue has 3")
    }

    @Test("bad keyTimes are rejected", arguments: [
        ([0, 1], "one entry per value (3), got 2"),
        ([0.1, 0.5, 1], "must start at 0 and end at 1"),
        ([0, 0.5, 0.9], "must start at 0 and end at 1"),
        ([0, 0.6, 0.4, 1], "keyTimes[2] = 0.4 comes after 0.6"),
        ([0, .nan, 1], "must be finite"),
    ])
    func badKeyTimes(keyTimes: [Double], message: String) {
        let values: [Double] = keyTimes.count == 4 ? [0, 1, 2, 3] : [0, 0.5, 1]
        let reason = Self.invalidReason(Self.opacityKeyframes(values: values, keyTimes: keyTimes))
        #expect(reason?.contains(message) == true, "\(reason ?? "")")
    }

    @Test("more timing functions than segments are rejected")
    func tooManyTimingFunctions() {
        let reason = Self.invalidReason(Self.opacityKeyframes(values: [0, 1], timingFunctions: [.easeIn, .easeOut]))
        #expect(reason == "timingFunctions needs at most one entry per segment (1), got 2")
    }

    @Test("fewer than two keyframe values are rejected")
    func tooFewValues() {
        #expect(Self.invalidReason(Self.opacityKeyframes(values: [1]))?.contains("at least 2 values") == true)
    }

    @Test("non-finite values are rejected")
    func nonFiniteValues() {
        #expect(Self.invalidReason(Self.opacityKeyframes(values: [0, .nan])) == "values[1] must be finite, got number(nan)")
        let reason = Self.invalidReason(.basic(keyPath: "position", from: .point(Point(x: .infinity, y: 0))))
        #expect(reason?.hasPrefix("fromValue must be finite") == true)
    }

    @Test("a NaN color is rejected with a message showing the NaN (printing it does not trap)")
    func nonFiniteColor() {
        let nan = Color(red: .nan, green: 0, blue: 1)
        let reason = Self.invalidReason(.basic(keyPath: "backgroundColor", to: .color(nan)))
        #expect(reason == "toValue must be finite, got color(Color(red: nan, green: 0.0, blue: 1.0, alpha: 1.0))")
    }

    static func fade(_ configure: (inout Animation) -> Void) -> Animation {
        var fade = Animation.basic(keyPath: "opacity", to: .number(0))
        configure(&fade)
        return fade
    }

    @Test("bad timing is rejected", arguments: [
        (fade { $0.duration = -1 }, "duration"),
        (fade { $0.duration = .infinity }, "duration"),
        (fade { $0.beginTime = .nan }, "beginTime"),
        (fade { $0.repeatCount = -1 }, "repeatCount"),
        (fade { $0.repeatCount = .nan }, "repeatCount"),
        (fade { $0.speed = -1 }, "speed"),
        (fade { $0.timeOffset = .infinity }, "timeOffset"),
    ])
    func badTiming(animation: Animation, property: String) {
        #expect(Self.invalidReason(animation)?.hasPrefix(property) == true)
    }

    @Test("a basic animation needs one or two of from, to and by")
    func basicValueCount() {
        #expect(Self.invalidReason(.basic(keyPath: "opacity"))?.contains("needs a fromValue") == true)
        let all = Animation.basic(keyPath: "opacity", from: .number(0), to: .number(1), by: .number(1))
        #expect(Self.invalidReason(all)?.contains("at most two") == true)
    }

    @Test("a singular transform byValue cannot be subtracted from a toValue")
    func singularBy() {
        let flat = Transform3D(scaleX: 0, y: 1)
        let reason = Self.invalidReason(.basic(keyPath: "transform", to: .transform(.identity), by: .transform(flat)))
        #expect(reason?.contains("invertible") == true)
    }

    @Test("errors describe what to fix")
    func descriptions() {
        #expect(LayerModelError.wrongValueType(keyPath: "position", expected: ".point").description
            == "animation of \"position\" needs .point values")
    }
}
