import Foundation
import LayerModel

/// A rotary knob (RWKnobControl, 2014): a 315° track arc and a pointer that turns with the
/// value, mapping `minimumValue…maximumValue` linearly onto `startAngle…endAngle`.
///
/// Angles are radians, clockwise on screen from 3 o'clock (y down). Every number is validated
/// when set, so building the layer tree cannot fail; the value is clamped into the range.
public struct Knob: Sendable, Hashable {
    /// The CLI's and gallery's size (the seed demo's knob). Default for `init`.
    public static let defaultSize = Size(width: 140, height: 140)
    /// −11π/8: the track starts down-left, just past 6 o'clock.
    public static let defaultStartAngle = -Double.pi * 11 / 8
    /// 3π/8: the track ends down-right, leaving a 45° gap centered straight down.
    public static let defaultEndAngle = Double.pi * 3 / 8
    /// The seed's range, 0…1: the default `minimumValue`.
    public static let defaultMinimumValue = 0.0
    /// The default `maximumValue`.
    public static let defaultMaximumValue = 1.0
    /// The default `value`: the minimum.
    public static let defaultValue = 0.0
    /// The default `lineWidth`, points.
    public static let defaultLineWidth = 2.0
    /// The default `pointerLength`, points.
    public static let defaultPointerLength = 6.0
    /// The default `color`: #007AFF, iOS system blue.
    public static let defaultColor = Color.systemBlue

    /// The knob's bounds size in points. Default: 140×140.
    public let size: Size
    /// The value at `startAngle`. Always less than `maximumValue`. Default: 0.
    public private(set) var minimumValue: Double
    /// The value at `endAngle`. Default: 1.
    public private(set) var maximumValue: Double
    /// The current value, clamped into `minimumValue…maximumValue`. Default: 0.
    public private(set) var value: Double
    /// True: a drag sends valueChanged on every touch; false: once when it ends. Default: true.
    public var isContinuous: Bool
    /// Stroke width of the track and the pointer, points. Default: 2.
    public let lineWidth: Double
    /// Length of the pointer inward from the bounds' right edge before rotation, points. Default: 6.
    public let pointerLength: Double
    /// Pointer angle at `minimumValue`, radians clockwise from 3 o'clock. Default: −11π/8.
    public private(set) var startAngle: Double
    /// Pointer angle at `maximumValue`, radians clockwise from 3 o'clock. Default: 3π/8.
    public private(set) var endAngle: Double
    /// The tint of the track and pointer. Default: #007AFF (iOS system blue).
    public var color: Color
    /// The pointer's animation from the last `setValue(_:animated: true)`, which `layer` adds to
    /// the pointer; nil after any change without animation. Default: nil.
    public internal(set) var pendingAnimation: Animation?

    /// A knob; throws for an empty or inverted range, a non-finite number, a negative length or
    /// a size that is not positive. `value` is clamped into the range.
    public init(
        size: Size = Knob.defaultSize,
        minimumValue: Double = Knob.defaultMinimumValue,
        maximumValue: Double = Knob.defaultMaximumValue,
        value: Double = Knob.defaultValue,
        isContinuous: Bool = true,
        lineWidth: Double = Knob.defaultLineWidth,
        pointerLength: Double = Knob.defaultPointerLength,
        startAngle: Double = Knob.defaultStartAngle,
        endAngle: Double = Knob.defaultEndAngle,
        color: Color = Knob.defaultColor
    ) throws(ControlsError) {
        try ControlsError.checkSize(size)
        try Knob.checkRange(minimumValue, maximumValue)
        try ControlsError.checkFinite(value, "value")
        try ControlsError.checkLength(lineWidth, "lineWidth")
        try ControlsError.checkLength(pointerLength, "pointerLength")
        try ControlsError.checkFinite(startAngle, "startAngle")
        try ControlsError.checkFinite(endAngle, "endAngle")
        self.size = size
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.value = value.clamped(minimumValue, maximumValue)
        self.isContinuous = isContinuous
        self.lineWidth = lineWidth
        self.pointerLength = pointerLength
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.color = color
    }

    // MARK: Setters (validated)

    /// Sets the value without animation, clamped into the range; `.nonFinite` for NaN or ±∞.
    public mutating func setValue(_ newValue: Double) throws(ControlsError) {
        try ControlsError.checkFinite(newValue, "value")
        value = newValue.clamped(minimumValue, maximumValue)
        pendingAnimation = nil
    }

