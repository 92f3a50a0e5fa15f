import ArgumentParser
import LayerModel

// The value types of LayerShot's flags. Each parses its text form or refuses it, and
// argument-parser then names the flag and the form in a one-line message ("The value 'blue'
// is invalid for '--color <#RRGGBB[AA]>'"). Ranges and rules between flags are the commands'
// `validate()`, whose messages name the flags too. Defaults print in the same text form.
// `Size` and `Color` conform `@retroactive`ly: LayerModel, a library that never depends on
// argument-parser, cannot conform them itself, so no second conformance can ever clash.

/// A finite number: `0.5`, `-3`, `1e-3`; never `nan` or `inf`.
struct Finite: ExpressibleByArgument, Hashable, Sendable {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { NumberText.format(value) }
}

/// An angle in radians, in `AngleExpression`'s text forms: `-3.927`, `pi`, `-11pi/8`.
struct Radians: ExpressibleByArgument, Hashable, Sendable {
    /// The angle in radians.
    let value: Double
    /// The text it was written as, shown as the default.
    let text: String

    init?(argument: String) {
        guard let value = AngleExpression.parse(argument) else { return nil }
        self.value = value
        self.text = argument
    }

    /// `value`, shown as the shortest multiple of π with a divisor up to 16 that reads back as
    /// exactly `value` (`Knob.defaultStartAngle` shows as `-11pi/8`), else as the number.
    init(_ value: Double) {
        self.value = value
        let forms: [String] = value == 0 || abs(value) > 1000 ? [] : (1...16).map { divisor in
            let multiple = Int((value * Double(divisor) / .pi).rounded())
            let text = multiple == 1 ? "pi" : multiple == -1 ? "-pi" : "\(multiple)pi"
            return divisor == 1 ? text : text + "/\(divisor)"
        }
        self.text = forms.first { AngleExpression.parse($0) == value } ?? NumberText.format(value)
    }

    var defaultValueDescription: String { text }
}

/// A size in points, `WIDTHxHEIGHT` (`140x140`, `200X100.5`), both finite; the commands
/// require both sides to be above 0.
extension Size: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            return nil
        }
        self.init(width: w, height: h)
    }

    public var defaultValueDescription: String { "\(NumberText.format(width))x\(NumberText.format(height))" }
}

/// `#RRGGBB` or `#RRGGBBAA`, hex digits in either case.
extension Color: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        guard let color = try? Color(hex: argument) else { return nil }
        self = color
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
    public var defaultValueDescription: String { hex.hasSuffix("FF") ? String(hex.dropLast(2)) : hex }
}

/// A color, or `none` for no color at all (a transparent background, no disc).
enum OptionalColor: ExpressibleByArgument, Hashable, Sendable {
    case none
    case color(Color)

    init?(argument: String) {
        if argument.lowercased() == "none" {
            self = .none
        } else if let color = Color(argument: argument) {
            self = .color(color)
        } else {
            return nil
        }
    }

    /// The color, nil for `none`.
    var color: Color? {
        if case let .color(color) = self { return color }
        return nil
    }

    var defaultValueDescription: String { color?.defaultValueDescription ?? "none" }
}

/// A default in the words argument-parser shows for an option that has one, `(default: 2)`,
/// for help texts of options that are optional so that a command can tell whether they were
/// given.
func defaultNote(_ value: some ExpressibleByArgument) -> String {
    "(default: \(value.defaultValueDescription))"
}

/// Refuses a value outside `range`: `--scale must be from 1 to 4, got 5`.
func check<T: Comparable>(_ value: T, in range: ClosedRange<T>, flag: String, shown: (T) -> String) throws {
    guard range.contains(value) else {
        throw CLIError("\(flag) must be from \(shown(range.lowerBound)) to \(shown(range.upperBound)), got \(shown(value))")
    }
}

/// `--scale must be from 1 to 4, got 5`, numbers as `NumberText` writes them.
func rangeMessage(flag: String, _ range: ClosedRange<Double>, _ value: Double) -> String {
    let f = NumberText.format
    return "\(flag) must be from \(f(range.lowerBound)) to \(f(range.upperBound)), got \(f(value))"
}

/// Refuses a number outside `range`, printed as `NumberText` writes numbers.
func check(_ value: Double, in range: ClosedRange<Double>, flag: String) throws {
    guard range.contains(value) else { throw CLIError(rangeMessage(flag: flag, range, value)) }
}

/// Refuses a whole number outside `range`.
func check(_ value: Int, in range: ClosedRange<Int>, flag: String) throws {
    try check(value, in: range, flag: flag, shown: String.init)
}
