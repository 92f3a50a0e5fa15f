import Imaging
public import Foundation
import LayerModel

/// UIKit's base for objects that take part in the responder chain; here only `next`, so that
/// `UIView` has UIKit's superclass. There are no events to respond to.
open class UIResponder: NSObject {
    /// The next responder: a view's superview. Default: nil.
    open var next: UIResponder? { nil }
}

/// UIKit's view: a `CALayer` (of `layerClass`) whose delegate it is, with UIKit's geometry,
/// appearance, hierarchy, layout, drawing (`draw(_:)`) and animation blocks on top.
///
/// The view holds its subviews; the layer tree is what a snapshot draws, so take a picture
/// with `try view.layer.snapshot(scale:)`. As on iOS a layer holds its delegate weakly: keep the
/// view (not only its layer) alive while you snapshot it, or `layoutSubviews()` and `draw(_:)`
/// are not called. A `UIWindow` is a view like any other (see `window`). Unlike UIKit there is
/// no run loop or Auto Layout: a snapshot lays out (`layoutIfNeeded()`) and displays the tree
/// first.
open class UIView: UIResponder, CALayerDelegate {
    // MARK: Layer

    /// The class of the view's layer. Override to return `CAGradientLayer.self`,
    /// `CAShapeLayer.self` or another of LayerShot's layer classes. Default: `CALayer.self`.
    /// A `CALayer` subclass of your own cannot be made from its class here (Swift builds an
    /// object from a class value only through a `required` initializer, which `CALayer.init()`
    /// is not): the view gets the nearest LayerShot class and a snapshot throws.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer the view draws with; its delegate is the view.
    public let layer: CALayer

    /// The name of the `layerClass` that could not be made (a class of your own), reported by
    /// a snapshot.
    private let unmadeLayerClass: String?

    public init(frame: CGRect) {
        (layer, unmadeLayerClass) = Self.makeLayer()
        super.init()
        configureLayer(frame: frame)
    }

