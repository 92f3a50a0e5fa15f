import Testing
@testable import LayerModel
import TestSupport

@Suite("Replicators")
struct ReplicatorTests {
    /// A 100×60 replicator with one 10×10 red square centred at (70, 30): 20 pt right of the
    /// replicator's centre (50, 30).
    static func replicator(_ configure: (inout Replicator) throws -> Void) throws -> Layer {
        var root = Layer(name: "replicator", bounds: Rect(x: 0, y: 0, width: 100, height: 60), position: Point(x: 50, y: 30))
        var replicator = Replicator()
        try configure(&replicator)
        root.replicator = replicator
        var square = Layer(name: "square", frame: Rect(x: 65, y: 25, width: 10, height: 10))
        square.backgroundColor = .red
        root.sublayers = [square]
        return root
    }

    /// Where a sublayer's own centre lands in the replicator's bounds space.
    static func centre(of layer: Layer) -> Point {
        layer.transformToSuperlayer().apply(to: layer.bounds.center)
    }

    @Test("Apple's defaults: one instance, identity, no delay, opaque white, no offsets")
    func defaults() throws {
        let r = Replicator()
        #expect(r.instanceCount == 1 && r.instanceTransform == .identity && r.instanceDelay == 0)
        #expect(r.instanceColor == .white)
        #expect([r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset] == [0, 0, 0, 0])
        // One instance with the defaults is the sublayers as they are.
        let layer = try Self.replicator { _ in }
        var plain = layer
        plain.replicator = nil
        #expect(layer.expandingReplicators() == plain)
        #expect(layer.presentation(at: 0) == plain)
    }

