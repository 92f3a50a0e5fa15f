import Foundation

/// A vector path in points: subpaths of lines, Bézier curves and circular arcs.
///
/// Arcs follow `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: angles in
/// radians from the positive x axis, `clockwise` meaning clockwise on screen (y down), a line
/// from the current point to the arc's start when there is one. The sweep is normalized like
/// Cairo's `cairo_arc`/`cairo_arc_negative`: clockwise, `end` is raised by whole turns until it
/// is at least `start`; counterclockwise, lowered until it is at most `start`. Unlike Cairo, and as
/// Core Graphics draws it, angles a whole number of turns apart make one full circle in the
/// direction asked (`0` to `2π` counterclockwise included), not an empty arc.
public struct Path: Sendable, Hashable {
    /// One drawing step; points are in points, angles in radians.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier from the current point, with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier from the current point, with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc (see `Path` for the angles and the sweep), joined to the current point
        /// by a line when there is one.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// A line back to the subpath's start, closing it (strokes join there, without caps).
        case close
    }

    /// The drawing steps in order. Default: none.
    public var elements: [Element]

    /// A path of `elements`.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p` (points).
    public mutating func move(to p: Point) { elements.append(.move(to: p)) }
    /// Adds a straight line from the current point to `p` (points).
    public mutating func addLine(to p: Point) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier from the current point to `p` with one control point (points).
    public mutating func addQuadCurve(to p: Point, control: Point) { elements.append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic Bézier from the current point to `p` with two control points (points).
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Adds a circular arc, `radius` points about `center`, from `startAngle` to `endAngle`
    /// (radians from the positive x axis), clockwise on screen when `clockwise`; see `Path`.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends every element of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A closed rectangle, clockwise from its top-left corner.
    public init(rect: Rect) {
        self.init()
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// A closed ellipse inscribed in `rect`, as four cubic Béziers, clockwise from 3 o'clock.
    public init(ellipseIn rect: Rect) {
        self.init()
        let k = 0.5522847498307936 // 4/3·(√2 − 1): the cubic closest to a quarter circle
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The signed sweep in radians of an arc, normalized as described on `Path`.
    public static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        guard startAngle.isFinite, endAngle.isFinite else { return 0 }
        let turn = 2 * Double.pi
        var end = endAngle
        if clockwise {
            if end < startAngle { end += ((startAngle - end) / turn).rounded(.up) * turn }
        } else {
            if end > startAngle { end -= ((end - startAngle) / turn).rounded(.up) * turn }
        }
        let sweep = end - startAngle
        // Whole turns apart (up to rounding: `-π/2` to `-π/2 + 2π · 1.0`): a circle, not nothing.
        if abs(endAngle - startAngle) >= Double.pi, abs(sweep) <= Path.wholeTurnTolerance {
            return clockwise ? turn : -turn
        }
        return sweep
    }

    /// How far from a whole number of turns two arc angles may be and still draw a full circle,
    /// radians: 1e-9, less than a thousandth of a pixel on the largest image's circle.
    static let wholeTurnTolerance = 1e-9

    /// A box holding every point the path covers (curves by their control points, arcs
    /// exactly), in points; `.zero` for an empty path. Stroke width is not included.
    public var boundingBox: Rect {
        var points: [Point] = []
        for e in elements {
            switch e {
            case let .move(p), let .line(p):
                points.append(p)
            case let .quadCurve(p, c):
                points += [p, c]
            case let .curve(p, c1, c2):
                points += [p, c1, c2]
            case let .arc(center, radius, start, end, clockwise):
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                let point = { (a: Double) in Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
                points += [point(start), point(start + sweep)]
                if abs(sweep) >= 2 * Double.pi {
                    // A full turn or more: the whole circle (and no loop over huge sweeps).
                    points += [point(0), point(Double.pi / 2), point(Double.pi), point(-Double.pi / 2)]
                } else {
                    // Every quarter-turn extreme inside the sweep: at most four in less than a
                    // turn. Counted, not looped until past the end: at angles like 1e300 adding
                    // a quarter turn leaves the angle unchanged.
                    let lo = min(start, start + sweep), hi = max(start, start + sweep)
                    var q = (lo / (Double.pi / 2)).rounded(.up) * (Double.pi / 2)
                    for _ in 0..<4 where q < hi {
                        points.append(point(q))
                        q += Double.pi / 2
                    }
                }
            case .close:
                break
            }
        }
        return Rect(points: points)
    }
}
