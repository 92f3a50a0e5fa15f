import Testing
@testable import LayerModel

@Suite("Presentation at time t")
struct PresentationTests {
    static func fade(from: Double, to: Double) -> Animation {
        var fade = Animation.basic(keyPath: "opacity", from: .number(from), to: .number(to))
        fade.duration = 1
        return fade
    }

    @Test("presentation leaves the model unchanged and returns a tree without animations")
    func modelUnchanged() throws {
        var sub = Layer(name: "sub", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        var move = Animation.basic(keyPath: "position", to: .point(Point(x: 50, y: 60)))
        move.duration = 1
        try sub.add(move, forKey: "move")
        var root = Layer(name: "root")
        root.addSublayer(sub)
        try root.add(Self.fade(from: 0, to: 1), forKey: "fade")
        let model = root

        let presented = root.presentation(at: 0.5)

        #expect(root == model)
        #expect(root.animations.count == 1 && root.sublayers[0].animations.count == 1)
        #expect(presented.animations.isEmpty && presented.sublayers[0].animations.isEmpty)
        #expect(presented.opacity == 0.5)
        #expect(presented.sublayers[0].position == Point(x: 25, y: 30))
    }

    @Test("sublayers and masks are presented recursively")
    func recursive() throws {
        var maskLayer = Layer(name: "mask")
        try maskLayer.add(Self.fade(from: 0, to: 0.5), forKey: "fade")
        var grandchild = Layer(name: "grandchild")
        try grandchild.add(Self.fade(from: 1, to: 0), forKey: "fade")
        var child = Layer(name: "child")
        child.addSublayer(grandchild)
        var root = Layer(name: "root")
        root.addSublayer(child)
        root.mask = maskLayer

        let presented = root.presentation(at: 0.5)

        #expect(presented.mask?.opacity == 0.25)
        #expect(presented.mask?.animations.isEmpty == true)
        #expect(presented.sublayers[0].sublayers[0].opacity == 0.5)
    }

    @Test("a later animation on the same key path overrides an earlier one")
    func laterOverrides() throws {
        var layer = Layer()
        try layer.add(Self.fade(from: 0, to: 1), forKey: "first")
        try layer.add(Self.fade(from: 1, to: 0.5), forKey: "second")
        #expect(layer.presentation(at: 0.5).opacity == 0.75)
    }

    @Test("adding under an existing key replaces that animation and moves it last")
    func replaceByKey() throws {
        var layer = Layer()
        try layer.add(Self.fade(from: 0, to: 1), forKey: "a")
        try layer.add(Self.fade(from: 1, to: 0.5), forKey: "b")
        try layer.add(Self.fade(from: 0, to: 0.2), forKey: "a")
        #expect(layer.animations.map(\.key) == ["b", "a"])
        #expect(layer.animation(forKey: "a") == Self.fade(from: 0, to: 0.2))
        #expect(layer.presentation(at: 0.5).opacity == 0.1)
    }

    @Test("removed animations no longer apply")
    func removal() throws {
        var layer = Layer()
        try layer.add(Self.fade(from: 0, to: 1), forKey: "a")
        try layer.add(.basic(keyPath: "cornerRadius", to: .number(8)), forKey: "b")
        layer.removeAnimation(forKey: "a")
        #expect(layer.animation(forKey: "a") == nil)
        #expect(layer.presentation(at: 0.5).opacity == 1)
        layer.removeAllAnimations()
        #expect(layer.animations.isEmpty)
        #expect(layer.presentation(at: 0.125).cornerRadius == 0)
    }

    @Test("parts of the transform animated separately compose")
    func transformPartsCompose() throws {
        var layer = Layer()
        var grow = Animation.basic(keyPath: "transform.scale", to: .number(2))
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        var spin = Animation.basic(keyPath: "transform.rotation.z", to: .number(0.5))
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        try layer.add(grow, forKey: "grow")
        try layer.add(spin, forKey: "spin")
        let expected = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(rotationZ: 0.5))
        #expect(transformsMatch(layer.presentation(at: 1).transform, expected))
    }

    @Test("the time range spans every animation in the tree")
    func timeRange() throws {
        var late = Self.fade(from: 0, to: 1)
        late.beginTime = 2
        late.repeatCount = 1.5 // ends at 2 + 1.5
        var sub = Layer()
        try sub.add(late, forKey: "late")
        var early = Self.fade(from: 0, to: 1)
        early.beginTime = -0.5
        var maskLayer = Layer()
        try maskLayer.add(early, forKey: "early")
        var root = Layer()
        #expect(root.animationTimeRange == nil)
        root.addSublayer(sub)
        root.mask = maskLayer
        #expect(root.animationTimeRange == -0.5...3.5)

        var forever = Self.fade(from: 0, to: 1)
        forever.repeatCount = .infinity
        try root.add(forever, forKey: "forever")
        #expect(root.animationTimeRange?.upperBound == .infinity)
    }
}

// MARK: Helpers shared by the animation suites

/// The opacity shown at `t` by a layer of model opacity 1 running `animation`.
func presentedOpacity(_ animation: Animation, at t: Double) throws -> Double {
    var layer = Layer()
    try layer.add(animation, forKey: "test")
    return layer.presentation(at: t).opacity
}

/// True when all 16 entries differ by at most `tolerance`.
func transformsMatch(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-12) -> Bool {
    zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
}
