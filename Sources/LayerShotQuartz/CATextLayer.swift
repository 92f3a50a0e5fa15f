public import Foundation
import LayerModel

/// A layer that draws a string, as Core Animation's.
open class CATextLayer: CALayer, @unchecked Sendable {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CATextLayer(layer: layer) }

    /// A `String` or `NSAttributedString` (its plain string is drawn). Default: nil.
    open var string: Any?
    /// A `UIFont`, or a font name as a `String`. Default: nil (Helvetica; see docs/QUARTZ.md
    /// for the face that stands in).
    open var font: CFTypeRef?
    /// Points. Default: 36.
    open var fontSize: CGFloat = 36 { willSet { willChange("fontSize") } }
    /// Default: opaque white.
    open var foregroundColor: CGColor? = CGColor.white { willSet { willChange("foregroundColor") } }
    /// Default: false.
    open var isWrapped = false
    /// Default: `.none`.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// Default: `.natural` (left for left-to-right text).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Default: false.
    open var allowsFontSubpixelQuantization = false

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// The plain text drawn.
    var plainString: String {
        switch string {
        case let s as String: s
        case let s as NSAttributedString: s.string
        case let s as NSString: String(describing: s)
        default: ""
        }
    }

    override func contentModel() throws(QuartzError) -> Layer.Content {
        let alignment: TextLayer.Alignment
        switch alignmentMode {
        case .natural, .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        default: throw .unsupportedProperty(layer: displayName, property: "alignmentMode", value: alignmentMode.rawValue)
        }
        if isWrapped { throw .unsupportedProperty(layer: displayName, property: "isWrapped", value: "true") }
        if truncationMode != .none {
            throw .unsupportedProperty(layer: displayName, property: "truncationMode", value: truncationMode.rawValue)
        }
        let text = plainString
        if text.contains("\n") { throw .unsupportedProperty(layer: displayName, property: "string", value: "several lines") }
        return .text(TextLayer(string: text, font: (font as? UIFont)?.modelFont ?? .dejaVuSansBold, fontSize: fontSize,
                               foregroundColor: foregroundColor?.model ?? .clear, alignment: alignment))
    }

    override func applyContent(_ content: Layer.Content) {
        guard case let .text(text) = content else { return }
        fontSize = text.fontSize
        foregroundColor = CGColor(text.foregroundColor)
    }
}
