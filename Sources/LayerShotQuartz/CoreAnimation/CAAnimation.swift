public import Foundation
import LayerModel

/// The timing properties that layers and animations share, with Core Animation's defaults.
public protocol CAMediaTiming: AnyObject {
    /// Seconds; for an animation 0 means "when it is added". Default: 0.
    var beginTime: CFTimeInterval { get set }
    /// Seconds per iteration; 0 means 0.25 for an animation. Default: 0.
    var duration: CFTimeInterval { get set }
    /// Default: 1.
    var speed: Float { get set }
    /// Default: 0.
    var timeOffset: CFTimeInterval { get set }
    /// Default: 0 (once).
    var repeatCount: Float { get set }
    /// Default: 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Default: false.
    var autoreverses: Bool { get set }
    /// Default: `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Told when an animation starts and stops on the virtual clock (`MediaClock`).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs for a key (an implicit animation), found by
/// `CALayer.action(forKey:)`; `NSNull` in `CALayer.actions` means "no action".
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer whose property changed).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`; a property animation without a
    /// `keyPath` animates the key path `event` (the animation itself is not changed).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil,
           let copy = property.copy() as? CAPropertyAnimation {
            copy.keyPath = event
            layer.add(copy, forKey: event)
        } else {
            layer.add(self, forKey: event)
        }
    }
}

extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's abstract animation: timing, timing function, delegate and removal.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Default: nil (linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does. Default: nil.
    open var delegate: CAAnimationDelegate?
    /// When true the animation leaves its layer once it has finished on the clock, so a
    /// forwards fill no longer shows. Default: true.
    open var isRemovedOnCompletion = true
    /// Set when the animation was removed from its layer before its end (replaced, or
    /// `removeAnimation(forKey:)`/`removeAllAnimations()`): it stopped unfinished. Not copied.
    var stoppedUnfinished = false

    public required override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Core Animation's default value of a property; nil here for every key. Overridable, but
    /// LayerShot never asks: it has no key-value coding for unset keys to fall back on.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether archiving the animation would write `key`'s value: true for every key, Core
    /// Animation's default. LayerShot does not archive animations.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Copies every property of `other` (each subclass adds its own).
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// The key path the animation writes, for messages and for `add(_:forKey:)` with a nil key.
    var animatedKeyPath: String? { nil }

    /// The animation as LayerModel evaluates it, beginning at `begin` on the clock, for
    /// `layer` (its model values fill in missing from/to values).
    func model(for layer: Layer, begin: Double) throws(QuartzError) -> Animation {
        throw .invalidAnimation(layer: layer.name ?? "layer", keyPath: animatedKeyPath ?? "(none)",
                                reason: "\(type(of: self)) cannot be added to a layer")
    }

    /// The timing every model animation carries, taken from these properties.
    func applyTiming(to animation: inout Animation, begin: Double, layerName: String) throws(QuartzError) {
        if let problem = timingFunction?.problem {
            throw .invalidAnimation(layer: layerName, keyPath: animatedKeyPath ?? "", reason: problem)
        }
        animation.beginTime = begin
        animation.duration = duration
        animation.speed = Double(speed)
        animation.timeOffset = timeOffset
        animation.autoreverses = autoreverses
        animation.repeatCount = Double(repeatCount)
        if repeatCount == 0, repeatDuration > 0 {
            // repeatDuration counts seconds of the animation's own time.
            let iteration = (duration == 0 ? 0.25 : duration) * (autoreverses ? 2 : 1)
            animation.repeatCount = repeatDuration / iteration
        }
        animation.timingFunction = timingFunction?.model ?? .linear
        // A removed animation shows nothing after it ends, whatever its fill mode says.
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.fillMode = switch fillMode {
        case .both: .both
        case .forwards: .forwards
        case .backwards: .backwards
        default: .removed
        }
    }

    /// Seconds on the clock when the animation ends, begun at `begin`; infinite when it repeats
    /// forever or its speed is 0.
    func endTime(begin: Double) -> Double {
        guard speed != 0 else { return .infinity }
        let iteration = (duration == 0 ? 0.25 : duration) * (autoreverses ? 2 : 1)
        let active: Double = if repeatCount > 0 {
            Double(repeatCount) * iteration
        } else if repeatDuration > 0 {
            repeatDuration
        } else {
            iteration
        }
        return begin + active / Double(abs(speed))
    }
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, as Core Animation spells it (`position`, `transform.rotation.z`,
    /// `strokeEnd`, …). Default: nil.
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it. Default: false.
    open var isAdditive = false
    /// Each repetition continues from where the previous one ended. Default: false.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedKeyPath: String? { keyPath }

    /// The checked key path and the kind of value it takes.
    func resolvedKeyPath(layerName: String) throws(QuartzError) -> (String, AnimationKeyPath) {
        guard let keyPath else {
            throw .invalidAnimation(layer: layerName, keyPath: "(nil)", reason: "the animation has no keyPath")
        }
        guard let parsed = AnimationKeyPath(keyPath) else {
            throw .invalidAnimation(layer: layerName, keyPath: keyPath, reason: "not a key path LayerShot can animate")
        }
        return (keyPath, parsed)
    }

    override func applyTiming(to animation: inout Animation, begin: Double, layerName: String) throws(QuartzError) {
        try super.applyTiming(to: &animation, begin: begin, layerName: layerName)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
    }
}

/// From one value to another (`fromValue`, `toValue`, `byValue`: one or two of them).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func model(for layer: Layer, begin: Double) throws(QuartzError) -> Animation {
        let name = layer.name ?? "layer"
        let (path, values) = try modelValues(layerName: name)
        var animation = Animation.basic(keyPath: path, from: values.from, to: values.to, by: values.by)
        try applyTiming(to: &animation, begin: begin, layerName: name)
        return animation
    }

    /// The key path and `fromValue`, `toValue`, `byValue` as model values.
    func modelValues(layerName name: String) throws(QuartzError) -> (String, (from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)) {
        let (path, parsed) = try resolvedKeyPath(layerName: name)
        let convert = { (value: Any?) throws(QuartzError) -> AnimationValue? in
            guard let value else { return nil }
            return try AnimationValueConversion.value(value, for: parsed, keyPath: path, layer: name)
        }
        return (path, (try convert(fromValue), try convert(toValue), try convert(byValue)))
    }
}

/// Through a list of values (`values`, reached at `keyTimes`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Moves a point-valued property along this path (its vertices are the keyframes).
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Default: `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
    }

    override func model(for layer: Layer, begin: Double) throws(QuartzError) -> Animation {
        let name = layer.name ?? "layer"
        let (keyPath, parsed) = try resolvedKeyPath(layerName: name)
        guard let mode = KeyframeAnimation.CalculationMode(rawValue: calculationMode.rawValue) else {
            throw .unsupportedProperty(layer: name, property: "calculationMode", value: calculationMode.rawValue)
        }
        let rotation: KeyframeAnimation.RotationMode?
        switch rotationMode {
        case nil: rotation = nil
        case .rotateAuto?: rotation = .auto
        case .rotateAutoReverse?: rotation = .autoReverse
        case let other?: throw .unsupportedProperty(layer: name, property: "rotationMode", value: other.rawValue)
        }
        var converted: [AnimationValue] = []
        for value in values ?? [] {
            converted.append(try AnimationValueConversion.value(value, for: parsed, keyPath: keyPath, layer: name))
        }
        for function in timingFunctions ?? [] where function.problem != nil {
            throw .invalidAnimation(layer: name, keyPath: keyPath, reason: function.problem ?? "")
        }
        var keyframes = KeyframeAnimation(values: converted, keyTimes: keyTimes?.map(\.doubleValue),
                                          timingFunctions: (timingFunctions ?? []).map(\.model), calculationMode: mode)
        keyframes.path = path?.path
        keyframes.rotationMode = rotation
        keyframes.tensionValues = tensionValues?.map(\.doubleValue)
        keyframes.continuityValues = continuityValues?.map(\.doubleValue)
        keyframes.biasValues = biasValues?.map(\.doubleValue)
        var animation = Animation(keyPath: keyPath, kind: .keyframe(keyframes))
        try applyTiming(to: &animation, begin: begin, layerName: name)
        return animation
    }
}
