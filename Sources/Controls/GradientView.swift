import Foundation
import LayerModel

/// A two-color linear gradient whose direction is an angle (LDGradientView, 2017).
///
/// `angle` is in **degrees counterclockwise from east** (the seed's convention, not the other
/// controls' radians clockwise); 270 runs top to bottom like a default `CAGradientLayer`. It
/// lives in unit space, so on a non-square view the visual angle differs, as in the original.
public struct GradientView: Sendable, Hashable {
    /// The CLI's size. Default for `init`.
    public static let defaultSize = Size(width: 200, height: 200)
    /// The seed demo's start color, #FF180F (the CLI's default).
    public static let seedStartColor = Color(red: 255.0 / 255, green: 24.0 / 255, blue: 15.0 / 255)
    /// The seed demo's end color, #FDFF63 (the CLI's default).
    public static let seedEndColor = Color(red: 253.0 / 255, green: 255.0 / 255, blue: 99.0 / 255)
    /// The seed demo's size, 281×609 (with angle 310).
    public static let seedSize = Size(width: 281, height: 609)
    /// The default `angle`: 270°, top to bottom like a default `CAGradientLayer`.
    public static let defaultAngle = 270.0

    /// The view's bounds size in points. Default: 200×200.
    public let size: Size
    /// The color at the start point; nil draws as clear (transparent black). Default: nil.
    public var startColor: Color?
    /// The color at the end point; nil draws as clear (transparent black). Default: nil.
    public var endColor: Color?
    /// The direction from start to end, degrees counterclockwise from east. Default: 270.
    public private(set) var angle: Double

    /// A gradient view; throws for a size that is not positive or a non-finite angle.
    public init(size: Size = GradientView.defaultSize, startColor: Color? = nil, endColor: Color? = nil,
                angle: Double = GradientView.defaultAngle) throws(ControlsError) {
        try ControlsError.checkSize(size)
        try ControlsError.checkFinite(angle, "angle")
        self.size = size
        self.startColor = startColor
        self.endColor = endColor
        self.angle = angle
    }

    /// Sets the direction, degrees counterclockwise from east (finite).
    public mutating func setAngle(_ degrees: Double) throws(ControlsError) {
        try ControlsError.checkFinite(degrees, "angle")
        angle = degrees
    }

    /// `(0, 0, size)`: the root layer's bounds.
    public var bounds: Rect { Rect(size: size) }

    /// The gradient's start and end points for the current angle, in unit space.
    public var points: (start: Point, end: Point) { GradientView.points(forAngle: angle) }

    /// The start and end points in the bounds' unit space ((0, 0) top-left) for a direction in
    /// degrees counterclockwise from east: `θ = (angle mod 360)·π/180` (exact, so no finite angle
    /// overflows), `(x, y) = (cos θ, sin θ)` pushed out to the square (`|x| > |y|`: `x = sign(x)`,
    /// `y = x·tan θ`, else `y = sign(y)`, `x = y/tan θ`); end = (x, y), start = −end, each mapped
    /// as `((p.x + 1)/2, 1 − (p.y + 1)/2)` (the math space is y-up).
    public static func points(forAngle angle: Double) -> (start: Point, end: Point) {
        let end = squarePoint(forAngle: angle)
        let start = Point(x: -end.x, y: -end.y)
        return (unitSpace(start), unitSpace(end))
    }

    /// The direction's point on the border of the square −1…1 (y up).
    private static func squarePoint(forAngle angle: Double) -> Point {
        let radians = angle.truncatingRemainder(dividingBy: 360) * .pi / 180
        var x = cos(radians)
        var y = sin(radians)
        if abs(x) > abs(y) {
            x = x > 0 ? 1 : -1
            y = x * tan(radians)
        } else {
            y = y > 0 ? 1 : -1
            x = y / tan(radians)
        }
        return Point(x: x, y: y)
    }

    private static func unitSpace(_ p: Point) -> Point {
        Point(x: (p.x + 1) * 0.5, y: 1 - (p.y + 1) * 0.5)
    }
}
