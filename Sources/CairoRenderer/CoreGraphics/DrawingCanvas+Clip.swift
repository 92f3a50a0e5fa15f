internal import CCairo
public import Imaging
public import LayerModel

/// The clip: paths and image masks intersected into it, saved and restored with the state.
extension DrawingCanvas {
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
    public func clip(toMask image: Bitmap, byLuminance: Bool, transform: AffineTransform,
                     ctm: AffineTransform) throws(RenderError) {
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
        guard let pattern = cairo_pattern_create_for_surface(source.surface) else {
            throw .cairo(status: "could not create a mask pattern")
        }
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
}
