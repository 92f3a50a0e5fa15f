public import Foundation
import CairoRenderer
import LayerModel

/// UIKit's font, as text drawing needs it: a family, a weight and a size in points.
///
/// LayerShot never uses the machine's fonts: every font maps onto the fonts LayerShot ships,
/// Inter Display at four weights and DejaVu Sans Bold (see `modelFont`).
open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit's weight numbers, from −1 (ultra light) to 1.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// The weight asked for.
    let weight: Weight

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// A font by PostScript or family name (`"Helvetica-Bold"`, `"Avenir Next"`); nil for an
    /// empty name. Names ending in Bold/Heavy/Black/Semibold/Medium/Light choose that weight.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let lower = fontName.lowercased()
        let weight: Weight = if lower.contains("black") { .black }
            else if lower.contains("heavy") { .heavy }
            else if lower.contains("semibold") || lower.contains("demibold") { .semibold }
            else if lower.contains("bold") { .bold }
            else if lower.contains("medium") { .medium }
            else if lower.contains("ultralight") { .ultraLight }
            else if lower.contains("thin") { .thin }
            else if lower.contains("light") { .light }
            else { .regular }
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: weight)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The styles of Dynamic Type, by UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    /// The system font of a text style at the default (Large) content size category, as iOS
    /// sizes it: large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold,
    /// body 17, callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11 points.
    /// An unknown style is body's.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight): (CGFloat, Weight) = switch style {
        case .largeTitle: (34, .regular)
        case .title1: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .callout: (16, .regular)
        case .subheadline: (15, .regular)
        case .footnote: (13, .regular)
        case .caption1: (12, .regular)
        case .caption2: (11, .regular)
        default: (17, .regular)
        }
        return systemFont(ofSize: size, weight: weight)
    }

    /// The standard font size, points: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of labels, points: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of small text, points: 12.
    open class var smallSystemFontSize: CGFloat { 12 }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight)
    }

    // MARK: Metrics, of the face LayerShot draws (`modelFont`), in points

    /// From the baseline up to the top of the line box.
    open var ascender: CGFloat { metrics.line.ascent }
    /// From the baseline down to the bottom of the line box: negative, as in UIKit.
    open var descender: CGFloat { -metrics.line.descent }
    /// The space the font adds between lines beyond `ascender − descender`.
    open var leading: CGFloat {
        let line = metrics.line  // measured once, not once per term
        return line.lineHeight - line.ascent - line.descent
    }
    /// Baseline to baseline: `ascender − descender + leading`.
    open var lineHeight: CGFloat { metrics.line.lineHeight }
    /// The height of capital letters ("H") above the baseline.
    open var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters ("x") above the baseline.
    open var xHeight: CGFloat { metrics.xHeight }

    /// The metrics of `modelFont` at `pointSize`; zero (and a message on standard error) if the
    /// shipped font could not be read.
    private var metrics: FontMetrics {
        do throws(RenderError) {
            return try FontLibrary.shared.metrics(of: modelFont, size: pointSize)
        } catch {
            quartzLog("UIFont metrics: \(error.description)")
            return FontMetrics(line: TextLayout.Metrics(ascent: 0, descent: 0, lineHeight: 0), capHeight: 0, xHeight: 0)
        }
    }

    /// The face LayerShot draws for this font: DejaVu Sans Bold by its own name; every other
    /// family (San Francisco, Helvetica, …) as Inter Display at the nearest shipped weight
    /// (regular, medium, semibold, bold).
    var modelFont: TextLayer.Font {
        fontName.lowercased().hasPrefix("dejavusans-bold") ? .dejaVuSansBold : .system(weight: .init(rawValue: Double(weight.rawValue)))
    }
}

/// On Linux, Core Foundation's "any object" type.
public typealias CFTypeRef = AnyObject
