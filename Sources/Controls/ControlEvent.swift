/// What a control tells its observers, in the spirit of UIKit's target–action and of the
/// dial's delegate.
public enum ControlEvent: Sendable, Hashable {
    /// `UIControl.Event.valueChanged`, carrying the value after the change: the knob's
    /// `value`, or the circular slider's `angle` (whole degrees, as a Double).
    case valueChanged(Double)
    /// The dial's `circleViewWillRotate(_:)`: sent before each rotation.
    case willRotate
    /// The dial's `circleView(_:didRotateWithValue:)`: sent after each rotation, with the
    /// label then at the top (`RotaryDial.value`).
    case didRotate(Int)
}

/// An event with the touch that caused it.
public struct GestureEvent: Sendable, Hashable {
    /// What the control sent.
    public var event: ControlEvent
    /// The 0-based index of the point whose touch caused the event. The ending of a drag
    /// happens at its last point, so the events it sends carry the last point's index.
    public var touch: Int

    public init(_ event: ControlEvent, touch: Int) {
        self.event = event
        self.touch = touch
    }
}
