public import Foundation

/// UIKit's control: a view with state flags, actions sent for control events, and touch
/// tracking overrides. Actions are `UIAction`s (`addAction(_:for:)`); target-action with a
/// `Selector` needs the Objective-C runtime, which Foundation on Linux does not have.
/// Nothing delivers touches on Linux: `layerShotTrackTouch(through:)` feeds one touch through
/// the tracking overrides, as UIKit would.
open class UIControl: UIView {
    /// Default: true. False adds `.disabled` to `state`.
    open var isEnabled = true
    /// Default: false.
    open var isSelected = false
    /// Default: false. Set while a touch is down inside the control.
    open var isHighlighted = false

    /// How a subclass aligns its content across; kept for its own layout (UIControl draws no
    /// content of its own). Default: `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How a subclass aligns its content up and down; kept for its own layout. Default: `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// UIKit's cases and raw values.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// UIKit's cases and raw values.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// The flags as one value (`.normal` when none is set; never `.focused`).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// True while a touch is being tracked (`beginTracking(_:with:)` returned true).
    open internal(set) var isTracking = false
    /// True while the tracked touch is inside the bounds.
    open internal(set) var isTouchInside = false

    /// The actions added, each with the events it is sent for, in the order they were added.
    private var actions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Actions

    /// Sends `action` for `controlEvents`; an action with the same identifier as one added
    /// before replaces it, as UIKit's actions are unique by identifier.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            let events = actions[index].action === action ? actions[index].events.union(controlEvents) : controlEvents
            actions[index] = (action, events)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Stops sending `action` for `controlEvents` (it stays for its other events).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs the handler of every action added for any of `controlEvents`, in the order they
    /// were added, with `sender` the control.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.perform(from: self)
        }
    }

    /// The events some action is added for.
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    // MARK: Tracking

    /// Called when a touch begins in the control; return whether to keep tracking it. Default: true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; return whether to keep tracking it. Default: true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch ends. Default: nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled; the default stops tracking. Call `super`.
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}

extension UIControl {
    /// A control's state flags, UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for, UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
