import LayerModel

/// The slider's tracking (TB_CircularSlider's `beginTracking`/`continueTracking`).
extension CircularSlider: TouchControl {
    /// Only moved touches count (the seed's `beginTracking` only returns YES): each sets `angle`
    /// to `angle(forTouch:size:)` and sends a valueChanged with it.
    public mutating func handle(_ touch: Touch) throws(ControlsError) -> [ControlEvent] {
        try touch.checkFinite()
        guard touch.phase == .moved else { return [] }
        angle = try CircularSlider.angle(forTouch: touch.location, size: size)
        return [.valueChanged(Double(angle))]
    }
}
