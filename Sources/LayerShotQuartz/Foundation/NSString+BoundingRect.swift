public import Foundation
import LayerModel

/// How `boundingRect(with:options:…)` lays a string out (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines laid out from the top-left corner, wrapped to the width (multi-line mode);
    /// without it the string is one line whose origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; the faces LayerShot draws have no leading (line gap 0), so it changes nothing.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; the bounds are typographic (advances and line boxes) all the same.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With `.usesLineFragmentOrigin`, the last line that fits the height holds the rest of
    /// the text, shortened with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What string measuring used. LayerShot never shrinks text to fit, so `actualScaleFactor`
/// stays 1 whatever `minimumScaleFactor` says.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// Accepted, not applied (said on standard error when below 1). Default: 0.
    open var minimumScaleFactor: CGFloat = 0
    /// Always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement returned. Default: zero.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

extension StringDrawing {
    /// The rectangle `string` covers when drawn in a rectangle of `size` (its sides ≤ 0 or not
    /// finite leave that direction unbounded) with `options`. With `.usesLineFragmentOrigin`
    /// it is laid out as `draw(in:withAttributes:)` lays it out — wrapped by the paragraph
    /// style's line break mode, the lines whose box fits the height — and the rectangle starts
    /// at (0, 0): the widest line by `(lines − 1) × lineHeight + ascender − descender`.
    /// Without it the string is not wrapped and
    /// the rectangle is one line box at the baseline: y = −ascender, its height
    /// `ascender − descender`, its width the widest paragraph's.
    static func boundingRect(of string: String, style: Style, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        if let context, context.minimumScaleFactor > 0, context.minimumScaleFactor < 1 {
            quartzLog("NSStringDrawingContext.minimumScaleFactor \(context.minimumScaleFactor) is not applied: text is measured at its own size")
        }
        var text = style.textLayer(string)
        let multiline = options.contains(.usesLineFragmentOrigin)
        if !multiline {
            text.isWrapped = false
        } else if options.contains(.truncatesLastVisibleLine), text.isWrapped {
            text.truncationMode = .end
        }
        func bound(_ side: CGFloat) -> CGFloat { side > 0 && side.isFinite ? side : .greatestFiniteMagnitude }
        let room = CGSize(width: bound(size.width), height: bound(size.height))
        var rect = CGRect.zero
        if let (layout, metrics) = layout(text, in: room) {
            let used = usedSize(of: layout, metrics: metrics, text: text, width: room.width)
            rect = multiline
                ? CGRect(x: 0, y: 0, width: used.width, height: used.height)
                : CGRect(x: 0, y: -metrics.ascent, width: used.width, height: metrics.ascent + metrics.descent)
        }
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The rectangle the string covers drawn with `attributes` in a rectangle of `size`
    /// (see docs/QUARTZ.md: measured with the layout `draw(in:withAttributes:)` draws).
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: String(self), style: StringDrawing.Style(attributes), size: size, options: options, context: context)
    }
}

extension String {
    /// As `NSString`'s: Swift code calls it on a `String`, which Foundation bridges on Apple platforms.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: self, style: StringDrawing.Style(attributes), size: size, options: options, context: context)
    }
}

extension NSAttributedString {
    /// The rectangle the string covers drawn in a rectangle of `size`, with its first
    /// character's attributes (as it draws).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: string, style: firstStyle, size: size, options: options, context: context)
    }
}
