import Foundation
import LayerModel
import Testing
import TestSupport

@Suite("Depth, sublayerTransform and perspective")
struct DepthTests {
    private func layer(_ name: String, _ frame: Rect) -> Layer {
        Layer(name: name, frame: frame)
    }

    private func placed(_ parent: Layer) throws -> [Layer.PlacedSublayer] {
        parent.sublayerOrder().placed
    }

    @Test("sublayerTransform applies about the anchor point, after the sublayer's own placement")
    func sublayerTransformAboutAnchor() throws {
        // Parent bounds (0, 0, 200, 100), anchor (0.5, 0.5) = (100, 50); a scale by 2 moves the
        // child's centre (150, 50) to 100 + (150 − 100)·2 = 200.
        var parent = layer("parent", Rect(x: 0, y: 0, width: 200, height: 100))
        parent.sublayerTransform = Transform3D(scaleX: 2, y: 2)
        parent.sublayers = [layer("child", Rect(x: 140, y: 40, width: 20, height: 20))]
        let centre = Point(x: 10, y: 10)
        #expect(isClose(try placed(parent)[0].transform.flattened.apply(to: centre), Point(x: 200, y: 50)))
        // With the anchor at the top-left corner the scale is about (0, 0): (300, 100).
        parent.anchorPoint = .zero
        #expect(isClose(try placed(parent)[0].transform.flattened.apply(to: centre), Point(x: 300, y: 100)))
        // The layer itself is not transformed by it.
        #expect(parent.transformToSuperlayer().affine == AffineTransform(translationX: 100, y: 50))
    }

