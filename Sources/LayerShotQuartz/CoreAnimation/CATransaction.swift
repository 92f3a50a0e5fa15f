public import Foundation
import LayerModel

/// Core Animation's transactions: groups of layer changes whose animations share a duration
/// and timing function (those without their own) and a completion block; implicit animations
/// can be turned off (`setDisableActions(true)`).
///
/// Changes outside `begin()`/`commit()` belong to an implicit transaction that lasts until
/// `flush()` or the next snapshot (there is no run loop to end it). Committing the outermost
/// transaction commits the layers it changed: from then on their changes animate implicitly.
/// State is per thread, as on Apple platforms, or per `MediaClock.withIsolatedState(_:)` scope.
open class CATransaction: NSObject {
    open class func begin() { CoreAnimationState.current.beginTransaction(explicit: true) }

    open class func commit() { CoreAnimationState.current.commitTransaction() }

    /// Commits the implicit transaction and every open one's changes so far.
    open class func flush() { CoreAnimationState.current.flush() }

    /// Seconds the animations added in the transaction last when their own `duration` is 0
    /// (implicit animations always). Default: 0.25.
    open class func animationDuration() -> CFTimeInterval { CoreAnimationState.current.transaction.animationDuration }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { CoreAnimationState.current.transaction.animationDuration = duration }

