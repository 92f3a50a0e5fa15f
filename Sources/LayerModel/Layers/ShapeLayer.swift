/// What a shape layer draws: `CAShapeLayer`'s properties, in the layer's bounds space.
public struct ShapeLayer: Sendable, Hashable {
    /// Which points a fill covers (`CAShapeLayerFillRule`).
    public enum FillRule: String, Sendable, Hashable, CaseIterable {
        /// Inside when the path winds around the point a non-zero number of times.
        case nonZero
        /// Inside when a ray from the point crosses the path an odd number of times.
        case evenOdd
    }

    /// How open stroke ends are drawn (`CAShapeLayerLineCap`).
    public enum LineCap: String, Sendable, Hashable, CaseIterable {
        /// Flat, exactly at the end point.
        case butt
        /// A half disc of diameter `lineWidth` past the end point.
        case round
        /// A half square, `lineWidth/2` past the end point.
        case square
    }

    /// How stroke segments meet (`CAShapeLayerLineJoin`).
    public enum LineJoin: String, Sendable, Hashable, CaseIterable {
        /// A sharp corner; a bevel where the miter would be longer than `miterLimit` line widths.
        case miter
        /// A circular arc of diameter `lineWidth`.
        case round
        /// A straight cut across the corner.
        case bevel
    }

    /// Default: empty.
    public var path: Path
    /// Default: opaque black; nil fills nothing.
    public var fillColor: Color? = .black
    /// Default: `.nonZero`.
    public var fillRule: FillRule = .nonZero
    /// Default: nil (no stroke).
    public var strokeColor: Color?
    /// Stroke width in points. Default: 1.
    public var lineWidth: Double = 1
    /// Default: `.butt`.
    public var lineCap: LineCap = .butt
    /// Default: `.miter`.
    public var lineJoin: LineJoin = .miter
    /// Default: 10.
    public var miterLimit: Double = 10
    /// Alternating dash and gap lengths in points. Default: nil (solid).
    public var lineDashPattern: [Double]?
    /// Offset into the dash pattern, points. Default: 0.
    public var lineDashPhase: Double = 0

    /// The dash pattern the stroke is drawn with: `lineDashPattern` when it has a length > 0
    /// and every length is finite and ≥ 0; nil (a solid stroke) otherwise, as for an empty or
    /// all-zero pattern.
    public var drawnDashPattern: [Double]? {
        guard let pattern = lineDashPattern, Path.isDashPattern(pattern) else { return nil }
        return pattern
    }
    /// Fraction of the path's length where the stroke starts, 0…1. Default: 0.
    public var strokeStart: Double = 0
    /// Fraction of the path's length where the stroke ends, 0…1; nothing is stroked when
    /// `strokeStart ≥ strokeEnd`. Default: 1.
    public var strokeEnd: Double = 1

    public init(
        path: Path = Path(), fillColor: Color? = .black, strokeColor: Color? = nil,
        lineWidth: Double = 1, lineCap: LineCap = .butt
    ) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
    }
}
