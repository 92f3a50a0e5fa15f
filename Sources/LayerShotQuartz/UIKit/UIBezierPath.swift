public import Foundation
import LayerModel

/// UIKit's path object: a mutable `CGPath` with line attributes. Arcs take UIKit's
/// `clockwise` (clockwise on the y-down screen), the opposite of `CGMutablePath.addArc`'s.
/// Copies are deep, as UIKit's `NSCopying` conformance makes them.
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    var path: Path

    /// Stroke width, points. Default: 1.
    open var lineWidth: CGFloat = 1
    /// Default: `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// Default: `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Default: 10.
    open var miterLimit: CGFloat = 10
    /// Default: false (non-zero winding).
    open var usesEvenOddFillRule = false
    /// UIKit's largest distance, in pixels, between a curve and the lines that draw it. Kept
    /// and copied, but not used: LayerShot flattens every curve to its own 0.01 px.
    /// Default: 0.6.
    open var flatness: CGFloat = 0.6
    /// Dash lengths and phase set with `setLineDash(_:count:phase:)`. Default: none.
    var lineDash: (pattern: [CGFloat], phase: CGFloat)?

    init(path: Path) {
        self.path = path
        super.init()
    }

    public override convenience init() { self.init(path: Path()) }

    public convenience init(rect: CGRect) { self.init(path: Path(rect: rect.model)) }

    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect.model)) }

    /// A rectangle with corners of `cornerRadius` (clamped to half the shorter side) in
    /// Apple's continuous-curvature shape, as iOS draws them since iOS 7.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect.model, cornerRadius: cornerRadius, cornerCurve: .continuous))
    }

    /// A rectangle whose `corners` are rounded in the continuous shape with radius
    /// `cornerRadii.width`; as on iOS, `cornerRadii.height` is not used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(path: Path(roundedRect: rect.model, cornerRadius: cornerRadii.width,
                             maskedCorners: CornerMask(rawValue: Int(corners.rawValue & 0b1111)), cornerCurve: .continuous))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var path = Path()
        path.addArc(center: center.model, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        self.init(path: path)
    }

    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The path as an immutable `CGPath`; setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The box of the path's points, control points included, as UIKit's `bounds`.
    open var bounds: CGRect { path.isEmpty ? .zero : CGRect(path.boundingBox) }
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point.model) }

    // UIKit documents that these three do nothing on an empty path (there is no current point).

    open func addLine(to point: CGPoint) {
        guard !path.isEmpty else { return }
        path.addLine(to: point.model)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard !path.isEmpty else { return }
        path.addCurve(to: endPoint.model, control1: controlPoint1.model, control2: controlPoint2.model)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard !path.isEmpty else { return }
        path.addQuadCurve(to: endPoint.model, control: controlPoint.model)
    }

    /// On an empty path the arc starts a subpath at its start point (UIKit's page, unlike
    /// those of the lines and curves above, does not say what happens then).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.model, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func append(_ bezierPath: UIBezierPath) { path.append(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.model) }

    /// Whether `point` lies in the region a fill by `usesEvenOddFillRule` paints, counting
    /// only the subpaths closed by `close()` (a point inside an open subpath is not contained,
    /// as UIKit documents). Curves are followed exactly, arcs as the cubics Core Graphics stores.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point.model, evenOdd: usesEvenOddFillRule, closedSubpathsOnly: true)
    }

    /// The same drawing traced backwards, subpath by subpath, with the same line attributes.
    open func reversing() -> UIBezierPath { withAttributes(of: path.reversed) }

    /// A new path with the same elements and attributes: changing one leaves the other alone.
    /// A copy of a subclass of your own is a `UIBezierPath` (Swift cannot make an instance of
    /// the subclass without a required initializer).
    open func copy(with zone: NSZone? = nil) -> Any { withAttributes(of: path) }

    /// A path of `elements` with this path's line attributes, fill rule and flatness.
    private func withAttributes(of elements: Path) -> UIBezierPath {
        let result = UIBezierPath(path: elements)
        result.lineWidth = lineWidth
        result.lineCapStyle = lineCapStyle
        result.lineJoinStyle = lineJoinStyle
        result.miterLimit = miterLimit
        result.flatness = flatness
        result.usesEvenOddFillRule = usesEvenOddFillRule
        result.lineDash = lineDash
        return result
    }

    /// Sets the dash pattern from the first `count` lengths of `pattern` (nil: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            lineDash = nil
            return
        }
        lineDash = ((0..<count).map { pattern[$0] }, phase)
    }

    /// Writes the dash pattern into `pattern` (which must hold all of it), its length into
    /// `count` and its phase into `phase`; pass nil for any you do not want, as UIKit
    /// documents (ask for `count` first to size `pattern`). A solid line: count 0, phase 0.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        let dash = lineDash ?? (pattern: [], phase: 0)
        if let pattern {
            for (i, length) in dash.pattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }
}
