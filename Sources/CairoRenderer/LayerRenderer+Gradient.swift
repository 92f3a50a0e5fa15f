internal import CCairo
import LayerModel

extension Painter {
    /// Fills the layer's shape with its gradient, padded beyond the end points: `boundsPath`,
    /// the bounds rounded as the background is, whether or not the layer masks to its bounds
    /// (CAGradientLayer "fills the shape of the layer, including rounded corners"), its edges
    /// anti-aliased as the background's are (`setEdgeAntialiasing(for:)`, `m` being the
    /// layer's bounds space to canvas pixels).
    ///
    /// An axial gradient is laid out in the unit square of the bounds and stretched to them, as
    /// Core Animation does: Cairo's linear pattern runs between the unit-space points and the
    /// pattern matrix maps the bounds onto the unit square, so on a non-square layer the lines
    /// of one color are not perpendicular to start → end in points. A radial gradient's ellipse
    /// is that of the unit square stretched alike; conic gradients are `drawConicGradient`'s.
    func drawGradient(_ gradient: GradientLayer, of layer: PlannedLayer, under m: AffineTransform) throws(RenderError) {
        let stops = gradient.stops
        let bounds = layer.bounds
        guard !stops.isEmpty, !bounds.isEmpty else { return }
        let pattern: OpaquePointer?
        var toPattern: cairo_matrix_t
        switch gradient.type {
        case .axial:
            let (start, end) = (gradient.startPoint, gradient.endPoint)
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            // The bounds space (points) to the unit square.
            toPattern = cairo_matrix_t(xx: 1 / bounds.width, yx: 0, xy: 0, yy: 1 / bounds.height,
                                       x0: -bounds.minX / bounds.width, y0: -bounds.minY / bounds.height)
        case .radial:
            // A unit circle about the start point, stretched to the radii the end point gives.
            let unit = { (p: Point) in Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
            let start = unit(gradient.startPoint), end = unit(gradient.endPoint)
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            toPattern = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
        case .conic:
            try drawConicGradient(gradient, of: layer, under: m)
            return
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &toPattern)
        Painter.addColorStops(stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        append(layer.boundsPath)
        cairo_set_source(cr, pattern)
        setEdgeAntialiasing(for: layer)
        cairo_fill(cr)
        restoreAntialiasing()
    }

    /// Adds `stops` (locations 0…1 in order) to a Cairo gradient pattern, for gradient layers
    /// and Core Graphics' gradients alike. Cairo (pixman) interpolates stops unpremultiplied,
    /// as Core Animation and Core Graphics do — a gradient to transparent black darkens midway
    /// — so stops are passed through unchanged; a test pins this behaviour.
    static func addColorStops(_ stops: [(location: Double, color: Color)], to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
    }
}
