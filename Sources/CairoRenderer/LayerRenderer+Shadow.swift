internal import CCairo
import Imaging
import LayerModel

extension Painter {
    /// Draws the layer over its shadow (the last step of its plan): the layer's drawing is
    /// rendered offscreen over the pixels `plan` gives (those that show or cast a shadow into
    /// the image), its alpha blurred with the plan's σ, tinted with its colour and painted at
    /// its offset, the drawing itself on top. With a `shadowPath`, that path filled opaque
    /// casts the shadow instead of the drawing. The clip and mask steps around it cut both.
    func drawWithShadow(_ planned: PlannedLayer, plan: ShadowPlan) throws(RenderError) {
        let m = planned.toDevice
        try budget.reserving(4 * plan.offscreenPixels) { () throws(RenderError) in
            let (offset, pad) = (plan.offset, plan.pad)
            let drawing = try offscreen(planned, over: PixelRect(covering: plan.drawing))
            let caster = switch plan.caster {
            case .drawing: drawing
            case let .body(region): try offscreen(planned, over: PixelRect(covering: region))
            case let .shadowPath(path, region): try offscreen(filling: path, in: m, over: PixelRect(covering: region))
            }
            let (sigma, color) = (plan.sigma, plan.color)
            let shadow = try caster.map { (canvas) throws(RenderError) in
                let origin = Point(x: Double(canvas.originX - pad) + offset.x, y: Double(canvas.originY - pad) + offset.y)
                return (coverage: try shadowCoverage(of: canvas, pad: pad, sigma: sigma, placedAt: origin), origin: origin)
            }
            try saved { () throws(RenderError) in
                // The canvases carry their own device offsets: they are placed in canvas pixels.
                cairo_identity_matrix(cr)
                if let shadow {
                    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                    cairo_mask_surface(cr, shadow.coverage.surface, shadow.origin.x, shadow.origin.y)
                }
                if let drawing {
                    cairo_set_source_surface(cr, drawing.surface, 0, 0)
                    cairo_paint(cr)
                }
            }
        }
    }

    /// The body of `planned` (its own drawing and sublayers, without the shadow, opacity,
    /// clip and mask applied around them) drawn on its own transparent canvas covering
    /// `region`, or nil for an empty one.
    private func offscreen(_ planned: PlannedLayer, over region: PixelRect) throws(RenderError) -> CairoCanvas? {
        guard !region.isEmpty else { return nil }
        let canvas = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
        try Painter(canvas: canvas, scale: scale, imageBounds: imageBounds, budget: budget).drawBody(planned)
        try canvas.checkStatus()
        return canvas
    }

    /// `path` filled opaque (nonzero rule) on its own transparent canvas covering `region`, or
    /// nil for an empty region.
    private func offscreen(filling path: Path, in m: AffineTransform, over region: PixelRect) throws(RenderError) -> CairoCanvas? {
        guard !region.isEmpty else { return nil }
        let canvas = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
        let painter = Painter(canvas: canvas, scale: scale, imageBounds: imageBounds, budget: budget)
        var matrix = m.cairoMatrix
        cairo_set_matrix(painter.cr, &matrix)
        painter.append(path)
        cairo_set_source_rgba(painter.cr, 0, 0, 0, 1)
        cairo_fill(painter.cr)
        try canvas.checkStatus()
        return canvas
    }

    /// The blurred, tinted alpha of `body`, `pad` pixels larger on every side, as a canvas
    /// whose origin is at (0, 0) (the caller places it): the shadow color painted through
    /// `shadowCoverage`.
    func shadowCanvas(of body: CairoCanvas, pad: Int, sigma: Double, color: Color) throws(RenderError) -> CairoCanvas {
        let coverage = try shadowCoverage(of: body, pad: pad, sigma: sigma)
        let shadow = try CairoCanvas(width: body.width + 2 * pad, height: body.height + 2 * pad)
        cairo_set_source_rgba(shadow.context, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(shadow.context, coverage.surface, 0, 0)
        try shadow.checkStatus()
        return shadow
    }

    /// The blurred alpha of `body`, `pad` pixels larger on every side, as an A8 surface whose
    /// origin is at (0, 0): the body's alpha bytes are copied into the middle of the coverage
    /// plane, 0 around them, and the plane is blurred in place. Given where its origin will
    /// be `placedAt` on this painter's canvas, only the pixels that land on the canvas (and
    /// one more on every side, for a fractional place) are blurred; the rest are left
    /// transparent.
    func shadowCoverage(of body: CairoCanvas, pad: Int, sigma: Double, placedAt origin: Point? = nil) throws(RenderError) -> CoverageSurface {
        let (w, h) = (body.width + 2 * pad, body.height + 2 * pad)
        let coverage = try CoverageSurface(width: w, height: h)
        cairo_surface_flush(coverage.surface)
        guard let bytes = cairo_image_surface_get_data(coverage.surface) else { throw .cairo(status: "surface has no pixel data") }
        let stride = Int(cairo_image_surface_get_stride(coverage.surface))
        try body.withPixels { (pixels, bodyStride) in
            for y in 0..<h {
                let row = bytes + y * stride
                guard (pad..<pad + body.height).contains(y) else {
                    row.update(repeating: 0, count: w)
                    continue
                }
                row.update(repeating: 0, count: pad)
                CairoCanvas.copyAlpha(UnsafeRawPointer(pixels + (y - pad) * bodyStride), into: row + pad, count: body.width)
                (row + pad + body.width).update(repeating: 0, count: pad)
            }
        }
        let window = origin.map { origin in
            // The canvas's pixels in the plane's, clamped before they become integers.
            func pixels(from low: Int, to high: Int, minus place: Double, limit: Int) -> Range<Int> {
                let lower = (Double(low) - place).rounded(.down) - 1, upper = (Double(high) - place).rounded(.up) + 1
                return Int(min(max(lower, 0), Double(limit)))..<Int(min(max(upper, 0), Double(limit)))
            }
            return (x: pixels(from: canvas.originX, to: canvas.originX + canvas.width, minus: origin.x, limit: w),
                    y: pixels(from: canvas.originY, to: canvas.originY + canvas.height, minus: origin.y, limit: h))
        }
        try GaussianBlur(sigma: sigma).apply(to: bytes, width: w, height: h, stride: stride, window: window)
        cairo_surface_mark_dirty(coverage.surface)
        return coverage
    }
}

/// An owned Cairo A8 image surface, one byte of coverage a pixel; whoever draws the first
/// time clears it.
final class CoverageSurface {
    let surface: OpaquePointer

    init(width: Int, height: Int) throws(RenderError) {
        surface = try CairoCanvas.imageSurface(CAIRO_FORMAT_A8, width: width, height: height)
    }

    deinit { cairo_surface_destroy(surface) }
}

extension PixelRect {
    /// The smallest whole-pixel rectangle holding `r` (empty for an empty or non-finite one).
    init(covering r: Rect) {
        let w = r.wholePixels
        self.init(x: Int(w.minX), y: Int(w.minY), width: Int(w.width), height: Int(w.height))
    }
}
