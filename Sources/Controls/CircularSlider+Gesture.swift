import LayerModel

/// The slider's tracking (TB_CircularSlider's `beginTracking`/`continueTracking`).
extension CircularSlider: TouchControl {
    /// A began touch changes nothing and sends nothing (the seed's `beginTracking` only
    /// returns YES). Each moved touch sets `angle` to `angle(forTouch:size:)` —
    /// `360 − floor(degrees clockwise from 3 o'clock)`, so exactly 3 o'clock gives 360 — and
    /// sends a valueChanged with it. Ended and cancelled touches send nothing.
    public mutating func handle(_ touch: Touch) throws(ControlsError) -> [ControlEvent] {
        try touch.checkFinite()
        guard touch.phase == .moved else { return [] }
        angle = try CircularSlider.angle(forTouch: touch.location, size: size)
        return [.valueChanged(Double(angle))]
    }
}
