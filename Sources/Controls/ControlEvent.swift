/// What a control tells its observers, as UIKit's target–action and the dial's delegate do.
public enum ControlEvent: Sendable, Hashable {
    /// `UIControl.Event.valueChanged`, carrying the value after the change: the knob's
    /// `value`, or the circular slider's `angle` (whole degrees, as a Double).
    case valueChanged(Double)
    /// The dial's `circleViewWillRotate(_:)`: sent before each rotation.
    case willRotate
    /// The dial's `circleView(_:didRotateWithValue:)`, after each rotation: the label at the top.
    case didRotate(Int)
}

/// An event with the touch that caused it.
public struct GestureEvent: Sendable, Hashable {
    /// What the control sent.
    public var event: ControlEvent
    /// The 0-based index of the point whose touch caused it (a drag ends at its last point).
    public var touch: Int

    public init(_ event: ControlEvent, touch: Int) {
        self.event = event
        self.touch = touch
    }
}
