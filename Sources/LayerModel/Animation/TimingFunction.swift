/// How an animation's progress follows time: `CAMediaTimingFunction`, a cubic Bézier curve from
/// (0, 0) to (1, 1) with two control points. The x axis is the fraction of time elapsed, the y
/// axis the fraction of the change applied.
///
/// The control points' x must lie in 0…1 (so that every time has exactly one progress); their
/// y may leave 0…1 for curves that overshoot.
public struct TimingFunction: Sendable, Hashable {
    /// The first control point, (x1, y1).
    public let x1: Double, y1: Double
    /// The second control point, (x2, y2).
    public let x2: Double, y2: Double

    // Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t and likewise y(t).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A curve with control points (x1, y1) and (x2, y2), like
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    /// Throws when a coordinate is not finite or x1 or x2 lies outside 0…1.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(LayerModelError) {
        for (name, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !v.isFinite {
            throw .invalidAnimation("timing function control point \(name) must be a finite number, got \(v)")
        }
        for (name, v) in [("x1", x1), ("x2", x2)] where !(0...1).contains(v) {
            throw .invalidAnimation("timing function control point \(name) must be in 0...1, got \(v)")
        }
        self.init(checked: x1, y1, x2, y2)
    }

    private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingFunction(checked: 0, 0, 1, 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(checked: 0.42, 0, 1, 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(checked: 0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(checked: 0.42, 0, 0.58, 1)
    /// Core Animation's `kCAMediaTimingFunctionDefault`, a gentler ease: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(checked: 0.25, 0.1, 0.25, 1)

    /// The progress y at time fraction `x` (clamped to 0…1): solves x(t) = x to within 1e-9 —
    /// Newton's method, falling back to bisection where the slope is flat — and returns y(t).
    /// A curve whose control points lie on the diagonal is the identity and returns `x` exactly.
    /// Allocation-free.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        return sample(ay, by, cy, solveCurveX(x))
    }

    private static let tolerance = 1e-9

    /// The curve parameter t in 0…1 with x(t) = x.
    private func solveCurveX(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sample(ax, bx, cx, t) - x
            if abs(error) <= Self.tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            guard abs(slope) > 1e-12 else { break }
            t -= error / slope
            guard (0...1).contains(t) else { break }
        }
        // x(t) is non-decreasing on 0…1 because x1 and x2 are in 0…1: bisection always converges.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let xt = sample(ax, bx, cx, t)
            if abs(xt - x) <= Self.tolerance { break }
            if xt < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    private func sample(_ a: Double, _ b: Double, _ c: Double, _ t: Double) -> Double {
        ((a * t + b) * t + c) * t
    }
}
