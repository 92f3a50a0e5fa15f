public import Foundation
import LayerModel

/// UIKit's animation blocks: inside `UIView.animate(withDuration:…)` a change to an animatable
/// property of a view's layer gets a `CABasicAnimation` (the view's `action(for:forKey:)`), from
/// the old value to the new one; outside, views do not animate. The block runs in a
/// `CATransaction` whose completion block calls `completion`, so it runs when the animations
/// end on the virtual clock (`MediaClock`).
extension UIView {
    /// Options of an animation block, UIKit's raw values. Of the options UIKit has, those that
    /// change nothing here or that LayerShot draws.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted; nothing delivers touches during animations.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// A property's animation starts from the value shown (an animation in flight stops
        /// there) instead of the value before the block (where an animation in flight would
        /// have ended: the view jumps there). `position`, `bounds` and `transform` add to the
        /// running animations either way (`AdditiveValue`), as since iOS 8.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion never runs).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth (with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// The default curve: `CAMediaTimingFunction(name: .easeInEaseOut)`.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing function of the curve option (bits 16…19).
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes `animations` makes to views over `duration` seconds, starting
    /// `delay` seconds from now on the virtual clock, with the curve and repetition of
    /// `options`; then calls `completion` when they end (when the clock passes their end, or
    /// at once when nothing animated). A `duration` of 0 or less (or NaN) makes the changes
    /// at once, without animation, and `completion` runs on the next turn of the run loop, as
    /// UIKit documents: here the next move of the clock to a later time (`MediaClock`), before
    /// anything else due then and with the clock still at the time of the block, so a snapshot
    /// taken before shows the changes without what `completion` does. With animations turned
    /// off (`setAnimationsEnabled(false)`) the changes are made at once and `completion` runs
    /// before this returns, as with a block that changes nothing animatable. Inside another
    /// block, the outer block's duration and curve apply, as UIKit's default. `completion` is
    /// told `false` when one of the block's animations stopped before its end — replaced by a
    /// later block's animation of the same property, or removed (`removeAllAnimations()`) —
    /// and `true` otherwise. It runs once none of them is left: at the replacement of the
    /// last, or by the next move of the clock after a removal. An infinite `duration`, which
    /// would never end, is said on standard error and taken as 0; so is a `delay` that is not
    /// finite.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        if duration.isInfinite || !delay.isFinite {
            quartzLog("UIView.animate(withDuration: \(duration), delay: \(delay)): a time that is not finite is taken as 0")
            animate(withDuration: duration.isInfinite ? 0 : duration, delay: delay.isFinite ? delay : 0, options: options,
                    animations: animations, completion: completion)
            return
        }
        guard duration > 0 else {
            performWithoutAnimation(animations)
            if let completion { CoreAnimationState.current.performOnNextTurn { completion(true) } }
            return
        }
        guard areAnimationsEnabled else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        CATransaction.begin()
        // The animations the completion waits for, known once the block has run.
        let awaited = AwaitedAnimations()
        if let completion { CATransaction.setCompletionBlock { completion(!awaited.animations.contains { $0.stoppedUnfinished }) } }
        // Inside performWithoutAnimation nothing animates, nested blocks included.
        let block = ViewAnimation.current.map { outer in
            outer.animates ? ViewAnimation(animates: true, duration: outer.duration, delay: delay, options: options.withCurve(of: outer.options)) : outer
        } ?? ViewAnimation(animates: true, duration: duration, delay: delay, options: options)
        ViewAnimation.run(block, animations)
        awaited.animations = CoreAnimationState.current.transaction.awaitedAnimations
        CATransaction.commit()
    }

    /// The animations an animation block added, which its completion is told about.
    private final class AwaitedAnimations { var animations: [CAAnimation] = [] }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the
    /// default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Makes the changes of `actionsWithoutAnimation` without animating them, also inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimation.run(ViewAnimation(animates: false, duration: 0, delay: 0, options: []), actionsWithoutAnimation)
    }

    /// Whether animation blocks animate (on this thread). Default: true.
    public class var areAnimationsEnabled: Bool { !ViewAnimation.disabled.value }

    /// Turns animation blocks off (their changes are made at once, their completions still
    /// run) or back on, for this thread.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimation.disabled.value = !enabled }

    /// The duration of the animation block being run, seconds; 0 outside one (or in one that
    /// does not animate).
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimation.current.map { $0.animates ? $0.duration : 0 } ?? 0
    }
}

extension UIView.AnimationOptions {
    /// These options with the curve of `outer` instead of their own.
    fileprivate func withCurve(of outer: UIView.AnimationOptions) -> UIView.AnimationOptions {
        let curveBits: UInt = 0xF << 16
        return UIView.AnimationOptions(rawValue: (rawValue & ~curveBits) | (outer.rawValue & curveBits))
    }
}

/// One open animation block (or `performWithoutAnimation`) on this thread: what the view's
/// `action(for:forKey:)` animates with.
final class ViewAnimation {
    /// False inside `performWithoutAnimation`.
    let animates: Bool
    /// Seconds.
    let duration: TimeInterval
    /// Seconds from the moment a property changes to the animation's start.
    let delay: TimeInterval
    let options: UIView.AnimationOptions

    init(animates: Bool, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.animates = animates
        self.duration = duration
        self.delay = delay
        self.options = options
    }

