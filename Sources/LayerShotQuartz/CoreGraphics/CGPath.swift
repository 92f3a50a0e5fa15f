public import Foundation
import LayerModel

/// Core Graphics' immutable path, held by reference as on Apple platforms. Its geometry is a
/// LayerModel `Path` in the same coordinates (y down in layers and UIKit drawing).
///
/// Arc direction follows Core Graphics: `clockwise: true` in `addArc(center:…)` means
/// clockwise in a y-up space, so on a y-down layer it draws counterclockwise — the opposite
/// of `UIBezierPath(arcCenter:…clockwise:)`, exactly as on iOS.
public class CGPath: @unchecked Sendable, Hashable {
    var path: Path

    init(_ path: Path) { self.path = path }

    /// An empty path.
    public convenience init() { self.init(Path()) }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: rect.model).applying(transform?.pointee.model ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect.model).applying(transform?.pointee.model ?? .identity))
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(cgRoundedRect: rect.model, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .applying(transform?.pointee.model ?? .identity))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The box of every point of the path, control points included.
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.boundingBox) }

    /// The smallest box holding the path's drawing (curves by their extremes, not their
    /// control points).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.tightBoundingBox) }

    /// Where the next element would start; `.zero` for an empty path, as Core Graphics returns.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    public func copy() -> CGPath? { CGPath(path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee.model ?? .identity))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path.applying(transform?.pointee.model ?? .identity))
    }

    /// The dashes of the path after `transform`, each an open subpath, so that stroking the
    /// copy draws what stroking the path with this dash pattern draws (`Path.dashed(phase:lengths:)`:
    /// `phase` and `lengths` in points, an odd count of lengths repeated, the pattern restarted
    /// at each subpath and run on across a closed subpath's closing line). Lengths that are no
    /// dash pattern (empty, negative, not finite, all 0) or a phase that is not finite return
    /// the path unchanged, as Core Graphics does. More dashes and gaps than
    /// `RenderWork.budget.dashes` (a million) also return it unchanged, with a message on
    /// standard error.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let transformed = path.applying(transform.model)
        do {
            return CGPath(try transformed.dashed(phase: phase, lengths: lengths.map(Double.init)))
        } catch {
            quartzLog("copy(dashingWithPhase:lengths:) returns the path undashed: \(error.description)")
            return CGPath(transformed)
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// Core Graphics' mutable path: the Swift API of `CGMutablePath`. Every element takes an
/// optional `transform` applied to its points first.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    override init(_ path: Path) { super.init(path) }

    public convenience init() { self.init(Path()) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).model)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).model)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).model, control: control.applying(transform).model)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform).model, control1: control1.applying(transform).model,
                      control2: control2.applying(transform).model)
    }

    /// A circular arc; `clockwise` in Core Graphics' y-up sense (counterclockwise on a y-down
    /// layer), joined by a line to the current point when there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center.model, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        path.append(arc.applying(transform.model))
    }

    /// An arc of `delta` radians from `startAngle` (positive: towards +y, clockwise on a
    /// y-down layer).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center.model, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0)
        path.append(arc.applying(transform.model))
    }

    /// The arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`, preceded by a line to its first tangent point (PostScript's
    /// `arct`). Without a current point it starts at `tangent1End`; collinear points or a
    /// zero radius add a line to `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let t = transform.model
        guard let p0 = path.currentPoint.map({ t.inverted()?.apply(to: $0) ?? $0 }) else {
            move(to: p1, transform: transform)
            return
        }
        var arc = Path()
        arc.move(to: p0)
        arc.addTangentArc(tangent1End: p1.model, tangent2End: p2.model, radius: radius)
        arc.elements.removeFirst()
        path.append(arc.applying(t))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect.model).applying(transform.model))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ellipseIn: rect.model).applying(transform.model))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.append(Path(cgRoundedRect: rect.model, cornerWidth: cornerWidth, cornerHeight: cornerHeight).applying(transform.model))
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform.model))
    }

    public func closeSubpath() { path.closeSubpath() }
}
