import Foundation
import LayerModel

/// A circular slider choosing an angle (TB_CircularSlider, 2013): a black ring, a gradient
/// arc showing the value, a handle riding the ring and the value as a label in the middle.
///
/// `angle` is an integer number of **degrees counterclockwise from 3 o'clock**, 0…360 (the
/// seed's convention, not the radians-clockwise of the other controls).
public struct CircularSlider: Sendable, Hashable {
    /// The original's size, 320×320. Default for `init`.
    public static let defaultSize = Size(width: 320, height: 320)
    /// Distance from the bounds' left and right edges to the ring's center line, points: the
    /// ring radius is `w/2 − padding`.
    public static let padding = 60.0
    /// Width of the black background ring, points.
    public static let backgroundWidth = 60.0
    /// Width of the active arc and diameter of the handle, points.
    public static let lineWidth = 40.0
    /// The value label's size, points.
    public static let fontSize = 65.0
    /// The seed demo's background, #1A1A1A (0.1 gray): not the control's; the CLI's `--background`.
    public static let seedBackgroundColor = Color(white: 26.0 / 255)
    /// The default `angle`: 360°, the whole ring.
    public static let defaultAngle = 360

    /// The slider's bounds size in points. Default: 320×320.
    public let size: Size
    /// Degrees counterclockwise from 3 o'clock, clamped into 0…360 when set. Default: 360.
    public var angle: Int {
        didSet { angle = CircularSlider.clampedAngle(angle) }
    }

    /// A slider; throws for a size that is not positive. `angle` is clamped into 0…360.
    public init(size: Size = CircularSlider.defaultSize,
                angle: Int = CircularSlider.defaultAngle) throws(ControlsError) {
        try ControlsError.checkSize(size)
        self.size = size
        self.angle = CircularSlider.clampedAngle(angle)
    }

    /// `(0, 0, size)`: the root layer's bounds.
    public var bounds: Rect { Rect(size: size) }

    /// The ring's radius, points: `w/2 − 60` (100 at the default size), never below 0.
    public var radius: Double { CircularSlider.ringRadius(size: size) }

    /// The handle's rectangle (a 40×40 box whose origin the original rounds to whole points).
    public var handleRect: Rect {
        Rect(origin: CircularSlider.handleOrigin(angle: angle, size: size),
             size: Size(width: CircularSlider.lineWidth, height: CircularSlider.lineWidth))
    }

    // MARK: Formulas

    /// `w/2 − padding`, points, never below 0 (a slider narrower than 120 pt has a point ring).
    public static func ringRadius(size: Size) -> Double {
        max(0, size.width / 2 - padding)
    }

    /// The handle's top-left corner for an angle (degrees counterclockwise from 3 o'clock),
    /// rounded like the original: `(round(w/2 − 20 + r·cos a), round(h/2 − 20 − r·sin a))`,
    /// halves away from zero, `a` the angle in radians, `r` the ring radius.
    public static func handleOrigin(angle: Int, size: Size) -> Point {
        let r = ringRadius(size: size)
        let a = Double.pi * Double(angle) / 180
        let corner = Point(x: size.width / 2 - lineWidth / 2, y: size.height / 2 - lineWidth / 2)
        return Point(x: (corner.x + r * cos(a)).rounded(), y: (corner.y - r * sin(a)).rounded())
    }

    /// The angle a touch selects: `deg = atan2(y − h/2, x − w/2)` in degrees (clockwise on
    /// screen) in [0, 360), `angle = 360 − floor(deg)`: a touch at 3 o'clock (or the center)
    /// gives 360, one just above it 1. Throws `.nonFinite` for a non-finite coordinate.
    public static func angle(forTouch point: Point, size: Size) throws(ControlsError) -> Int {
        try ControlsError.checkFinite(point.x, "touch x")
        try ControlsError.checkFinite(point.y, "touch y")
        var degrees = atan2(point.y - size.height / 2, point.x - size.width / 2) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        if degrees >= 360 { degrees -= 360 }
        return 360 - Int(degrees.rounded(.down))
    }

    static func clampedAngle(_ angle: Int) -> Int {
        min(360, max(0, angle))
    }
}
