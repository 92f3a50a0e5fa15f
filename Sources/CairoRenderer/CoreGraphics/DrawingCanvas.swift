internal import CCairo
public import Imaging
public import LayerModel

/// An immediate-mode drawing surface with Core Graphics' compositing model, for
/// `CGContext`: every drawing operation is painted on its own, gets the style's alpha and
/// shadow, and is composited with the style's blend mode through the clip (paths and masks).
/// It draws with the renderer's own helpers (path appending, shapes, the Gaussian shadow,
/// text), so a context and a layer tree rasterize the same geometry to the same pixels.
///
/// Coordinates: operations carry a transform from their user space to device pixels
/// (origin top-left, y down). The canvas keeps the clip and a stack of saved clips; all
/// other graphics state belongs to the caller.
///
/// One concept a file: the style an operation is composited with (`+Style`), what it paints
/// (`+Operation`, `+Gradients`), compositing it (`+Compositing`), the clip (`+Clip`) and
/// transparency layers (`+TransparencyLayers`).
public final class DrawingCanvas {
    /// Width and height in pixels.
    public let width: Int, height: Int

    /// The surfaces drawn on: the image, then one per open transparency layer.
    var targets: [CairoCanvas]
    /// The mask-clip (alpha, device pixels) of each target's state, and the saved ones.
    var masks: [CairoCanvas?] = [nil]
    var savedMasks: [[CairoCanvas?]] = [[]]
    /// A fresh budget for each operation: the limits are per operation, as they are per render.
    var budget: OffscreenBudget { OffscreenBudget() }

    var target: CairoCanvas { targets[targets.count - 1] }
    var cr: OpaquePointer { target.context }

    /// A transparent canvas of `geometry`'s pixels.
    public init(_ geometry: ImageGeometry) throws(RenderError) {
        width = geometry.pixelWidth
        height = geometry.pixelHeight
        targets = [try CairoCanvas(width: width, height: height)]
    }

    /// A canvas starting with `bitmap`'s pixels; `.invalidGeometry` for a bitmap over
    /// `ImageGeometry.maxPixelSide` on a side.
    public convenience init(bitmap: Bitmap) throws(RenderError) {
        let geometry: ImageGeometry
        do {
            geometry = try ImageGeometry(pixelWidth: bitmap.width, pixelHeight: bitmap.height)
        } catch {
            throw .invalidGeometry(error)
        }
        try self.init(geometry)
        let image = try DrawingCanvas.layerImage(bitmap)
        let source = try CairoCanvas(holding: image)
        cairo_set_source_surface(cr, source.surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The pixels drawn so far (open transparency layers not included).
    public func bitmap() throws(RenderError) -> Bitmap {
        try targets[0].checkStatus()
        return try targets[0].bitmap()
    }

    // MARK: Drawing

    /// Paints `operation` (user space mapped to pixels by `transform`) with `style`, through
    /// the clip. A singular or non-finite transform draws nothing.
    public func draw(_ operation: Operation, transform: AffineTransform, style: Style) throws(RenderError) {
        guard transform.isInvertible, style.alpha > 0 else { return }
        let mask = masks[masks.count - 1]
        guard style.shadow != nil || mask != nil || style.alpha < 1 else {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_set_operator(cr, style.blendMode.cairoOperator)
            try paint(operation, on: target, transform: transform, antialias: style.antialias)
            return
        }
        try budget.reserving(3 * width * height * 4) { () throws(RenderError) in
            let shape = try CairoCanvas(width: width, height: height)
            try paint(operation, on: shape, transform: transform, antialias: style.antialias)
            try composite(shape, style: style, mask: mask)
        }
    }

    /// Clears `rect` (user space) to transparent black, through the clip; alpha, shadow and
    /// blend mode do not apply, as in Core Graphics.
    public func clear(_ rect: Rect, transform: AffineTransform) {
        guard transform.isInvertible else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        if let mask = masks[masks.count - 1] {
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.surface, 0, 0)
        } else {
            cairo_fill(cr)
        }
    }

    // MARK: Internals

    /// The renderer's painter on `canvas`, one pixel a unit: operations carry their own transform.
    func painter(on canvas: CairoCanvas) -> Painter {
        Painter(canvas: canvas, scale: 1, imageBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                budget: budget)
    }

    static func layerImage(_ bitmap: Bitmap) throws(RenderError) -> LayerImage {
        do {
            return try LayerImage(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.pixels)
        } catch {
            throw .cairo(status: error.description)
        }
    }
}
