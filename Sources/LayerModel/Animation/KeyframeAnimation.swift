/// The values of a `CAKeyframeAnimation`: the property passes through `values`, reaching
/// `values[i]` at `keyTimes[i]` (fractions of an iteration's progress, after the animation's
/// whole `timingFunction`), or, for a point, follows a `path`.
///
/// `Layer.add(_:forKey:)` checks: at least two values, all of the key path's kind (and, for
/// `colors`, of the layer's color count), or a path with at least one segment for a key path
/// that takes a point; `keyTimes`, when given, one per value or path vertex (one more in
/// `discrete` mode), finite, non-decreasing, from 0 to 1; at most one timing function per
/// segment; tension, continuity and bias values one per value, finite; a `rotationMode`
/// only with a path.
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
        /// A smooth curve through the values (see `KeyframeAnimation+Cubic.swift`), Catmull-Rom
        /// unless `tensionValues`, `continuityValues` or `biasValues` say otherwise, timed by
        /// `keyTimes` and eased per segment as `linear` is. Transforms move as in `linear`; a
        /// `path` is followed as in `linear`.
        case cubic
        /// The `cubic` curve at constant speed along its length; `keyTimes` and
        /// `timingFunctions` are ignored. Transforms move as in `paced`; a `path` is followed
        /// as in `paced`.
        case cubicPaced
    }

    /// How a layer moving along a `path` turns (`CAAnimationRotationMode`).
    public enum RotationMode: String, Sendable, Hashable, CaseIterable {
        /// The layer turns by the path's direction (radians clockwise from the x axis), a
        /// rotation applied after the layer's own transform, so its x axis points the way it
        /// moves (`rotateAuto`).
        case auto
        /// As `auto`, half a turn more: the x axis points back (`rotateAutoReverse`).
        case autoReverse
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
    /// A path the animated point follows instead of passing through `values` (ignored then),
    /// for a key path that takes a point (`position`, `anchorPoint`, …); see
    /// `pathPosition(at:)`. Default: nil.
    public var path: Path?
    /// With a `path`, turns the layer to the path's direction. Default: nil (no turning).
    public var rotationMode: RotationMode?
    /// For `cubic` and `cubicPaced`, one per value: how tight the curve is there (1 stops at
    /// the value, negative is rounder). Default: nil (all 0).
    public var tensionValues: [Double]?
    /// For `cubic` and `cubicPaced`, one per value: how sharp the corner at the value is (0
    /// smooth). Default: nil (all 0).
    public var continuityValues: [Double]?
    /// For `cubic` and `cubicPaced`, one per value: where the curve leans at the value
    /// (positive overshoots towards the next value, negative undershoots). Default: nil (all 0).
    public var biasValues: [Double]?

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
        if path != nil { return pathPosition(at: progress).map { .point($0.point) } }
        let f = min(max(progress, 0), 1)
        switch calculationMode {
        case .discrete:
            return values[KeyframeAnimation.discreteIndex(at: f, keyTimes: keyTimes, count: values.count)]
        case .linear:
            return interpolated(at: f, times: resolvedKeyTimes, easingSegments: true)
        case .cubic where followsSpline:
            guard let (i, local) = KeyframeAnimation.segment(at: f, times: resolvedKeyTimes) else { return values[values.count - 1] }
            return splineValue(segment: i, at: i < timingFunctions.count ? timingFunctions[i].value(at: local) : local)
        case .cubic:
            return interpolated(at: f, times: resolvedKeyTimes, easingSegments: true)
        case .cubicPaced where followsSpline:
            return pacedSplineValue(at: f)
        case .paced, .cubicPaced:
            return pacedKeyTimes.flatMap { interpolated(at: f, times: $0, easingSegments: false) }
        }
    }

    /// `keyTimes`, or evenly spaced times from 0 to 1.
    private var resolvedKeyTimes: [Double] {
        keyTimes ?? KeyframeAnimation.evenlySpaced(values.count)
    }

    /// `count` times evenly spaced from 0 to 1.
    static func evenlySpaced(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Discrete mode: which of `count` keyframes shows at `f`, each from its key time until the
    /// next (`keyTimes` has `count + 1` entries; nil spaces them evenly).
    static func discreteIndex(at f: Double, keyTimes: [Double]?, count: Int) -> Int {
        let times = keyTimes ?? (0...count).map { Double($0) / Double(count) }
        return min(times.lastIndex { $0 <= f } ?? 0, count - 1)
    }

    /// The segment that holds `f` (the last one starting at or before it, so never an empty
    /// one) and the fraction of it done; nil from the last key time on.
    static func segment(at f: Double, times: [Double]) -> (index: Int, local: Double)? {
        guard f < times[times.count - 1] else { return nil }
        let i = times[..<(times.count - 1)].lastIndex { $0 <= f } ?? 0
        return (i, (f - times[i]) / (times[i + 1] - times[i]))
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
        guard let (i, local) = KeyframeAnimation.segment(at: f, times: times) else { return values[values.count - 1] }
        let eased = easingSegments && i < timingFunctions.count ? timingFunctions[i].value(at: local) : local
        return values[i].interpolated(to: values[i + 1], t: eased)
    }
}
