import Testing
@testable import LayerModel

/// `CAAnimationGroup`: animations timed inside the group's active time.
@Suite("Animation groups")
struct AnimationGroupTests {
    /// Opacity from `from` to `to` over `duration` seconds starting at `begin`.
    static func fade(_ from: Double, _ to: Double, begin: Double = 0, duration: Double = 1) -> Animation {
        var fade = Animation.basic(keyPath: "opacity", from: .number(from), to: .number(to))
        fade.beginTime = begin
        fade.duration = duration
        return fade
    }

    static func group(_ animations: [Animation], begin: Double = 0, duration: Double,
                      _ configure: (inout Animation) -> Void = { _ in }) -> Animation {
        var group = Animation.group(animations)
        group.beginTime = begin
        group.duration = duration
        configure(&group)
        return group
    }

    // Group: t = 1…3. Child: from 0 to 0.5 over 1 s, starting 0.5 s into the group (t = 1.5).
    @Test("a child's beginTime counts from the group's start", arguments: [
        (1.0, 1.0), (1.5, 0.0), (2.0, 0.25), (2.25, 0.375), (2.75, 1.0), (3.5, 1.0),
    ])
    func childBegin(t: Double, expected: Double) throws {
        let group = Self.group([Self.fade(0, 0.5, begin: 0.5)], begin: 1, duration: 2)
        #expect(abs(try presentedOpacity(group, at: t) - expected) <= 1e-12)
    }

    @Test("a child's own isRemovedOnCompletion is ignored inside a group; its forwards fill holds until the group ends")
    func childFill() throws {
        var child = Self.fade(0, 0.5, begin: 0.5)
        child.fillMode = .forwards // isRemovedOnCompletion stays true, and does not count here
        let group = Self.group([child], begin: 1, duration: 2)
        #expect(try presentedOpacity(group, at: 2.75) == 0.5)
        #expect(try presentedOpacity(group, at: 3) == 1) // the group itself is removed
    }

    @Test("children running past the group's duration are cut off there")
    func clipped() throws {
        let group = Self.group([Self.fade(0, 1, duration: 5)], duration: 2)
        #expect(abs(try presentedOpacity(group, at: 1.9) - 0.38) <= 1e-12)
        #expect(try presentedOpacity(group, at: 2.5) == 1)
        #expect(group.endTime == 2)
    }

    @Test("the group's own timing applies: speed, repeats, autoreverses, timing function")
    func groupTiming() throws {
        let child = Self.fade(0, 1, duration: 1)
        let fast = Self.group([child], duration: 1) { $0.speed = 2 }
        #expect(abs(try presentedOpacity(fast, at: 0.25) - 0.5) <= 1e-12)
        let twice = Self.group([child], duration: 1) { $0.repeatCount = 2 }
        #expect(abs(try presentedOpacity(twice, at: 1.25) - 0.25) <= 1e-12)
        let back = Self.group([child], duration: 1) { $0.autoreverses = true }
        #expect(abs(try presentedOpacity(back, at: 1.25) - 0.75) <= 1e-12)
        // easeIn (0.42, 0, 1, 1) at x = 0.5 is 0.3153: the group's local time is 0.3153 s.
        let eased = Self.group([child], duration: 1) { $0.timingFunction = .easeIn }
        #expect(abs(try presentedOpacity(eased, at: 0.5) - TimingFunction.easeIn.value(at: 0.5)) <= 1e-12)
        #expect(abs(TimingFunction.easeIn.value(at: 0.5) - 0.3153) <= 1e-4)
    }

    @Test("a group filled forwards and kept shows its children as at its last moment")
    func groupFill() throws {
        let group = Self.group([Self.fade(0.2, 0.6, duration: 4)], duration: 2) {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(abs(try presentedOpacity(group, at: 10) - 0.4) <= 1e-12)
    }

    @Test("a group animates several properties, in order")
    func severalProperties() throws {
        var move = Animation.basic(keyPath: "position.x", from: .number(0), to: .number(100))
        move.duration = 1
        let group = Self.group([move, Self.fade(0, 1), Self.fade(1, 0.5, begin: 0.5, duration: 0.5)], duration: 1)
        var layer = Layer()
        try layer.add(group, forKey: "group")
        let presented = layer.presentation(at: 0.75)
        #expect(presented.position.x == 75)
        #expect(presented.opacity == 0.75) // the later fade overrides the earlier one
    }

    @Test("groups nest, each adding its own timing")
    func nested() throws {
        let inner = Self.group([Self.fade(0, 1, duration: 2)], begin: 1, duration: 2)
        let outer = Self.group([inner], begin: 1, duration: 4)
        // t = 2.5: outer local 1.5, inner local 0.5, the fade a quarter done.
        #expect(abs(try presentedOpacity(outer, at: 2.5) - 0.25) <= 1e-12)
    }

    @Test("groups nesting deeper than AnimationGroup.maxDepth are refused")
    func depthLimit() throws {
        var animation = Self.fade(0, 1)
        for _ in 1..<AnimationGroup.maxDepth {
            animation = Self.group([animation], duration: 1)
        }
        var layer = Layer()
        try layer.add(animation, forKey: "deep") // 31 groups: fine
        animation = Self.group([animation], duration: 1)
        #expect(throws: LayerModelError.invalidAnimation("animation groups nest more than 32 deep")) {
            try layer.add(animation, forKey: "deeper")
        }
    }

