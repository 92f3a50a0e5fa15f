import LayerModel

/// The slider has no Core Animation animation (its label text and its angle-dependent blur
/// cannot be interpolated), so a change over time is a sequence of whole-degree states.
extension CircularSlider {
    /// The angle `t` s into an eased change of `duration` s: `round(from + (to −
    /// from)·easeInEaseOut(t/duration))`, `from` before 0 and `to` from `duration` on (or for a
    /// duration ≤ 0); both ends clamped into 0…360 first, as the slider clamps.
    public static func transitionAngle(from: Int, to: Int, at t: Double, duration: Double) -> Int {
        let (start, end) = (Double(min(max(from, 0), 360)), Double(min(max(to, 0), 360)))
        guard duration > 0, t < duration else { return Int(end) }
        let progress = TimingFunction.easeInEaseOut.value(at: max(0, t) / duration)
        return Int((start + (end - start) * progress).rounded())
    }
}
