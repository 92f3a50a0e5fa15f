import Foundation

/// Which corners `cornerRadius` rounds, as `CACornerMask`: y points down, so `MinY` is the top.
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top-left corner (`kCALayerMinXMinYCorner`).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (`kCALayerMaxXMinYCorner`).
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`kCALayerMinXMaxYCorner`).
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`kCALayerMaxXMaxYCorner`).
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four: `CALayer`'s default.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The shape of a rounded corner, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// A quarter circle of the corner radius.
    case circular
    /// Apple's continuous-curvature corner (the "squircle" of app icons and
    /// `UIBezierPath(roundedRect:cornerRadius:)`): the curve leaves each edge 1.528665 radii
    /// from the corner and bends gradually, so no curvature jump shows where edge meets corner.
    case continuous
}

extension Path {
    /// A closed rectangle, clockwise from the top edge, whose `maskedCorners` are rounded with
    /// `cornerRadius` points in the `cornerCurve` shape; the others stay square. A radius ≤ 0
    /// (or no masked corner) gives a plain rectangle.
    ///
    /// The radius is clamped to half the shorter side, as Core Animation does. A continuous
    /// corner reaches 1.528665·r along each edge; when that is more than half the shorter side,
    /// the corner is blended toward the circular one of the same radius just enough to fit
    /// (`continuousBlend`), so a radius of half the shorter side gives a capsule with either curve.
    public init(roundedRect rect: Rect, cornerRadius: Double, maskedCorners: CornerMask = .all,
                cornerCurve: CornerCurve = .circular) {
        let r = min(cornerRadius, min(rect.width, rect.height) / 2)
        guard r > 0, !maskedCorners.isEmpty else {
            self.init(rect: rect)
            return
        }
        self.init()
        let blend = cornerCurve == .continuous ? Path.continuousBlend(radius: r, halfShorterSide: min(rect.width, rect.height) / 2) : 1
        let reach = cornerCurve == .continuous ? r * (ContinuousCorner.reach + (1 - ContinuousCorner.reach) * blend) : r
        // Clockwise from the top edge: each corner with its point, the direction back along the
        // edge coming in, the direction along the edge going out, and its arc's start angle.
        let corners: [(mask: CornerMask, at: Point, back: Point, out: Point, angle: Double)] = [
            (.layerMaxXMinYCorner, Point(x: rect.maxX, y: rect.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), -Double.pi / 2),
            (.layerMaxXMaxYCorner, Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), 0),
            (.layerMinXMaxYCorner, Point(x: rect.minX, y: rect.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), Double.pi / 2),
            (.layerMinXMinYCorner, Point(x: rect.minX, y: rect.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), Double.pi),
        ]
        move(to: Point(x: rect.minX + (maskedCorners.contains(.layerMinXMinYCorner) ? reach : 0), y: rect.minY))
        for corner in corners {
            guard maskedCorners.contains(corner.mask) else {
                addLine(to: corner.at)
                continue
            }
            // (u, v): u radii back along the incoming edge, v along the outgoing one.
            let local = { (u: Double, v: Double) in corner.at + corner.back * (u * r) + corner.out * (v * r) }
            switch cornerCurve {
            case .circular:
                addArc(center: local(1, 1), radius: r, startAngle: corner.angle, endAngle: corner.angle + Double.pi / 2, clockwise: true)
            case .continuous:
                addLine(to: local(reach / r, 0))
                for piece in ContinuousCorner.pieces(blend: blend) {
                    addCurve(to: local(piece.to.x, piece.to.y), control1: local(piece.c1.x, piece.c1.y), control2: local(piece.c2.x, piece.c2.y))
                }
            }
        }
        closeSubpath()
    }

    /// How far a continuous corner of `radius` is blended toward the circular one (0 = Apple's
    /// corner, 1 = a quarter circle) so that it reaches no further than `halfShorterSide` along
    /// each edge: 0 while 1.528665·r fits, then the t solving r·(1.528665 − 0.528665·t) =
    /// half the shorter side, which is 1 when the radius is half the shorter side.
    public static func continuousBlend(radius r: Double, halfShorterSide s: Double) -> Double {
        let k = ContinuousCorner.reach
        guard r > 0, k * r > s else { return 0 }
        return min(1, max(0, (k * r - s) / ((k - 1) * r)))
    }
}

/// The continuous corner in units of the radius, in a corner's own frame: u back along the
/// incoming edge, v along the outgoing one, the corner at (0, 0).
///
/// The numbers are Apple's: three cubic Béziers from (1.528665, 0) to (0, 1.528665), as
/// `UIBezierPath(roundedRect:cornerRadius:)` has produced since iOS 7 and as public reverse
/// engineering of its output has measured them (the same outline as `CALayer`'s
/// `cornerCurve = .continuous`). The middle piece is nearly a circular arc; the outer two ease
/// the curvature in from the straight edges. Symmetric about the diagonal u = v.
enum ContinuousCorner {
    /// How far along each edge the corner starts, in radii.
    static let reach = 1.528665

    /// Apple's corner: (end, control 1, control 2) of each piece after the start (reach, 0).
    static let apple: [(to: Point, c1: Point, c2: Point)] = [
        (Point(x: 0.631493792830992, y: 0.074911387847016), Point(x: 1.088492957618529, y: 0), Point(x: 0.868406944063002, y: 0)),
        (Point(x: 0.074911387847016, y: 0.631493792830992), Point(x: 0.372823826625747, y: 0.169059556044370),
         Point(x: 0.169059556044370, y: 0.372823826625747)),
        (Point(x: 0, y: reach), Point(x: 0, y: 0.868406944063002), Point(x: 0, y: 1.088492957618529)),
    ]

    /// A quarter circle of radius 1 about (1, 1), from (1, 0) to (0, 1), cut where Apple's
    /// pieces meet (20° and 70°), each piece the usual cubic with handles 4/3·tan(θ/4).
    static let circle: [(to: Point, c1: Point, c2: Point)] = {
        let cuts = [0, Double.pi / 9, 7 * Double.pi / 18, Double.pi / 2]
        let point = { (phi: Double) in Point(x: 1 - sin(phi), y: 1 - cos(phi)) }
        let tangent = { (phi: Double) in Point(x: -cos(phi), y: sin(phi)) }
        return (0..<3).map { i in
            let (a, b) = (cuts[i], cuts[i + 1])
            let h = 4.0 / 3 * tan((b - a) / 4)
            return (point(b), point(a) + tangent(a) * h, point(b) - tangent(b) * h)
        }
    }()

    /// The pieces blended `blend` of the way from Apple's corner to the circle, point by point.
    static func pieces(blend t: Double) -> [(to: Point, c1: Point, c2: Point)] {
        guard t > 0 else { return apple }
        let mix = { (a: Point, b: Point) in a + (b - a) * t }
        return zip(apple, circle).map { (mix($0.to, $1.to), mix($0.c1, $1.c1), mix($0.c2, $1.c2)) }
    }
}
