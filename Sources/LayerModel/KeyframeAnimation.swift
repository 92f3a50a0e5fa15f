/// The values of a `CAKeyframeAnimation`: the property passes through `values`, reaching
/// `values[i]` at `keyTimes[i]` (fractions of an iteration's progress, after the animation's
/// whole `timingFunction`).
///
/// `Layer.add(_:forKey:)` checks: at least two values, all of the key path's kind (and, for
/// `colors`, of the layer's color count); `keyTimes`, when given, one per value (one more in
/// `discrete` mode), finite, non-decreasing, from 0 to 1; at most one timing function per
/// segment.
///
/// A whole-animation timing function that overshoots (y beyond 0…1) holds the first or last
/// value here, where a basic animation extrapolates.
public struct KeyframeAnimation: Sendable, Hashable {
    /// How the value moves between keyframes (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
        /// Interpolates within each segment, eased by the segment's timing function.
        case linear
        /// Jumps: `values[i]` holds from `keyTimes[i]` until `keyTimes[i + 1]`, so, as Apple
        /// documents for this mode, `keyTimes` has one entry more than `values` (without
        /// `keyTimes`, each value holds for an equal share of the time); the last value also
        /// shows at the very end.
        case discrete
        /// Moves at constant speed: `keyTimes` and `timingFunctions` are ignored (as in Core
        /// Animation) and each segment takes time in proportion to the distance between its
        /// values: |Δ| for numbers; Euclidean for points, sizes, rects, RGBA colors and color
        /// lists; for transforms without z or perspective, Euclidean over translation (points),
        /// the short-way rotation (radians), scales and shear — so a pure rotation paces by its
        /// angle — and for others the Euclidean norm of the difference of all 16 entries.
        case paced
    }

    public var values: [AnimationValue]
    /// Progress fractions at which each value is reached (in `discrete` mode, at which each
    /// value starts, plus a last 1). Default: nil (evenly spaced).
    public var keyTimes: [Double]?
    /// `timingFunctions[i]` eases segment i (from `values[i]` to `values[i + 1]`). A segment
    /// without one of its own — when the list is shorter than `values.count − 1` — is linear
    /// (a pinned choice: Core Animation leaves it undocumented). Default: none (all linear).
    public var timingFunctions: [TimingFunction] = []
    /// Default: `.linear`.
    public var calculationMode: CalculationMode = .linear

    public init(values: [AnimationValue], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction] = [],
                calculationMode: CalculationMode = .linear) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
    }

    /// The value at `progress`, clamped to 0…1. Expects a checked animation (`Layer.add(_:forKey:)`); nil when its
    /// values cannot be compared (only through an unchecked one).
    func value(at progress: Double) -> AnimationValue? {
        let f = min(max(progress, 0), 1)
        switch calculationMode {
        case .discrete:
            let times = keyTimes ?? (0...values.count).map { Double($0) / Double(values.count) }
            return values[min(times.lastIndex { $0 <= f } ?? 0, values.count - 1)]
        case .linear:
            return interpolated(at: f, times: resolvedKeyTimes, easingSegments: true)
        case .paced:
            return pacedKeyTimes.flatMap { interpolated(at: f, times: $0, easingSegments: false) }
        }
    }

    /// `keyTimes`, or evenly spaced times from 0 to 1.
    private var resolvedKeyTimes: [Double] {
        keyTimes ?? (0..<values.count).map { Double($0) / Double(values.count - 1) }
    }

    /// Key times proportional to the cumulative distance between the values; evenly spaced
    /// when all values are equal. Nil when two values cannot be compared.
    private var pacedKeyTimes: [Double]? {
        var cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) {
            guard let d = a.distance(to: b) else { return nil }
            cumulative.append(cumulative[cumulative.count - 1] + d)
        }
        let total = cumulative[cumulative.count - 1]
        return total > 0 ? cumulative.map { $0 / total } : resolvedKeyTimes
    }

    /// The value at `f` in the segment that holds it, reaching each value exactly at its time.
    private func interpolated(at f: Double, times: [Double], easingSegments: Bool) -> AnimationValue? {
        guard f < times[times.count - 1] else { return values[values.count - 1] }
        // The last segment starting at or before f; it ends after f, so it is not empty.
        let i = times[..<(times.count - 1)].lastIndex { $0 <= f } ?? 0
        let local = (f - times[i]) / (times[i + 1] - times[i])
        let eased = easingSegments && i < timingFunctions.count ? timingFunctions[i].value(at: local) : local
        return values[i].interpolated(to: values[i + 1], t: eased)
    }
}
