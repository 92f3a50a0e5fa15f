import Foundation

extension Path {
    /// The part of the path between fractions `start` and `end` of its total length, as Core
    /// Animation's `strokeStart`/`strokeEnd` select it: lengths run across all subpaths in
    /// order, a `close` counts as the line back to the subpath's start. Lines and arcs are cut
    /// exactly; curves at a parameter found from a 32-sample length table.
    ///
    /// `start ≤ 0` and `end ≥ 1` return the path unchanged; `start ≥ end` an empty path.
    public func trimmed(from start: Double, to end: Double) -> Path {
        if start <= 0, end >= 1 { return self }
        guard start < end else { return Path() }
        let pieces = self.pieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = max(0, start) * total, to = min(1, end) * total

        var out = Path()
        var offset = 0.0
        var previousEmitted: Int?
        for (i, piece) in pieces.enumerated() {
            defer { offset += piece.length }
            let lo = max(from, offset), hi = min(to, offset + piece.length)
            guard hi > lo else { continue }
            let t0 = (lo - offset) / piece.length, t1 = (hi - offset) / piece.length
            let (first, element) = piece.segment(from: t0, to: t1)
            if previousEmitted != i - 1 || piece.startsSubpath || t0 > 0 {
                out.move(to: first)
            }
            out.elements.append(element)
            previousEmitted = i
        }
        return out
    }

    /// The total length in points (curves approximated as for `trimmed`).
    public var length: Double { pieces().reduce(0) { $0 + $1.length } }

    /// The path as drawable pieces in order, with the implicit lines (to an arc's start, and
    /// back to a subpath's start at `close`) made explicit.
    func pieces() -> [Piece] {
        var pieces: [Piece] = []
        var current: Point?
        var subpathStart: Point?
        var newSubpath = true
        func add(_ kind: Piece.Kind) {
            pieces.append(Piece(kind: kind, startsSubpath: newSubpath))
            newSubpath = false
        }
        for e in elements {
            switch e {
            case let .move(p):
                current = p; subpathStart = p; newSubpath = true
            case let .line(p):
                if let c = current { add(.cubic(c, c, p, p, isLine: true)) } else { subpathStart = p; newSubpath = true }
                current = p
            case let .quadCurve(p, ctl):
                let c = current ?? p
                if current == nil { subpathStart = p; newSubpath = true }
                add(.cubic(c, c + (ctl - c) * (2.0 / 3), p + (ctl - p) * (2.0 / 3), p, isLine: false))
                current = p
            case let .curve(p, c1, c2):
                let c = current ?? p
                if current == nil { subpathStart = p; newSubpath = true }
                add(.cubic(c, c1, c2, p, isLine: false))
                current = p
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                let sweep = Path.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
                let first = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                if let c = current {
                    if c != first { add(.cubic(c, c, first, first, isLine: true)) }
                } else {
                    subpathStart = first; newSubpath = true
                }
                add(.arc(center: center, radius: radius, start: startAngle, sweep: sweep))
                let last = startAngle + sweep
                current = Point(x: center.x + radius * cos(last), y: center.y + radius * sin(last))
            case .close:
                if let c = current, let s = subpathStart, c != s { add(.cubic(c, c, s, s, isLine: true)) }
                if !newSubpath { pieces[pieces.count - 1].closesSubpath = true }
                current = subpathStart
                newSubpath = true
            }
        }
        return pieces
    }
}

/// One drawable piece of a path with its length, able to cut out a sub-range of itself.
struct Piece {
    enum Kind {
        /// A cubic Bézier; a line is stored as the degenerate cubic (p0, p0, p1, p1).
        case cubic(Point, Point, Point, Point, isLine: Bool)
        case arc(center: Point, radius: Double, start: Double, sweep: Double)
    }

    let kind: Kind
    let startsSubpath: Bool
    /// True for the last piece of a closed subpath (the line back to its start, if it has one).
    var closesSubpath = false
    let length: Double
    /// For curves: cumulative length at each of `samples + 1` evenly spaced parameters.
    private let table: [Double]
    private static let samples = 32

