public import Foundation
import LayerModel

/// UIKit's colour, for drawing: an sRGB colour with alpha. Named and system colours have
/// their light-appearance sRGB values; Display P3 and grey inputs are converted to sRGB.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    /// The colour as LayerShot draws it.
    let model: Color

    init(model: Color) {
        self.model = model
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(model: Color(white: white, alpha: alpha))
    }

    /// HSB in 0…1 each (hue 1 = 360°), converted to RGB as UIKit does.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, converted to sRGB (clamped to its gamut).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: Color(displayP3Red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(cgColor: CGColor) {
        self.init(model: cgColor.model)
    }

    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour as a `CGColor` (a new object each time, equal by value).
    public var cgColor: CGColor { CGColor(model) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(model: Color(red: model.red, green: model.green, blue: model.blue, alpha: alpha)) }

    /// Writes the sRGB components; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = model.red
        green?.pointee = model.green
        blue?.pointee = model.blue
        alpha?.pointee = model.alpha
        return true
    }

    /// Writes the hue, saturation and brightness (each 0…1, hue 1 = 360°; a grey has hue and
    /// saturation 0) of the sRGB components, the inverse of `init(hue:saturation:brightness:alpha:)`,
    /// and alpha; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = model.red, g = model.green, b = model.blue
        let maximum = max(r, g, b), range = maximum - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            h = if maximum == r { (g - b) / range } else if maximum == g { 2 + (b - r) / range } else { 4 + (r - g) / range }
            h = h / 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = model.alpha
        return true
    }

    /// Writes the brightness (the mean of the components) and alpha; always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (model.red + model.green + model.blue) / 3
        alpha?.pointee = model.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.model == model }
    open override var hash: Int { model.hashValue }
    open override var description: String { "UIColor(\(model))" }

    private static func rgb(_ hex: UInt32, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    // MARK: Fixed colours (UIKit's values)

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (light appearance, sRGB)

    open class var systemRed: UIColor { rgb(0xFF3B30) }
    open class var systemOrange: UIColor { rgb(0xFF9500) }
    open class var systemYellow: UIColor { rgb(0xFFCC00) }
    open class var systemGreen: UIColor { rgb(0x34C759) }
    open class var systemMint: UIColor { rgb(0x00C7BE) }
    open class var systemTeal: UIColor { rgb(0x30B0C7) }
    open class var systemCyan: UIColor { rgb(0x32ADE6) }
    open class var systemBlue: UIColor { rgb(0x007AFF) }
    open class var systemIndigo: UIColor { rgb(0x5856D6) }
    open class var systemPurple: UIColor { rgb(0xAF52DE) }
    open class var systemPink: UIColor { rgb(0xFF2D55) }
    open class var systemBrown: UIColor { rgb(0xA2845E) }
    open class var systemGray: UIColor { rgb(0x8E8E93) }
    open class var systemGray2: UIColor { rgb(0xAEAEB2) }
    open class var systemGray3: UIColor { rgb(0xC7C7CC) }
    open class var systemGray4: UIColor { rgb(0xD1D1D6) }
    open class var systemGray5: UIColor { rgb(0xE5E5EA) }
    open class var systemGray6: UIColor { rgb(0xF2F2F7) }
    open class var tintColor: UIColor { systemBlue }
    open class var link: UIColor { systemBlue }
    open class var label: UIColor { black }
    open class var secondaryLabel: UIColor { rgb(0x3C3C43, alpha: 0.6) }
    open class var tertiaryLabel: UIColor { rgb(0x3C3C43, alpha: 0.3) }
    open class var quaternaryLabel: UIColor { rgb(0x3C3C43, alpha: 0.18) }
    open class var placeholderText: UIColor { rgb(0x3C3C43, alpha: 0.3) }
    open class var separator: UIColor { rgb(0x3C3C43, alpha: 0.29) }
    open class var opaqueSeparator: UIColor { rgb(0xC6C6C8) }
    open class var systemFill: UIColor { rgb(0x787880, alpha: 0.2) }
    open class var secondarySystemFill: UIColor { rgb(0x787880, alpha: 0.16) }
    open class var tertiarySystemFill: UIColor { rgb(0x767680, alpha: 0.12) }
    open class var quaternarySystemFill: UIColor { rgb(0x747480, alpha: 0.08) }
    open class var systemBackground: UIColor { white }
    open class var secondarySystemBackground: UIColor { systemGray6 }
    open class var tertiarySystemBackground: UIColor { white }
    open class var systemGroupedBackground: UIColor { systemGray6 }
    open class var secondarySystemGroupedBackground: UIColor { white }
    open class var tertiarySystemGroupedBackground: UIColor { systemGray6 }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { black }
    /// The grouped table background, `systemGroupedBackground` since iOS 13.
    @available(*, deprecated, message: "Use systemGroupedBackgroundColor instead")
    open class var groupTableViewBackground: UIColor { systemGroupedBackground }
}

/// What `#colorLiteral(red:green:blue:alpha:)` makes in a file that imports LayerShotQuartz.
public typealias _ColorLiteralType = UIColor
