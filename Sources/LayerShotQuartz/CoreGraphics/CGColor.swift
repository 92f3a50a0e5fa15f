public import Foundation
import LayerModel

/// The kinds of colour space, with Core Graphics' raw values. LayerShot makes `monochrome`
/// and `rgb` spaces only.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// A colour space, as far as LayerShot tells them apart: grey, sRGB or Display P3. Every
/// colour is converted to sRGB when it is made, so drawing never depends on the space.
public final class CGColorSpace: @unchecked Sendable {
    /// `.monochrome` or `.rgb`.
    public let model: CGColorSpaceModel
    public let name: CFString?

    /// The space of one of the names below; nil for any other name, as Core Graphics returns
    /// NULL when it cannot make the space (LayerShot knows these six of Core Graphics' names).
    public init?(name: CFString) {
        switch name {
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray:
            model = .monochrome
        case CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear, CGColorSpace.extendedSRGB:
            model = .rgb
        default:
            return nil
        }
        self.name = name
    }

    init(model: CGColorSpaceModel) {
        self.model = model
        name = nil
    }

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
}

/// On Linux a `CFString` is a Swift string.
public typealias CFString = String

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }

/// Core Graphics' colour: immutable, held by reference as on Apple platforms. Its value is an
/// sRGB colour with alpha (grey and Display P3 inputs are converted when the colour is made).
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour as LayerShot draws it.
    let model: Color
    /// The components in the colour's own space, alpha last (what `components` returns).
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?

    init(_ model: Color, components: [CGFloat]? = nil, space: CGColorSpace = CGColorSpace(model: .rgb)) {
        self.model = model
        self.components = components ?? [model.red, model.green, model.blue, model.alpha].map { CGFloat($0) }
        colorSpace = space
    }

    /// A colour of sRGB components. Apple documents this initializer as making a colour in
    /// the Generic RGB colour space; LayerShot reads the components as sRGB, as it does
    /// `init(srgbRed:green:blue:alpha:)`'s (whether iOS draws the two differently has not been
    /// measured).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: gray, alpha: alpha), components: [gray, alpha], space: CGColorSpace(model: .monochrome))
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A colour of `components` (alpha last) in `space`; nil when the count does not fit it.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        let values = (0..<n).map { components[$0] }
        if space.name == CGColorSpace.linearGray {
            self.init(Color(linearRed: values[0], green: values[0], blue: values[0], alpha: values[1]), components: values, space: space)
        } else if space.model == .monochrome {
            self.init(gray: values[0], alpha: values[1])
        } else if space.name == CGColorSpace.genericRGBLinear {
            self.init(Color(linearRed: values[0], green: values[1], blue: values[2], alpha: values[3]), components: values, space: space)
        } else if space.name == CGColorSpace.displayP3 {
            self.init(Color(displayP3Red: values[0], green: values[1], blue: values[2], alpha: values[3]), components: values, space: space)
        } else {
            self.init(Color(red: values[0], green: values[1], blue: values[2], alpha: values[3]), components: values, space: space)
        }
    }

    public static let white = CGColor(gray: 1, alpha: 1)
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var alpha: CGFloat { CGFloat(model.alpha) }
    public var numberOfComponents: Int { components?.count ?? 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = model
        c.alpha = alpha
        var comps = components ?? []
        if !comps.isEmpty { comps[comps.count - 1] = alpha }
        return CGColor(c, components: comps, space: colorSpace ?? CGColorSpace(model: .rgb))
    }

    public func copy() -> CGColor? { self }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.model == b.model }
    public func hash(into hasher: inout Hasher) { hasher.combine(model) }
    public var description: String { "CGColor(\(model))" }
}
