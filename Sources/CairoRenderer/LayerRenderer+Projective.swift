internal import CCairo
import Imaging
import LayerModel

/// Layers seen in perspective. Cairo draws only affine transforms, so a layer whose plane maps
/// to the canvas projectively is drawn flat offscreen — its whole subtree, with every
/// compositing step, in its own bounds space — and that image is mapped onto the canvas by
/// the projective transform, sampled bilinearly as Cairo's own `BILINEAR` filter samples.
extension Painter {
    /// The canvas pixels this painter can change: its canvas, within the image.
    var canvasBounds: Rect {
        Rect(x: Double(canvas.originX), y: Double(canvas.originY), width: Double(canvas.width), height: Double(canvas.height))
            .intersection(imageBounds)
    }

    /// Draws a layer seen in perspective as the model planned it: flat on an image of its own,
    /// then mapped onto the pixels of this canvas it covers.
    func drawProjected(_ plan: ProjectedPlan) throws(RenderError) {
        let region = PixelRect(covering: plan.device.intersection(canvasBounds))
        guard !region.isEmpty else { return }
        let (w, h) = (plan.width, plan.height)
        try budget.reserving(4 * (w * h + region.area)) { () throws(RenderError) in
            let flat = try CairoCanvas(width: w, height: h)
            try Painter(canvas: flat, scale: plan.resolution, imageBounds: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), budget: budget)
                .draw(plan.content)
            try flat.checkStatus()
            let projected = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
            // Canvas pixels to flat pixels.
            let fromCanvas = plan.fromDevice.concatenating(ProjectiveTransform(plan.toFlat))
            try sample(flat, through: fromCanvas, into: projected, samplesPerSide: plan.samplesPerSide, hardEdges: plan.hardEdges)
            paint(projected)
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
