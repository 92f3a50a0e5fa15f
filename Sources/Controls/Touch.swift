import LayerModel

/// Where a simulated touch is in its life, as UIKit's `UITouch.Phase` (no stationary phase:
/// a touch that does not move sends no sample).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    /// The finger comes down.
    case began
    /// The finger moves (a sample per move).
    case moved
    /// The finger lifts, where it last was.
    case ended
    /// The system takes the touch away (an alert, a scroll view taking over).
    case cancelled
}

/// One sample of one simulated finger: its phase and its location in the control's own
/// coordinates (points, origin at the top-left of its bounds, y down).
public struct Touch: Sendable, Hashable {
    /// Where the touch is in its life: began, moved, ended or cancelled.
    public var phase: TouchPhase
    /// Points, in the control's coordinates.
    public var location: Point

    public init(_ phase: TouchPhase, at location: Point) {
        self.phase = phase
        self.location = location
    }

    /// One touch along `points`: it begins at the first, moves to every later point (the last
    /// included), then ends at the last without moving again — `points.count + 1` touches.
    /// One point gives a began and an ended touch there; no points, no touches.
    public static func drag(through points: [Point]) -> [Touch] {
        guard let first = points.first, let last = points.last else { return [] }
        return [Touch(.began, at: first)]
            + points.dropFirst().map { Touch(.moved, at: $0) }
            + [Touch(.ended, at: last)]
    }
}

/// A control that touches drive: it turns each touch into changes of its state and the events
/// it sends, in order, the way its seed's touch handling does (the CONTROLS design doc,
/// each control's "Gesture" paragraph).
public protocol TouchControl {
    /// Feeds one touch (location in the control's coordinates, points) and returns the events
    /// it sends, in order. Throws `.nonFinite` for a NaN or infinite location, leaving the
    /// control unchanged.
    mutating func handle(_ touch: Touch) throws(ControlsError) -> [ControlEvent]

    /// The control's layer tree for its current state.
    var layer: Layer { get }
}

extension Touch {
    /// Throws `.nonFinite` ("touch x", "touch y") unless both coordinates are finite.
    func checkFinite() throws(ControlsError) {
        try ControlsError.checkFinite(location.x, "touch x")
        try ControlsError.checkFinite(location.y, "touch y")
    }
}
