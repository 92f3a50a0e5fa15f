import Foundation

extension Path {
    /// The path with every point mapped by `t`. Arcs stay arcs under a similarity (rotation,
    /// uniform scale, translation, reflection); under any other transform an arc becomes the
    /// cubic Béziers that approximate it (one per quarter turn or less), since an ellipse
    /// arc is not a `Path.Element`.
    public func applying(_ t: AffineTransform) -> Path {
        guard t != .identity else { return self }
        var result = Path()
        let similarity = t.similarity
        for element in elements {
            switch element {
            case let .move(p): result.move(to: t.apply(to: p))
            case let .line(p): result.addLine(to: t.apply(to: p))
            case let .quadCurve(p, c): result.addQuadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case let .curve(p, c1, c2):
                result.addCurve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case let .arc(center, radius, start, end, clockwise):
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                if let (scale, rotation, reflects) = similarity {
                    // A reflection mirrors angles and reverses the direction of travel.
                    let s = reflects ? -start : start, e = reflects ? -(start + sweep) : start + sweep
                    result.addArc(center: t.apply(to: center), radius: radius * scale,
                                  startAngle: s + rotation, endAngle: e + rotation, clockwise: (sweep >= 0) != reflects)
                } else {
                    result.addArcAsCurves(center: center, radius: radius, start: start, sweep: sweep, mapped: t)
                }
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// The path as Core Graphics stores it, with no `.arc` elements: each arc becomes the cubic
    /// Béziers that trace it (one per quarter turn or less), after a line to its first point
    /// (a move when it starts a subpath).
    public var arcsAsCurves: Path {
        var result = Path()
        for element in elements {
            if case let .arc(center, radius, start, end, clockwise) = element {
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                result.addArcAsCurves(center: center, radius: radius, start: start, sweep: sweep, mapped: .identity)
            } else {
                result.elements.append(element)
            }
        }
        return result
    }

    /// Appends an arc as cubic Béziers mapped by `t`, after a line (or a move) to its start.
    private mutating func addArcAsCurves(center: Point, radius: Double, start: Double, sweep: Double, mapped t: AffineTransform) {
        let first = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        elements.append(currentPoint == nil ? .move(to: t.apply(to: first)) : .line(to: t.apply(to: first)))
        for cubic in Path.cubics(center: center, radius: radius, start: start, sweep: sweep) {
            addCurve(to: t.apply(to: cubic.to), control1: t.apply(to: cubic.c1), control2: t.apply(to: cubic.c2))
        }
    }

    /// The point where the next element starts, or nil when there is none (an empty path, or
    /// only a `close` after which no `move` came). After `close`, the subpath's start.
    public var currentPoint: Point? {
        var current: Point?
        var subpathStart: Point?
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                subpathStart = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _):
                if current == nil { subpathStart = p }
                current = p
            case let .arc(center, radius, start, end, clockwise):
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                if current == nil { subpathStart = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start)) }
                current = Point(x: center.x + radius * cos(start + sweep), y: center.y + radius * sin(start + sweep))
            case .close:
                current = subpathStart
            }
        }
        return current
    }

    /// Cubic Béziers tracing a circular arc, one per quarter turn or less (the standard
    /// tangent-length construction, 4/3·tan(θ/4), which is exact at the ends and within
    /// 0.03% of the radius between them).
    static func cubics(center: Point, radius: Double, start: Double, sweep: Double) -> [(to: Point, c1: Point, c2: Point)] {
        guard sweep != 0, sweep.isFinite else { return [] }
        let count = min(64, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        let point = { (a: Double) in Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        return (0..<count).map { i in
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            return (p1, c1, c2)
        }
    }
}

extension AffineTransform {
    /// (scale, rotation, reflects) when the transform keeps circles circular: its linear part
    /// is a rotation by `rotation` radians times `scale` > 0, preceded by a reflection in the
    /// x axis when `reflects`. Nil otherwise.
    var similarity: (scale: Double, rotation: Double, reflects: Bool)? {
        let scale = (a * a + b * b).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        let tolerance = 1e-12 * scale
        if abs(a - d) <= tolerance, abs(b + c) <= tolerance { return (scale, atan2(b, a), false) }
        if abs(a + d) <= tolerance, abs(b - c) <= tolerance { return (scale, atan2(b, a), true) }
        return nil
    }
}
