import LayerModel
import Testing
import TestSupport

/// "Behind the eye" (w ≤ 0 after projection) is decided by the plan, before anything is
/// drawn, and the drawing bounds never stand in `.zero` for a layer whose box is unbounded.
@Suite("Behind the eye")
struct BehindEyeTests {
    /// A red 64 × 32 pt card anchored at its top-left corner, placed at (10, 10), whose
    /// `transform` has the perspective term `m14 = −1/d`: a point x of the card has
    /// w = 1 − x/d, exactly (d a power of two), so its right edge is at w = 1 − 64/d.
    static func card(_ name: String = "card", depth d: Double) -> Layer {
        var card = Layer(name: name, bounds: Rect(x: 0, y: 0, width: 64, height: 32), position: Point(x: 10, y: 10))
        card.anchorPoint = .zero
        card.backgroundColor = .red
        card.transform.m14 = -1 / d
        return card
    }

    static func root(_ sublayers: Layer...) -> Layer {
        var root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        root.sublayers = sublayers
        return root
    }

    static func plan(_ root: Layer) throws(LayerModelError) -> RenderPlan {
        try root.checkPerspectives()
        return try root.renderPlan(scale: 1, pixelWidth: 200, pixelHeight: 100)
    }

    @Test("in front of the eye: w = 1 − x/128 ≥ 0.5, the card maps to (10, 10)…(138, 74)")
    func inFront() throws {
        // x' = x/w + 10, y' = y/w + 10: (0, 0) → (10, 10), (64, 0) → (138, 10),
        // (64, 32) → (138, 74), (0, 32) → (10, 42).
        let plan = try Self.plan(Self.root(Self.card(depth: 128)))
        guard case let .painter(placements) = plan.root?.sublayers, placements.count == 1,
              case let .projected(projected) = placements[0] else {
            Issue.record("expected one projected sublayer")
            return
        }
        #expect(isClose(projected.device, Rect(x: 10, y: 10, width: 128, height: 64)))
        #expect(try Self.root(Self.card(depth: 128)).drawingBounds(toDevice: AffineTransform.identity, scale: 1)
            == Rect(x: 10, y: 10, width: 128, height: 64))
    }

    @Test("exactly at the eye: the right edge at w = 1 − 64/64 = 0 is an error")
    func exactlyAtEye() {
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try Self.plan(Self.root(Self.card(depth: 64))) }
    }

    @Test("partly behind the eye: w = 1 − x/32 runs from 1 to −1 across the card")
    func partlyBehind() {
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try Self.plan(Self.root(Self.card(depth: 32))) }
    }

    @Test("entirely behind the eye: zPosition 80 under m34 = −1/64 gives w ≈ 1 − 80/64 < 0 everywhere")
    func entirelyBehind() {
        var card = Layer(name: "card", frame: Rect(x: 25, y: 25, width: 50, height: 50))
        card.backgroundColor = .red
        card.transform = Transform3D(rotation: 0.1, x: 0, y: 1, z: 0)
        card.zPosition = 80
        var root = Self.root(card)
        root.sublayerTransform.m34 = -1.0 / 64
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try Self.plan(root) }
    }

    @Test("a sublayer of a projected layer reaching behind the eye: the drawing bounds throw, never leave it out")
    func sublayerOfProjectedLayer() throws {
        // The holder is itself in perspective (w = 1 − x/1024 > 0.9), the card in it partly
        // behind the eye. Its box used to be `.zero`, and the holder's drawing bounds only its own.
        var holder = Self.card("holder", depth: 1024)
        holder.addSublayer(Self.card(depth: 32))
        let root = Self.root(holder)
        let toDevice = holder.transformToSuperlayer()
        #expect(toDevice.affine == nil)
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try holder.drawingBounds(toDevice: toDevice, scale: 1) }
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try holder.boxInBoundsSpace(scale: 1) }
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try root.drawingBounds(toDevice: AffineTransform.identity, scale: 1) }
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try Self.plan(root) }
        // A translucent root composites in a group sized from its drawing bounds: the same error.
        var translucent = root
        translucent.opacity = 0.5
        #expect(throws: LayerModelError.behindEye(layer: "card")) {
            try translucent.compositingPlan(toDevice: .identity, scale: 1, image: Rect(x: 0, y: 0, width: 200, height: 100))
        }
        // Hidden, it is not drawn, so where it lies does not matter.
        var hidden = root
        hidden.sublayers[0].sublayers[0].isHidden = true
        // w = 1 − 64/1024 = 0.9375 at the right edge: (10, 10)…(10 + 64/0.9375, 10 + 32/0.9375).
        let box = try hidden.drawingBounds(toDevice: AffineTransform.identity, scale: 1)
        #expect(isClose(box, Rect(x: 10, y: 10, width: 64 / 0.9375, height: 32 / 0.9375)))
        _ = try Self.plan(hidden)
    }

    @Test("a mask reaching behind the eye is an error, not a mask left out of the bounds")
    func maskBehindEye() {
        var holder = Layer(name: "holder", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        holder.backgroundColor = .blue
        holder.mask = Self.card("mask", depth: 32)
        #expect(throws: LayerModelError.behindEye(layer: "mask")) { try holder.drawingBounds(toDevice: AffineTransform.identity, scale: 1) }
        #expect(throws: LayerModelError.behindEye(layer: "mask")) { try Self.plan(Self.root(holder)) }
    }

    @Test("among siblings composited by depth, one behind the eye is an error, as it is alone")
    func depthCompositedSibling() {
        // Two cards turned about y put the root's sublayers in depth order; the second one's
        // plane has no depth there (behind the eye), which used to draw it as nothing.
        var root = Self.root()
        root.sublayerTransform.m34 = -1.0 / 64
        var near = Layer(name: "near", frame: Rect(x: 20, y: 20, width: 40, height: 40))
        near.backgroundColor = .red
        near.transform = Transform3D(rotation: 0.3, x: 0, y: 1, z: 0)
        var far = near
        far.name = "card"
        far.zPosition = 80
        root.sublayers = [near, far]
        guard case .depthComposited = root.sublayerOrder() else {
            Issue.record("expected depth compositing")
            return
        }
        #expect(throws: LayerModelError.behindEye(layer: "card")) { try Self.plan(root) }
    }
}
