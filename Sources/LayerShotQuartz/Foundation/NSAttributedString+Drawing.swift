public import Foundation
import CairoRenderer
import LayerModel

extension NSAttributedString.Key {
    /// A `UIFont`. Default when absent: Helvetica 12 pt, as UIKit's.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`. Default when absent: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`: its `alignment` places lines drawn `in:` a rectangle.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Accepted and not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Accepted and not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

/// How lines sit in the width they are drawn in (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How lines drawn `in:` a rectangle fit its width: wrapped at spaces (both wrapping modes),
/// cut by the rectangle (`.byClipping`), or shortened with "…" at the head, tail or middle (one
/// line per paragraph).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's layout; LayerShot draws its `alignment` and `lineBreakMode`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Default: `.natural` (left).
    open internal(set) var alignment = NSTextAlignment.natural
    /// Default: `.byWordWrapping`.
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A copy of the same kind, as `NSCopying` makes it.
    open override func copy() -> Any { copy(as: NSParagraphStyle()) }

    /// A mutable copy, as `NSMutableCopying` makes it: `NSParagraphStyle.default.mutableCopy()
    /// as! NSMutableParagraphStyle` is the usual way to start a style.
    open override func mutableCopy() -> Any { copy(as: NSMutableParagraphStyle()) }

    private func copy(as style: NSParagraphStyle) -> NSParagraphStyle {
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
        return style
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}

/// UIKit's string drawing, through the same font machinery as text layers: every font is
/// drawn with LayerShot's font (see `UIFont`), lines split at "\n", each line box
/// `ascent + descent` high, measured as text layers measure text. Drawing in a rectangle lays
/// lines out as a wrapped text layer does (`TextLayout`).
enum StringDrawing {
    struct Style {
        var font: UIFont
        var color: Color
        var alignment: NSTextAlignment
        var lineBreakMode: NSLineBreakMode

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
            color = (attributes?[.foregroundColor] as? UIColor)?.model ?? .black
            let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
            alignment = paragraph?.alignment ?? .natural
            lineBreakMode = paragraph?.lineBreakMode ?? .byWordWrapping
        }

        /// The text layer that lays `string` out as this style draws it in a rectangle.
        func textLayer(_ string: String) -> TextLayer {
            let truncation: TextLayer.TruncationMode = switch lineBreakMode {
            case .byTruncatingHead: .start
            case .byTruncatingMiddle: .middle
            case .byTruncatingTail: .end
            case .byWordWrapping, .byCharWrapping, .byClipping: .none
            }
            let alignment: TextLayer.Alignment = switch self.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
            return TextLayer(string: string, font: font.modelFont, fontSize: font.pointSize, foregroundColor: color,
                             alignment: alignment,
                             isWrapped: lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping,
                             truncationMode: truncation)
        }
    }