    @Test("instanceCount is 0...10000; outside it is a typed error with one line", arguments: [-1, 10_001, Int.max])
    func countLimit(count: Int) throws {
        #expect(throws: LayerModelError.invalidReplicator("instanceCount must be 0...10000, got \(count)")) {
            try Replicator(instanceCount: count)
        }
        var r = try Replicator(instanceCount: 3)
        #expect(throws: LayerModelError.self) { try r.setInstanceCount(count) }
        #expect(r.instanceCount == 3)
        #expect(LayerModelError.invalidReplicator("x").description.split(separator: "\n").count == 1)
    }

    @Test("instance k is turned by instanceTransform^k about the replicator's centre")
    func rotationAboutCentre() throws {
        // A quarter turn (clockwise on screen, y down): (70, 30) → (50, 50) → (30, 30) → (50, 10).
        let layer = try Self.replicator {
            try $0.setInstanceCount(4)
            $0.instanceTransform = Transform3D(rotationZ: .pi / 2)
        }
        let instances = layer.expandingReplicators().sublayers
        #expect(instances.count == 4)
        let centres = instances.map(Self.centre)
        let expected = [Point(x: 70, y: 30), Point(x: 50, y: 50), Point(x: 30, y: 30), Point(x: 50, y: 10)]
        for (c, e) in zip(centres, expected) { #expect(isClose(c, e), "\(c) vs \(e)") }
        // The square's own corner (0, 0) — top left, at (65, 25) — turns with it: instance 1
        // puts it at (55, 45) (the top-left corner becomes the top-right).
        #expect(isClose(instances[1].transformToSuperlayer().apply(to: Point(x: 0, y: 0)), Point(x: 55, y: 45)))
        // Instance 0 keeps its transform untouched, bit for bit.
        #expect(instances[0].transform == .identity)
    }

    @Test("a translation accumulates, on top of the sublayer's own transform and zPosition")
    func translationAccumulates() throws {
        var layer = try Self.replicator {
            try $0.setInstanceCount(3)
            $0.instanceTransform = Transform3D(translationX: -15, y: 4, z: 2)
        }
        layer.sublayers[0].transform = Transform3D(scaleX: 2, y: 2)
        layer.sublayers[0].zPosition = 5
        let instances = layer.expandingReplicators().sublayers
        // Scaled ×2 about its centre: its corner (0, 0) sits at (60, 20) in instance 0.
        let corners = instances.map { $0.transformToSuperlayer().apply(to: Point(x: 0, y: 0)) }
        #expect(isClose(corners[0], Point(x: 60, y: 20)))
        #expect(isClose(corners[1], Point(x: 45, y: 24)))
        #expect(isClose(corners[2], Point(x: 30, y: 28)))
        // z: zPosition 5 plus 2 per instance.
        let z = instances.map { $0.transform3DToSuperlayer.m43 }
        #expect(z == [5, 7, 9])
    }

    @Test("the instance color is instanceColor + k·offset, each component clamped to 0…1")
    func colors() throws {
        var r = try Replicator(instanceCount: 5)
        r.instanceColor = Color(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        r.instanceRedOffset = -0.25
        r.instanceGreenOffset = 0.2
        r.instanceAlphaOffset = -0.3
        #expect(r.color(ofInstance: 0) == Color(red: 1, green: 0.5, blue: 0.2, alpha: 1))
        let two = r.color(ofInstance: 2)
        #expect(isClose(two.red, 0.5) && isClose(two.green, 0.9) && isClose(two.blue, 0.2) && isClose(two.alpha, 0.4))
        let four = r.color(ofInstance: 4)
        #expect(four.red == 0 && four.green == 1 && isClose(four.blue, 0.2) && four.alpha == 0)
    }

    @Test("the instance color multiplies every color of the instance's subtree, not its mask")
    func tint() throws {
        var layer = try Self.replicator {
            try $0.setInstanceCount(2)
            $0.instanceColor = Color(red: 0.5, green: 1, blue: 1, alpha: 1)
            $0.instanceAlphaOffset = -0.5
        }
        var shape = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 4),
                          kind: .shape(ShapeLayer(path: Path(), fillColor: Color(red: 0.8, green: 0.6, blue: 0.4), strokeColor: .white)))
        shape.borderColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        shape.shadowColor = .black
        var gradient = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 4), kind: .gradient(GradientLayer(colors: [.white, .red])))
        gradient.mask = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        gradient.mask?.backgroundColor = .white
        layer.sublayers[0].sublayers = [shape, gradient]
        let instances = layer.expandingReplicators().sublayers
        // Instance 0 × (0.5, 1, 1, 1); instance 1 × (0.5, 1, 1, 0.5).
        #expect(instances[0].backgroundColor == Color(red: 0.5, green: 0, blue: 0, alpha: 1))
        #expect(instances[1].backgroundColor == Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        let s = instances[1].sublayers[0]
        #expect(s.shape?.fillColor == Color(red: 0.4, green: 0.6, blue: 0.4, alpha: 0.5))
        #expect(s.shape?.strokeColor == Color(red: 0.5, green: 1, blue: 1, alpha: 0.5))
        #expect(s.borderColor == Color(red: 0.5, green: 1, blue: 1, alpha: 0.25))
        #expect(s.shadowColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let g = instances[1].sublayers[1]
        #expect(g.gradient?.colors == [Color(red: 0.5, green: 1, blue: 1, alpha: 0.5), Color(red: 0.5, green: 0, blue: 0, alpha: 0.5)])
        #expect(g.mask?.backgroundColor == .white)
    }

    @Test("instance k shows its animations at t − k·instanceDelay")
    func delay() throws {
        var layer = try Self.replicator {
            try $0.setInstanceCount(4)
            $0.instanceDelay = 0.25
        }
        var fade = Animation.basic(keyPath: "opacity", from: .number(1), to: .number(0))
        fade.duration = 1
        try layer.sublayers[0].add(fade, forKey: "fade")
        // At t = 0.5: instance times 0.5, 0.25, 0, −0.25 → opacity 0.5, 0.75, 1, and the model's
        // 1 before the animation begins (fill mode removed).
        let opacities = layer.presentation(at: 0.5).sublayers.map(\.opacity)
        #expect(opacities == [0.5, 0.75, 1, 1])
        // At t = 1.1: 1.1 (over: model 1), 0.85, 0.6, 0.35 → 1, 0.15, 0.4, 0.65.
        let later = layer.presentation(at: 1.1).sublayers.map(\.opacity)
        for (o, e) in zip(later, [1, 0.15, 0.4, 0.65]) { #expect(isClose(o, e), "\(later)") }
        // Without presentation (a model tree drawn as is) every instance shows the model.
        #expect(layer.expandingReplicators().sublayers.map(\.opacity) == [1, 1, 1, 1])
    }

    @Test("instanceTransform, instanceDelay, instanceColor and the offsets animate")
    func animatable() throws {
        var layer = try Self.replicator { try $0.setInstanceCount(3) }
        var turn = Animation.basic(keyPath: "instanceTransform", to: .transform(Transform3D(rotationZ: .pi)))
        turn.duration = 1
        var alpha = Animation.basic(keyPath: "instanceAlphaOffset", from: .number(0), to: .number(-0.5))
        alpha.duration = 1
        var color = Animation.basic(keyPath: "instanceColor", to: .color(Color(red: 0, green: 1, blue: 1)))
        color.duration = 1
        try layer.add(turn, forKey: "turn")
        try layer.add(alpha, forKey: "alpha")
        try layer.add(color, forKey: "color")
        let at = layer.presentation(at: 0.5)
        #expect(at.replicator == nil)
        // Half of a half turn: a quarter turn per instance, so instance 1's centre is at (50, 50).
        #expect(isClose(Self.centre(of: at.sublayers[1]), Point(x: 50, y: 50)))
        // Alpha offset −0.25, red 0.5: instance 2's red square is (0.5·1, 0, 0, 1 − 0.5).
        let c = try #require(at.sublayers[2].backgroundColor)
        #expect(isClose(c.red, 0.5) && c.green == 0 && isClose(c.alpha, 0.5))
        // On a layer that is no replicator these key paths are refused.
        var plain = Layer()
        #expect(throws: LayerModelError.self) { try plain.add(alpha, forKey: "alpha") }
    }

    @Test("instanceCount animates as Core Animation's integer properties: the interpolated count, truncated")
    func countAnimates() throws {
        var layer = try Self.replicator { try $0.setInstanceCount(2) }
        var grow = Animation.basic(keyPath: "instanceCount", from: .number(2), to: .number(6))
        grow.duration = 1
        try layer.add(grow, forKey: "grow")
        // 2 + 4t instances: 2 at 0, 4 at 0.5, 4.4 → 4 at 0.6, 5.96 → 5 at 0.99; the model's 2 after the end.
        #expect([0, 0.5, 0.6, 0.99, 1.5].map { layer.presentation(at: $0).sublayers.count } == [2, 4, 4, 5, 2])
        // Past the limit is kept at the limit (truncation never makes it negative either).
        var huge = Animation.basic(keyPath: "instanceCount", from: .number(-5), to: .number(1e9))
        huge.duration = 1
        try layer.add(huge, forKey: "grow")
        #expect(layer.presentation(at: 0).sublayers.count == 0)
    }

    @Test("instances draw in order, each instance's sublayers in sublayer order; 0 instances draw none")
    func order() throws {
        var layer = try Self.replicator { try $0.setInstanceCount(2) }
        layer.sublayers.append(Layer(name: "second"))
        #expect(layer.expandingReplicators().sublayers.map(\.name) == ["square", "second", "square", "second"])
        layer.replicator = try Replicator(instanceCount: 0)
        #expect(layer.expandingReplicators().sublayers.isEmpty)
    }

    @Test("nested replicators multiply; too many expanded layers is a typed error, and presentation stays bounded")
    func expandedLimit() throws {
        let inner = try Self.replicator { try $0.setInstanceCount(400) }
        var outer = try Self.replicator { try $0.setInstanceCount(300) }
        outer.sublayers = [inner]
        // 1 + 300 · (1 + 400 · 1) = 120,301.
        #expect(outer.expandedLayerCount == 120_301)
        #expect(throws: LayerModelError.tooManyReplicatedLayers(layer: "replicator", count: 120_301, limit: 100_000)) {
            try outer.checkReplicators()
        }
        var presented = outer.presentation(at: 0)
        #expect(presented.expandedLayerCount <= Replicator.maxExpandedLayers)
        outer.replicator = try Replicator(instanceCount: 200)
        #expect(outer.expandedLayerCount == 80_201)
        try outer.checkReplicators()
        presented = outer.presentation(at: 0)
        #expect(presented.expandedLayerCount == 80_201 && !presented.containsReplicator)
        // A saturating count cannot overflow.
        var deep = try Self.replicator { try $0.setInstanceCount(10_000) }
        for _ in 0..<6 {
            var wrapper = try Self.replicator { try $0.setInstanceCount(10_000) }
            wrapper.sublayers = [deep]
            deep = wrapper
        }
        #expect(deep.expandedLayerCount == .max)
    }
}