    /// Unlike UIKit nothing is decoded: the view starts as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) {
        (layer, unmadeLayerClass) = Self.makeLayer()
        super.init()
        configureLayer(frame: .zero)
    }

    public override convenience init() { self.init(frame: .zero) }

    /// A new layer of `layerClass`, or of the nearest LayerShot class with the class's name
    /// when it is a class of your own (or not a layer class at all).
    private static func makeLayer() -> (CALayer, unmade: String?) {
        let wanted: AnyClass = layerClass
        let layerType = wanted as? CALayer.Type ?? CALayer.self
        let layer = layerType.presentationCopy(of: CALayer())
        return (layer, type(of: layer) == wanted ? nil : String(describing: wanted))
    }

    private func configureLayer(frame: CGRect) {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.frame = frame
        // As UIKit displays a view when it first shows: drawn with draw(_:) if it overrides it.
        layer.setNeedsDisplay()
    }

    // MARK: Geometry (the layer's)

    /// The layer's frame in the superview's space.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The layer's affine transform, about the center. Default: identity.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's `transform`. Default: identity.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// The layer's `opacity`, 0…1. Default: 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The layer's `isHidden`. Default: false (true for a new `UIWindow`, as in UIKit).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Drawn as the layer's `backgroundColor`. Default: nil.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    /// The layer's `masksToBounds`. Default: false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A hint that the view fills its bounds opaquely; makes no difference to a snapshot.
    /// Default: true.
    open var isOpaque = true

    /// How the layer's drawn contents fit its bounds when they change (see `UIView.ContentMode`).
    /// Default: `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            if let gravity = contentMode.contentsGravity { layer.contentsGravity = gravity }
        }
    }

    /// Default: 0.
    open var tag = 0

    /// Accepted; nothing delivers touches but LayerShot's tracking helper, which honours it for
    /// controls. Default: true.
    open var isUserInteractionEnabled = true

    // MARK: Tint

    /// The colour set on this view, nil when it inherits.
    private var ownTintColor: UIColor?

    /// The first tint colour set on this view or an ancestor; UIKit's default tint, the system
    /// blue #007AFF, when none is. Setting nil goes back to inheriting.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let before: UIColor = tintColor
            ownTintColor = newValue
            tintChanged(from: before)
        }
    }

    /// Called when `tintColor` changes: set on this view, or inherited from a superview whose
    /// tint changed. Override to redraw with the new colour; the default does nothing.
    open func tintColorDidChange() {}

    /// Calls `tintColorDidChange()` when the tint now differs from `before`, and so on down the
    /// subviews that inherit it.
    private func tintChanged(from before: UIColor) {
        guard tintColor != before else { return }
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.tintChanged(from: before) }
    }

    // MARK: Hierarchy

    /// Back to front; each one's layer is a sublayer of this view's layer, in the same order.
    open private(set) var subviews: [UIView] = []

    open private(set) weak var superview: UIView?

    open override var next: UIResponder? { superview }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of `subviews` (clamped), taking it from its superview first;
    /// its layer goes below the layer of the subview it comes before, or on top of every
    /// sublayer when it comes last. A view cannot be added to itself or below itself. When the
    /// view's `window` changes, it and the views below it get `willMove(toWindow:)` and
    /// `didMoveToWindow()`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let moving = view.superview !== self
        let before: UIColor = view.tintColor
        let windowMove = moving ? WindowMove(of: view, to: self) : nil
        if moving {
            windowMove?.willMove()
            view.willMove(toSuperview: self)
            view.superview?.willRemoveSubview(view)
        }
        var index = index
        if let old = view.superview?.subviews.firstIndex(where: { $0 === view }) {
            if !moving, old < index { index -= 1 }
            view.superview?.subviews.remove(at: old)
        }
        index = min(max(index, 0), subviews.count)
        if index < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: index)
        view.superview = self
        setNeedsLayout()
        guard moving else { return }
        didAddSubview(view)
        windowMove?.didMove()
        view.didMoveToSuperview()
        view.tintChanged(from: before)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view (and its layer) out of its superview; nothing happens without one. When
    /// that takes it out of a window, it and the views below it get `willMove(toWindow: nil)`
    /// and `didMoveToWindow()`.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let before: UIColor = tintColor
        let windowMove = WindowMove(of: self, to: nil)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        windowMove?.willMove()
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
        windowMove?.didMove()
        didMoveToSuperview()
        tintChanged(from: before)
    }

    /// True when `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var ancestor: UIView? = self
        while let a = ancestor {
            if a === view { return true }
            ancestor = a.superview
        }
        return false
    }

    /// This view or the first descendant (depth first, back to front) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The window the view is in: the view itself when it is a `UIWindow`, else the nearest
    /// superview, or superview of a superview…, that is one; nil when there is none.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Called before the view's `window` changes to `newWindow` (nil: it leaves every window):
    /// on the view that moves, then on every view below it, each before its subviews; before
    /// `willMove(toSuperview:)` when the view is added, after it when the view is removed.
    /// Not called when the window stays the same. Default: nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's `window` changed (nil when it left every window): on every view
    /// below the view that moved, each after its subviews, then on that view, just before its
    /// `didMoveToSuperview()`. Default: nothing.
    open func didMoveToWindow() {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed). Default: nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed. Default: nothing.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added. Default: nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed. Default: nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Override to place subviews and sublayers; called by the layer's layout (a snapshot,
    /// `layoutIfNeeded()`) after `setNeedsLayout()` or a change of the bounds' size.
    /// Default: nothing (there is no Auto Layout).
    open func layoutSubviews() {}

    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out this view and its subviews now if they need it.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// The size that fits `size`; the default is the view's current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Sets the size to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// `UIView.noIntrinsicMetric` both ways unless overridden; nothing reads it (no Auto Layout).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// Accepted; there is no Auto Layout to tell.
    open func invalidateIntrinsicContentSize() {}

    /// UIKit's "no intrinsic size" value, −1.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Converting between views (through their layers)

    /// `point` in this view's bounds space converted to `view`'s (nil: the root view's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: Hit testing

    /// Whether `point` (in the bounds space) is inside the view: inside its bounds, unless
    /// overridden (to widen a small control's touch area, say).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The farthest descendant (or this view) containing `point`, given in this view's bounds
    /// space, front to back; nil when the view is hidden, nearly transparent (alpha below
    /// 0.01), does not take touches, or `point(inside:with:)` says no, as UIKit's.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Accessibility (kept and read back; a snapshot does not show it)

    /// Whether the view is an element of its own for assistive technologies. Default: false.
    open var isAccessibilityElement = false
    /// Default: nil.
    open var accessibilityLabel: String?
    /// Default: nil.
    open var accessibilityHint: String?
    /// Default: nil.
    open var accessibilityValue: String?
    /// Default: nil.
    open var accessibilityIdentifier: String?
    /// Default: none.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Override to step an adjustable element's value up; the default does nothing.
    open func accessibilityIncrement() {}
    /// Override to step an adjustable element's value down; the default does nothing.
    open func accessibilityDecrement() {}

    /// The layer's `contentsScale`: pixels per point of what `draw(_:)` draws. Default: the
    /// screen's scale (2).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Drawing

    /// Whether the last display reached UIView's own `draw(_:)`: the view does not override it
    /// (or its override called `super`).
    private var reachedBaseDraw = false

    /// Override to draw the view's contents with UIKit or Core Graphics calls: the layer's
    /// context is UIKit's current one (`UIGraphicsGetCurrentContext()`), in the bounds' space,
    /// y down, at the layer's `contentsScale` (the screen's, 2). `rect` is the bounds
    /// (LayerShot redraws all of it). The default draws nothing.
    open func draw(_ rect: CGRect) { reachedBaseDraw = true }

    /// Redraws the view with `draw(_:)` before the next snapshot.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Redraws the whole view (LayerShot does not redraw parts).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws the layer's contents with `draw(_:)`, UIKit's current context being the layer's
    /// (see `draw(_:)`), made only when the drawing first asks for it
    /// (`UIGraphicsGetCurrentContext()`, which UIKit's drawing calls use). A view that does
    /// not override `draw(_:)` never asks: it gets no bitmap and keeps the contents it has,
    /// as UIKit gives such a view no backing store. Swift cannot ask whether a method is
    /// overridden, so the view notes when UIView's own `draw(_:)` runs: when it did and
    /// nothing was drawn (the context not asked for, or every pixel transparent) the contents
    /// stay; an override that calls `super` and draws keeps its picture. Other layers whose
    /// delegate is the view draw as layers do (`draw(in:)`).
    open func display(_ layer: CALayer) {
        guard layer === self.layer else { return layer.drawContents() }
        guard layer.hasDrawableSize else {
            layer.contents = nil
            return
        }
        reachedBaseDraw = false
        let drawing = GraphicsContextStack.Entry(making: layer.makeContentsContext)
        GraphicsContextStack.current.with(drawing) { draw(bounds) }
        // UIView's own draw(_:) ran and drew nothing: the view does not draw, and keeps
        // whatever contents it was given (an image set in init, say), as UIKit never displays it.
        if reachedBaseDraw, !drawing.wasAskedFor { return }
        let image = drawing.context?.makeImage()
        if reachedBaseDraw, image?.bitmap.isFullyTransparent ?? true { return }
        layer.contents = image
    }

    /// Calls `draw(bounds)` with `ctx` made UIKit's current context, for a caller of the
    /// layer's `draw(in:)` (a display draws through `display(_:)`).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(bounds)
    }

    // MARK: Layout and actions of the layer

    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// The view's layer animates only inside an animation block (`UIView.animate`): there an
    /// animatable key gets a `CABasicAnimation` from the old value, with the block's duration,
    /// delay and curve; elsewhere, and for keys LayerShot does not animate, `NSNull()` — no
    /// animation, as UIKit's views do. Other layers whose delegate is the view: nil.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return ViewAnimation.current?.action(forKey: event, of: layer) ?? NSNull()
    }

    // MARK: What a snapshot cannot draw

    /// The view's settings LayerShot cannot draw, as (name, value), for the layer's check.
    var unsupportedProperties: [(String, String)] {
        var found: [(String, String)] = []
        if let unmadeLayerClass {
            found.append(("UIView.layerClass", "\(unmadeLayerClass) (only LayerShot's layer classes can be made from a class value)"))
        }
        if contentMode.contentsGravity == nil {
            found.append(("UIView.contentMode", "\(contentMode) (only scaleToFill, scaleAspectFit, scaleAspectFill, redraw and center are drawn)"))
        }
        return found
    }
}

extension UIView {
    /// How a view's drawn contents fit its bounds, UIKit's cases and raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer's gravity for the modes LayerShot draws; nil for the edge and corner
        /// modes, whose gravity depends on the flipped geometry UIKit gives its layers.
        var contentsGravity: CALayerContentsGravity? {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: nil
            }
        }
    }
}

extension Bitmap {
    /// True when every pixel's alpha is 0.
    var isFullyTransparent: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 0 }
    }
}
