import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CALayer geometry, hierarchy and defaults", .isolatedQuartzState)
struct CALayerGeometryTests {
    @Test("defaults are Core Animation's")
    func defaults() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.backgroundColor == nil)
        #expect(layer.sublayers == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.allowsEdgeAntialiasing == false)
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor.black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == CGColor.white && text.alignmentMode == .natural)
    }

    @Test("frame = position − anchorPoint·size; setting it sets bounds.size and position")
    func frame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 100, height: 40)
        layer.position = CGPoint(x: 60, y: 30)
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(layer.frame == CGRect(x: 60, y: -10, width: 100, height: 40))
        layer.frame = CGRect(x: 1, y: 2, width: 30, height: 20)
        // Anchor (0, 1): position = (1 + 0·30, 2 + 1·20).
        #expect(layer.position == CGPoint(x: 1, y: 22))
        #expect(layer.bounds == CGRect(x: 5, y: 5, width: 30, height: 20))
    }

    @Test("frame under a transform is the box of the transformed bounds about the anchor point")
    func frameUnderTransform() {
        let layer = sizedLayer(100, 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.transform = CATransform3DMakeScale(2, 0.5, 1)
        // Half sizes 100 × 10 about (50, 50).
        #expect(layer.frame == CGRect(x: -50, y: 40, width: 200, height: 20))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let f = layer.frame
        // A quarter turn swaps the sides: 40 wide, 100 high, centred on (50, 50).
        #expect(isClose(f, CGRect(x: 30, y: 0, width: 40, height: 100), 1e-9))
    }

    @Test("sublayer insertion, reparenting and removal")
    func hierarchy() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSublayer(a, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        root.insertSublayer(b, at: 0)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(c)
        #expect(c.superlayer === other)
        #expect(root.sublayers?.count == 2)
        root.replaceSublayer(b, with: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
        #expect(b.superlayer == nil && other.sublayers == nil)
        a.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1)
        // A layer cannot become its own descendant.
        c.addSublayer(root)
        #expect(root.superlayer == nil)
    }

    @Test("layoutSublayers runs before a snapshot when layout is needed")
    func layout() throws {
        final class Stack: CALayer {
            var runs = 0
            override func layoutSublayers() {
                runs += 1
                for (i, layer) in (sublayers ?? []).enumerated() {
                    layer.frame = CGRect(x: 0, y: CGFloat(i) * 10, width: bounds.width, height: 10)
                }
            }
        }
        let stack = Stack()
        stack.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let bar = CALayer()
        bar.backgroundColor = UIColor.red.cgColor
        stack.addSublayer(CALayer())
        stack.addSublayer(bar)
        let image = try stack.snapshot(scale: 1)
        #expect(stack.runs == 1)
        #expect(bar.frame == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(image[5, 15].r == 255 && image[5, 5].a == 0)
        _ = try stack.snapshot(scale: 1)
        #expect(stack.runs == 1)
    }
}

@Suite("Converting between layers and hit testing", .isolatedQuartzState)
struct CALayerConversionTests {
    @Test("points and rects convert through positions, anchor points and transforms")
    func convert() {
        let root = sizedLayer(200, 200)
        let child = sizedLayer(40, 20)
        child.position = CGPoint(x: 100, y: 50)
        child.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 5, width: 4, height: 4)
        child.addSublayer(grandchild)
        // Child (0,0) is 20 × 10 from its centre, doubled: (100 − 40, 50 − 20).
        #expect(root.convert(CGPoint.zero, from: child) == CGPoint(x: 60, y: 30))
        #expect(child.convert(CGPoint(x: 60, y: 30), from: root) == .zero)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 80, y: 40))
        #expect(root.convert(grandchild.bounds, from: grandchild) == CGRect(x: 80, y: 40, width: 8, height: 8))
        #expect(root.hitTest(CGPoint(x: 84, y: 44)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 61, y: 31)) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
    }

    @Test("a superlayer's sublayerTransform counts, about its anchor point, perspective included")
    func sublayerTransform() {
        let root = sizedLayer(200, 200)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        // (10, 10) in the root's space before the sublayer transform, doubled about (100, 100).
        #expect(root.convert(CGPoint.zero, from: child) == CGPoint(x: -80, y: -80))
        #expect(child.convert(CGPoint(x: -80, y: -80), from: root) == .zero)
        // (−70, −70) undoes to (15, 15) in the root, (5, 5) in the child, where the child
        // draws; but it is outside the root's bounds, so the root returns nil, as Apple
        // documents. Moved inside: (110, 110) undoes to (105, 105), (95, 95) in the child.
        #expect(root.hitTest(CGPoint(x: -70, y: -70)) == nil)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === root)
        child.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === child)

        // Perspective: the child's corner sits at (−10, −10, 100) from the root's anchor, and
        // w = 1 + 100·(−1/500) = 0.8 divides it to (−12.5, −12.5).
        root.sublayerTransform = CATransform3DIdentity
        root.sublayerTransform.m34 = -1.0 / 500
        child.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        child.zPosition = 100
        let corner = root.convert(CGPoint.zero, from: child)
        #expect(isClose(corner, CGPoint(x: 87.5, y: 87.5), 1e-9))
    }

    @Test("a layer scaled to nothing converts to NaN and is never hit")
    func singular() {
        let root = sizedLayer(100, 100)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.transform = CATransform3DMakeScale(0, 1, 1)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        #expect(child.convert(CGPoint(x: 50, y: 50), from: root).x.isNaN)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: root).isNull)
        // Into the root the squashed layer still maps: its x collapses onto the centre line.
        #expect(root.convert(CGPoint(x: 10, y: 20), from: child) == CGPoint(x: 50, y: 20))
    }

    @Test("a conic gradient layer and the main screen's scale")
    func conicAndScreen() throws {
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        gradient.type = .conic
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        #expect(throws: Never.self) { try gradient.snapshot(scale: UIScreen.main.scale) }
        #expect(UIScreen.main.scale == 2)
    }
}
