import LayerModel

/// The knob's rotation gesture (RWKnobControl's rotation recognizer and `handleGesture:`).
extension Knob: TouchControl {
    /// Began and moved touches set the value (without animation) from the touch's angle about
    /// the center — `touchAngle(at:size:)`, brought next to the track and clamped by
    /// `boundedTouchAngle`, then mapped back by `value(forPointerAngle:…)` — so a touch in the
    /// gap holds the nearer end of the track. With `isContinuous` each of them sends a
    /// valueChanged. Ended and cancelled touches add no position; without `isContinuous` they
    /// send the one valueChanged of the drag (sent even when the value did not change).
    public mutating func handle(_ touch: Touch) throws(ControlsError) -> [ControlEvent] {
        try touch.checkFinite()
        switch touch.phase {
        case .began, .moved:
            try setValue(value(forTouch: touch.location))
            return isContinuous ? [.valueChanged(value)] : []
        case .ended, .cancelled:
            return isContinuous ? [] : [.valueChanged(value)]
        }
    }

    /// The value a touch at `point` (the knob's coordinates, points) selects, in
    /// `minimumValue…maximumValue`.
    public func value(forTouch point: Point) -> Double {
        let angle = Knob.boundedTouchAngle(Knob.touchAngle(at: point, size: size),
                                           startAngle: startAngle, endAngle: endAngle)
        return Knob.value(forPointerAngle: angle, minimumValue: minimumValue, maximumValue: maximumValue,
                          startAngle: startAngle, endAngle: endAngle)
    }
}
