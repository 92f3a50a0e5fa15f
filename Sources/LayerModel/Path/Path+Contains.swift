extension Path {
    /// Whether `point` lies in the region that filling the path paints, by the nonzero winding
    /// rule or, with `evenOdd`, the even-odd rule: a ray from the point towards +x counts the
    /// path's crossings, each +1 or −1 by the direction the path crosses it in.
    ///
    /// Filling closes every subpath with a line back to its start, and so does this unless
    /// `closedSubpathsOnly`, which leaves out the subpaths not closed by a `close` element
    /// (UIKit's rule for `UIBezierPath.contains(_:)`). Curves are followed exactly, not
    /// flattened; arcs as the cubics Core Graphics stores (within 0.03% of the radius). On the boundary, a point counts as inside where the region lies to its
    /// right or below it, as pixel centres are sampled. False for a non-finite point.
    public func contains(_ point: Point, evenOdd: Bool = false, closedSubpathsOnly: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var crossings = WindingCounter(point: point)
        var total = 0
        var start: Point?
        var current: Point?
        // The subpath ends: it counts once closed, or when open subpaths count too.
        func endSubpath(closed: Bool) {
            if !closed, !closedSubpathsOnly, let c = current, let s = start { crossings.line(c, s) }
            if closed || !closedSubpathsOnly { total += crossings.winding }
            crossings.winding = 0
        }
        for element in arcsAsCurves.elements {
            switch element {
            case let .move(p):
                endSubpath(closed: false)
                (start, current) = (p, p)
            case let .line(p):
                if let c = current { crossings.line(c, p) } else { start = p }
                current = p
            case let .quadCurve(p, control):
                let c = current ?? p
                if current == nil { start = p }
                crossings.cubic(c, c + (control - c) * (2.0 / 3), p + (control - p) * (2.0 / 3), p)
                current = p
            case let .curve(p, c1, c2):
                let c = current ?? p
                if current == nil { start = p }
                crossings.cubic(c, c1, c2, p)
                current = p
            case .arc:
                break // arcsAsCurves has none
            case .close:
                if let c = current, let s = start { crossings.line(c, s) }
                endSubpath(closed: true)
                current = start
            }
        }
        endSubpath(closed: false)
        return evenOdd ? total % 2 != 0 : total != 0
    }
}

/// Crossings of the ray from `point` towards +x: +1 for each piece of path crossing it
/// downwards (y growing), −1 upwards. A piece's y range counts half-open, [top, bottom), so a
/// ray through a vertex shared by two pieces counts once.
private struct WindingCounter {
    let point: Point
    var winding = 0

    mutating func line(_ a: Point, _ b: Point) {
        let y = point.y
        guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { return }
        let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > point.x { winding += b.y > a.y ? 1 : -1 }
    }

    /// A cubic Bézier, split where its y turns into pieces monotone in y, each solved for the
    /// parameter where it reaches the ray's y by bisection.
    mutating func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let y = point.y
        guard min(p0.y, p1.y, p2.y, p3.y) <= y, y <= max(p0.y, p1.y, p2.y, p3.y) else { return }
        func at(_ t: Double) -> Point {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
        // dy/dt ∝ (e − 2f + g)t² + 2(f − e)t + e, with e, f, g the control polygon's y steps.
        let e = p1.y - p0.y, f = p2.y - p1.y, g = p3.y - p2.y
        let (qa, qb, qc) = (e - 2 * f + g, 2 * (f - e), e)
        var turns: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { turns.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                turns += [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)]
            }
        }
        let bounds = [0.0] + turns.filter { $0 > 0 && $0 < 1 }.sorted() + [1.0]
        for (t0, t1) in zip(bounds, bounds.dropFirst()) {
            let (a, b) = (at(t0), at(t1))
            guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { continue }
            // Bisect for y(t) = y on the monotone piece: 60 halvings reach a double's precision.
            var (lo, hi) = (t0, t1)
            let rising = b.y > a.y
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if (at(mid).y < y) == rising { lo = mid } else { hi = mid }
            }
            if at((lo + hi) / 2).x > point.x { winding += rising ? 1 : -1 }
        }
    }
}
