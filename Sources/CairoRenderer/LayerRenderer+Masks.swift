internal import CCairo
import Imaging
import LayerModel

/// Opacity groups, clips and masks: the renderer's side of `Layer.compositingPlan`, and the
/// scoped helpers that pair Cairo's calls (save/restore, push/pop) so that no throw can skip
/// the second one.
extension Painter {
    /// Takes `steps` (a layer's plan, or what is left of it): each step but the last wraps
    /// the rest, as Core Animation applies opacity around the clip and the mask, and both
    /// around everything the layer draws, its shadow included.
    func composite(_ planned: PlannedLayer, _ steps: ArraySlice<CompositingStep>) throws(RenderError) {
        let m = planned.toDevice
        guard let step = steps.first else { return }
        let rest = steps.dropFirst()
        switch step {
        case let .opacityGroup(opacity, region):
            try budget.reserving(4 * Int(region.width * region.height)) { () throws(RenderError) in
                try saved { () throws(RenderError) in
                    try group(over: region) { (painter) throws(RenderError) in try painter.composite(planned, rest) } then: { content in
                        cairo_set_source(cr, content)
                        cairo_paint_with_alpha(cr, opacity)
                    }
                }
            }
        case .clipToBounds:
            try saved { () throws(RenderError) in
                var matrix = m.cairoMatrix
                cairo_set_matrix(cr, &matrix)
                append(planned.boundsPath)
                setEdgeAntialiasing(for: planned)
                cairo_clip(cr)
                restoreAntialiasing()
                try composite(planned, rest)
            }
        case let .mask(region):
            try budget.reserving(8 * Int(region.width * region.height)) { () throws(RenderError) in
                try saved { () throws(RenderError) in
                    try group(over: region) { (painter) throws(RenderError) in try painter.composite(planned, rest) } then: { (content) throws(RenderError) in
                        try group(over: region) { (painter) throws(RenderError) in
                            if let mask = planned.mask { try painter.draw(mask) }
                        } then: { alpha in
                            cairo_set_source(cr, content)
                            cairo_mask(cr, alpha)
                        }
                    }
                }
            }
        case let .shadow(plan):
            try drawWithShadow(planned, plan: plan)
        case .body:
            try drawBody(planned)
        }
    }

    /// Runs `draw` with a painter on a group covering `region` (canvas pixels, whole: the
    /// group is no larger and lines up with the canvas), then `use` with the group as a
    /// pattern, under the identity matrix this leaves set. The pattern lives only while `use`
    /// runs: it and the group are freed however `draw` or `use` ends, so that no failure
    /// leaks an offscreen surface.
    ///
    /// The group is a canvas of its own (memory from `ScratchMemory`) when the clip is whole
    /// pixels, as it is unless a layer clips to bounds that are rotated, rounded or fractional:
    /// clipping the drawing then changes no pixel that the clip lets through when the group is
    /// painted. Otherwise it is Cairo's `cairo_push_group`, which clips the drawing too, as the
    /// group is later clipped again when painted.
    func group<R>(over region: Rect, _ draw: (Painter) throws(RenderError) -> Void,
                  then use: (OpaquePointer) throws(RenderError) -> R) throws(RenderError) -> R {
        // Pushed under the identity matrix, which the popped pattern keeps: it lines up with
        // the canvas when composited under the same matrix.
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, region.minX, region.minY, region.width, region.height)
        cairo_clip(cr)
        if let area = wholePixelClip() {
            let group = try CairoCanvas(width: area.width, height: area.height, originX: area.x, originY: area.y)
            try draw(Painter(canvas: group, scale: scale, imageBounds: imageBounds, budget: budget))
            try group.checkStatus()
            guard let pattern = cairo_pattern_create_for_surface(group.surface) else { throw .cairo(status: "could not create a group pattern") }
            defer { cairo_pattern_destroy(pattern) }
            return try use(pattern)
        }
        cairo_push_group(cr)
        do {
            try draw(self)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let pattern = cairo_pop_group(cr) else { throw .cairo(status: "could not create a group pattern") }
        defer { cairo_pattern_destroy(pattern) }
        return try use(pattern)
    }

    /// The pixels of the canvas the clip lets through, when they are a non-empty set of whole
    /// pixels (Cairo: a region), as their bounding box; nil otherwise.
    private func wholePixelClip() -> PixelRect? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles > 0 else { return nil }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let clip = PixelRect(covering: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            .intersection(PixelRect(x: canvas.originX, y: canvas.originY, width: canvas.width, height: canvas.height))
        return clip.isEmpty ? nil : clip
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`, which runs however `body` ends.
    func saved<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return try body()
    }

    /// Paints `canvas` over this painter's canvas where its own device offset places it.
    func paint(_ canvas: CairoCanvas) {
        saved {
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, canvas.surface, 0, 0)
            cairo_paint(cr)
        }
    }
}
