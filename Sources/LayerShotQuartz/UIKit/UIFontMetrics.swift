public import Foundation

/// Dynamic Type scaling of custom fonts and values. LayerShot renders the default (Large)
/// content size category, the one `UIFont.preferredFont(forTextStyle:)` sizes, where every
/// text style's scaling is the identity: fonts and values come back unchanged.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`; at Large every style's are the identity, so the style
    /// changes nothing.
    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }

    /// `font` scaled for the content size category: at Large, `font` itself.
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// `value` (points) scaled for the content size category: at Large, `value` itself.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
