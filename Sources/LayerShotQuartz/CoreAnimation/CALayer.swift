public import Foundation
import LayerModel

/// Told about a layer's layout, actions and drawing.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents` itself; the default draws with `draw(_:in:)`, as Core
    /// Animation does for a delegate that does not implement it.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (y-down points, the layer's bounds).
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Core Animation's layer: a class with Core Animation's properties, defaults and reference
/// semantics. A snapshot converts the tree into a LayerModel tree and draws it with
/// CairoRenderer (see `CALayer+Snapshot.swift`).
///
/// Changing an animatable property of a committed layer (one that was snapshotted, or
/// changed in a committed transaction) runs its action (`action(forKey:)`), as on Apple
/// platforms: an implicit animation of 0.25 s with the default timing, unless the transaction
/// disables actions or the search finds `NSNull()`.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Hierarchy

    /// The layer this one is a sublayer of (nil for a root or a mask).
    open private(set) weak var superlayer: CALayer?
    /// The sublayers, back to front.
    private(set) var children: [CALayer] = []

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(children.count)) }
        }
    }

    // MARK: Geometry

    /// Default: `.zero`.
    open var bounds: CGRect = .zero {
        willSet { willChange("bounds") }
        didSet {
            guard bounds.size != oldValue.size else { return }
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }
    /// Where the anchor point sits in the superlayer's bounds space. Default: `.zero`.
    open var position: CGPoint = .zero { willSet { willChange("position") } }
    /// Default: 0.
    open var zPosition: CGFloat = 0 { willSet { willChange("zPosition") } }
    /// In the unit square of the bounds. Default: (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { willChange("anchorPoint") } }
    /// Default: 0.
    open var anchorPointZ: CGFloat = 0 { willSet { willChange("anchorPointZ") } }
    /// Applied about the anchor point. Default: identity.
    open var transform = CATransform3DIdentity { willSet { willChange("transform") } }
    /// Applied to the sublayers about the anchor point. Default: identity.
    open var sublayerTransform = CATransform3DIdentity { willSet { willChange("sublayerTransform") } }
    /// Default: false.
    open var isGeometryFlipped = false

    /// The layer's rectangle in the superlayer: the box of the transformed bounds about the
    /// anchor point. Setting it (with an identity transform) sets `bounds.size` and
    /// `position`; with another transform only `position` follows, keeping `bounds`.
    open var frame: CGRect {
        get {
            let model = frameModel
            return CGRect(model.transformedFrame)
        }
        set {
            let anchor = anchorPoint
            if CATransform3DIsIdentity(transform) {
                bounds.size = newValue.size
            }
            position = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Default: false.
    open var isHidden = false { willSet { willChange("hidden") } }
    /// Default: false.
    open var masksToBounds = false
    /// Whose alpha masks this layer; laid out in this layer's bounds space and run in its
    /// time space. Default: nil.
    open var mask: CALayer? {
        didSet {
            guard oldValue !== mask else { return }
            if oldValue?.maskOwner === self { oldValue?.maskOwner = nil }
            // A presentation copy shares its model's mask without becoming its owner.
            if mask?.maskOwner == nil { mask?.maskOwner = self }
        }
    }
    /// The layer whose `mask` this layer is (the first still holding it), for time.
    weak var maskOwner: CALayer?
    /// Default: true.
    open var isDoubleSided = true
    /// Default: false (on iOS).
    open var allowsEdgeAntialiasing = false
    /// Default: true.
    open var allowsGroupOpacity = true
    /// Default: false.
    open var isOpaque = false
    /// Default: nil.
    open var backgroundColor: CGColor? { willSet { willChange("backgroundColor") } }
    /// Default: 0.
    open var cornerRadius: CGFloat = 0 { willSet { willChange("cornerRadius") } }
    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Default: `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Default: 0.
    open var borderWidth: CGFloat = 0 { willSet { willChange("borderWidth") } }
    /// Default: opaque black.
    open var borderColor: CGColor? = CGColor.black { willSet { willChange("borderColor") } }
    /// Default: 1.
    open var opacity: Float = 1 { willSet { willChange("opacity") } }
    /// Default: opaque black.
    open var shadowColor: CGColor? = CGColor.black { willSet { willChange("shadowColor") } }
    /// Default: 0.
    open var shadowOpacity: Float = 0 { willSet { willChange("shadowOpacity") } }
    /// Default: (0, −3).
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { willChange("shadowOffset") } }
    /// Default: 3.
    open var shadowRadius: CGFloat = 3 { willSet { willChange("shadowRadius") } }
    /// Not animated implicitly, as every `CGPath` property. Default: nil.
    open var shadowPath: CGPath? { willSet { willChange("shadowPath") } }

    // MARK: Contents

    /// A `CGImage` to draw. Default: nil.
    open var contents: Any?
    /// Default: (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { willSet { willChange("contentsRect") } }
    /// Default: (0, 0, 1, 1).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { willSet { willChange("contentsCenter") } }
    /// Default: `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Default: 1.
    open var contentsScale: CGFloat = 1
    /// Default: `.linear`.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// Default: `.linear`.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The level-of-detail bias of the `.trilinear` minification filter, the only one Core
    /// Animation uses it with. LayerShot's trilinear filter has no mipmap levels to bias: a
    /// non-zero bias with that filter throws at snapshot. Default: 0.
    open var minificationFilterBias: Float = 0
    /// How the layer's drawing is stored. LayerShot keeps every layer's drawing as 8-bit RGBA:
    /// `.RGBA16Float` is drawn as that, and `.gray8Uint`, which it cannot draw, throws at
    /// snapshot. Default: `.RGBA8Uint`.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// Default: false.
    open var needsDisplayOnBoundsChange = false

    // MARK: Other state

    /// Default: nil.
    open var name: String?
    /// Default: nil.
    open weak var delegate: CALayerDelegate?
    /// Actions by key; `NSNull()` turns a key's implicit animation off. Default: nil.
    open var actions: [String: CAAction]?
    /// Default property values and actions; only its `"actions"` dictionary is used (as the
    /// third place `action(forKey:)` searches), any other key throws at snapshot. Default: nil.
    open var style: [AnyHashable: Any]?
    /// Accepted; filters are not drawn (a non-empty list throws at snapshot). Default: nil.
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?
    /// Accepted; makes no difference to a snapshot. Default: false.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var drawsAsynchronously = false

    // MARK: CAMediaTiming (the layer's own time space, see CALayer+Timing.swift)

    /// Where the layer's time starts in its parent's time, seconds. Default: 0.
    open var beginTime: CFTimeInterval = 0
    /// Accepted; a layer's own active duration is not drawn (non-defaults of it, `repeatCount`,
    /// `repeatDuration`, `autoreverses` and `fillMode` throw at snapshot). Default: 0.
    open var duration: CFTimeInterval = 0
    /// Local seconds per parent second; 0 pauses the layer's time at `timeOffset`. Default: 1.
    open var speed: Float = 1
    /// Added to the layer's local time, seconds. Default: 0.
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Life cycle

    public override init() { super.init() }

    /// A copy of `layer`'s properties (not its sublayers or animations), as Core Animation
    /// makes presentation layers; subclasses with their own properties override it.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    public required init?(coder: NSCoder) { super.init() }

    // MARK: Sublayers

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        let wasHere = layer.superlayer === self
        var index = Int(idx)
        if wasHere, let old = children.firstIndex(where: { $0 === layer }), old < index { index -= 1 }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(max(index, 0), children.count))
        layer.superlayer = self
        CoreAnimationState.current.touch(self)
        setNeedsLayout()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var ancestor = superlayer
        while let a = ancestor {
            if a === layer { return true }
            ancestor = a.superlayer
        }
        return false
    }

    // MARK: Layout

    private var layoutNeeded = true

    open func setNeedsLayout() { layoutNeeded = true }
    open func needsLayout() -> Bool { layoutNeeded }

    /// Lays out this layer and its sublayers if needed (a snapshot calls it on its tree).
    open func layoutIfNeeded() {
        if layoutNeeded {
            layoutNeeded = false
            layoutSublayers()
        }
        for child in children { child.layoutIfNeeded() }
    }

    /// Override to position sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Drawing (see CALayer+Drawing.swift)

    /// Whether `display()` runs before the next snapshot.
    var displayNeeded = false

    /// Marks the layer so the next snapshot (or `displayIfNeeded()`) calls `display()`.
    open func setNeedsDisplay() { displayNeeded = true }
    /// Marks the whole layer (LayerShot redraws all of it).
    open func setNeedsDisplay(_ r: CGRect) { displayNeeded = true }
    open func needsDisplay() -> Bool { displayNeeded }
    open func displayIfNeeded() { if displayNeeded { display() } }

    /// Sets `contents`: asks the delegate's `display(_:)`, whose default draws a context of
    /// the bounds at `contentsScale` with `draw(in:)` and keeps the image.
    open func display() {
        if let delegate {
            displayNeeded = false
            delegate.display(self)
        } else {
            drawContents()
        }
    }

    /// Draws the layer's contents; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Draws the layer and its sublayers into `ctx`, the bounds at the user-space origin.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// The layer's preferred size in its superlayer's space: the bounds' size mapped by the
    /// transform (the size of `frame`), as Apple's default. `CATextLayer` returns its text's size.
    open func preferredFrameSize() -> CGSize { frame.size }

    // MARK: Hit testing and class hooks

    /// True when `p` (in this layer's bounds space) lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or this layer) that contains `p`, given in the superlayer's
    /// space (in this layer's own for a layer without one); nil when `p` lies outside this
    /// layer's bounds, as Apple documents — sublayers reaching past them are not searched
    /// there. Hidden layers, and layers whose transforms fold space flat, are never hit.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = local(p), contains(local) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// Core Animation's default value of a property; nil here for every key. Overridable, but
    /// LayerShot never asks: it has no key-value coding for unset keys to fall back on.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether archiving the layer would write `key`'s value: true for every key, Core
    /// Animation's default. LayerShot does not archive layers.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The class's default action for `event`, the fourth place `action(forKey:)` searches;
    /// nil for every key (subclasses override it).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether changing `key` redraws the layer; false for every key.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Presentation

    /// Whether this layer was committed (snapshotted, or changed in a committed transaction):
    /// only then do its property changes animate implicitly, and only then does it have a
    /// presentation layer.
    private(set) var isCommitted = false

    /// Commits this layer and every layer below it (sublayers and masks), each once: without
    /// recursion, and safe on a tree that masks itself (a transaction's flush commits the
    /// layers it touched before any snapshot checks the tree).
    func markCommitted() {
        var pending = [self]
        var seen: Set<ObjectIdentifier> = []
        while let layer = pending.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            layer.isCommitted = true
            pending += layer.children
            if let mask = layer.mask { pending.append(mask) }
        }
    }

    /// The layer as it shows at `MediaClock.now` (in its time space: its own and its
    /// ancestors' timing applied), every animation applied; nil before the layer was first
    /// committed, as on Apple platforms. Its sublayers are the model's.
    /// Unlike Core Animation, the copy is made with LayerShot's own class nearest to this
    /// layer's (Swift cannot make an instance of a subclass without a required initializer),
    /// so for a subclass of your own it is nil.
    open func presentation() -> Self? {
        guard isCommitted, let presented = try? presentedModel(atMediaTime: MediaClock.now) else { return nil }
        let copy = type(of: self).presentationCopy(of: self)
        copy.apply(presented)
        return copy as? Self
    }

    /// The model layer (this layer: presentation layers are copies, never tracked back).
    open func model() -> Self { self }

    /// Copies every property of `other` (each subclass adds its own).
    func copyProperties(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        zPosition = other.zPosition
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        mask = other.mask
        isDoubleSided = other.isDoubleSided
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        allowsGroupOpacity = other.allowsGroupOpacity
        isOpaque = other.isOpaque
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        contentsFormat = other.contentsFormat
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
        delegate = other.delegate
        actions = other.actions
        style = other.style
        filters = other.filters
        backgroundFilters = other.backgroundFilters
        compositingFilter = other.compositingFilter
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    // MARK: Model conversion (subclasses override; see CALayer+Model.swift)

    /// The model's kind for this layer's class, with that class's properties.
    func kindModel() throws(QuartzError) -> Layer.Kind { .plain }

    /// Properties at values the model cannot draw yet, as (name, value).
    func unsupportedProperties() -> [(String, String)] { baseUnsupportedProperties() }

    /// Writes the presented values of the kind's properties into this presentation layer.
    func applyKind(_ kind: Layer.Kind) {}

    /// Whether Core Animation draws no change from animating `keyPath` on this layer as it is
    /// now, so that the model leaves the animation out. False for every key path.
    func ignoresAnimation(ofKeyPath keyPath: String) -> Bool { false }

    /// A new layer of the nearest LayerShot class with `layer`'s properties, for
    /// `presentation()`; each LayerShot subclass makes its own kind.
    class func presentationCopy(of layer: CALayer) -> CALayer { CALayer(layer: layer) }

    // MARK: Animations

    /// An animation added under a key (nil keys are kept but not listed), with its start
    /// on the clock.
    final class Entry {
        let key: String?
        let animation: CAAnimation
        let begin: Double
        init(key: String?, animation: CAAnimation, begin: Double) {
            self.key = key
            self.animation = animation
            self.begin = begin
        }
    }

    private(set) var entries: [Entry] = []

    /// Adds a copy of `anim`, replacing one under the same key. It starts at its
    /// `beginTime`, a time in this layer's time space, or when that is 0 now in this layer's
    /// time: `convertTime(MediaClock.now, from: nil)`. Values that do not fit the key
    /// path are reported on standard error here and thrown by the next snapshot.
    ///
    /// As in Core Animation the transaction's duration and timing function apply to it
    /// when its own are unset (0, nil), and a basic animation whose `fromValue`, `toValue`
    /// and `byValue` are all nil runs from the value shown now to the model value.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let state = CoreAnimationState.current
        if copy.duration == 0 { copy.duration = state.transaction.animationDuration }
        if copy.timingFunction == nil { copy.timingFunction = state.transaction.timingFunction }
        if let basic = copy as? CABasicAnimation { resolveInterpolationValues(of: basic) }
        let begin = copy.beginTime == 0 ? convertTime(state.now, from: nil) : copy.beginTime
        if let key { removeAnimation(forKey: key) }
        entries.append(Entry(key: key, animation: copy, begin: begin))
        do {
            _ = try copy.model(for: modelLayer(), begin: begin)
        } catch {
            FileHandle.standardError.write(Data("LayerShotQuartz: \(error.description)\n".utf8))
        }
        state.scheduled(copy, on: self, key: key ?? "", begin: begin, end: copy.endTime(begin: begin))
    }

    /// The keys of the animations attached (not those added with a nil key); nil when none.
    open func animationKeys() -> [String]? {
        let keys = entries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The animation under `key` (a copy of what was added, as on Apple platforms).
    open func animation(forKey key: String) -> CAAnimation? { animationEntry(forKey: key)?.animation }

    func animationEntry(forKey key: String) -> Entry? { entries.first { $0.key == key } }

    open func removeAnimation(forKey key: String) {
        guard let entry = animationEntry(forKey: key) else { return }
        removeEntry(forKey: key)
        CoreAnimationState.current.cancel(entry.animation)
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }

    open func removeAllAnimations() {
        let removed = entries
        entries = []
        for entry in removed {
            CoreAnimationState.current.cancel(entry.animation)
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
        }
    }

    func removeEntry(forKey key: String) { entries.removeAll { $0.key == key } }

    /// Core Animation's rule for a basic animation with no `fromValue`, `toValue` or
    /// `byValue`: from the key path's value in the presentation layer now (before the change
    /// that runs it as an action) to its model value, which a nil `toValue` means.
    private func resolveInterpolationValues(of animation: CABasicAnimation) {
        guard animation.fromValue == nil, animation.toValue == nil, animation.byValue == nil,
              let keyPath = animation.keyPath.flatMap({ AnimationKeyPath($0) }),
              let shown = try? presentedModel(atMediaTime: CoreAnimationState.current.now),
              let value = keyPath.value(in: shown) else { return }
        animation.fromValue = AnimationValueConversion.any(value)
    }

    // MARK: Implicit animations

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, the `actions` dictionary, the `style` dictionary's `"actions"`,
    /// `defaultAction(forKey:)`, and last Core Animation's implicit animation of an
    /// animatable property. The first found ends the search; `NSNull` means none (nil).
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event]
            ?? (style?["actions"] as? [String: CAAction])?[event]
            ?? type(of: self).defaultAction(forKey: event) ?? implicitAnimation(forKey: event)
        return found is NSNull ? nil : found
    }

    /// Core Animation's implicit action for an animatable property: a basic animation from the
    /// value shown to the new one (its values are resolved when added), with the transaction's
    /// duration and timing function or the default curve. A `CGPath` property (`path`,
    /// `shadowPath`) has none: such properties do not animate implicitly.
    private func implicitAnimation(forKey key: String) -> CAAction? {
        guard let keyPath = AnimationKeyPath(key), keyPath.valueKind != .path else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.timingFunction = CoreAnimationState.current.transaction.timingFunction ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Called before a property changes: when the layer is committed and actions are on, runs
    /// the action `action(forKey:)` finds (an implicit animation from the value shown now). A
    /// view's layer not yet committed (a view just added) still runs its view's action inside
    /// an animation block, as UIKit animates a view added and changed in the same block.
    func willChange(_ key: String) {
        let state = CoreAnimationState.current
        state.touch(self)
        guard !state.transaction.disableActions else { return }
        if isCommitted {
            action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
        } else if ViewAnimation.current != nil, let view = owningView {
            view.action(for: self, forKey: key)?.run(forKey: key, object: self, arguments: nil)
        }
    }
}

extension Layer {
    /// The bounding box of the bounds after the layer's transform about the anchor point, in
    /// the superlayer's space (`CALayer.frame`); the untransformed frame when part of the
    /// bounds lies behind the eye.
    var transformedFrame: Rect {
        transformToSuperlayer().apply(to: bounds) ?? frame
    }
}
