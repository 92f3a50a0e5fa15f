internal import CCairo
public import LayerModel

/// Core Graphics' axial and radial gradients, filling the whole clip.
extension DrawingCanvas {
    /// Gradient colour stops: locations 0…1 in order, colours interpolated unpremultiplied.
    public typealias Stops = [(location: Double, color: Color)]

    /// Cairo's linear gradient is Core Graphics' axial one; the ends that do not extend cut
    /// the paint off there.
    func paintLinearGradient(_ stops: Stops, start: Point, end: Point, before: Bool, after: Bool,
                             on context: OpaquePointer) {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        guard !stops.isEmpty, dx != 0 || dy != 0, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
              let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        Painter.addColorStops(stops, to: pattern)
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
    func paintRadialGradient(_ stops: Stops, c0: Point, r0: Double, c1: Point, r1: Double, before: Bool, after: Bool,
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
        Painter.addColorStops(all, to: pattern)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }
}
