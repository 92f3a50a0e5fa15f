/// An sRGB color with alpha; each component in 0...1, not premultiplied.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray (`UIColor(white:alpha:)`): `white` 0 is black, 1 white, on the sRGB curve (UIKit's
    /// extended gray space has sRGB's transfer function), so it is the sRGB color with three
    /// equal components. `white` and `alpha` are clamped into 0…1 (NaN counts as 0).
    public init(white: Double, alpha: Double = 1) {
        let w = Color.unit(white)
        self.init(red: w, green: w, blue: w, alpha: Color.unit(alpha))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case; the `#` is required).
    public init(hex text: String) throws(LayerModelError) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
            throw .invalidColor(text)
        }
        var bytes: [Double] = []
        var i = 1
        while i < digits.count {
            guard let hi = NumberText.digit(digits[i], radix: 16), let lo = NumberText.digit(digits[i + 1], radix: 16) else {
                throw .invalidColor(text)
            }
            bytes.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#RRGGBBAA`, each component clamped into 0...1 and rounded to the nearest byte; NaN
    /// counts as 0 (so any color has a hex form, even one from unchecked arithmetic).
    public var hex: String {
        "#" + components.map { NumberText.hex(Color.byte($0), width: 2) }.joined()
    }

    /// A component as a byte 0...255: below 0 (and NaN) is 0, above 1 (and +∞) is 255.
    private static func byte(_ component: Double) -> Int {
        guard component > 0 else { return 0 }
        guard component < 1 else { return 255 }
        return Int((component * 255).rounded())
    }

    /// `hex` when every component is in 0...1; otherwise the components themselves, so that a
    /// message about a NaN or out-of-range color shows the bad number rather than its clamp.
    public var description: String {
        guard components.allSatisfy((0...1).contains) else {
            return "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
        return hex
    }

    /// The same color with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Component-wise linear interpolation (unpremultiplied, in sRGB), `t` in 0...1.
    public func interpolated(to other: Color, t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    /// Transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// iOS system blue, #007AFF: the default tint.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
}