    init(kind: Kind, startsSubpath: Bool) {
        self.kind = kind
        self.startsSubpath = startsSubpath
        switch kind {
        case let .cubic(p0, _, _, p3, true):
            length = p0.distance(to: p3)
            table = []
        case let .cubic(p0, p1, p2, p3, false):
            var cumulative = [0.0]
            var last = p0
            for i in 1...Piece.samples {
                let p = Piece.bezier(p0, p1, p2, p3, Double(i) / Double(Piece.samples))
                cumulative.append(cumulative[cumulative.count - 1] + last.distance(to: p))
                last = p
            }
            length = cumulative[cumulative.count - 1]
            table = cumulative
        case let .arc(_, radius, _, sweep):
            length = abs(sweep * radius)
            table = []
        }
    }

    /// The start point of the sub-range and the one element that draws it.
    func segment(from t0: Double, to t1: Double) -> (Point, Path.Element) {
        switch kind {
        case let .cubic(p0, _, _, p3, true):
            return (p0 + (p3 - p0) * t0, .line(to: p0 + (p3 - p0) * t1))
        case let .cubic(p0, p1, p2, p3, false):
            return Piece.cubic(p0, p1, p2, p3, from: parameter(atFraction: t0), to: parameter(atFraction: t1))
        case let .arc(center, radius, start, sweep):
            let a0 = start + sweep * t0, a1 = start + sweep * t1
            let first = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            return (first, .arc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: sweep >= 0))
        }
    }

    /// The point a fraction `f` (0…1) of the piece's length along it, and the direction of
    /// travel there: radians clockwise on screen from the positive x axis (for
    /// `KeyframeAnimation.rotationMode`). Where a curve's tangent vanishes (a control point on
    /// an end) the direction is the chord's.
    func pointAndDirection(atFraction f: Double) -> (point: Point, direction: Double) {
        switch kind {
        case let .cubic(p0, _, _, p3, true):
            return (p0 + (p3 - p0) * f, atan2(p3.y - p0.y, p3.x - p0.x))
        case let .cubic(p0, p1, p2, p3, false):
            let u = parameter(atFraction: f), v = 1 - u
            var d = (p1 - p0) * (3 * v * v) + (p2 - p1) * (6 * v * u) + (p3 - p2) * (3 * u * u)
            if d.x == 0, d.y == 0 { d = p3 - p0 }
            return (Piece.bezier(p0, p1, p2, p3, u), atan2(d.y, d.x))
        case let .arc(center, radius, start, sweep):
            let a = start + sweep * f
            return (Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)), a + (sweep >= 0 ? .pi : -.pi) / 2)
        }
    }

    /// The Bézier parameter at a fraction of the curve's length, from the length table.
    private func parameter(atFraction f: Double) -> Double {
        let target = f * length
        guard target > 0 else { return 0 }
        guard target < length else { return 1 }
        var i = 1
        while i < table.count - 1, table[i] < target { i += 1 }
        let span = table[i] - table[i - 1]
        let local = span > 0 ? (target - table[i - 1]) / span : 0
        return (Double(i - 1) + local) / Double(Piece.samples)
    }

    /// The part of a cubic between parameters `u0` ≤ `u1`: its start point and the curve.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, from u0: Double, to u1: Double) -> (Point, Path.Element) {
        // Keep [0, u1], then the part of it from u0.
        let (a0, a1, a2, a3) = Piece.split(p0, p1, p2, p3, at: u1).first
        let (b0, b1, b2, b3) = Piece.split(a0, a1, a2, a3, at: u1 > 0 ? u0 / u1 : 0).second
        return (b0, .curve(to: b3, control1: b1, control2: b2))
    }

    static func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    private typealias Cubic = (Point, Point, Point, Point)

    /// de Casteljau's split of a cubic at parameter `t`.
    private static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (first: Cubic, second: Cubic) {
        let lerp = { (a: Point, b: Point) in a + (b - a) * t }
        let q0 = lerp(p0, p1), q1 = lerp(p1, p2), q2 = lerp(p2, p3)
        let r0 = lerp(q0, q1), r1 = lerp(q1, q2)
        let s = lerp(r0, r1)
        return ((p0, q0, r0, s), (s, r1, q2, p3))
    }
}
