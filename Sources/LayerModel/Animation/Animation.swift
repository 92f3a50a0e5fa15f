/// An animation of a layer: Core Animation's `CABasicAnimation`, `CASpringAnimation`,
/// `CAKeyframeAnimation` or `CAAnimationGroup` with the `CAMediaTiming` and
/// `CAPropertyAnimation` properties they share, as a value.
///
/// Add it to a layer with `Layer.add(_:forKey:)`, which checks it against the layer; evaluate it
/// with `Layer.presentation(at:)`. Presentation is a pure function of the time: an animation
/// removed on completion (`isRemovedOnCompletion`, the default) shows nothing after its active
/// time whatever its `fillMode`, one that is not removed shows what its `fillMode` says.
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
        /// From one value to another along a damped spring (`CASpringAnimation`).
        case spring(SpringAnimation)
        /// Through a list of values or along a path (`CAKeyframeAnimation`).
        case keyframe(KeyframeAnimation)
        /// Other animations timed inside this one's active time (`CAAnimationGroup`).
        case group(AnimationGroup)
    }

    /// The animated property, a Core Animation key path: one of `AnimationKeyPath.allCases`, each
    /// with the kind of value it takes and the kind of layer that has it (`position`, `.point`;
    /// `transform.rotation.z` or `transform.rotation`, `.number` in radians; `miterLimit`, a shape
    /// layer's `.number`). Transform parts replace one part of the layer's transform and keep the
    /// others; a nil color animates from or to transparent black. Empty, and unused, for a group.
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
    /// After its active time the animation no longer shows, even with a `forwards` fill, as in
    /// Core Animation (where it is then removed from the layer). Ignored for the animations of
    /// a group, as Core Animation ignores it there. Default: true.
    public var isRemovedOnCompletion = true
    /// The animated value is added to the value presented so far (the model's, or what earlier
    /// animations made of it) instead of replacing it: component-wise, and for transforms by
    /// concatenation, the animated transform applied after the presented one. Not for paths or
    /// groups. Default: false.
    public var isAdditive = false
    /// Each iteration builds on the end of the previous one: in iteration i (from 0) the value
    /// is the iteration's own value plus i times the animation's end value (Apple: "the value at
    /// the end of the previous repeat cycle, plus the value of the current repeat cycle"); for
    /// transforms the end transform concatenated i times. Not for paths or groups.
    /// Default: false.
    public var isCumulative = false

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

    /// A `CASpringAnimation` with Core Animation's default spring (mass 1, stiffness 100,
    /// damping 10, no initial velocity); see `SpringAnimation`.
    public static func spring(
        keyPath: String, from fromValue: AnimationValue? = nil, to toValue: AnimationValue? = nil,
        by byValue: AnimationValue? = nil
    ) -> Animation {
        Animation(keyPath: keyPath, kind: .spring(SpringAnimation(fromValue: fromValue, toValue: toValue, byValue: byValue)))
    }

    /// A `CAAnimationGroup` of `animations`; see `AnimationGroup`.
    public static func group(_ animations: [Animation]) -> Animation {
        Animation(keyPath: "", kind: .group(AnimationGroup(animations: animations)))
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
}
