import Foundation
import LayerModel

/// A rotary dial of numbered labels (AYNCircleView, 2017): a disc of radius
/// `R = min(w, h)/2` carrying `numberOfLabels` labels "0" … "n−1", the whole disc turned by
/// `currentAngle`; the value is the label at the top.
///
/// Angles are radians, clockwise on screen (y down). Label i sits at `i·step` clockwise from
/// 12 o'clock, `step = 2π/n`.
public struct RotaryDial: Sendable, Hashable {
    /// Where the disc sits in the bounds.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// The whole disc, centered in the bounds.
        case full
        /// Only the upper half shows: the disc's center is the bounds' bottom middle
        /// `(w/2, h)` and R stays `min(w, h)/2`, as in the seed's 243×200 view.
        case halfDial
    }

    /// The CLI's size. Default for `init`.
    public static let defaultSize = Size(width: 240, height: 240)
    /// The seed demo's size, shown with the `halfDial` layout.
    public static let seedSize = Size(width: 243, height: 200)
    /// The labels' font size, points (bold, black).
    public static let labelFontSize = 22.0
    /// Distance from the rim to a label's center, points.
    public static let labelOffset = 10.0
    /// The most labels a dial takes: 360, one per degree. Each label is a text layer, and past
    /// one per degree the 22-pt labels of any drawable dial overlap into an unreadable ring; the
    /// bound makes `--labels 10000000` an error instead of millions of layers.
    public static let maxNumberOfLabels = 360
    /// The default `numberOfLabels`: 12, a clock face.
    public static let defaultNumberOfLabels = 12
    /// The default `discColor`: #FF0000, the seed demo's red.
    public static let defaultDiscColor = Color.red

    /// The dial's bounds size in points. Default: 240×240.
    public let size: Size
    /// How many labels ring the disc, 1…`maxNumberOfLabels` (360). Default: 12.
    public let numberOfLabels: Int
    /// Default: `.full`.
    public var layout: Layout
    /// The disc's fill; nil draws labels only. Default: #FF0000 (the seed demo's red).
    public var discColor: Color?
    /// The labels' color. Default: opaque black.
    public var labelColor: Color
    /// The disc's rotation, radians clockwise, with whole turns removed toward zero
    /// (`floorAngle`) as every rotation of the original is. Default: 0.
    public internal(set) var currentAngle: Double
    /// The disc's animation from the last animated rotation (or drag), which `layer` adds to the
    /// disc; nil after a rotation without animation. Default: nil.
    public internal(set) var pendingAnimation: Animation?
    /// The drag in progress, from a began to an ended or cancelled touch. Default: nil.
    var drag: Drag?

    /// A dial; throws for a size that is not positive, a label count outside
    /// 1…`maxNumberOfLabels` or a non-finite angle. Stores `floorAngle(currentAngle)`.
    public init(
        size: Size = RotaryDial.defaultSize,
        numberOfLabels: Int = RotaryDial.defaultNumberOfLabels,
        layout: Layout = .full,
        discColor: Color? = RotaryDial.defaultDiscColor,
        labelColor: Color = .black,
        currentAngle: Double = 0
    ) throws(ControlsError) {
        try ControlsError.checkSize(size)
        try RotaryDial.checkLabelCount(numberOfLabels)
        try ControlsError.checkFinite(currentAngle, "currentAngle")
        self.size = size
        self.numberOfLabels = numberOfLabels
        self.layout = layout
        self.discColor = discColor
        self.labelColor = labelColor
        self.currentAngle = RotaryDial.floorAngle(currentAngle)
    }

    // MARK: Setters

    /// Turns the disc to `angle` radians clockwise (whole turns removed toward zero).
    public mutating func setCurrentAngle(_ angle: Double) throws(ControlsError) {
        try ControlsError.checkFinite(angle, "currentAngle")
        currentAngle = RotaryDial.floorAngle(angle)
        pendingAnimation = nil
    }

    /// Turns the disc so that label `value` (taken modulo `numberOfLabels`) is at the top:
    /// `currentAngle = floorAngle(−value·step)`.
    public mutating func setValue(_ value: Int) {
        currentAngle = RotaryDial.angle(forValue: value, numberOfLabels: numberOfLabels)
        pendingAnimation = nil
    }

    // MARK: Derived values

    /// `(0, 0, size)`: the root layer's bounds.
    public var bounds: Rect { Rect(size: size) }

    /// The disc's radius R = `min(w, h)/2`, points (for both layouts).
    public var radius: Double { min(size.width, size.height) / 2 }

    /// The disc's center in the bounds: the middle (`.full`) or the bottom middle (`.halfDial`).
    public var discCenter: Point {
        switch layout {
        case .full: return bounds.center
        case .halfDial: return Point(x: size.width / 2, y: size.height)
        }
    }

    /// `2π/n`, radians between neighboring labels.
    public var angleStep: Double { RotaryDial.angleStep(numberOfLabels: numberOfLabels) }

    /// The label at the top for `currentAngle` (see `value(forAngle:numberOfLabels:)`).
    public var value: Int { RotaryDial.value(forAngle: currentAngle, numberOfLabels: numberOfLabels) }

    // MARK: Formulas

    /// `2π/n`, radians.
    public static func angleStep(numberOfLabels n: Int) -> Double {
        2 * Double.pi / Double(n)
    }

    /// The label at the top for a rotation, the original's formula:
    /// `v = angle > 0 ? floor(angle/step) − n : floor(angle/step)`, `value = |v| mod n`.
    ///
    /// As with the original's `floorf`, `angle/step` is rounded to single precision first, so an
    /// angle a whole number of steps up to rounding (from `angle(forValue:)`, or snapped) reads
    /// back as that label. From 2²⁴ steps, which a Float cannot count, the angle is first reduced
    /// by `floorAngle`, so every finite angle gives a label in `0..<n`; a non-finite one gives 0.
    public static func value(forAngle angle: Double, numberOfLabels n: Int) -> Int {
        guard n > 0, angle.isFinite else { return 0 }
        let step = angleStep(numberOfLabels: n)
        let angle = abs(angle / step) < 16_777_216 ? angle : floorAngle(angle)
        let steps = Double(Float(angle / step).rounded(.down))
        let v = angle > 0 ? steps - Double(n) : steps
        return Int(abs(v).truncatingRemainder(dividingBy: Double(n)))
    }

    /// The rotation that puts label `value` at the top: `floorAngle(−value·step)`.
    public static func angle(forValue value: Int, numberOfLabels n: Int) -> Double {
        guard n > 0 else { return 0 }
        return floorAngle(-Double(value) * angleStep(numberOfLabels: n))
    }

    /// Removes whole turns toward zero: `angle − sign(angle)·floor(|angle|/2π)·2π`. The turn count
    /// comes from the single-precision quotient, as the original's `floorf`, so an angle a hair
    /// short of a turn becomes a hair past zero on the other side; beyond 2²⁴ turns, which a
    /// Float cannot count, an exact remainder is used.
    public static func floorAngle(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        let quotient = abs(angle) / turn
        guard quotient.isFinite else { return angle }
        guard quotient < 16_777_216 else { return angle.truncatingRemainder(dividingBy: turn) }
        let times = Double(Float(quotient).rounded(.down))
        let sign: Double = angle > 0 ? -1 : 1
        return angle + sign * times * turn
    }

    /// The nearest whole number of steps, halves away from zero (the original's `lroundf`):
    /// `round(angle/step)·step`. The quotient is rounded in single precision first, as there.
    public static func snapped(angle: Double, numberOfLabels n: Int) -> Double {
        guard n > 0, angle.isFinite else { return angle }
        let step = angleStep(numberOfLabels: n)
        let steps = Double(Float(angle / step).rounded(.toNearestOrAwayFromZero))
        return steps * step
    }

    /// The center of label `index` in the disc's space (center (R, R)): `R − 10` from the center
    /// at `index·step` clockwise from 12 o'clock.
    public static func labelCenter(index: Int, numberOfLabels n: Int, radius: Double) -> Point {
        let angle = angleStep(numberOfLabels: n) * Double(index)
        let distance = radius - labelOffset
        return Point(x: radius + sin(angle) * distance, y: radius - cos(angle) * distance)
    }

    private static func checkLabelCount(_ count: Int) throws(ControlsError) {
        guard (1...maxNumberOfLabels).contains(count) else { throw .invalidLabelCount(count) }
    }
}
