internal import CCairo
import LayerModel

extension Painter {
    /// Draws a layer's `contents` as the plan placed them, in the layer's bounds space (the
    /// context's matrix is the layer's `toDevice`). Beyond the image its edge pixels extend
    /// (Cairo's PAD), as Core Animation extends them past a `contentsRect` larger than the unit
    /// square.
    ///
    /// A nine-part image is clipped to its frame (anti-aliased as the layer's edges are:
    /// `PlannedLayer.antialiasesEdges`) and its pieces are filled without
    /// anti-aliasing, each reaching past the frame's outer edges: every pixel then belongs to
    /// exactly one piece, so no seam shows where pieces meet at fractional pixels.
    func draw(_ contents: PlannedContents, of layer: PlannedLayer) throws(RenderError) {
        let (image, frame, pieces, m) = (contents.image, contents.frame, contents.pieces, layer.toDevice)
        try budget.reserving(image.width * image.height * 4) { () throws(RenderError) in
            let canvas = try CairoCanvas(holding: image)
            guard let pattern = cairo_pattern_create_for_surface(canvas.surface) else { throw .cairo(status: "could not create an image pattern") }
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_save(cr)
            defer { cairo_restore(cr) }
            // The image's outer edges are the layer's own: staircases when rotated, as on iOS.
            setEdgeAntialiasing(for: layer)
            let nine = pieces.count > 1
            if nine {
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_clip(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            }
            // Past the frame's outer edges by its own size: far enough to cover every pixel the
            // anti-aliased clip lets through.
            let reach = max(frame.width, frame.height) + 1
            for piece in pieces {
                let d = piece.destination, s = piece.source
                let sx = s.width / d.width, sy = s.height / d.height
                // User space (bounds points) to image pixels.
                var toImage = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: s.minX - d.minX * sx, y0: s.minY - d.minY * sy)
                cairo_pattern_set_matrix(pattern, &toImage)
                // Device pixels covered per image pixel: above 1 the image is enlarged.
                let enlarges = abs(m.determinant) / (sx * sy) >= 1
                cairo_pattern_set_filter(pattern, (enlarges ? contents.magnificationFilter : contents.minificationFilter).cairoFilter)
                cairo_set_source(cr, pattern)
                var fill = d
                if nine {
                    let x0 = d.minX <= frame.minX ? d.minX - reach : d.minX, x1 = d.maxX >= frame.maxX ? d.maxX + reach : d.maxX
                    let y0 = d.minY <= frame.minY ? d.minY - reach : d.minY, y1 = d.maxY >= frame.maxY ? d.maxY + reach : d.maxY
                    fill = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                }
                cairo_rectangle(cr, fill.minX, fill.minY, fill.width, fill.height)
                cairo_fill(cr)
            }
        }
    }
}

extension Layer.ContentsFilter {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .linear: CAIRO_FILTER_BILINEAR
        case .nearest: CAIRO_FILTER_NEAREST
        case .trilinear: CAIRO_FILTER_GOOD
        }
    }
}

extension CairoCanvas {
    /// A canvas holding `image`'s pixels: RGBA bytes to Cairo's native-endian ARGB32 words,
    /// both premultiplied — the one place pixels enter Cairo.
    convenience init(holding image: LayerImage) throws(RenderError) {
        try self.init(width: image.width, height: image.height)
        let (w, h) = (image.width, image.height)
        try withPixels { (data, stride) in
            image.pixels.withUnsafeBufferPointer { rgba in
                for y in 0..<h {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        row[x] = UInt32(rgba[i + 3]) << 24 | UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
                    }
                }
            }
        }
    }
}
