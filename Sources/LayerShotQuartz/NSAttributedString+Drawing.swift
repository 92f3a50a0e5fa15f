public import Foundation
import CairoRenderer
import LayerModel

extension NSAttributedString.Key {
    /// A `UIFont`. Default when absent: Helvetica 12 pt, as UIKit's.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`. Default when absent: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// UIKit's string drawing, through the same font machinery as text layers: every font is
/// drawn with LayerShot's font (see `UIFont`), lines split at "\n", each line box
/// `ascent + descent` high, measured as text layers measure text.
enum StringDrawing {
    struct Style {
        var font: UIFont
        var color: Color

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
            color = (attributes?[.foregroundColor] as? UIColor)?.model ?? .black
        }
    }

    static func lines(_ string: String) -> [String] {
        string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The widest line's advance and the lines' total height, points (zero when the font
    /// cannot be loaded, logged).
    static func size(of string: String, style: Style) -> CGSize {
        var width = 0.0, height = 0.0
        for line in lines(string) {
            guard let m = measure(line, style: style) else { return .zero }
            width = max(width, m.width)
            height += m.ascent + m.descent
        }
        return CGSize(width: width, height: height)
    }

    static func measure(_ line: String, style: Style) -> (width: Double, ascent: Double, descent: Double)? {
        do throws(RenderError) {
            return try DrawingCanvas.measure(line, font: style.font.modelFont, size: style.font.pointSize)
        } catch {
            quartzLog("NSString drawing: \(error.description)")
            return nil
        }
    }

    /// Draws `string` into the current context, its first line box's top-left corner at `point`.
    static func draw(_ string: String, at point: CGPoint, style: Style) {
        guard let context = currentContext(for: "CGContextShowGlyphsAtPositions") else { return }
        var y = Double(point.y)
        for line in lines(string) {
            guard let m = measure(line, style: style) else { return }
            if !line.isEmpty {
                context.perform("CGContextShowGlyphsAtPositions", .text(
                    line, font: style.font.modelFont, size: style.font.pointSize, color: style.color,
                    origin: Point(x: point.x, y: y)))
            }
            y += m.ascent + m.descent
        }
    }
}

extension NSString {
    /// Draws the string in the current context with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, style: StringDrawing.Style(attrs))
    }

    /// Draws the string from `rect`'s top-left corner (lines are not wrapped to the width).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(at: rect.origin, withAttributes: attrs)
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

    /// Draws the string from `rect`'s top-left corner (lines are not wrapped to the width).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(at: rect.origin, withAttributes: attrs)
    }

    /// The width of the widest line and the height of all lines, points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self, style: StringDrawing.Style(attrs))
    }
}

extension NSAttributedString {
    /// Draws the string with the attributes of its first character.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(string, at: point, style: StringDrawing.Style(length > 0 ? attributes(at: 0, effectiveRange: nil) : nil))
    }

    public func draw(in rect: CGRect) { draw(at: rect.origin) }

    public func size() -> CGSize {
        StringDrawing.size(of: string, style: StringDrawing.Style(length > 0 ? attributes(at: 0, effectiveRange: nil) : nil))
    }
}