    @Test("a group's animations are checked against the layer")
    func childrenChecked() throws {
        var layer = Layer()
        #expect(throws: LayerModelError.unknownKeyPath("opacityy")) {
            try layer.add(Self.group([.basic(keyPath: "opacityy", to: .number(1))], duration: 1), forKey: "g")
        }
        #expect(throws: LayerModelError.self) {
            try layer.add(Self.group([.basic(keyPath: "strokeEnd", to: .number(1))], duration: 1), forKey: "g")
        }
        #expect(throws: LayerModelError.invalidAnimation("isAdditive and isCumulative apply to the animations of a group, not to the group")) {
            try layer.add(Self.group([Self.fade(0, 1)], duration: 1) { $0.isAdditive = true }, forKey: "g")
        }
    }
}

@Suite("Additive and cumulative animations")
struct AnimationAdditiveCumulativeTests {
    static func move(_ from: Double, _ to: Double, _ configure: (inout Animation) -> Void = { _ in }) -> Animation {
        var move = Animation.basic(keyPath: "position.x", from: .number(from), to: .number(to))
        move.duration = 1
        configure(&move)
        return move
    }

    @Test("an additive animation adds to the presented value: model, then earlier animations")
    func additive() throws {
        var layer = Layer(position: Point(x: 10, y: 0))
        try layer.add(Self.move(0, 20) { $0.isAdditive = true }, forKey: "a")
        #expect(layer.presentation(at: 0.5).position.x == 20) // 10 + 10
        try layer.add(Self.move(0, -4) { $0.isAdditive = true }, forKey: "b")
        #expect(layer.presentation(at: 0.5).position.x == 18) // 10 + 10 − 2
        try layer.add(Self.move(100, 200), forKey: "c") // not additive: replaces
        #expect(layer.presentation(at: 0.5).position.x == 150)
    }

    @Test("an additive rotation turns on from the layer's own")
    func additiveRotation() throws {
        var layer = Layer()
        layer.transform = Transform3D(rotationZ: 0.5)
        var spin = Animation.basic(keyPath: "transform.rotation.z", from: .number(0), to: .number(1))
        spin.duration = 1
        spin.isAdditive = true
        try layer.add(spin, forKey: "spin")
        #expect(transformsMatch(layer.presentation(at: 0.5).transform, Transform3D(rotationZ: 1)))
    }

    // Apple: "the value at the end of the previous repeat cycle, plus the value of the current
    // repeat cycle": iteration i shows value + i·(end value).
    @Test("a cumulative animation builds each iteration on the end of the previous ones", arguments: [
        (0.5, 7.5), (1.5, 17.5), (2.5, 27.5), (3.0, 30.0), (9.0, 30.0),
    ])
    func cumulative(t: Double, expected: Double) throws {
        let move = Self.move(5, 10) {
            $0.repeatCount = 3
            $0.isCumulative = true
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        var layer = Layer()
        try layer.add(move, forKey: "move")
        #expect(abs(layer.presentation(at: t).position.x - expected) <= 1e-12)
    }

    @Test("cumulative transforms concatenate the end transform once per finished iteration")
    func cumulativeTransform() throws {
        var quarter = Animation.basic(keyPath: "transform", from: .transform(.identity), to: .transform(Transform3D(rotationZ: .pi / 2)))
        quarter.duration = 1
        quarter.repeatCount = 4
        quarter.isCumulative = true
        var layer = Layer()
        try layer.add(quarter, forKey: "spin")
        // Iteration 2, halfway: π/4 after two quarter turns, 5π/4 in all.
        #expect(transformsMatch(layer.presentation(at: 2.5).transform, Transform3D(rotationZ: 5 * .pi / 4)))
    }
}
