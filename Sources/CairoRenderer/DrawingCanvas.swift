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
public final class DrawingCanvas {
    /// Width and height in pixels.
    public let width: Int, height: Int

    /// A shadow in device pixels.
    public struct Shadow: Sendable, Hashable {
        /// Where the shadow lands relative to the drawing, pixels (y down).
        public var offset: Point
        /// The Gaussian's standard deviation, pixels (capped at `Layer.maxShadowSigmaPixels`).
        public var sigma: Double
        /// The shadow's colour; its alpha scales the blurred coverage.
        public var color: Color

        public init(offset: Point, sigma: Double, color: Color) {
            self.offset = offset
            self.sigma = sigma
            self.color = color
        }
    }

    /// Cairo's compositing operators, named as Core Graphics' blend modes.
    public enum BlendMode: Sendable, Hashable, CaseIterable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
        case destinationAtop, xor, plusLighter
    }

    /// How an operation is composited. Default: opaque, normal, no shadow, anti-aliased.
    public struct Style: Sendable, Hashable {
        /// Multiplies the operation's alpha (and its shadow's), 0…1. Default: 1.
        public var alpha: Double = 1
        /// Default: `.normal`.
        public var blendMode: BlendMode = .normal
        /// Default: nil.
        public var shadow: Shadow?
        /// Default: true.
        public var antialias = true

        public init(alpha: Double = 1, blendMode: BlendMode = .normal, shadow: Shadow? = nil, antialias: Bool = true) {
            self.alpha = alpha
            self.blendMode = blendMode
            self.shadow = shadow
            self.antialias = antialias
        }
    }

    /// Gradient colour stops: locations 0…1 in order, colours interpolated unpremultiplied.
    public typealias Stops = [(location: Double, color: Color)]

    /// What one operation paints, in its user space.
    public enum Operation: Sendable {
        /// A path filled with a colour (even-odd or non-zero).
        case fill(Path, evenOdd: Bool, color: Color)
        /// A path stroked with a colour; the shape's stroke attributes apply, its fill is ignored.
        case stroke(Path, ShapeLayer, color: Color)
        /// The whole clip filled with an axial gradient from `start` to `end`; beyond the ends
        /// the end colours extend only where `before`/`after` say.
        case linearGradient(Stops, start: Point, end: Point, before: Bool, after: Bool)
        /// The whole clip filled with the circles from (`startCenter`, `startRadius`) to
        /// (`endCenter`, `endRadius`), extended before the start and after the end as asked.
        case radialGradient(Stops, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                            before: Bool, after: Bool)
        /// An image whose pixel space maps into user space by `transform`; `smooth` chooses
        /// bilinear over nearest-neighbour sampling.
        case image(Bitmap, transform: AffineTransform, smooth: Bool)
        /// One line of text, its line box's top-left corner at `origin`.
        case text(String, font: TextLayer.Font, size: Double, color: Color, origin: Point)
    }

    /// The surfaces drawn on: the image, then one per open transparency layer.
    private var targets: [CairoCanvas]
    /// The mask-clip (alpha, device pixels) of each target's state, and the saved ones.
    private var masks: [CairoCanvas?] = [nil]
    private var savedMasks: [[CairoCanvas?]] = [[]]
    /// A fresh budget for each operation: the limits are per operation, as they are per render.
    private var budget: OffscreenBudget { OffscreenBudget() }

    private var target: CairoCanvas { targets[targets.count - 1] }
    private var cr: OpaquePointer { target.context }

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

    // MARK: Clip state

    /// Saves the clip (Core Graphics' `saveGState` half that lives here).
    public func save() {
        cairo_save(cr)
        savedMasks[savedMasks.count - 1].append(masks[masks.count - 1])
    }

    /// Restores the clip last saved in the current target; false when none was saved there.
    @discardableResult
    public func restore() -> Bool {
        guard let mask = savedMasks[savedMasks.count - 1].popLast() else { return false }
        cairo_restore(cr)
        masks[masks.count - 1] = mask
        return true
    }

    /// Intersects the clip with `path` (user space, mapped to pixels by `transform`).
    public func clip(to path: Path, evenOdd: Bool, transform: AffineTransform) {
        guard transform.isInvertible else {
            clipToNothing()
            return
        }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_new_path(cr)
        painter(on: target).append(path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
    }

    /// Removes every clip of the current target (saved states keep theirs).
    public func resetClip() {
        cairo_reset_clip(cr)
        masks[masks.count - 1] = nil
    }

    /// Intersects the clip with nothing: later drawing shows nowhere.
    public func clipToNothing() {
        cairo_reset_clip(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_clip(cr)
    }

    /// Intersects the clip with an image used as a mask, whose pixel space maps into user
    /// space by `transform` (user space to pixels by `ctm`): its alpha, or with
    /// `byLuminance` its luminance (0.3 R + 0.59 G + 0.11 B of the unpremultiplied colour).
    /// Outside the image nothing shows.
    public func clip(toMask image: Bitmap, byLuminance: Bool, transform: AffineTransform, ctm: AffineTransform) throws(RenderError) {
        let toDevice = transform.concatenating(ctm)
        guard toDevice.isInvertible else {
            clipToNothing()
            return
        }
        var alpha = image
        if byLuminance {
            alpha.withUnsafeMutableBytes { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = Double(p[i + 3])
                    let luma = a == 0 ? 0 : (0.3 * Double(p[i]) + 0.59 * Double(p[i + 1]) + 0.11 * Double(p[i + 2])) / a
                    let value = UInt8(min(255, (luma * 255).rounded()))
                    (p[i], p[i + 1], p[i + 2], p[i + 3]) = (value, value, value, value)
                }
            }
        }
        let source = try CairoCanvas(holding: DrawingCanvas.layerImage(alpha))
        let mask = try CairoCanvas(width: width, height: height)
        guard let pattern = cairo_pattern_create_for_surface(source.surface) else { throw .cairo(status: "could not create a mask pattern") }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        var matrix = toDevice.cairoMatrix
        cairo_set_matrix(mask.context, &matrix)
        cairo_set_source(mask.context, pattern)
        cairo_rectangle(mask.context, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(mask.context)
        if let previous = masks[masks.count - 1] {
            cairo_identity_matrix(mask.context)
            cairo_set_operator(mask.context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(mask.context, previous.surface, 0, 0)
            cairo_paint(mask.context)
        }
        try mask.checkStatus()
        masks[masks.count - 1] = mask
    }

    /// The box of the path clip in device pixels (the mask clip not included).
    public var clipBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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

    // MARK: Transparency layers

    /// Starts a transparency layer: later drawing goes to a transparent image of its own until
    /// `endTransparencyLayer(style:)`; its clip starts empty of restrictions (the outer clip
    /// applies when the layer is composited).
    public func beginTransparencyLayer() throws(RenderError) {
        targets.append(try CairoCanvas(width: width, height: height))
        masks.append(nil)
        savedMasks.append([])
    }

    /// Composites the innermost transparency layer into what is under it with `style`,
    /// through that target's clip; false when no layer is open.
    @discardableResult
    public func endTransparencyLayer(style: Style) throws(RenderError) -> Bool {
        guard targets.count > 1, let layer = targets.popLast() else { return false }
        masks.removeLast()
        savedMasks.removeLast()
        try layer.checkStatus()
        try composite(layer, style: style, mask: masks[masks.count - 1])
        return true
    }

    /// The number of open transparency layers.
    public var transparencyLayerDepth: Int { targets.count - 1 }

    // MARK: Internals

    private func painter(on canvas: CairoCanvas) -> Painter {
        Painter(canvas: canvas, scale: 1, imageBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), budget: budget)
    }

    /// `source` (a whole-canvas image) over its shadow, with the style's alpha and blend
    /// mode, through `mask`, onto the current target.
    private func composite(_ source: CairoCanvas, style: Style, mask: CairoCanvas?) throws(RenderError) {
        if style.alpha < 1 {
            cairo_set_operator(source.context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(source.context, 0, 0, 0, style.alpha)
            cairo_paint(source.context)
        }
        var shadowed: (canvas: CairoCanvas, x: Double, y: Double)?
        if let shadow = style.shadow, shadow.color.alpha > 0 {
            let sigma = min(max(shadow.sigma, 0), Layer.maxShadowSigmaPixels)
            let pad = Int(Layer.shadowReach(sigma: sigma))
            let canvas = try painter(on: source).shadowCanvas(of: source, pad: pad, sigma: sigma, color: shadow.color)
            shadowed = (canvas, Double(-pad) + shadow.offset.x, Double(-pad) + shadow.offset.y)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, style.blendMode.cairoOperator)
        for (surface, x, y) in [shadowed.map { ($0.canvas.surface, $0.x, $0.y) }, (source.surface, 0, 0)].compactMap({ $0 }) {
            cairo_set_source_surface(cr, surface, x, y)
            if let mask {
                cairo_mask_surface(cr, mask.surface, 0, 0)
            } else {
                cairo_paint(cr)
            }
        }
    }

    /// Paints `operation` with OVER (or the context's operator) onto `canvas`.
    private func paint(_ operation: Operation, on canvas: CairoCanvas, transform: AffineTransform, antialias: Bool) throws(RenderError) {
        let context = canvas.context
        let painter = painter(on: canvas)
        cairo_save(context)
        defer { cairo_restore(context) }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(context, &matrix)
        cairo_new_path(context)
        cairo_set_antialias(context, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        switch operation {
        case let .fill(path, evenOdd, color):
            var shape = ShapeLayer(path: path, fillColor: color)
            shape.fillRule = evenOdd ? .evenOdd : .nonZero
            painter.drawShape(shape)
        case let .stroke(path, attributes, color):
            var shape = attributes
            shape.path = path
            shape.fillColor = nil
            shape.strokeColor = color
            painter.drawShape(shape)
        case let .linearGradient(stops, start, end, before, after):
            paintLinearGradient(stops, start: start, end: end, before: before, after: after, on: context)
        case let .radialGradient(stops, c0, r0, c1, r1, before, after):
            paintRadialGradient(stops, c0: c0, r0: r0, c1: c1, r1: r1, before: before, after: after, on: context, transform: transform)
        case let .image(bitmap, imageTransform, smooth):
            try paintImage(bitmap, imageTransform: imageTransform, smooth: smooth, on: context)
        case let .text(string, font, size, color, origin):
            let text = TextLayer(string: string, font: font, fontSize: size, foregroundColor: color)
            try painter.drawText(text, in: Rect(origin: origin, size: .zero), clipsToBounds: false)
        }
        cairo_new_path(context)
    }

    private func paintLinearGradient(_ stops: Stops, start: Point, end: Point, before: Bool, after: Bool, on context: OpaquePointer) {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        guard !stops.isEmpty, dx != 0 || dy != 0, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
              let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        DrawingCanvas.addStops(stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // Without an extension, the half-plane beyond that end is clipped away: a band
        // across the axis, far enough along the perpendicular to cover any canvas.
        if !before || !after {
            let length = (dx * dx + dy * dy).squareRoot()
            let (ux, uy) = (dx / length, dy / length)
            let far = 1e6
            let from = before ? -far : 0, to = after ? length + far : length
            let corner = { (along: Double, across: Double) in
                cairo_line_to(context, start.x + ux * along - uy * across, start.y + uy * along + ux * across)
            }
            corner(from, -far)
            corner(to, -far)
            corner(to, far)
            corner(from, far)
            cairo_close_path(context)
            cairo_clip(context)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    /// Cairo's radial gradient is Core Graphics' (the circles between two circles); an
    /// extension on one side only is drawn by stretching the parameter range to circles
    /// reaching past the canvas on that side, the outer stops holding the end colour.
    private func paintRadialGradient(_ stops: Stops, c0: Point, r0: Double, c1: Point, r1: Double, before: Bool, after: Bool,
                                     on context: OpaquePointer, transform: AffineTransform) {
        guard let first = stops.first, let last = stops.last, r0 >= 0, r1 >= 0,
              [c0.x, c0.y, c1.x, c1.y, r0, r1].allSatisfy(\.isFinite) else { return }
        var (lo, hi) = (0.0, 1.0)
        if before != after {
            // The canvas corners in user space bound how far circles must reach.
            let corners = transform.inverted().map { inv in
                Rect(x: 0, y: 0, width: Double(width), height: Double(height)).corners.map(inv.apply(to:))
            } ?? []
            let reach = corners.map { max($0.distance(to: c0), $0.distance(to: c1)) }.max() ?? 0
            let dr = r1 - r0, dc = c0.distance(to: c1)
            // Radius grows by |dr| and the centre moves by dc per unit of t.
            let rate = max(abs(dr), dc, 1e-9)
            let span = min((reach + max(r0, r1)) * 2 / rate + 1, 1e4)
            if after { hi = dr < 0 ? min(1 + span, r1 > 0 ? 1 + r1 / -dr : 1) : 1 + span }
            if before { lo = dr > 0 ? max(-span, r0 > 0 ? -r0 / dr : 0) : -span }
        }
        let point = { (t: Double) in Point(x: c0.x + t * (c1.x - c0.x), y: c0.y + t * (c1.y - c0.y)) }
        let (p0, p1) = (point(lo), point(hi))
        let (q0, q1) = (max(0, r0 + lo * (r1 - r0)), max(0, r0 + hi * (r1 - r0)))
        guard let pattern = cairo_pattern_create_radial(p0.x, p0.y, q0, p1.x, p1.y, q1) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var all: Stops = stops.map { (($0.location - lo) / (hi - lo), $0.color) }
        if lo < 0 { all.insert((0, first.color), at: 0) }
        if hi > 1 { all.append((1, last.color)) }
        DrawingCanvas.addStops(all, to: pattern)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    private static func addStops(_ stops: Stops, to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
    }

    private func paintImage(_ bitmap: Bitmap, imageTransform: AffineTransform, smooth: Bool, on context: OpaquePointer) throws(RenderError) {
        guard let toImage = imageTransform.inverted(), imageTransform.isInvertible else { return }
        let source = try CairoCanvas(holding: DrawingCanvas.layerImage(bitmap))
        guard let pattern = cairo_pattern_create_for_surface(source.surface) else { throw .cairo(status: "could not create an image pattern") }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = toImage.cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        let corners = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)).corners.map(imageTransform.apply(to:))
        cairo_move_to(context, corners[0].x, corners[0].y)
        for c in corners.dropFirst() { cairo_line_to(context, c.x, c.y) }
        cairo_close_path(context)
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    private static func layerImage(_ bitmap: Bitmap) throws(RenderError) -> LayerImage {
        do {
            return try LayerImage(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.pixels)
        } catch {
            throw .cairo(status: error.description)
        }
    }
}

extension DrawingCanvas.BlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
