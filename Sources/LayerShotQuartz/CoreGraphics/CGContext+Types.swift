public import Foundation

/// Which points a fill or clip covers.
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the path winds around the point a non-zero number of times.
    case winding
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How a drawing operation combines with what is under it (Core Graphics' blend modes).
/// Every mode but `plusDarker` has a Cairo operator; `plusDarker` draws as `normal` and says
/// so on standard error.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// Image sampling when an image is drawn scaled: `.none` samples the nearest pixel, every
/// other level is bilinear. Core Graphics' raw values: `high` is 3 and `medium` 4.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

/// Whether a gradient paints past its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start point (circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour fills the area after the end point (circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Where a bitmap's alpha is and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's alpha placement and byte order, as `CGContext(data:…bitmapInfo:)` takes them.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrderDefault: CGBitmapInfo = []
    /// Little-endian 32-bit words on every machine LayerShot runs on.
    public static let byteOrder32Host = byteOrder32Little
}

/// On Linux, Core Foundation's dictionary is Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// On Linux, Core Foundation's array is a Swift array (write `colors as CFArray` as on iOS).
public typealias CFArray = [Any]

/// Writes a Core Graphics-style diagnostic to standard error — where Core Graphics logs the
/// misuse it tolerates (no current context, unbalanced `restoreGState`, bad dash arrays) —
/// and keeps the last one per thread (or isolated scope, `QuartzLocals`) for tests.
func quartzLog(_ message: String) {
    QuartzLocals.dictionary[lastQuartzLogKey] = message
    FileHandle.standardError.write(Data("LayerShotQuartz: \(message)\n".utf8))
}

let lastQuartzLogKey = "LayerShotQuartz.lastLog"

/// The last diagnostic `quartzLog` wrote on this thread (for tests), or nil.
var lastQuartzLog: String? {
    get { QuartzLocals.dictionary[lastQuartzLogKey] as? String }
    set { QuartzLocals.dictionary[lastQuartzLogKey] = newValue }
}
