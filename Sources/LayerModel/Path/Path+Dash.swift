import Foundation

extension Path {
    /// True for lengths that dash a stroke: at least one, every one finite and ≥ 0, one > 0.
    /// Core Graphics and Cairo refuse any other pattern (an empty one means solid).
    public static func isDashPattern(_ lengths: [Double]) -> Bool {
        lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
    }

    /// The dashes of the path, as Core Graphics' `copy(dashingWithPhase:lengths:)` makes them:
    /// one open subpath per dash, so that stroking the result draws what stroking the path
    /// with the dash pattern draws. `lengths` alternate painted and unpainted lengths in
    /// points (an odd count repeats once more, so [2] is 2 on, 2 off); each subpath starts
    /// `phase` points into the pattern (any finite phase, taken modulo the pattern's length).
    /// A dash of length 0 is a zero-length subpath (a dot under round or square caps). On a
    /// closed subpath the pattern runs on across the closing line, and a dash still painting
    /// there continues into the subpath's first dash as one dash; a closed subpath never
    /// interrupted stays closed.
    ///
    /// Lines and arcs are cut exactly, Bézier curves by de Casteljau at the parameter whose
    /// arc length is the dash boundary's (`CubicArcLength`, within 1e-9 pt).
    ///
    /// Lengths that are not a dash pattern (`isDashPattern`: empty, negative, not finite, all
    /// 0) or a phase that is not finite return the path unchanged, as Core Graphics does.
    /// Throws `.workBudget(.dashes)` when the dashes and gaps (the path's length over the
    /// pattern's, times the pattern's count of lengths, as `RenderWork.dashes` counts a
    /// dashed stroke) would be more than `RenderWork.budget.dashes`.
    public func dashed(phase: Double, lengths: [Double]) throws(LayerModelError) -> Path {
        guard Path.isDashPattern(lengths), phase.isFinite else { return self }
        let pattern = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        let subpaths = DashedSubpath.all(of: self)
        let total = subpaths.reduce(0) { $0 + $1.length }
        let count = total / period * Double(pattern.count)
        let limit = RenderWork.budget.dashes
        guard count <= limit else { throw .workBudget(kind: .dashes, amount: count.isNaN ? .infinity : count, limit: limit) }
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var out = Path()
        for subpath in subpaths { subpath.dash(pattern, from: offset, into: &out) }
        return out
    }
}

/// One subpath as the dasher walks it: its pieces, each with its length (exact for lines and
/// arcs, from `CubicArcLength` for curves), and whether it is closed.
private struct DashedSubpath {
    struct Part {
        let piece: Piece
        let curve: CubicArcLength?
        var length: Double { curve?.total ?? piece.length }

        /// The point `s` points along the part.
        func point(at s: Double) -> Point {
            if let curve { return curve.point(atParameter: curve.parameter(atLength: s)) }
            return piece.segment(from: s / piece.length, to: s / piece.length).0
        }

        /// The element drawing the part from `a` to `b` points along it.
        func element(from a: Double, to b: Double) -> Path.Element {
            if let curve {
                let (p0, p1, p2, p3) = curve.points
                return Piece.cubic(p0, p1, p2, p3, from: curve.parameter(atLength: a), to: curve.parameter(atLength: b)).1
            }
            return piece.segment(from: a / piece.length, to: b / piece.length).1
        }
    }

    var parts: [Part] = []
    var isClosed = false
    var length: Double { parts.reduce(0) { $0 + $1.length } }

    static func all(of path: Path) -> [DashedSubpath] {
        var subpaths: [DashedSubpath] = []
        for piece in path.pieces() {
            if piece.startsSubpath || subpaths.isEmpty { subpaths.append(DashedSubpath()) }
            var curve: CubicArcLength?
            if case let .cubic(p0, p1, p2, p3, false) = piece.kind { curve = CubicArcLength(p0, p1, p2, p3) }
            subpaths[subpaths.count - 1].parts.append(Part(piece: piece, curve: curve))
            if piece.closesSubpath { subpaths[subpaths.count - 1].isClosed = true }
        }
        return subpaths
    }

