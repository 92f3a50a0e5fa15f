internal import CCairo
import LayerModel

extension Painter {
    /// Fills, then strokes the part of the path between `strokeStart` and `strokeEnd`, in
    /// the current user space (the layer's bounds space).
    func drawShape(_ shape: ShapeLayer) {
        guard !shape.path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            append(shape.path)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(fill)
            cairo_fill(cr)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
              shape.strokeStart < shape.strokeEnd else { return }
        append(shape.path.trimmed(from: shape.strokeStart, to: shape.strokeEnd))
        cairo_set_line_width(cr, shape.lineWidth)
        switch shape.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch shape.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, shape.miterLimit)
        if let dashes = shape.drawnDashPattern {
            cairo_set_dash(cr, dashes, Int32(dashes.count), shape.lineDashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        setSource(stroke)
        cairo_stroke(cr)
    }
}
