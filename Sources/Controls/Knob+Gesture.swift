import LayerModel

/// The knob's rotation gesture (RWKnobControl's rotation recognizer and `handleGesture:`).
extension Knob: TouchControl {
    /// Began and moved touches set the value (without animation) from `value(forTouch:)`, so a
    /// touch in the gap holds the nearer end, each sending valueChanged when `isContinuous`.
    /// Ended and cancelled touches add no position; without `isContinuous` they send the drag's
    /// one valueChanged (even when the value did not change).
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

    /// The value a touch at `point` selects: `touchAngle`, `boundedTouchAngle`, then
    /// `value(forPointerAngle:…)`.
    public func value(forTouch point: Point) -> Double {
        let angle = Knob.boundedTouchAngle(Knob.touchAngle(at: point, size: size),
                                           startAngle: startAngle, endAngle: endAngle)
        return Knob.value(forPointerAngle: angle, minimumValue: minimumValue, maximumValue: maximumValue,
                          startAngle: startAngle, endAngle: endAngle)
    }
}