    /// The blocks open on this thread, innermost last.
    private final class Stack { var blocks: [ViewAnimation] = [] }
    private static var stack: Stack { QuartzLocals.object("LayerShotQuartz.ViewAnimation", Stack.init) }

    /// The innermost open block, nil outside every block.
    static var current: ViewAnimation? { stack.blocks.last }

    /// `UIView.setAnimationsEnabled(false)` on this thread.
    final class Flag { var value = false }
    static var disabled: Flag { QuartzLocals.object("LayerShotQuartz.ViewAnimation.disabled", Flag.init) }

    /// Runs `body` inside `block`, then adds the additive animations of what it changed.
    static func run(_ block: ViewAnimation, _ body: () -> Void) {
        stack.blocks.append(block)
        body()
        stack.blocks.removeLast()
        block.addAdditiveAnimations()
    }

    /// The additive keys this block changed (see `AdditiveValue`): each layer and key once,
    /// with the value before the block's first change of it.
    private var additiveChanges: [(layer: CALayer, old: AdditiveValue)] = []

    /// Adds, for each additive change that stuck, the additive animation from the old value to
    /// the new one (`AdditiveValue.additiveValues(to:)`), under a key of its own (`position`,
    /// then `position-2`…).
    private func addAdditiveAnimations() {
        for (layer, old) in additiveChanges {
            guard let new = AdditiveValue(old.key, of: layer), new != old,
                  let values = old.additiveValues(to: new) else { continue }
            let animation = basicAnimation(keyPath: old.key, of: layer)
            animation.isAdditive = true
            animation.fromValue = values.from
            animation.toValue = values.to
            var name = old.key, n = 1
            while layer.animation(forKey: name) != nil {
                n += 1
                name = "\(old.key)-\(n)"
            }
            layer.add(animation, forKey: name)
        }
    }

    /// The animation of `key` on `layer` for a change made in this block: a basic animation
    /// to the new value from the value before the change — the model value, where an
    /// animation in flight ends, as Apple documents for a block without
    /// `.beginFromCurrentState` — or with that option from the value shown (resolved when it
    /// is added), beginning `delay`
    /// seconds from now in the layer's time and showing its start value until then; for
    /// `position`, `bounds` and `transform` nil now and an additive animation when the block
    /// ends (`AdditiveValue`); nil when the block does not animate or LayerShot has no
    /// animation for the key (a `CGPath` property, or an unknown key).
    func action(forKey key: String, of layer: CALayer) -> CAAction? {
        guard animates, let keyPath = AnimationKeyPath(key), keyPath.valueKind != .path else { return nil }
        if let old = AdditiveValue(key, of: layer) {
            // Animated when the block ends, from the value before its first change, noted now.
            if !additiveChanges.contains(where: { $0.layer === layer && $0.old.key == key }) {
                additiveChanges.append((layer, old))
            }
            return nil
        }
        let animation = basicAnimation(keyPath: key, of: layer)
        if !options.contains(.beginFromCurrentState), let model = try? layer.modelLayer(), let old = keyPath.value(in: model) {
            animation.fromValue = AnimationValueConversion.any(old)
        }
        return animation
    }

    /// A basic animation of `keyPath` with this block's duration, curve, delay (the layer
    /// showing the start value until then) and repetition.
    private func basicAnimation(keyPath key: String, of layer: CALayer) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = duration
        animation.timingFunction = options.timingFunction
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        return animation
    }
}

/// The value of a key UIKit animates additively, as it does since iOS 8 — `position`, `bounds`
/// and `transform` — on a layer. A block adds an animation from the old value relative to the
/// new one down to none, beside the ones still running (which keep running), so that a move
/// reversed halfway eases from where it is without a jump and every block's completion waits
/// for its own end.
enum AdditiveValue: Equatable {
    case position(CGPoint)
    case bounds(CGRect)
    case transform(CATransform3D)

    /// The value of `key` on `layer`; nil for a key not animated additively.
    init?(_ key: String, of layer: CALayer) {
        switch key {
        case "position": self = .position(layer.position)
        case "bounds": self = .bounds(layer.bounds)
        case "transform": self = .transform(layer.transform)
        default: return nil
        }
    }

    /// The key path this is the value of.
    var key: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        }
    }

    /// The `fromValue` and `toValue` of the additive animation that shows `self` at its start
    /// and `new`, the model value, at its end: the old value minus the new one, down to zero.
    /// Core Animation adds a transform by concatenating it after the value shown, so for
    /// transforms from new⁻¹·old (`new · (new⁻¹ · old)` is old) down to the identity. Nil
    /// when `new` is a singular transform (a scale of 0), which has no inverse: it shows at
    /// once, as developers report of iOS 8 and later (a view scaled to 0 in a block vanishes
    /// instead of shrinking; Apple does not document it). Nil too for values of two keys.
    func additiveValues(to new: AdditiveValue) -> (from: Any, to: Any)? {
        switch (self, new) {
        case let (.position(old), .position(new)):
            return (CGPoint(x: old.x - new.x, y: old.y - new.y), CGPoint.zero)
        case let (.bounds(old), .bounds(new)):
            return (CGRect(x: old.minX - new.minX, y: old.minY - new.minY,
                           width: old.width - new.width, height: old.height - new.height), CGRect.zero)
        case let (.transform(old), .transform(new)):
            guard let inverse = new.model.inverted() else { return nil }
            return (CATransform3D(inverse.concatenating(old.model)), CATransform3DIdentity)
        default:
            return nil
        }
    }
}