    /// The timing function of the animations added in the transaction that have none of their
    /// own; nil means the default curve for implicit animations, linear for the others.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { CoreAnimationState.current.transaction.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        CoreAnimationState.current.transaction.timingFunction = function
    }

    /// True when property changes add no implicit animations. Default: false.
    open class func disableActions() -> Bool { CoreAnimationState.current.transaction.disableActions }
    open class func setDisableActions(_ flag: Bool) { CoreAnimationState.current.transaction.disableActions = flag }

    /// Runs once every animation added in this transaction after the block was set has
    /// finished on the virtual clock (`MediaClock`), or at commit when none was added.
    open class func completionBlock() -> (() -> Void)? { CoreAnimationState.current.transaction.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { CoreAnimationState.current.transaction.completion = block }

    /// The keyed values above, by Core Animation's keys (`kCATransactionAnimationDuration`, …).
    open class func value(forKey key: String) -> Any? {
        let t = CoreAnimationState.current.transaction
        switch key {
        case kCATransactionAnimationDuration: return t.animationDuration
        case kCATransactionDisableActions: return t.disableActions
        case kCATransactionAnimationTimingFunction: return t.timingFunction
        case kCATransactionCompletionBlock: return t.completion
        default: return t.values[key]
        }
    }

    open class func setValue(_ value: Any?, forKey key: String) {
        let t = CoreAnimationState.current.transaction
        switch key {
        case kCATransactionAnimationDuration:
            // Any number, as Apple's bridging to NSNumber takes it; nil (or anything else) is the default.
            let seconds = value.flatMap(AnimationValueConversion.number)
            if seconds == nil, let value { quartzLog("CATransaction: \(kCATransactionAnimationDuration) takes a number, not a \(type(of: value)); using 0.25") }
            t.animationDuration = seconds ?? 0.25
        case kCATransactionDisableActions:
            t.disableActions = (value as? Bool) ?? value.flatMap(AnimationValueConversion.number).map { $0 != 0 } ?? false
        case kCATransactionAnimationTimingFunction: t.timingFunction = value as? CAMediaTimingFunction
        case kCATransactionCompletionBlock: t.completion = value as? () -> Void
        default: t.values[key] = value
        }
    }

    /// Accepted for source compatibility: a thread's layers are only touched by that thread.
    open class func lock() {}
    open class func unlock() {}
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// One open transaction.
final class TransactionFrame {
    var animationDuration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool
    /// The completion block, waiting for the animations added from `completionStart` on.
    var completion: (() -> Void)? {
        didSet { completionStart = animations.count }
    }
    private(set) var completionStart = 0
    /// The animations the completion block waits for.
    var awaitedAnimations: [CAAnimation] { Array(animations[completionStart...]) }
    var values: [String: Any] = [:]
    /// Layers changed or given animations in this transaction.
    var touched: [ObjectIdentifier: CALayer] = [:]
    /// The animations added in it (and in the transactions nested in it), which its
    /// completion block waits for.
    var animations: [CAAnimation] = []
    let explicit: Bool

    init(explicit: Bool, inheriting outer: TransactionFrame?) {
        self.explicit = explicit
        animationDuration = outer?.animationDuration ?? 0.25
        timingFunction = outer?.timingFunction
        disableActions = outer?.disableActions ?? false
    }
}

/// The state of Core Animation on this thread, or in this isolated scope (`QuartzLocals`): the
/// virtual clock, the transaction stack, the events (delegate callbacks, removals, completion
/// blocks) waiting for the clock and the blocks waiting for the run loop's next turn.
final class CoreAnimationState {
    private static let key = "LayerShotQuartz.CoreAnimationState"

    static var current: CoreAnimationState { QuartzLocals.object(key, CoreAnimationState.init) }

    private(set) var now: Double = 0
    /// Open transactions, innermost last; the first is the implicit one when it exists.
    private var stack: [TransactionFrame] = []

    /// The innermost transaction, opening the implicit one when none is open.
    var transaction: TransactionFrame {
        if let last = stack.last { return last }
        beginTransaction(explicit: false)
        return stack[stack.count - 1]
    }

    func beginTransaction(explicit: Bool) {
        stack.append(TransactionFrame(explicit: explicit, inheriting: stack.last))
    }

    /// Closes the innermost explicit transaction (an unbalanced `commit()` does nothing).
    func commitTransaction() {
        guard let frame = stack.last, frame.explicit else { return }
        stack.removeLast()
        if let outer = stack.last {
            outer.touched.merge(frame.touched) { a, _ in a }
            outer.animations += frame.animations
            finish(frame, committing: false)
        } else {
            finish(frame, committing: true)
        }
    }

    /// Commits everything changed so far; open explicit transactions stay open.
    func flush() {
        for frame in stack { commitLayers(of: frame) }
        if let first = stack.first, !first.explicit {
            stack.removeFirst()
            finish(first, committing: true)
        }
    }

    private func finish(_ frame: TransactionFrame, committing: Bool) {
        if committing { commitLayers(of: frame) }
        guard let completion = frame.completion else { return }
        events.append(.completion(awaiting: frame.awaitedAnimations, block: completion))
        fire(upTo: now)
    }

    private func commitLayers(of frame: TransactionFrame) {
        for layer in frame.touched.values { layer.markCommitted() }
        frame.touched = [:]
    }

    /// Records that `layer` changed in the current transaction.
    func touch(_ layer: CALayer) {
        transaction.touched[ObjectIdentifier(layer)] = layer
    }

    // MARK: Events on the clock

    /// Something due on the clock. An animation's start and stop are times in its layer's time
    /// space, due when that layer's local time reaches them (`CALayer.mediaTime(reaching:notBefore:)`),
    /// so a paused layer's animations neither start nor stop until it runs again.
    enum Event {
        case start(time: Double, animation: CAAnimation, layer: WeakLayer)
        case stop(time: Double, animation: CAAnimation, layer: WeakLayer, key: String)
        /// Due when the last of the animations it awaits stops (at once when none is left).
        case completion(awaiting: [CAAnimation], block: () -> Void)
    }

    struct WeakLayer { weak var layer: CALayer? }

    private var events: [Event] = []

    /// Schedules the delegate callbacks and the removal of an animation added to `layer` at
    /// `begin`, ending at `end` (seconds in the layer's time space; an endless animation's stop
    /// is never due), and counts it for the transaction's completion.
    func scheduled(_ animation: CAAnimation, on layer: CALayer, key: String, begin: Double, end: Double) {
        transaction.animations.append(animation)
        touch(layer)
        if animation.delegate != nil { events.append(.start(time: begin, animation: animation, layer: WeakLayer(layer: layer))) }
        events.append(.stop(time: end, animation: animation, layer: WeakLayer(layer: layer), key: key))
        fire(upTo: now)
    }

    /// The media time, not before `now`, at which `event` is due; nil when it never is while
    /// the layers' timings stay as they are. An event whose layer is gone keeps its time as a
    /// media time.
    private func due(_ event: Event) -> Double? {
        switch event {
        case let .start(t, _, weak), let .stop(t, _, weak, _):
            guard let layer = weak.layer else { return max(t, now) }
            return layer.mediaTime(reaching: t, notBefore: now)
        case let .completion(awaiting, _):
            var latest = now
            for stop in events {
                guard case let .stop(_, animation, _, _) = stop, awaiting.contains(where: { $0 === animation }) else { continue }
                guard let time = due(stop) else { return nil }
                latest = max(latest, time)
            }
            return latest
        }
    }

    /// Drops the events of an animation removed before it finished, and marks it unfinished.
    func cancel(_ animation: CAAnimation) {
        animation.stoppedUnfinished = true
        events.removeAll {
            switch $0 {
            case let .start(_, a, _), let .stop(_, a, _, _): a === animation
            case .completion: false
            }
        }
    }

    /// Blocks waiting for the next turn of the run loop, in the order they came.
    private var nextTurn: [() -> Void] = []

    /// Runs `block` on the next turn of the run loop, as UIKit runs the completion of a block
    /// that lasts 0 s. There is no run loop here: the next move of the clock to a later time
    /// is the next turn (see `moveClock(to:)`).
    func performOnNextTurn(_ block: @escaping () -> Void) {
        nextTurn.append(block)
    }

    /// Moves the clock to `time`. Moving it later is a turn of the run loop: first the blocks
    /// waiting for it run, with the clock still where it was (a turn follows at once), then the
    /// events due by `time` fire. Blocks queued meanwhile wait for the next move.
    func moveClock(to time: Double) {
        if time > now {
            let turn = nextTurn
            nextTurn = []
            for block in turn { block() }
            fire(upTo: time)
        }
        now = time
    }

    /// Fires every event due by `time`, earliest first, with the clock at each event's time.
    /// Due times are worked out again after each event: a callback may change a layer's timing.
    private func fire(upTo time: Double) {
        while let (index, due) = events.indices
            .compactMap({ i in due(events[i]).map { (i, $0) } })
            .filter({ $0.1 <= time })
            .min(by: { $0.1 < $1.1 }) {
            let event = events.remove(at: index)
            now = max(now, due)
            switch event {
            case let .start(_, animation, _):
                animation.delegate?.animationDidStart(animation)
            case let .stop(_, animation, weakLayer, key):
                if animation.isRemovedOnCompletion, let layer = weakLayer.layer, layer.animationEntry(forKey: key)?.animation === animation {
                    layer.removeEntry(forKey: key)
                }
                animation.delegate?.animationDidStop(animation, finished: true)
            case let .completion(_, block):
                block()
            }
        }
    }
}
