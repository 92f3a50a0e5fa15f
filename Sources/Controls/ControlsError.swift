import LayerModel

/// A bad value given to a control, with the property's name; the description says what to fix.
public enum ControlsError: Swift.Error, Equatable, CustomStringConvertible {
    /// A range whose minimum is not below its maximum (the knob's `minimumValue ≥ maximumValue`).
    case invalidRange(minimum: Double, maximum: Double)
    /// `maximumValue − minimumValue` overflows to infinity.
    case rangeTooWide(minimum: Double, maximum: Double)
    /// A number that must be finite was NaN or infinite.
    case nonFinite(name: String, value: Double)
    /// A length that must be zero or more was negative.
    case negative(name: String, value: Double)
    /// A control size without a positive, finite width and height.
    case invalidSize(Size)
    /// A rotary dial needs 1…`RotaryDial.maxNumberOfLabels` (360) labels.
    case invalidLabelCount(Int)
    /// A number that must be above zero (an animation's duration in seconds) was not.
    case nonPositive(name: String, value: Double)

    public var description: String {
        switch self {
        case let .invalidRange(minimum, maximum):
            return "minimumValue (\(minimum)) must be less than maximumValue (\(maximum))"
        case let .rangeTooWide(minimum, maximum):
            return "maximumValue − minimumValue (\(maximum) − \(minimum)) must be a finite number"
        case let .nonFinite(name, value):
            return "\(name) must be a finite number, got \(value)"
        case let .negative(name, value):
            return "\(name) must be zero or more, got \(value)"
        case let .invalidSize(size):
            return "size must have a positive, finite width and height in points, got \(size)"
        case let .invalidLabelCount(count):
            return "numberOfLabels must be from 1 to \(RotaryDial.maxNumberOfLabels), got \(count)"
        case let .nonPositive(name, value):
            return "\(name) must be a finite number above 0, got \(value)"
        }
    }
}

extension ControlsError {
    /// Throws `.nonFinite` unless `value` is finite.
    static func checkFinite(_ value: Double, _ name: String) throws(ControlsError) {
        guard value.isFinite else { throw .nonFinite(name: name, value: value) }
    }

    /// Throws unless `value` is finite and ≥ 0.
    static func checkLength(_ value: Double, _ name: String) throws(ControlsError) {
        try checkFinite(value, name)
        guard value >= 0 else { throw .negative(name: name, value: value) }
    }

    /// Throws unless `value` is finite and > 0 (`.nonFinite`, `.nonPositive`).
    static func checkPositive(_ value: Double, _ name: String) throws(ControlsError) {
        try checkFinite(value, name)
        guard value > 0 else { throw .nonPositive(name: name, value: value) }
    }

    /// Throws `.invalidSize` unless both sides are positive and finite.
    static func checkSize(_ size: Size) throws(ControlsError) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .invalidSize(size)
        }
    }
}