    /// Sets both ends at once (so no invalid range exists in between) and re-clamps the value.
    public mutating func setRange(minimumValue: Double, maximumValue: Double) throws(ControlsError) {
        try Knob.checkRange(minimumValue, maximumValue)
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        value = value.clamped(minimumValue, maximumValue)
        pendingAnimation = nil
    }

    /// Sets the angles of the range's ends, radians clockwise from 3 o'clock.
    public mutating func setAngles(start: Double, end: Double) throws(ControlsError) {
        try ControlsError.checkFinite(start, "startAngle")
        try ControlsError.checkFinite(end, "endAngle")
        startAngle = start
        endAngle = end
        pendingAnimation = nil
    }

    // MARK: Derived geometry

    /// `(0, 0, size)`: the root layer's bounds.
    public var bounds: Rect { Rect(size: size) }

    /// The pointer's rotation for the current value, radians clockwise from 3 o'clock.
    public var pointerAngle: Double {
        Knob.pointerAngle(forValue: value, minimumValue: minimumValue, maximumValue: maximumValue,
                          startAngle: startAngle, endAngle: endAngle)
    }

    /// The track's radius in points: `min(w, h)/2 − max(pointerLength, lineWidth/2)`.
    public var trackRadius: Double {
        Knob.trackRadius(size: size, lineWidth: lineWidth, pointerLength: pointerLength)
    }

    // MARK: Formulas

    /// `startAngle + (value − min)/(max − min) · (endAngle − startAngle)`, radians. Not clamped.
    public static func pointerAngle(
        forValue value: Double, minimumValue: Double, maximumValue: Double,
        startAngle: Double, endAngle: Double
    ) -> Double {
        (value - minimumValue) / (maximumValue - minimumValue) * (endAngle - startAngle) + startAngle
    }

    /// The inverse of `pointerAngle(forValue:…)`:
    /// `min + (angle − startAngle)/(endAngle − startAngle) · (max − min)`. Not clamped.
    public static func value(
        forPointerAngle angle: Double, minimumValue: Double, maximumValue: Double,
        startAngle: Double, endAngle: Double
    ) -> Double {
        (angle - startAngle) / (endAngle - startAngle) * (maximumValue - minimumValue) + minimumValue
    }

    /// `min(w, h)/2 − max(pointerLength, lineWidth/2)`, points: the track follows the shorter
    /// side while the pointer still reaches the right edge (the original's geometry).
    public static func trackRadius(size: Size, lineWidth: Double, pointerLength: Double) -> Double {
        min(size.width, size.height) / 2 - max(pointerLength, lineWidth / 2)
    }

    /// The angle of a touch about the knob's center: `atan2(y − h/2, x − w/2)`, radians in
    /// −π…π, clockwise on screen from 3 o'clock.
    public static func touchAngle(at point: Point, size: Size) -> Double {
        atan2(point.y - size.height / 2, point.x - size.width / 2)
    }

    /// Brings a touch angle next to the track and clamps it into `startAngle…endAngle`: with
    /// `mid = (2π + start − end)/2 + end`, the gap's middle, `touch > mid` subtracts 2π and
    /// `touch < mid − 2π` adds 2π. (The 2018 Swift edition subtracts in both, a bug not copied.)
    public static func boundedTouchAngle(_ touch: Double, startAngle: Double, endAngle: Double) -> Double {
        let turn = 2 * Double.pi
        let mid = (turn + startAngle - endAngle) / 2 + endAngle
        var angle = touch
        if angle > mid {
            angle -= turn
        } else if angle < mid - turn {
            angle += turn
        }
        return min(endAngle, max(startAngle, angle))
    }

    private static func checkRange(_ minimum: Double, _ maximum: Double) throws(ControlsError) {
        try ControlsError.checkFinite(minimum, "minimumValue")
        try ControlsError.checkFinite(maximum, "maximumValue")
        guard minimum < maximum else { throw .invalidRange(minimum: minimum, maximum: maximum) }
        // The value↔angle mapping divides by the span: it must be a finite number too.
        guard (maximum - minimum).isFinite else { throw .rangeTooWide(minimum: minimum, maximum: maximum) }
    }
}

extension Double {
    /// Clamped into `lower…upper` (`lower ≤ upper`).
    func clamped(_ lower: Double, _ upper: Double) -> Double {
        Swift.min(Swift.max(self, lower), upper)
    }
}
