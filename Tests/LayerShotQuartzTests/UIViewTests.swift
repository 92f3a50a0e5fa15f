import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// `UIView` over its `CALayer`: geometry and appearance forwarded, the hierarchy mirrored in the
/// layer tree, tint inheritance, layout driven by the layer, `layerClass`, `draw(_:)`.
@Suite("UIView", .isolatedQuartzState)
struct UIViewTests {
    /// Records the hierarchy and tint callbacks it gets, and counts layouts.
    final class RecordingView: UIView {
        var log: [String] = []
        var layouts = 0
        var tintChanges = 0
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(\(newSuperview?.tag ?? -1))") }
        override func didMoveToSuperview() { log.append("didMove(\(superview?.tag ?? -1))") }
        override func didAddSubview(_ subview: UIView) { log.append("didAdd(\(subview.tag))") }
        override func willRemoveSubview(_ subview: UIView) { log.append("willRemove(\(subview.tag))") }
        override func layoutSubviews() { layouts += 1 }
        override func tintColorDidChange() { tintChanges += 1 }
    }

    static func tagged(_ tag: Int) -> RecordingView {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = tag
        return view
    }

    @Test("frame, bounds, center, transform and appearance are the layer's")
    func forwarding() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.delegate === view)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // The centre of (10, 20, 100, 50) is (60, 45).
        #expect(view.layer.position == CGPoint(x: 60, y: 45) && view.center == CGPoint(x: 60, y: 45))
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        // Scaled 2× about the centre: 200 × 100 around (0, 0); the bounds stay.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50) && view.layer.transform.m11 == 2)
        #expect(view.transform3D.m22 == 2)
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.isOpaque && view.contentMode == .scaleToFill && view.isUserInteractionEnabled)
        #expect(view.layer.contentsScale == 2, "the screen's scale, as UIKit sets it")
        #expect(UIView().frame == .zero)
    }

    @Test("subviews' layers are the layer's sublayers in the same order after every hierarchy call")
    func hierarchyOrder() {
        let parent = Self.tagged(0)
        let track = CALayer()
        parent.layer.addSublayer(track)
        let (a, b, c, d, e, f) = (Self.tagged(1), Self.tagged(2), Self.tagged(3), Self.tagged(4), Self.tagged(5), Self.tagged(6))
        func expectOrder(_ tags: [Int], _ comment: Comment) {
            #expect(parent.subviews.map(\.tag) == tags, comment)
            let layers = (parent.layer.sublayers ?? []).filter { $0 !== track }
            #expect(layers.map { l in parent.subviews.first { $0.layer === l }?.tag ?? -1 } == tags, comment)
        }
        for view in [a, b, c] { parent.addSubview(view) }
        expectOrder([1, 2, 3], "addSubview")
        #expect(parent.layer.sublayers?.first === track, "added views go above the layers already there")
        parent.insertSubview(d, at: 1)
        expectOrder([1, 4, 2, 3], "at: 1")
        parent.insertSubview(e, aboveSubview: b)
        expectOrder([1, 4, 2, 5, 3], "aboveSubview")
        parent.insertSubview(f, belowSubview: a)
        expectOrder([6, 1, 4, 2, 5, 3], "belowSubview")
        #expect(parent.layer.sublayers?.first === track, "inserted at index 0 goes just below the first subview's layer")
        parent.bringSubviewToFront(a)
        expectOrder([6, 4, 2, 5, 3, 1], "bringSubviewToFront")
        parent.sendSubviewToBack(c)
        expectOrder([3, 6, 4, 2, 5, 1], "sendSubviewToBack")
        parent.insertSubview(c, at: 3)
        expectOrder([6, 4, 3, 2, 5, 1], "moving within the superview")
        e.removeFromSuperview()
        expectOrder([6, 4, 3, 2, 1], "removeFromSuperview")
        #expect(e.superview == nil && e.layer.superlayer == nil && a.superview === parent && a.next === parent)
    }

    @Test("the hierarchy callbacks come in UIKit's order, and moving a view takes it from its old superview")
    func hierarchyCallbacks() {
        let (one, two, child) = (Self.tagged(1), Self.tagged(2), Self.tagged(3))
        one.addSubview(child)
        #expect(child.log == ["willMove(1)", "didMove(1)"] && one.log == ["didAdd(3)"])
        two.addSubview(child)
        #expect(child.log.suffix(2) == ["willMove(2)", "didMove(2)"])
        #expect(one.log.last == "willRemove(3)" && one.subviews.isEmpty && two.subviews.first === child)
        child.removeFromSuperview()
        #expect(two.log == ["didAdd(3)", "willRemove(3)"] && child.log.suffix(2) == ["willMove(-1)", "didMove(-1)"])
        one.addSubview(one)
        one.addSubview(child)
        child.addSubview(one)
        #expect(one.superview == nil && one.subviews.first === child && child.subviews.isEmpty, "a view cannot hold itself or an ancestor")
        #expect(one.viewWithTag(3) === child && child.isDescendant(of: one))
    }

    @Test("tintColor is inherited from the superview, UIKit's system blue by default, and tells the views it reaches")
    func tintColor() {
        let (parent, child, grandchild) = (Self.tagged(1), Self.tagged(2), Self.tagged(3))
        #expect(parent.tintColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(child.tintChanges == 0, "the same default tint: no change")
        parent.tintColor = .red
        #expect(grandchild.tintColor == .red)
        #expect([parent, child, grandchild].map(\.tintChanges) == [1, 1, 1])
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(child.tintColor == .green && grandchild.tintColor == .green)
        #expect([parent, child, grandchild].map(\.tintChanges) == [2, 2, 2], "the child's own tint shields it from the parent's")
        child.tintColor = nil
        #expect(grandchild.tintColor == .blue && [child, grandchild].map(\.tintChanges) == [3, 3])
        child.removeFromSuperview()
        #expect(child.tintColor == .systemBlue && child.tintChanges == 4, "leaving the superview changes the inherited tint")
    }

    @Test("layoutSubviews runs from layoutIfNeeded and before a snapshot of the layer, when layout is needed")
    func layout() throws {
        let view = Self.tagged(0)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        _ = try view.layer.snapshot(scale: 1)
        #expect(view.layouts == 2)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == 3, "a new size needs layout")
        let child = Self.tagged(1)
        view.addSubview(child)
        view.layoutIfNeeded()
        #expect(view.layouts == 4 && child.layouts == 1, "adding a subview lays out both")
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: -1))
    }

    @Test("convert(_:to:) and convert(_:from:) go through the layers")
    func convert() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 22))
        #expect(child.convert(CGPoint(x: 11, y: 22), from: nil) == CGPoint(x: 1, y: 2))
        #expect(root.convert(CGRect(x: 10, y: 20, width: 5, height: 5), to: child) == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("hitTest(_:with:) finds the frontmost view containing the point, skipping hidden and non-interactive ones")
    func hitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === root)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test("a view whose layerClass is CAGradientLayer draws its gradient")
    func gradientLayerClass() throws {
        #expect(type(of: ShapeView().layer) == CAShapeLayer.self && type(of: UIView().layer) == CALayer.self)
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let bitmap = try view.layer.snapshot(scale: 1)
        // Row 24, centre y = 24.5 → t = 0.245: red·0.755 + blue·0.245 = (192.5, 0, 62.5);
        // row 74, t = 0.745: (65, 0, 190).
        for (p, r, b) in [(bitmap[5, 24], 192.5, 62.5), (bitmap[5, 74], 65.0, 190.0)] {
            #expect(abs(Double(p.r) - r) <= 1.5 && p.g == 0 && abs(Double(p.b) - b) <= 1.5 && p.a == 255, "\(p)")
        }
        #expect(view.layer.contents == nil)
    }

    final class OwnLayer: CALayer {}
    final class OwnLayerView: UIView {
        override class var layerClass: AnyClass { OwnLayer.self }
    }

    @Test("a layerClass of your own cannot be made: the snapshot throws rather than drawing a plain layer")
    func ownLayerClassThrows() {
        let view = OwnLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(type(of: view.layer) == CALayer.self)
        #expect {
            _ = try view.layer.snapshot(scale: 1)
        } throws: { error in
            guard case let .unsupportedProperty(layer, property, _) = error as? QuartzError else { return false }
            // The message names the view, not just "CALayer".
            return property == "UIView.layerClass" && layer == "the layer of OwnLayerView"
        }
    }

    /// Fills the top half of its bounds red with UIKit calls.
    final class TopHalfView: UIView {
        var sawContext = false
        override func draw(_ rect: CGRect) {
            sawContext = UIGraphicsGetCurrentContext() != nil
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2))
        }
    }

    /// Calls `super.draw(_:)`, then draws.
    final class SuperCallingView: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    @Test("draw(_:) draws into UIKit's current context, y down, at the screen's scale; a view without it has no contents")
    func drawRect() throws {
        let view = TopHalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let bitmap = try view.layer.snapshot(scale: 2)
        #expect(view.sawContext)
        #expect(bitmap[20, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255) && bitmap[20, 30].a == 0, "the top half, in pixels 0…19")
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.width == 40 && contents.height == 40)

        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .green
        plain.setNeedsDisplay()
        let picture = try plain.layer.snapshot(scale: 1)
        #expect(plain.layer.contents == nil && picture[10, 10] == RGBA8(r: 0, g: 255, b: 0, a: 255))

        let calling = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(try calling.layer.snapshot(scale: 1)[2, 2] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(calling.layer.contents != nil, "an override that calls super and draws keeps its picture")
    }

    /// Fills the 10 × 10 square at its origin red, whatever its size.
    final class SquareView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test("contentMode .scaleToFill stretches the drawn contents, .redraw redraws on a new size; the edge and corner modes throw at snapshot")
    func contentMode() throws {
        let stretched = SquareView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try stretched.layer.snapshot(scale: 1)
        stretched.bounds.size = CGSize(width: 10, height: 40)
        #expect(try stretched.layer.snapshot(scale: 1)[5, 25] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the 10 × 10 picture stretched")

        let view = SquareView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .redraw
        _ = try view.layer.snapshot(scale: 1)
        view.bounds.size = CGSize(width: 10, height: 40)
        #expect(view.layer.needsDisplay())
        #expect(try view.layer.snapshot(scale: 1)[5, 25].a == 0, "redrawn: the square stays 10 × 10")
        view.contentMode = .top
        #expect(throws: QuartzError.self) { try view.layer.snapshot(scale: 1) }
    }
}
