internal import CCairo
public import Imaging
public import LayerModel

/// Draws a layer tree into a `Bitmap` with Cairo, at a scale factor.
///
/// The image shows the root layer's bounds (its position and transform are ignored, as
/// `CALayer.render(in:)` does) at `round(w·scale) × round(h·scale)` pixels (`ImageGeometry`).
/// Rendering is deterministic: the same tree, scale and library versions give the same
/// bytes. Renderers hold no state, so frames can be rendered on many threads at once. Cairo
/// draws straight into the returned bitmap's memory; offscreen memory (groups, shadows, blur
/// planes) comes from `ScratchMemory`, kept between renders and bounded.
public struct LayerRenderer: Sendable {
    /// Pixels per point, within `ImageGeometry.scales`. Default: 2.
    public let scale: Double

    /// Throws `.invalidGeometry` for a scale outside `ImageGeometry.scales`.
    public init(scale: Double = ImageGeometry.defaultScale) throws(RenderError) {
        do {
            try ImageGeometry.checkScale(scale)
        } catch {
            throw .invalidGeometry(error)
        }
        self.scale = scale
    }

    /// The image of `size` points at this scale, or `.invalidGeometry` when a side makes
    /// no pixel or more than `ImageGeometry.maxPixelSide`.
    public func geometry(of size: Size) throws(RenderError) -> ImageGeometry {
        do {
            return try ImageGeometry(size: size, scale: scale)
        } catch {
            throw .invalidGeometry(error)
        }
    }

    /// Renders `layer` as it is (a presentation tree: animations are not evaluated here;
    /// replicators left in it are expanded, their instances all at the same time) over
    /// `background` (nil leaves the image transparent), at this renderer's scale: the image
    /// geometry of its bounds' size is checked here, once. See `render(_:in:background:)`.
    public func render(_ layer: Layer, background: Color? = nil) throws(RenderError) -> Bitmap {
        try LayerRenderer.render(layer, in: geometry(of: layer.bounds.size), background: background)
    }

    /// Renders `tree` over `background` at this renderer's scale, the image the size of the
    /// root's bounds. See `render(_:in:background:)`.
    public func render(_ tree: DrawableTree, background: Color? = nil) throws(RenderError) -> Bitmap {
        try LayerRenderer.render(tree, in: geometry(of: tree.root.bounds.size), background: background)
    }

    /// Renders `layer` as it is (`DrawableTree(_:)`) into `geometry`. See
    /// `render(_:in:background:)` for a `DrawableTree`.
    public static func render(_ layer: Layer, in geometry: ImageGeometry, background: Color? = nil) throws(RenderError) -> Bitmap {
        try render(drawable { () throws(LayerModelError) in try DrawableTree(layer) }, in: geometry, background: background)
    }

    /// Renders `tree` into `geometry`, already checked by its maker: the image shows
    /// `geometry.size` points from the origin of the root's bounds (normally the bounds' own
    /// size) at `geometry.scale`. Throws `invalidLayer` when the plan's work passes
    /// `RenderWork.budget` or a drawing reaches behind the eye (`DrawableTree.plan(in:)`,
    /// before anything is drawn); after that only for Cairo or memory.
    public static func render(_ tree: DrawableTree, in geometry: ImageGeometry, background: Color? = nil) throws(RenderError) -> Bitmap {
        let plan: RenderPlan
        do {
            plan = try tree.plan(in: geometry)
        } catch {
            throw .invalidLayer(error)
        }
        let (w, h) = (geometry.pixelWidth, geometry.pixelHeight)
        // Cairo draws straight into the bitmap's memory, converted to RGBA there at the end.
        var failure: RenderError?
        let bitmap: Bitmap
        do throws(ImagingError) {
            bitmap = try Bitmap(width: w, height: h) { pixels in
                do throws(RenderError) {
                    try draw(plan, scale: geometry.scale, background: background, into: pixels, width: w, height: h)
                } catch {
                    // Every byte written all the same (the bitmap is thrown away).
                    pixels.initializeMemory(as: UInt8.self, repeating: 0)
                    failure = error
                }
            }
        } catch {
            throw .cairo(status: error.description)
        }
        if let failure { throw failure }
        return bitmap
    }

    /// The tree `make` makes ready, its refusal as `invalidLayer`.
    static func drawable(_ make: () throws(LayerModelError) -> DrawableTree) throws(RenderError) -> DrawableTree {
        do {
            return try make()
        } catch {
            throw .invalidLayer(error)
        }
    }

