import LayerModel

/// A simulated touch's phase, as UIKit's `UITouch.Phase` (no stationary: a still touch sends none).
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

/// One sample of a simulated finger: its phase and location (the control's points, y down).
public struct Touch: Sendable, Hashable {
    public var phase: TouchPhase
    /// Points, in the control's coordinates.
    public var location: Point

    public init(_ phase: TouchPhase, at location: Point) {
        self.phase = phase
        self.location = location
    }

    /// One touch along `points`: began at the first, moved to each later one, ended at the last
    /// (`points.count + 1` touches; none for no points).
    public static func drag(through points: [Point]) -> [Touch] {
        guard let first = points.first, let last = points.last else { return [] }
        return [Touch(.began, at: first)]
            + points.dropFirst().map { Touch(.moved, at: $0) }
            + [Touch(.ended, at: last)]
    }
}

/// A control that touches drive as its seed's touch handling does (the CONTROLS design doc,
/// each control's "Gesture" paragraph).
public protocol TouchControl {
    /// Feeds one touch and returns the events it sends, in order; `.nonFinite` for a NaN or
    /// infinite location, leaving the control unchanged.
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
