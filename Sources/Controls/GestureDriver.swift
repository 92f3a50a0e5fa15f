import LayerModel

/// Drives a control with touches and delivers its events to observers in order: a headless
/// UIKit touch delivery plus target–action. It owns its copy of the control (a value).
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

    /// Registers `observer`; events reach observers in the order sent, then in the order added.
    public mutating func addObserver(_ observer: @escaping (GestureEvent) -> Void) {
        observers.append(observer)
    }

    /// Feeds one touch of point `index`, delivering and returning its events; throws (control
    /// unchanged) for a non-finite location.
    @discardableResult
    public mutating func send(_ touch: Touch, point index: Int) throws(ControlsError) -> [GestureEvent] {
        let events = try control.handle(touch).map { GestureEvent($0, touch: index) }
        for event in events {
            for observer in observers { observer(event) }
        }
        return events
    }

    /// Feeds `Touch.drag(through: points)` and returns every event sent, in order; `afterTouch`
    /// runs after each touch with it, its point's index and the control (to render a frame).
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