    @Test("perspective in sublayerTransform: zPosition 100 under m34 = −1/500 scales by 1/0.8 about the anchor")
    func perspectiveZPosition() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 200, height: 100))
        parent.sublayerTransform.m34 = -1.0 / 500
        var child = layer("child", Rect(x: 140, y: 40, width: 20, height: 20))
        child.zPosition = 100
        parent.sublayers = [child]
        // The centre (150, 50, 100) is (50, 0, 100) from the anchor: w = 1 − 100/500 = 0.8,
        // so it lands at 100 + 50/0.8 = 162.5; its corner (140, 40) at (100 − 10/0.8, 50 − 10/0.8).
        let m = try placed(parent)[0].transform.flattened
        #expect(isClose(m.apply(to: Point(x: 10, y: 10)), Point(x: 162.5, y: 50)))
        #expect(isClose(m.apply(to: .zero), Point(x: 100 + 40 / 0.8, y: 50 - 10 / 0.8)))
        // Flat and facing the viewer: still an affine map (a uniform scale by 1.25).
        #expect(isClose(try #require(m.affine).a, 1.25))
    }

    @Test("anchorPointZ moves the pivot off the plane: a quarter turn about y about z = −50 swings the centre 50 pt right")
    func anchorPointZ() throws {
        var card = layer("card", Rect(x: 80, y: 30, width: 40, height: 40))
        card.anchorPointZ = -50
        // Without a transform the plane sits at z = zPosition − anchorPointZ = 50.
        #expect(card.transform3DToSuperlayer.m43 == 50)
        card.transform = Transform3D(rotation: .pi / 2, x: 0, y: 1, z: 0)
        // The centre is (0, 0, 50) from the pivot; a quarter turn about y takes z to x:
        // (50·sin 90°, 0, 50·cos 90°) = (50, 0, 0), at the position (100, 50): (150, 50, 0).
        let t = card.transform3DToSuperlayer
        let (x, z) = (20 * t.m11 + 20 * t.m21 + t.m41, 20 * t.m13 + 20 * t.m23 + t.m43)
        #expect(isClose(x, 150) && isClose(z, 0))
    }

    @Test("zPosition orders siblings; equal depths keep sublayer order")
    func zPositionOrder() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        var a = layer("a", Rect(x: 0, y: 0, width: 10, height: 10)), b = a, c = a, d = a
        (a.name, b.name, c.name, d.name) = ("a", "b", "c", "d")
        (a.zPosition, b.zPosition, c.zPosition, d.zPosition) = (5, -1, 5, 0)
        parent.sublayers = [a, b, c, d]
        guard case let .painter(order) = parent.sublayerOrder() else {
            Issue.record("flat layers draw one after the other")
            return
        }
        #expect(order.map(\.layer.name) == ["b", "d", "a", "c"])
    }

    @Test("a layer turned 60° about y has depth z = −tan 60°·(x − 100) over its superlayer's plane")
    func depthPlane() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 200, height: 100))
        var card = layer("card", Rect(x: 80, y: 30, width: 40, height: 40))
        card.transform = Transform3D(rotation: .pi / 3, x: 0, y: 1, z: 0)
        parent.sublayers = [card, layer("flat", Rect(x: 0, y: 0, width: 10, height: 10))]
        guard case let .depthComposited(pieces) = parent.sublayerOrder() else {
            Issue.record("a tilted sibling needs per-pixel depth")
            return
        }
        let plane = try #require(pieces[0].depth)
        #expect(isClose(plane.a, -3.0.squareRoot()) && isClose(plane.b, 0) && isClose(plane.c, 100 * 3.0.squareRoot()))
        #expect(isClose(plane.z(at: Point(x: 110, y: 0)), -10 * 3.0.squareRoot()))
        #expect(try #require(pieces[1].depth).isFlat)
    }

    @Test("more tilted siblings than the limit are an error, not minutes of sorting")
    func tooManyTilted() {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        var tilted = layer("tilted", Rect(x: 0, y: 0, width: 10, height: 10))
        tilted.transform = Transform3D(rotation: 0.5, x: 1, y: 0, z: 0)
        parent.sublayers = Array(repeating: tilted, count: Layer.maxDepthComposited + 1)
        #expect(throws: LayerModelError.tooManyTiltedSiblings(layer: "parent", count: 257, limit: 256)) { try parent.checkPerspectives() }
        // Checked wherever the layer is in the tree.
        var root = layer("root", Rect(x: 0, y: 0, width: 100, height: 100))
        root.sublayers = [layer("a", Rect(x: 0, y: 0, width: 10, height: 10))]
        root.sublayers[0].sublayers = [parent]
        #expect(throws: LayerModelError.tooManyTiltedSiblings(layer: "parent", count: 257, limit: 256)) { try root.checkPerspectives() }
        parent.sublayers.removeLast()
        #expect(throws: Never.self) { try parent.checkPerspectives() }
    }

    @Test("edge-on layers have no depth plane")
    func edgeOn() {
        #expect(Layer.DepthPlane(Transform3D(rotation: .pi / 2, x: 0, y: 1, z: 0)) == nil)
    }

    /// A 50 × 50 pt layer whose bounds start at x = 1000, centred at (100, 100) under a parent
    /// with m34 = −1/100 and turned 0.5 rad about y: its bounds space's origin, 1025 pt left of
    /// the anchor, turns to z = 1025·sin 0.5 = 491.4 (w = 1 − 4.914 < 0, behind the eye), its
    /// own bounds only to z = ±25·sin 0.5 = ±12.0 (w = 0.88…1.12).
    static func farOrigin() -> Layer {
        var layer = Layer(name: "far-origin", bounds: Rect(x: 1000, y: 0, width: 50, height: 50), position: Point(x: 100, y: 100))
        layer.backgroundColor = .red
        layer.transform = Transform3D(rotation: 0.5, x: 0, y: 1, z: 0)
        return layer
    }

    @Test("a layer whose bounds space's origin is behind the eye still has its depth plane")
    func depthPlaneFromAnywhere() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 200, height: 200))
        parent.sublayerTransform.m34 = -1.0 / 100
        parent.sublayers = [DepthTests.farOrigin()]
        let placed = try #require(try placed(parent).first)
        let depth = try #require(placed.depth)
        // The anchor stays at (100, 100, 0), w = 1: depth 0 there. A point 10 pt right of it
        // on the layer, (10 cos 0.5, 0, −10 sin 0.5), lies at w = 1 + 4.794/100 = 1.04794:
        // x = 100 + 8.776/1.04794 = 108.374, z = −4.794/1.04794 = −4.575.
        #expect(isClose(depth.z(at: Point(x: 100, y: 100)), 0, 1e-9))
        let (x, z) = (100 + 10 * cos(0.5) / (1 + 10 * sin(0.5) / 100), -10 * sin(0.5) / (1 + 10 * sin(0.5) / 100))
        #expect(isClose(depth.z(at: Point(x: x, y: 100)), z, 1e-9))
        #expect(abs(z + 4.575) < 1e-3)
    }

    @Test("isDoubleSided = false drops layers whose back faces the viewer")
    func backFaces() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        var front = layer("front", Rect(x: 0, y: 0, width: 10, height: 10))
        front.isDoubleSided = false
        var back = front
        back.name = "back"
        back.transform = Transform3D(rotation: .pi, x: 0, y: 1, z: 0)
        var shown = back
        shown.name = "shown"
        shown.isDoubleSided = true
        parent.sublayers = [front, back, shown]
        #expect(try placed(parent).map { $0.layer.name } == ["front", "shown"])
    }

    @Test("a transform layer's sublayers join its superlayer's 3D space with its placement and opacity")
    func transformLayer() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        var group = layer("group", Rect(x: 20, y: 20, width: 40, height: 40))
        group.kind = .transform
        group.opacity = 0.5
        group.zPosition = 7
        var child = layer("child", Rect(x: 0, y: 0, width: 10, height: 10))
        child.opacity = 0.5
        child.zPosition = 3
        group.sublayers = [child]
        parent.sublayers = [group]
        let p = try placed(parent)
        #expect(p.map(\.layer.name) == ["child"])
        #expect(p[0].layer.opacity == 0.25)
        // The child's origin sits at the group's origin (20, 20), its depth 7 + 3.
        #expect(isClose(p[0].transform.flattened.apply(to: .zero), Point(x: 20, y: 20)))
        #expect(isClose(try #require(p[0].depth).c, 10))
    }

    /// A perspective matrix that folds the plane onto a line: no inverse.
    private static var folding: Transform3D {
        var t = Transform3D(scaleX: 1, y: 1, z: 0)
        t.m34 = -0.002
        return t
    }

    @Test("a tree's perspective is checked once, everywhere a drawn layer can be: sublayers, transform layers' children, masks")
    func wholeTree() throws {
        func tree(_ change: (inout Layer) -> Void) -> Layer {
            var root = layer("root", Rect(x: 0, y: 0, width: 100, height: 100))
            var group = layer("group", Rect(x: 0, y: 0, width: 50, height: 50))
            group.sublayers = [layer("leaf", Rect(x: 0, y: 0, width: 10, height: 10))]
            root.sublayers = [group]
            change(&root)
            return root
        }
        try tree { _ in }.checkPerspectives()
        #expect(throws: LayerModelError.singularPerspective(layer: "leaf", property: "transform")) {
            try tree { $0.sublayers[0].sublayers[0].transform = DepthTests.folding }.checkPerspectives()
        }
        #expect(throws: LayerModelError.singularPerspective(layer: "group", property: "sublayerTransform")) {
            try tree { $0.sublayers[0].sublayerTransform = DepthTests.folding }.checkPerspectives()
        }
        #expect(throws: LayerModelError.singularPerspective(layer: "leaf", property: "transform")) {
            try tree {
                $0.sublayers[0].kind = .transform
                $0.sublayers[0].sublayers[0].transform = DepthTests.folding
            }.checkPerspectives()
        }
        #expect(throws: LayerModelError.singularPerspective(layer: "m", property: "sublayerTransform")) {
            try tree {
                var mask = Layer(name: "m", frame: Rect(x: 0, y: 0, width: 10, height: 10))
                mask.sublayerTransform = DepthTests.folding
                $0.sublayers[0].mask = mask
            }.checkPerspectives()
        }
        // A hidden layer is not drawn, so its matrices do not matter.
        try tree {
            $0.sublayers[0].isHidden = true
            $0.sublayers[0].sublayers[0].transform = DepthTests.folding
        }.checkPerspectives()
    }

    @Test("in a tree never checked, the order leaves out what a folding matrix hides, and so do the drawing bounds")
    func uncheckedTree() throws {
        var parent = layer("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        var folded = layer("folded", Rect(x: 60, y: 60, width: 30, height: 30))
        folded.backgroundColor = .red
        folded.transform = DepthTests.folding
        var plain = layer("plain", Rect(x: 10, y: 10, width: 20, height: 20))
        plain.backgroundColor = .red
        parent.sublayers = [folded, plain]
        #expect(parent.sublayerOrder().placed.map(\.layer.name) == ["plain"])
        #expect(try parent.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: 10, y: 10, width: 20, height: 20))
        parent.sublayerTransform = DepthTests.folding
        #expect(parent.sublayerOrder().placed.isEmpty)
        #expect(try parent.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == .zero)
    }

    @Test("a perspective matrix without an inverse is an error; an invertible one is not")
    func singular() throws {
        var flat = Transform3D(scaleX: 1, y: 1, z: 0)
        flat.m34 = -0.002
        var card = layer("card", Rect(x: 0, y: 0, width: 10, height: 10))
        card.transform = flat
        #expect(throws: LayerModelError.singularPerspective(layer: "card", property: "transform")) { try card.checkPerspective() }
        var tilt = Transform3D(rotation: 1, x: 0, y: 1, z: 0)
        tilt.m34 = -0.002
        card.transform = tilt
        try card.checkPerspective()
        // Flat without perspective is an ordinary (if invisible) scale.
        card.transform = Transform3D(scaleX: 1, y: 1, z: 0)
        try card.checkPerspective()
    }

    @Test("projective transforms: inverse, w, stretch and the affine case")
    func projective() throws {
        var t = Transform3D.identity
        t.m14 = 0.01
        t.m41 = 5
        let h = t.flattened
        #expect(h.affine == nil)
        // (10, 0): w = 1 + 10·0.01 = 1.1, x = (10 + 5)/1.1.
        #expect(isClose(h.w(at: Point(x: 10, y: 0)), 1.1))
        #expect(isClose(h.apply(to: Point(x: 10, y: 0)), Point(x: 15 / 1.1, y: 0)))
        let back = try #require(h.inverted()).apply(to: h.apply(to: Point(x: 3, y: 4)))
        #expect(isClose(back, Point(x: 3, y: 4)))
        #expect(isClose(ProjectiveTransform(AffineTransform(scaleX: 2, y: 2)).largestStretch(at: Point(x: 7, y: 1)), 2))
        #expect(ProjectiveTransform(AffineTransform(rotationAngle: 0.3)).affine != nil)
        // A box reaching past w = 0 has no bounded image.
        #expect(h.apply(to: Rect(x: -200, y: 0, width: 10, height: 10)) == nil)
    }

    @Test("edges stay smooth only along the pixel axes, unless allowed or rounded")
    func edgeAntialiasing() {
        var square = layer("square", Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.antialiasesEdges(under: AffineTransform.identity))
        var perspective = Transform3D(rotation: 0.3, x: 0, y: 1, z: 0)
        perspective.m14 = 0.01
        #expect(!square.antialiasesEdges(under: perspective.flattened))
        #expect(square.antialiasesEdges(under: AffineTransform(rotationAngle: .pi / 2)))
        #expect(square.antialiasesEdges(under: AffineTransform(scaleX: 2.5, y: 0.5)))
        #expect(!square.antialiasesEdges(under: AffineTransform(rotationAngle: .pi / 4)))
        #expect(!square.antialiasesEdges(under: AffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
        square.allowsEdgeAntialiasing = true
        #expect(square.antialiasesEdges(under: AffineTransform(rotationAngle: .pi / 4)))
        square.allowsEdgeAntialiasing = false
        square.cornerRadius = 2
        #expect(square.antialiasesEdges(under: AffineTransform(rotationAngle: .pi / 4)))
    }

    @Test("a projected layer composited by depth gets the canvas its flat image projects to, not a smaller one")
    func projectedDepthPieceBox() throws {
        // Two shadowed cards turned ±0.5 rad about y, far behind the root's plane: minified,
        // each is drawn flat at k ≈ 0.43 px/pt, where its shadow's reach (⌈3σ⌉ + 1 px at
        // σ = 3k) is 1/k ≈ 2.3 pt wider than at the image's 1 px/pt. Its piece used to be cut
        // to the box at 1 px/pt, about 0.4 px inside the flat image's on every side.
        var root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        root.sublayerTransform.m34 = -1.0 / 100
        var card = Layer(name: "a", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.shadowOpacity = 1
        card.shadowRadius = 3
        card.transform = Transform3D(rotation: 0.5, x: 0, y: 1, z: 0)
        card.zPosition = -400
        var other = card
        other.name = "b"
        other.transform = Transform3D(rotation: -0.5, x: 0, y: 1, z: 0)
        root.sublayers = [card, other]
        let plan = try root.renderPlan(scale: 1, pixelWidth: 200, pixelHeight: 200)
        guard case let .depthComposited(pieces) = plan.root?.sublayers, pieces.count == 2 else {
            Issue.record("expected two pieces composited by depth")
            return
        }
        for (piece, layer) in zip(pieces, root.sublayers) {
            guard case let .projected(projected) = piece.placement else {
                Issue.record("expected \(layer.name ?? "") projected")
                continue
            }
            #expect(projected.resolution < 0.5)
            #expect(piece.box == projected.device)
            let atImageScale = try layer.drawingBounds(toDevice: projected.toDevice, scale: 1)
            #expect(piece.box.union(atImageScale) == piece.box && piece.box != atImageScale)
        }
    }
}
