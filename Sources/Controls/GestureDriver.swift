import LayerModel

/// Drives a control with touches and delivers the events it sends to registered observers,
/// in order — a headless stand-in for UIKit's touch delivery plus target–action.
///
/// Controls are values, so the driver owns its copy: read `control` for its state (and its
/// `layer`) after each touch.
///
///     var driver = GestureDriver(try Knob())
///     driver.addObserver { print($0.event, "from point", $0.touch) }
///     try driver.drag(through: [Point(x: 70, y: 130), Point(x: 20, y: 70)])
public struct GestureDriver<Control: TouchControl> {
    /// The control, in the state the touches so far left it in.
    public private(set) var control: Control
    private var observers: [(GestureEvent) -> Void] = []

    public init(_ control: Control) {
        self.control = control
    }

    /// Registers `observer`; every event sent from now on reaches every observer, in the order
    /// the events are sent and, for one event, in the order the observers were added.
    public mutating func addObserver(_ observer: @escaping (GestureEvent) -> Void) {
        observers.append(observer)
    }

    /// Feeds one touch, caused by point `index`, delivers the events it sends to the observers
    /// and returns them. Throws (leaving the control unchanged) for a non-finite location.
    @discardableResult
    public mutating func send(_ touch: Touch, point index: Int) throws(ControlsError) -> [GestureEvent] {
        let events = try control.handle(touch).map { GestureEvent($0, touch: index) }
        for event in events {
            for observer in observers { observer(event) }
        }
        return events
    }

    /// Feeds `Touch.drag(through: points)` — began at the first point, moved to each later
    /// one, ended at the last — and returns every event sent, in order. `afterTouch` runs after
    /// each touch with the touch, its point's index and the control (to render a frame, say).
    @discardableResult
    public mutating func drag(
        through points: [Point],
        afterTouch: (Touch, Int, Control) -> Void = { _, _, _ in }
    ) throws(ControlsError) -> [GestureEvent] {
        var events: [GestureEvent] = []
        for (i, touch) in Touch.drag(through: points).enumerated() {
            let index = min(i, points.count - 1)
            events += try send(touch, point: index)
            afterTouch(touch, index, control)
        }
        return events
    }
}
