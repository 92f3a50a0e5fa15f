public import Foundation
import CairoRenderer

/// The base of UIKit's renderer formats (`UIGraphicsImageRendererFormat` here).
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// A default format.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}

/// How `UIGraphicsImageRenderer` makes its contexts.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point. Default: the screen's, 2.
    open var scale: CGFloat = mainScreenScale
    /// Accepted; images start transparent. Default: false.
    open var opaque = false
    /// The colour range UIKit picks a pixel format for. Kept, not used: LayerShot always
    /// renders 8-bit sRGB. Default: `.automatic` (Apple's page gives no default).
    open var preferredRange: Range = .automatic

    /// The colour ranges an image renderer's pixel format can cover, with UIKit's raw values.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    public override init() { super.init() }

    /// The default format (scale 2, not opaque).
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The same as `default()`.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The base of the contexts UIKit's renderers hand their drawing closures
/// (`UIGraphicsImageRendererContext` here), for code written against it.
open class UIGraphicsRendererContext: NSObject, @unchecked Sendable {
    /// The Core Graphics context: points, origin top-left, y down.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
        super.init()
    }

    /// The format the renderer made the context with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { drawing(in: blendMode) { cgContext.fill(rect) } }

    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` with the context's stroke colour and line width in `blendMode`; the
    /// context's own blend mode is left as it was.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { drawing(in: blendMode) { cgContext.stroke(rect) } }

    /// Runs `draw` with the blend mode set to `blendMode`, the state saved and restored around it.
    private func drawing(in blendMode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw()
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context a `UIGraphicsImageRenderer` hands its drawing closure.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        super.init(cgContext: cgContext, format: format)
    }

    /// The image format the context was made with (the only kind it is made with).
    open override var format: UIGraphicsImageRendererFormat {
        super.format as! UIGraphicsImageRendererFormat
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }
}

/// UIKit's image renderer: each call makes a fresh context of `bounds` at the format's
/// scale, current on this thread while `actions` run.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    /// The drawing area, points: its origin is the image's top-left corner.
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = bounds
        super.init()
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The picture `actions` draw. A size or scale LayerShot cannot draw is logged and gives
    /// an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = run(actions), let image = context.cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// The picture `actions` draw, as PNG bytes (empty when it cannot be drawn).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        let cgContext: CGContext
        do throws(RenderError) {
            cgContext = try CGContext(uikitSize: bounds.size, scale: format.scale)
            cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        } catch {
            quartzLog("UIGraphicsImageRenderer: \(error.description)")
            return nil
        }
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        GraphicsContextStack.current.with(GraphicsContextStack.Entry(cgContext)) { actions(context) }
        return context
    }
}
