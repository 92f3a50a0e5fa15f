internal import CCairo
import Imaging
import LayerModel

/// Layers seen in perspective. Cairo draws only affine transforms, so a layer whose plane maps
/// to the canvas projectively is drawn flat offscreen — its whole subtree, with every
/// compositing step, in its own bounds space — and that image is mapped onto the canvas by
/// the projective transform, sampled bilinearly as Cairo's own `BILINEAR` filter samples.
extension Painter {
    /// Draws `layer` placed by `t` (from its plane into the 3D space of the layer whose bounds
    /// map to the canvas by `parent`), flattened onto that layer's plane.
    func drawPlaced(_ layer: Layer, _ t: Transform3D, under parent: AffineTransform) throws(RenderError) {
        let h = t.flattened.concatenating(ProjectiveTransform(parent))
        if let a = h.affine {
            try draw(layer, in: a)
        } else {
            try drawProjected(layer, h)
        }
    }

    /// The most pixels of the flat image of a projected layer: 16 Mi (64 MiB), and at most
    /// `ImageGeometry.maxPixelSide` on a side. A layer that would need more is drawn at a
    /// lower resolution, and looks softer.
    static let maxProjectedPixels = 1 << 24
    /// The most samples per pixel side where the image is minified (4 × 4 per pixel).
    static let maxSupersampling = 4
    /// Flat pixels per canvas pixel side where the layer is magnified most: drawn at twice the
    /// resolution and sampled 2 × 2 per pixel, an edge comes out as Cairo's own coverage
    /// anti-aliasing would draw it, instead of blurred by a second filter.
    static let oversampling = 2.0

    /// The canvas pixels this painter can change: its canvas, within the image.
    var canvasBounds: Rect {
        Rect(x: Double(canvas.originX), y: Double(canvas.originY), width: Double(canvas.width), height: Double(canvas.height))
            .intersection(imageBounds)
    }

