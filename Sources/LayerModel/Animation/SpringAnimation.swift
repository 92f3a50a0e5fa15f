import Foundation

/// The values of a `CASpringAnimation`: a basic animation (the same `fromValue`, `toValue`,
/// `byValue` rules, see `BasicAnimation`) whose progress follows a damped spring instead of a
/// straight line, so it may overshoot the end value and swing back.
///
/// The spring is `mass·x″ + damping·x′ + stiffness·x = 0`, x the distance still to go, started
/// 1 away at rest (or moving at `initialVelocity`). Progress at s seconds into an iteration is
/// `1 − x(s)`, where s is the iteration's fraction (after the animation's `timingFunction`)
/// times its `duration`: as in Core Animation, the duration only cuts the spring off, it does
/// not stretch it, so set `duration` to `settlingDuration` to see the spring come to rest.
///
/// With ω₀ = √(stiffness/mass) and ζ = damping / (2·√(stiffness·mass)):
/// - ζ < 1 (under-damped): x(s) = e^(−ζω₀s)·(cos ω_d s + B·sin ω_d s), ω_d = ω₀√(1 − ζ²),
///   B = (ζω₀ − v₀)/ω_d;
/// - ζ = 1 (critically damped): x(s) = e^(−ω₀s)·(1 + (ω₀ − v₀)·s);
/// - ζ > 1 (over-damped, only with `allowsOverdamping`): x(s) = C₁e^(r₁s) + C₂e^(r₂s),
///   r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), C₂ = (−v₀ − r₁)/(r₂ − r₁), C₁ = 1 − C₂.
///
/// Without `allowsOverdamping` (Core Animation's default) a spring with ζ > 1 moves as the
/// critically damped one with the same ω₀.
public struct SpringAnimation: Sendable, Hashable {
    /// Default: nil.
    public var fromValue: AnimationValue?
    /// Default: nil.
    public var toValue: AnimationValue?
    /// Default: nil.
    public var byValue: AnimationValue?
    /// The mass on the spring, > 0. Default: 1.
    public var mass: Double = 1
    /// The spring constant, > 0. Default: 100.
    public var stiffness: Double = 100
    /// The friction coefficient, ≥ 0 (0 swings forever). Default: 10.
    public var damping: Double = 10
    /// The speed at the start, in whole distances (from start to end value) per second;
    /// positive moves towards the end value, as in Core Animation. Default: 0.
    public var initialVelocity: Double = 0
    /// Whether a damping ratio above 1 moves as an over-damped spring (true) or as a critically
    /// damped one (false, as Core Animation does unless asked). Default: false.
    public var allowsOverdamping = false

    public init(fromValue: AnimationValue? = nil, toValue: AnimationValue? = nil, byValue: AnimationValue? = nil,
                mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The from, to and by values as a basic animation (which resolves the missing ends).
    public var basic: BasicAnimation { BasicAnimation(fromValue: fromValue, toValue: toValue, byValue: byValue) }

    /// ω₀ = √(stiffness/mass), radians per second.
    private var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = damping / (2·√(stiffness·mass)), clamped to 1 unless `allowsOverdamping`.
    private var dampingRatio: Double {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return allowsOverdamping ? zeta : min(zeta, 1)
    }

    /// The progress (0 at the start, 1 at rest at the end value; beyond 1 while overshooting)
    /// `seconds` after the spring was let go. Expects checked parameters.
    public func progress(atSeconds seconds: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity, s = seconds
        let x: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            x = exp(-zeta * w0 * s) * (cos(wd * s) + b * sin(wd * s))
        } else if zeta == 1 {
            x = exp(-w0 * s) * (1 + (w0 - v0) * s)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // r₁ = −ω₀(ζ − √(ζ²−1)) written without the cancellation of two near-equal terms.
            let r1 = -w0 / (zeta + root), r2 = -w0 * (zeta + root)
            let c2 = (-v0 - r1) / (r2 - r1)
            x = (1 - c2) * exp(r1 * s) + c2 * exp(r2 * s)
        }
        return 1 - x
    }

    /// The estimated time for the spring to come to rest, seconds at speed 1 (Core Animation's
    /// `settlingDuration` also divides by the animation's `speed`), computed as Core Animation
    /// does, with ε = 0.001 of the distance:
    /// - under-damped: when the envelope of x has shrunk to ε,
    ///   `max(0, −ln(ε / (1 + |B|)) / (ζω₀))` (B as in the type's summary);
    /// - critically and over-damped: sampled every 0.1 s from 0, the first sample from which
    ///   |1 − progress| stays below ε for more than 1 s of samples;
    /// - `.infinity` when damping is 0, or when the sampling does not settle within 10⁶
    ///   samples (a spring that slow is not worth showing).
    public var settlingDuration: Double {
        let epsilon = 0.001
        let w0 = naturalFrequency, zeta = dampingRatio
        guard zeta > 0 else { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            return max(-log(epsilon / (1 + abs(b))) / (zeta * w0), 0)
        }
        var best = Double.infinity, settledAt = -1.0, s = 0.0
        for _ in 0..<1_000_000 {
            let error = abs(1 - progress(atSeconds: s))
            guard error.isFinite else { return 0 }
            if best >= epsilon {
                if error < best { settledAt = s; best = error }
            } else if error >= epsilon {
                best = .infinity // left the band: start looking again
            } else if s - settledAt > 1 {
                return settledAt
            }
            s += 0.1
        }
        return .infinity
    }
}
