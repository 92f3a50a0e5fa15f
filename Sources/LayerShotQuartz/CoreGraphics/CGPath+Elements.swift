public import Foundation
import LayerModel

/// What one element of a path does (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint
    /// A line to `points[0]`.
    case addLineToPoint
    /// A quadratic Bézier with control point `points[0]` to `points[1]`.
    case addQuadCurveToPoint
    /// A cubic Bézier with control points `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint
    /// A line back to the subpath's start, closing it; no points.
    case closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension CGPath {
    /// Whether `point`, mapped by `transform` first, lies in the region that filling the path
    /// by `rule` paints (every subpath closed, as a fill closes it). Curves are followed
    /// exactly, arcs as the cubics Core Graphics stores; on the boundary a point counts as inside where the region lies to its
    /// right or below it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.contains(point.applying(transform).model, evenOdd: rule == .evenOdd)
    }

    /// Calls `block` with each element in order, as Core Graphics stores them: an arc is the
    /// cubic Béziers that trace it (one per quarter turn or less), after a line to its start
    /// (a move when it starts a subpath). The element's points are valid during the call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in path.arcsAsCurves.elements {
            let (type, values): (CGPathElementType, [Point]) = switch element {
            case let .move(p): (.moveToPoint, [p])
            case let .line(p): (.addLineToPoint, [p])
            case let .quadCurve(p, c): (.addQuadCurveToPoint, [c, p])
            case let .curve(p, c1, c2): (.addCurveToPoint, [c1, c2, p])
            case .arc, .close: (.closeSubpath, []) // arcsAsCurves has no arcs
            }
            for (i, value) in values.enumerated() { (points + i).initialize(to: CGPoint(value)) }
            var cgElement = CGPathElement(type: type, points: points)
            block(&cgElement)
        }
    }
}