    /// Draws `layer` whose bounds space maps to the canvas by the projective `h`. Throws when
    /// part of its drawing lies at or behind the eye.
    func drawProjected(_ layer: Layer, _ h: ProjectiveTransform) throws(RenderError) {
        guard layer.isDrawn else { return }
        let name = layer.name ?? "(unnamed)"
        let first = layer.boxInBoundsSpace(scale: scale)
        guard !first.isEmpty else { return }
        guard first.corners.allSatisfy({ h.w(at: $0) > 0 }) else { throw .invalidLayer(.behindEye(layer: name)) }
        // Seen edge-on, the plane is a line: nothing shows, as for a singular affine transform.
        guard let inverse = h.inverted() else { return }

        // One flat pixel per canvas pixel where the layer is magnified most (the corner nearest
        // the eye), within the size limits; supersampled where it is minified.
        let stretches = first.corners.map { h.largestStretch(at: $0) }
        var k = Painter.oversampling * (stretches.max() ?? 1)
        k = min(k, (Double(Painter.maxProjectedPixels) / (first.width * first.height)).squareRoot(),
                Double(ImageGeometry.maxPixelSide) / first.width, Double(ImageGeometry.maxPixelSide) / first.height)
        guard k.isFinite, k > 0 else { return }
        let box = layer.boxInBoundsSpace(scale: k).union(first)
        guard box.corners.allSatisfy({ h.w(at: $0) > 0 }) else { throw .invalidLayer(.behindEye(layer: name)) }
        guard let device = h.apply(to: box) else { throw .invalidLayer(.behindEye(layer: name)) }
        let region = PixelRect(covering: device.intersection(canvasBounds))
        guard !region.isEmpty else { return }
        let samples = min(Painter.maxSupersampling, max(1, Int((k / max(stretches.min() ?? k, 1e-9)).rounded(.up))))

        // The flat image, with one transparent pixel around the drawing so that sampling fades
        // its edges the way Cairo's bilinear filter does.
        let w = Int((box.width * k).rounded(.up)) + 2, hgt = Int((box.height * k).rounded(.up)) + 2
        let toFlat = AffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(AffineTransform(scaleX: k, y: k))
            .concatenating(AffineTransform(translationX: 1, y: 1))
        try budget.reserving(4 * (w * hgt + region.area)) { () throws(RenderError) in
            let flat = try CairoCanvas(width: w, height: hgt)
            try Painter(canvas: flat, scale: k, imageBounds: Rect(x: 0, y: 0, width: Double(w), height: Double(hgt)), budget: budget)
                .draw(layer, in: toFlat)
            try flat.checkStatus()
            let projected = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
            // Canvas pixels to flat pixels.
            let fromCanvas = inverse.concatenating(ProjectiveTransform(toFlat))
            // Staircase edges, as Core Animation draws a layer's own edges without
            // `allowsEdgeAntialiasing`: when the layer draws nothing beyond its bounds, a
            // canvas pixel shows it exactly when the pixel's centre lies within them.
            let bounds = layer.bounds
            let within = box.minX >= bounds.minX - 1e-9 && box.minY >= bounds.minY - 1e-9
                && box.maxX <= bounds.maxX + 1e-9 && box.maxY <= bounds.maxY + 1e-9
            let edges = !layer.antialiasesEdges(under: h) && within ? toFlat.apply(to: bounds) : nil
            try sample(flat, through: fromCanvas, into: projected, samplesPerSide: samples, hardEdges: edges)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            // The canvas carries its own device offset, which places it.
            cairo_set_source_surface(cr, projected.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Fills `target` (premultiplied ARGB32) with `source` seen through `map` (target canvas
    /// coordinates to source pixel coordinates): bilinear interpolation between the four
    /// nearest source pixel centres, transparent outside the source, averaged over
    /// `samplesPerSide`² positions in each target pixel. With `hardEdges` (a rectangle of the
    /// source), a target pixel whose centre maps outside it stays transparent and samples
    /// inside it read only the source pixels wholly within it.
    private func sample(_ source: CairoCanvas, through map: ProjectiveTransform, into target: CairoCanvas,
                        samplesPerSide n: Int, hardEdges: Rect?) throws(RenderError) {
        let (sw, sh) = (source.width, source.height)
        let (tw, th, ox, oy) = (target.width, target.height, Double(target.originX), Double(target.originY))
        let weight = 1 / Float(n * n)
        let step = 1 / Double(n)
        // Where samples may read: the whole source, or the whole pixels within the hard edges.
        var (uMin, uMax, vMin, vMax) = (-Double.infinity, Double.infinity, -Double.infinity, Double.infinity)
        if let e = hardEdges {
            (uMin, vMin) = (e.minX.rounded(.up), e.minY.rounded(.up))
            (uMax, vMax) = (max(uMin, e.maxX.rounded(.down) - 1), max(vMin, e.maxY.rounded(.down) - 1))
        }
        let words = try source.words()
        try target.withPixels { (dst, dstStride) in
            words.withUnsafeBufferPointer { src in
                func pixel(_ x: Int, _ y: Int) -> UInt32 {
                    guard x >= 0, y >= 0, x < sw, y < sh else { return 0 }
                    return src[y * sw + x]
                }
                for ty in 0..<th {
                    let row = UnsafeMutableRawPointer(dst + ty * dstStride).assumingMemoryBound(to: UInt32.self)
                    for tx in 0..<tw {
                        let (px, py) = (ox + Double(tx), oy + Double(ty))
                        if let e = hardEdges {
                            let centre = Point(x: px + 0.5, y: py + 0.5)
                            let q = map.apply(to: centre)
                            guard map.w(at: centre) > 0, q.x >= e.minX, q.x < e.maxX, q.y >= e.minY, q.y < e.maxY else {
                                row[tx] = 0
                                continue
                            }
                        }
                        var (a, r, g, b): (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for sy in 0..<n {
                            let y = py + (Double(sy) + 0.5) * step
                            for sx in 0..<n {
                                let x = px + (Double(sx) + 0.5) * step
                                // The inverse's w is 1/w of the forward map: ≤ 0 is behind the eye.
                                let w = x * map.m13 + y * map.m23 + map.m33
                                guard w > 0 else { continue }
                                let u = min(max((x * map.m11 + y * map.m21 + map.m31) / w - 0.5, uMin), uMax)
                                let v = min(max((x * map.m12 + y * map.m22 + map.m32) / w - 0.5, vMin), vMax)
                                guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
                                let (x0, y0) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
                                let (fx, fy) = (Float(u - Double(x0)), Float(v - Double(y0)))
                                for (dx, dy, k) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)),
                                                    (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
                                    let c = pixel(x0 + dx, y0 + dy)
                                    guard c != 0 else { continue }
                                    a += Float(c >> 24) * k
                                    r += Float((c >> 16) & 0xFF) * k
                                    g += Float((c >> 8) & 0xFF) * k
                                    b += Float(c & 0xFF) * k
                                }
                            }
                        }
                        func channel(_ v: Float) -> UInt32 { UInt32(min(max(v * weight + 0.5, 0), 255)) }
                        row[tx] = channel(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
                    }
                }
            }
        }
    }
}
