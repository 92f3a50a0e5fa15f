public import Foundation
import LayerModel

/// A layer that draws a string, as Core Animation's.
open class CATextLayer: CALayer {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CATextLayer(layer: layer) }

    /// A `String` or `NSAttributedString` (its plain string is drawn). Default: nil.
    open var string: Any?
    /// A `UIFont`, a `CGFont`, or a font name as a `String`. Default: nil (Helvetica; see
    /// docs/QUARTZ.md for the face that stands in).
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

    override func kindModel() throws(QuartzError) -> Layer.Kind {
        let alignment: TextLayer.Alignment
        switch alignmentMode {
        case .natural: alignment = .natural
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        default: throw .unsupportedProperty(layer: displayName, property: "alignmentMode", value: alignmentMode.rawValue)
        }
        let truncation: TextLayer.TruncationMode
        switch truncationMode {
        case .none: truncation = .none
        case .start: truncation = .start
        case .middle: truncation = .middle
        case .end: truncation = .end
        default: throw .unsupportedProperty(layer: displayName, property: "truncationMode", value: truncationMode.rawValue)
        }
        if let font, !(font is UIFont || font is CGFont || font is String) {
            throw .unsupportedProperty(layer: displayName, property: "font",
                                       value: "a \(type(of: font)) (a UIFont, a CGFont or a font name is drawn)")
        }
        var text = TextLayer(string: "", font: layerFont.modelFont, fontSize: fontSize,
                             foregroundColor: foregroundColor?.model ?? .clear, alignment: alignment)
        text.isWrapped = isWrapped
        text.truncationMode = truncation
        switch string {
        case let plain as String:
            text.string = plain
        case let attributed as NSAttributedString:
            // An attributed string brings its own font and colour (UIKit's defaults when it
            // has none: Helvetica 12, black), as Core Text draws it; one run of attributes.
            text.string = attributed.string
            if attributed.length > 0 {
                var run = NSRange(location: 0, length: 0)
                let style = StringDrawing.Style(attributed.attributes(at: 0, effectiveRange: &run))
                guard run.length == attributed.length else {
                    throw .unsupportedProperty(layer: displayName, property: "string", value: "an attributed string of several attribute runs")
                }
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                if let ignored = CATextLayer.undrawnAttributes.first(where: { attributes[$0] != nil }) {
                    throw .unsupportedProperty(layer: displayName, property: "string", value: "an attributed string with \(ignored.rawValue)")
                }
                if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle, paragraph.alignment != .natural {
                    throw .unsupportedProperty(layer: displayName, property: "string",
                                               value: "an attributed string with a paragraph alignment (alignmentMode is drawn)")
                }
                text.font = style.font.modelFont
                text.fontSize = style.font.pointSize
                text.foregroundColor = style.color
            }
        case nil:
            break
        case let other?:
            throw .unsupportedProperty(layer: displayName, property: "string", value: "a \(type(of: other)) (a String or NSAttributedString is drawn)")
        }
        return .text(text)
    }

    /// Attributes of a text layer's attributed string that are not drawn: letter spacing and
    /// backgrounds.
    static let undrawnAttributes: [NSAttributedString.Key] = [.kern, .backgroundColor]

    /// `font` as a `UIFont`: a font name (`String`, a `CGFont`'s) is looked up by name; nil is Helvetica,
    /// Core Animation's default. Its point size is not used: `fontSize` is, as in Core Animation.
    private var layerFont: UIFont {
        switch font {
        case let font as UIFont: font
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        case let font as CGFont: UIFont(name: font.fullName ?? "", size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: UIFont(name: "Helvetica", size: fontSize) ?? .systemFont(ofSize: fontSize)
        }
    }

    /// The size of the text as the layer lays it out, points: the widest line by the lines'
    /// height (`StringDrawing.usedSize`), wrapped text wrapped to the bounds' width. A layer
    /// whose text cannot be drawn (see `kindModel()`) answers with its frame's size.
    open override func preferredFrameSize() -> CGSize {
        guard case let .text(text)? = try? kindModel() else { return super.preferredFrameSize() }
        let width = isWrapped && bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
        guard let (layout, metrics) = StringDrawing.layout(text, in: CGSize(width: width, height: .greatestFiniteMagnitude)) else {
            return super.preferredFrameSize()
        }
        return StringDrawing.usedSize(of: layout, metrics: metrics, text: text, width: width)
    }

    /// An attributed string is drawn in its own font and colour, so animating `fontSize` or
    /// `foregroundColor` changes nothing drawn, as in Core Animation.
    override func ignoresAnimation(ofKeyPath keyPath: String) -> Bool {
        string is NSAttributedString && ["fontSize", "foregroundColor"].contains(keyPath)
    }

    override func applyKind(_ kind: Layer.Kind) {
        guard case let .text(text) = kind else { return }
        fontSize = text.fontSize
        foregroundColor = CGColor(text.foregroundColor)
    }
}