    /// Appends the dashes of `pattern` (an even count of lengths, one > 0), begun `offset`
    /// points into it (0 ≤ offset < its length), to `out`.
    func dash(_ pattern: [Double], from offset: Double, into out: inout Path) {
        var index = 0, remaining = pattern[0], skip = offset
        while skip > 0, skip >= remaining {
            skip -= remaining
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        remaining -= skip

        var dash: [Path.Element] = []  // the dash being painted, from its move
        var first: [Path.Element]?     // a closed subpath's dash from its start, held to join the last
        var firstIndex = out.elements.count
        var fromStart = false          // the dash being painted began at the subpath's start
        for (i, part) in parts.enumerated() {
            let length = part.length
            var at = 0.0
            while true {
                let painted = index.isMultiple(of: 2)
                let step = min(remaining, length - at)
                if painted, dash.isEmpty {
                    dash = [.move(to: part.point(at: at))]
                    fromStart = i == 0 && at == 0
                }
                if painted, step > 0 { dash.append(part.element(from: at, to: at + step)) }
                at += step
                remaining -= step
                guard remaining <= 0 else { break }  // the part ends inside this length
                // A dash ending exactly at a closed subpath's end still joins its first one.
                if painted, isClosed, i == parts.count - 1, at >= length { break }
                if painted {
                    if dash.count == 1, case let .move(p) = dash[0] { dash.append(.line(to: p)) }
                    if fromStart, isClosed {
                        first = dash
                        firstIndex = out.elements.count
                    } else {
                        out.elements += dash
                    }
                    dash = []
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
        }
        // A dash still painting at the end joins a closed subpath's first dash (a move alone
        // would start there, drawing nothing); a closed subpath painted throughout stays closed.
        if isClosed, let first, dash.count > 1 {
            out.elements += dash + first.dropFirst()
        } else {
            if let first { out.elements.insert(contentsOf: first, at: firstIndex) }
            if dash.count > 1 {
                out.elements += dash
                if isClosed, fromStart { out.closeSubpath() }
            }
        }
    }
}

/// The arc length of a cubic Bézier and its inverse, to about 1e-9 pt: 5-point
/// Gauss–Legendre quadrature of the speed |B′(t)| over intervals halved until halving changes
/// their sum by at most 1e-10 pt (at most 2⁻²⁴ wide, so a cusp costs a few dozen intervals),
/// and Newton steps on the parameter kept inside its interval by bisection.
struct CubicArcLength {
    let points: (Point, Point, Point, Point)
    /// Interval ends, from 0 to 1.
    private var ends: [Double] = [0]
    /// Arc length from 0 to each of `ends`.
    private var lengths: [Double] = [0]

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        points = (p0, p1, p2, p3)
        for k in 0..<8 {
            let a = Double(k) / 8, b = Double(k + 1) / 8
            refine(a, b, integral(from: a, to: b), depth: 0)
        }
    }

    var total: Double { lengths[lengths.count - 1] }

    private mutating func refine(_ a: Double, _ b: Double, _ whole: Double, depth: Int) {
        let m = (a + b) / 2
        let left = integral(from: a, to: m), right = integral(from: m, to: b)
        if depth < 21, abs(left + right - whole) > 1e-10 {
            refine(a, m, left, depth: depth + 1)
            refine(m, b, right, depth: depth + 1)
        } else {
            ends.append(b)
            lengths.append(lengths[lengths.count - 1] + left + right)
        }
    }

    func point(atParameter t: Double) -> Point {
        let (p0, p1, p2, p3) = points
        return Piece.bezier(p0, p1, p2, p3, t)
    }

    /// |B′(t)|.
    private func speed(_ t: Double) -> Double {
        let (p0, p1, p2, p3) = points
        let u = 1 - t
        return ((p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)).distance(to: .zero)
    }

    private static let nodes = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
    private static let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]

    /// The arc length from parameter `a` to `b`.
    private func integral(from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for (x, w) in zip(Self.nodes, Self.weights) { sum += w * speed(mid + half * x) }
        return sum * half
    }

    /// The parameter at arc length `s` from the start (clamped to 0…1).
    func parameter(atLength s: Double) -> Double {
        guard s > 0 else { return 0 }
        guard s < total else { return 1 }
        // The interval holding s: lengths[i − 1] ≤ s < lengths[i].
        var lo = 0, hi = lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] <= s { lo = mid } else { hi = mid }
        }
        var a = ends[lo], b = ends[hi]
        let target = s - lengths[lo], start = a
        var t = a + (b - a) * target / (lengths[hi] - lengths[lo])
        for _ in 0..<60 {
            let error = integral(from: start, to: t) - target
            if abs(error) <= 1e-12 { break }
            if error > 0 { b = t } else { a = t }
            let v = speed(t)
            let newton = v > 0 ? t - error / v : .nan
            t = newton > a && newton < b ? newton : (a + b) / 2
            if b - a <= 1e-16 { break }
        }
        return t
    }
}