    /// Draws `plan` at `scale` over `background` into `pixels` (`width` × `height`, cleared
    /// first), and converts them to premultiplied RGBA bytes.
    private static func draw(_ plan: RenderPlan, scale: Double, background: Color?, into pixels: UnsafeMutableRawBufferPointer,
                             width w: Int, height h: Int) throws(RenderError) {
        guard let memory = pixels.baseAddress else { return }
        let canvas = try CairoCanvas(width: w, height: h, drawingInto: memory)
        defer { canvas.finish() }
        CairoCanvas.clear(canvas.context)
        if let background {
            cairo_set_source_rgba(canvas.context, background.red, background.green, background.blue, background.alpha)
            cairo_paint(canvas.context)
        }
        if let root = plan.root {
            let painter = Painter(canvas: canvas, scale: scale, imageBounds: Rect(x: 0, y: 0, width: Double(w), height: Double(h)),
                                  budget: OffscreenBudget())
            try painter.draw(root)
        }
        try canvas.checkStatus()
        cairo_surface_flush(canvas.surface)
        CairoCanvas.convertToRGBA(memory, into: memory, count: w * h)
    }
}

/// One drawing pass onto one canvas. `toCanvas` transforms map a layer's bounds space into
/// canvas pixels; every layer sets its own matrix, so no state leaks between layers.
struct Painter {
    let canvas: CairoCanvas
    let scale: Double
    /// The whole image in canvas pixels (offscreen canvases cover part of it).
    let imageBounds: Rect
    /// Offscreen memory held by this render.
    let budget: OffscreenBudget

    var cr: OpaquePointer { canvas.context }

    /// Draws `planned`, taking the compositing steps the model planned for it
    /// (`LayerRenderer+Masks.swift`).
    func draw(_ planned: PlannedLayer) throws(RenderError) {
        try composite(planned, planned.steps[...])
    }

    /// Draws a planned placement: directly, or flat and projected (`LayerRenderer+Projective.swift`).
    func draw(_ placement: PlannedPlacement) throws(RenderError) {
        switch placement {
        case let .affine(planned): try draw(planned)
        case let .projected(plan): try drawProjected(plan)
        }
    }

    /// Background, contents image, content, sublayers and border (unclipped: see `composite`).
    func drawBody(_ planned: PlannedLayer) throws(RenderError) {
        try saved { () throws(RenderError) in try drawBodySaved(planned) }
    }

    private func drawBodySaved(_ planned: PlannedLayer) throws(RenderError) {
        let m = planned.toDevice
        var matrix = m.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        if let background = planned.background {
            append(planned.boundsPath)
            setSource(background)
            setEdgeAntialiasing(for: planned)
            cairo_fill(cr)
            restoreAntialiasing()
        }
        if let contents = planned.contents { try draw(contents, of: planned) }
        switch planned.kind {
        case .plain, .transform, .replicator: break
        case let .shape(shape): drawShape(shape)
        case let .gradient(gradient): try drawGradient(gradient, of: planned, under: m)
        case let .text(text): try drawText(text, in: planned.bounds)
        }
        try drawSublayers(planned.sublayers, under: m)
        if let border = planned.border {
            cairo_set_matrix(cr, &matrix)
            append(border.path)
            setSource(border.color)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setEdgeAntialiasing(for: planned)
            cairo_fill(cr)
            restoreAntialiasing()
        }
    }

    func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Adds `path` to the context's current path, in the current user space.
    func append(_ path: Path) {
        for element in path.elements {
            switch element {
            case let .move(p):
                cairo_move_to(cr, p.x, p.y)
            case let .line(p):
                cairo_line_to(cr, p.x, p.y)
            case let .quadCurve(p, c):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 {
                    cairo_get_current_point(cr, &x0, &y0)
                } else {
                    (x0, y0) = (p.x, p.y)
                    cairo_move_to(cr, x0, y0)
                }
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y
                )
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case let .arc(center, radius, start, end, clockwise):
                // Turns beyond the first add nothing to a drawing but tessellation work: keep one
                // full turn plus the remainder, so the arc still ends where it should.
                var sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                let turn = 2 * Double.pi
                if abs(sweep) > 2 * turn {
                    sweep = (turn + abs(sweep).truncatingRemainder(dividingBy: turn)) * (sweep < 0 ? -1 : 1)
                }
                if sweep >= 0 {
                    cairo_arc(cr, center.x, center.y, radius, start, start + sweep)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, radius, start, start + sweep)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }
}
