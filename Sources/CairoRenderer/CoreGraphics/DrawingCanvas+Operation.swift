internal import CCairo
public import Imaging
public import LayerModel

extension DrawingCanvas {
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

    /// Paints `operation` with OVER (or the context's operator) onto `canvas`.
    func paint(_ operation: Operation, on canvas: CairoCanvas, transform: AffineTransform,
               antialias: Bool) throws(RenderError) {
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
            paintRadialGradient(stops, c0: c0, r0: r0, c1: c1, r1: r1, before: before, after: after,
                                on: context, transform: transform)
        case let .image(bitmap, imageTransform, smooth):
            try paintImage(bitmap, imageTransform: imageTransform, smooth: smooth, on: context)
        case let .text(string, font, size, color, origin):
            let text = TextLayer(string: string, font: font, fontSize: size, foregroundColor: color)
            try painter.drawText(text, in: Rect(origin: origin, size: .zero), clipsToBounds: false)
        }
        cairo_new_path(context)
    }

    private func paintImage(_ bitmap: Bitmap, imageTransform: AffineTransform, smooth: Bool,
                            on context: OpaquePointer) throws(RenderError) {
        guard let toImage = imageTransform.inverted(), imageTransform.isInvertible else { return }
        let source = try CairoCanvas(holding: DrawingCanvas.layerImage(bitmap))
        guard let pattern = cairo_pattern_create_for_surface(source.surface) else {
            throw .cairo(status: "could not create an image pattern")
        }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = toImage.cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        let corners = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)).corners
            .map(imageTransform.apply(to:))
        cairo_move_to(context, corners[0].x, corners[0].y)
        for c in corners.dropFirst() { cairo_line_to(context, c.x, c.y) }
        cairo_close_path(context)
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }
}
