import Foundation
import LayerModel

// Path geometry that only Core Graphics' API asks for.
extension Path {
    /// A closed rectangle whose corners are quarter ellipses of `cornerWidth` × `cornerHeight`
    /// (each clamped to half the side), as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`
    /// draws them; equal sizes give circular arcs, zero a plain rectangle.
    init(cgRoundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0, rx != ry else {
            self.init(roundedRect: rect, cornerRadius: rx > 0 && ry > 0 ? rx : 0)
            return
        }
        // A circular rounded rectangle of radius 1 in a unit-radius space, scaled per axis:
        // the corners become quarter ellipses and the edges keep their lengths.
        let unit = Rect(x: rect.minX / rx, y: rect.minY / ry, width: rect.width / rx, height: rect.height / ry)
        self = Path(roundedRect: unit, cornerRadius: 1).applying(LayerModel.AffineTransform(scaleX: rx, y: ry))
    }

    /// The path traced backwards: subpaths in reverse order, each from its end to its start,
    /// closed ones still closed.
    var reversed: Path {
        // Each subpath as its start point and segments (with the start point of each segment).
        var subpaths: [(start: Point, segments: [(from: Point, element: Element)], closed: Bool)] = []
        var current: Point?
        for element in elements {
            switch element {
            case let .move(p):
                subpaths.append((p, [], false))
                current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _):
                if let from = current, !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].segments.append((from, element))
                } else {
                    subpaths.append((p, [], false))
                }
                current = p
            case let .arc(center, radius, start, end, clockwise):
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                let first = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                if let from = current, !subpaths.isEmpty {
                    if from != first { subpaths[subpaths.count - 1].segments.append((from, .line(to: first))) }
                } else {
                    subpaths.append((first, [], false))
                }
                subpaths[subpaths.count - 1].segments.append((first, .arc(center: center, radius: radius, startAngle: start,
                                                                            endAngle: start + sweep, clockwise: clockwise)))
                current = Point(x: center.x + radius * cos(start + sweep), y: center.y + radius * sin(start + sweep))
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
                current = subpaths.last?.start
            }
        }
        var result = Path()
        for subpath in subpaths.reversed() {
            let end = Path(elements: [.move(to: subpath.start)] + subpath.segments.map(\.element)).currentPoint
            result.move(to: end ?? subpath.start)
            for (from, element) in subpath.segments.reversed() {
                switch element {
                case .line: result.addLine(to: from)
                case let .quadCurve(_, c): result.addQuadCurve(to: from, control: c)
                case let .curve(_, c1, c2): result.addCurve(to: from, control1: c2, control2: c1)
                case let .arc(center, radius, start, end, clockwise):
                    result.addArc(center: center, radius: radius, startAngle: end, endAngle: start, clockwise: !clockwise)
                case .move, .close: break
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }

    /// Appends PostScript's `arct` from the current point: a line to the first tangent point
    /// and the arc of `radius` tangent to both lines; a line to `p1` when the points are
    /// collinear or the radius is zero.
    mutating func addTangentArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else { return }
        let v1 = p0 - p1, v2 = p2 - p1
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1)
            return
        }
        let u1 = v1 * (1 / l1), u2 = v2 * (1 / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y))) // between the two lines
        let distance = radius / tan(angle / 2)                         // p1 to each tangent point
        let t1 = p1 + u1 * distance, t2 = p1 + u2 * distance
        let bisector = (u1 + u2) * (1 / ((u1 + u2).x * (u1 + u2).x + (u1 + u2).y * (u1 + u2).y).squareRoot())
        let center = p1 + bisector * (radius / sin(angle / 2))
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1)
        // The arc turns the short way, which is clockwise (increasing angle) when the corner
        // turns right on a y-down screen.
        addArc(center: center, radius: radius, startAngle: a1, endAngle: a2, clockwise: cross < 0)
    }

    /// The smallest box holding the path's drawing: curves by their extremes, not their
    /// control points.
    var tightBoundingBox: Rect {
        var points: [Point] = []
        var current: Point?
        for element in elements {
            switch element {
            case let .move(p), let .line(p):
                points.append(p)
                current = p
            case let .quadCurve(p, c):
                let p0 = current ?? p
                points += [p0, p] + Path.extremes(p0, p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
                current = p
            case let .curve(p, c1, c2):
                let p0 = current ?? p
                points += [p0, p] + Path.extremes(p0, c1, c2, p)
                current = p
            case .arc:
                let arc = Path(elements: [element])
                let box = arc.boundingBox
                points += [box.origin, Point(x: box.maxX, y: box.maxY)]
                current = arc.currentPoint
            case .close:
                break
            }
        }
        return Rect(points: points)
    }

    /// The points of a cubic Bézier where x or y has a turning point, for 0 < t < 1.
    private static func extremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Point] {
        func roots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            // Derivative of the cubic in one coordinate: 3(A t² + B t + C).
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { return [] }
            let s = disc.squareRoot()
            return [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
        }
        return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }.map { t in
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }
}
