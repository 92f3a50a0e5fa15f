internal import CCairo
import LayerModel

extension Painter {
    /// Draws the layer over its shadow: the layer's drawing is rendered offscreen over the
    /// pixels it can reach, its alpha blurred with σ = `shadowRadius · scale` pixels, tinted
    /// with `shadowColor · shadowOpacity` and painted at `shadowOffset`, the drawing itself on
    /// top; `masksToBounds` and the mask then clip both, as in Core Animation.
    func drawWithShadow(_ layer: Layer, in m: AffineTransform) throws(RenderError) {
        var body = layer
        body.shadowOpacity = 0
        body.opacity = 1
        body.masksToBounds = false
        body.mask = nil
        let reach = Layer.shadowReach(radius: layer.shadowRadius, scale: scale)
        let offset = layer.shadowOffsetInDevice(m)
        // Drawing outside the image can still cast a shadow into it.
        let visible = imageBounds.insetBy(dx: -(reach + abs(offset.x)), dy: -(reach + abs(offset.y)))
        let region = Painter.pixelAligned(body.drawingBounds(toDevice: m, scale: scale).intersection(visible))
        guard region.width > 0, region.height > 0 else { return }

        let drawing = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
        try Painter(canvas: drawing, scale: scale, imageBounds: imageBounds).drawBody(body, in: m)
        try drawing.checkStatus()

        let pad = Int(reach)
        let shadow = try shadowCanvas(of: drawing, pad: pad, sigma: layer.shadowRadius * scale,
                                      color: layer.shadowColor.withAlphaMultiplied(by: min(layer.shadowOpacity, 1)))
        try composite(layer, in: m) { () throws(RenderError) in
            cairo_set_source_surface(cr, shadow.surface, Double(region.x - pad) + offset.x, Double(region.y - pad) + offset.y)
            cairo_paint(cr)
            // The drawing's canvas carries its own device offset, which places it.
            cairo_set_source_surface(cr, drawing.surface, 0, 0)
            cairo_paint(cr)
        }
    }

    /// The blurred, tinted alpha of `body`, `pad` pixels larger on every side, as a canvas
    /// whose origin is at (0, 0) (the caller places it).
    private func shadowCanvas(of body: CairoCanvas, pad: Int, sigma: Double, color: Color) throws(RenderError) -> CairoCanvas {
        let (w, h) = (body.width + 2 * pad, body.height + 2 * pad)
        var plane = [Float](repeating: 0, count: w * h)
        try body.withPixels { (data, stride) in
            for y in 0..<body.height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<body.width {
                    plane[(y + pad) * w + x + pad] = Float(row[x] >> 24) / 255
                }
            }
        }
        GaussianBlur(sigma: sigma).apply(to: &plane, width: w, height: h)
        let shadow = try CairoCanvas(width: w, height: h)
        // Premultiplied ARGB32 per pixel: each channel is color · coverage · 255, rounded.
        let a = Float(color.alpha) * 255
        let (r, g, b) = (Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a)
        try shadow.withPixels { (data, stride) in
            plane.withUnsafeBufferPointer { coverage in
                for y in 0..<h {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let c = min(max(coverage[y * w + x], 0), 1)
                        row[x] = UInt32(c * a + 0.5) << 24 | UInt32(c * r + 0.5) << 16 | UInt32(c * g + 0.5) << 8 | UInt32(c * b + 0.5)
                    }
                }
            }
        }
        return shadow
    }

    /// The smallest whole-pixel rectangle holding `r`.
    static func pixelAligned(_ r: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
        guard !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return (0, 0, 0, 0) }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        return (x0, y0, x1 - x0, y1 - y0)
    }
}
