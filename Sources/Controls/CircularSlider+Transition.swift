import LayerModel

/// The slider has no Core Animation animation (its label text and its angle-dependent blur
/// cannot be interpolated), so a change over time is a sequence of whole-degree states.
extension CircularSlider {
    /// The angle `t` seconds into an eased change from `from` to `to` degrees lasting
    /// `duration` seconds: `round(from + (to − from)·easeInEaseOut(t/duration))`, holding
    /// `from` before 0 and `to` from `duration` on (and for a duration ≤ 0).
    public static func transitionAngle(from: Int, to: Int, at t: Double, duration: Double) -> Int {
        guard duration > 0, t < duration else { return to }
        let progress = TimingFunction.easeInEaseOut.value(at: max(0, t) / duration)
        return Int((Double(from) + Double(to - from) * progress).rounded())
    }
}