    static func lines(_ string: String) -> [String] {
        string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The widest line's advance and the lines' total height, points (zero when the font
    /// cannot be loaded, logged).
    static func size(of string: String, style: Style) -> CGSize {
        let font = style.font
        guard let metrics = metrics(of: font.modelFont, size: font.pointSize) else { return .zero }
        var width = 0.0, height = 0.0
        for line in lines(string) {
            guard let advance = advance(of: line, font: font.modelFont, size: font.pointSize) else { return .zero }
            width = max(width, advance)
            height += metrics.ascent + metrics.descent
        }
        return CGSize(width: width, height: height)
    }

    /// `font`'s line metrics at `size` points (nil when the font cannot be loaded, logged).
    static func metrics(of font: TextLayer.Font, size: Double) -> TextLayout.Metrics? {
        logging { () throws(RenderError) in try FontLibrary.shared.metrics(of: font, size: size).line }
    }

    /// One line's advance at `size` points (nil when the font cannot be loaded, logged).
    static func advance(of line: String, font: TextLayer.Font, size: Double) -> Double? {
        logging { () throws(RenderError) in try FontLibrary.shared.advance(of: line, font: font, size: size) }
    }

    /// `measure()`, or nil with its error said on standard error.
    private static func logging<T>(_ measure: () throws(RenderError) -> T) -> T? {
        do throws(RenderError) {
            return try measure()
        } catch {
            quartzLog("NSString drawing: \(error.description)")
            return nil
        }
    }

    /// `text` laid out in bounds of `size` as a text layer of that size lays it out (the
    /// layout `draw(in:)` draws), with the font's line metrics; nil when the font cannot be
    /// loaded (logged).
    static func layout(_ text: TextLayer, in size: CGSize) -> (layout: TextLayout, metrics: TextLayout.Metrics)? {
        guard let metrics = metrics(of: text.font, size: text.fontSize) else { return nil }
        let layout = TextLayout(text, size: size.model, metrics: metrics) {
            advance(of: $0, font: text.font, size: text.fontSize) ?? 0
        }
        return (layout, metrics)
    }

    /// What the lines of a layout cover, points: the widest line's advance (a justified line,
    /// which has several runs, fills `width`) by the block from the first line box's top to the
    /// last one's bottom, `(lines − 1) × lineHeight + ascent + descent`.
    static func usedSize(of layout: TextLayout, metrics: TextLayout.Metrics, text: TextLayer, width: Double) -> CGSize {
        let widths = layout.lines.map { line in
            line.runs.count == 1 ? advance(of: line.runs[0].text, font: text.font, size: text.fontSize) ?? 0 : width
        }
        let height = Double(max(layout.lines.count - 1, 0)) * metrics.lineHeight + metrics.ascent + metrics.descent
        return CGSize(width: widths.max() ?? 0, height: height)
    }

    /// Draws `string` into the current context, its first line box's top-left corner at
    /// `point`, one line per paragraph.
    static func draw(_ string: String, at point: CGPoint, style: Style) {
        let font = style.font
        guard let context = currentContext(for: "CGContextShowGlyphsAtPositions"),
              let metrics = metrics(of: font.modelFont, size: font.pointSize) else { return }
        var y = Double(point.y)
        for line in lines(string) {
            if !line.isEmpty {
                context.perform("CGContextShowGlyphsAtPositions", .text(
                    line, font: font.modelFont, size: font.pointSize, color: style.color,
                    origin: Point(x: Double(point.x), y: y)))
            }
            y += metrics.ascent + metrics.descent
        }
    }

    /// Draws `string` in `rect` as UIKit does, laid out as a text layer of the rectangle's
    /// size (`Style.textLayer`): wrapped, or shortened, to its width; only the lines whose box
    /// fits its height (at least one), the last shortened with "…" by a truncating mode when
    /// text remains; clipped to the rectangle.
    static func draw(_ string: String, in rect: CGRect, style: Style) {
        guard let context = currentContext(for: "CGContextShowGlyphsAtPositions"),
              let (layout, metrics) = layout(style.textLayer(string), in: rect.size) else { return }
        let font = style.font
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        for line in layout.lines {
            for run in line.runs where !run.text.isEmpty {
                context.perform("CGContextShowGlyphsAtPositions", .text(
                    run.text, font: font.modelFont, size: font.pointSize, color: style.color,
                    origin: Point(x: Double(rect.minX) + run.x, y: Double(rect.minY) + line.baseline - metrics.ascent)))
            }
        }
    }
}

extension NSString {
    /// Draws the string in the current context with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, style: StringDrawing.Style(attrs))
    }

    /// Draws the string in `rect`: wrapped (or shortened) to its width by the paragraph
    /// style's `lineBreakMode`, placed by its `alignment`, the lines that fit its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, style: StringDrawing.Style(attrs))
    }

    /// The width of the widest line and the height of all lines, points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: String(self), style: StringDrawing.Style(attrs))
    }
}

extension String {
    /// Draws the string in the current context with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, at: point, style: StringDrawing.Style(attrs))
    }

    /// Draws the string in `rect`: wrapped (or shortened) to its width by the paragraph
    /// style's `lineBreakMode`, placed by its `alignment`, the lines that fit its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, style: StringDrawing.Style(attrs))
    }

    /// The width of the widest line and the height of all lines, points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self, style: StringDrawing.Style(attrs))
    }
}

extension NSAttributedString {
    /// Draws the string with the attributes of its first character.
    public func draw(at point: CGPoint) { StringDrawing.draw(string, at: point, style: firstStyle) }

    public func draw(in rect: CGRect) {
        StringDrawing.draw(string, in: rect, style: firstStyle)
    }

    public func size() -> CGSize { StringDrawing.size(of: string, style: firstStyle) }

    /// The attributes of the first character, which the whole string is drawn with.
    var firstStyle: StringDrawing.Style {
        StringDrawing.Style(length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }
}
