/// An animation of one layer property: Core Animation's `CABasicAnimation` or
/// `CAKeyframeAnimation` with the `CAMediaTiming` properties they share, as a value.
///
/// Add it to a layer with `Layer.add(_:forKey:)`, which checks it against the layer; evaluate it
/// with `Layer.presentation(at:)`. Presentation is a pure function of the time, so, unlike
/// Core Animation, nothing is ever removed on completion (`isRemovedOnCompletion` does not
/// exist): whether an animation shows before its begin time or after its end is decided by
/// `fillMode` alone.
///
/// Timing, in seconds on the same clock as the presentation time t: the animation starts at
/// `beginTime`, runs `duration` per iteration, optionally back again (`autoreverses`), repeated
/// `repeatCount` times, all at `speed`. Within each iteration the `timingFunction` maps the
/// time fraction to the progress that the kind (basic or keyframe) turns into a value.
public struct Animation: Sendable, Hashable {
    /// Whether the animation shows outside its active time (`CAMediaTimingFillMode`).
    public enum FillMode: String, Sendable, Hashable, CaseIterable {
        /// Only while active: before and after, the layer shows its model value.
        case removed
        /// After the active time, hold the final value (the start value when `autoreverses`).
        case forwards
        /// Before `beginTime`, show the first value.
        case backwards
        /// Both `forwards` and `backwards`.
        case both
    }

    /// How the value follows the progress.
    public enum Kind: Sendable, Hashable {
        /// From one value to another (`CABasicAnimation`).
        case basic(BasicAnimation)
        /// Through a list of values (`CAKeyframeAnimation`).
        case keyframe(KeyframeAnimation)
    }

    /// The animated property, a Core Animation key path: `transform` (`.transform`);
    /// `transform.rotation.z` or `transform.rotation` (radians), `transform.scale` (uniform),
    /// `transform.scale.x`, `transform.scale.y`, `transform.translation.x`, `.y` (points) —
    /// `.number`, each replacing one part of the layer's transform and keeping the others
    /// (`transform.scale` starts from the mean of the x and y factors and sets both);
    /// `transform.translation` (`.size`); `position` (`.point`), `position.x`, `position.y`;
    /// `bounds` (`.rect`), `bounds.size` (`.size`); `opacity`, `cornerRadius`, `shadowOpacity`,
    /// `shadowRadius` (`.number`); `shadowOffset` (`.size`); `backgroundColor` (`.color`);
    /// for shape layers `strokeStart`, `strokeEnd`, `lineWidth` (`.number`), `strokeColor`,
    /// `fillColor` (`.color`); for gradient layers `colors` (`.colors`), `startPoint`,
    /// `endPoint` (`.point`). A nil color animates from or to transparent black.
    public var keyPath: String
    /// Basic or keyframe, with the values.
    public var kind: Kind
    /// Seconds per iteration (one way, when `autoreverses`); 0 means 0.25, as in Core
    /// Animation. Default: 0.
    public var duration: Double = 0
    /// When the animation starts, seconds on the presentation clock. Default: 0.
    public var beginTime: Double = 0
    /// Iterations, fractions allowed (1.5 stops midway through the second); 0 means 1;
    /// `.infinity` repeats forever. Default: 0.
    public var repeatCount: Double = 0
    /// Each iteration plays forward, then backward (doubling its length). Default: false.
    public var autoreverses = false
    /// How fast the animation's time runs against the presentation clock, ≥ 0; 0 freezes it at
    /// `timeOffset`. Unlike Core Animation, negative speeds are rejected. Default: 1.
    public var speed: Double = 1
    /// Seconds of the animation's own time already elapsed at `beginTime`; past the end of an
    /// iteration it wraps around, as in Core Animation. Default: 0.
    public var timeOffset: Double = 0
    /// Default: `.removed`.
    public var fillMode: FillMode = .removed
    /// Maps each iteration's time fraction to progress; for a keyframe animation, applied
    /// before the per-segment `timingFunctions`. Default: `.linear` (Core Animation's nil).
    public var timingFunction: TimingFunction = .linear

    public init(keyPath: String, kind: Kind) {
        self.keyPath = keyPath
        self.kind = kind
    }

    /// A `CABasicAnimation`; see `BasicAnimation` for which of the values may be nil.
    public static func basic(
        keyPath: String, from fromValue: AnimationValue? = nil, to toValue: AnimationValue? = nil,
        by byValue: AnimationValue? = nil
    ) -> Animation {
        Animation(keyPath: keyPath, kind: .basic(BasicAnimation(fromValue: fromValue, toValue: toValue, byValue: byValue)))
    }

    /// A `CAKeyframeAnimation`; see `KeyframeAnimation`.
    public static func keyframe(
        keyPath: String, values: [AnimationValue], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction] = [], calculationMode: KeyframeAnimation.CalculationMode = .linear
    ) -> Animation {
        Animation(keyPath: keyPath, kind: .keyframe(KeyframeAnimation(
            values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode
        )))
    }

    /// The animated value at presentation time `t` (seconds) for a layer whose model value is
    /// `model`, or nil when the animation does not apply at `t` (outside its active time and
    /// not filled, or `t` not finite) or its values cannot be combined with `model` (the
    /// layer changed after the animation was added, e.g. to another number of gradient colors).
    /// Expects an animation checked by `Layer.add(_:forKey:)`.
    func value(at t: Double, model: AnimationValue) -> AnimationValue? {
        guard let fraction = iterationFraction(at: t) else { return nil }
        let progress = timingFunction.value(at: fraction)
        switch kind {
        case let .basic(basic): return basic.value(at: progress, model: model)
        case let .keyframe(keyframe): return keyframe.value(at: progress)
        }
    }
}
