internal import CCairo
import Foundation
import Imaging
import LayerModel

extension Painter {
    /// Fills the layer's shape (`boundsPath`, in the current user space, the layer's, which `m`
    /// maps to canvas pixels) with its conic gradient.
    ///
    /// Cairo has no conic pattern, and a mesh pattern only approximates one with curved
    /// patches whose colors Cairo interpolates premultiplied; pixman's conical gradient is
    /// not reachable through Cairo. So the gradient is rasterized here: every device pixel
    /// the bounds cover (within the clip) takes the color at its center's angle in the unit
    /// square (`ConicFrame`, `color(atLocation:)`: unpremultiplied, as the other kinds), exactly, with no seams between wedges. Pixels whose footprint straddles
    /// the 0° ray or a stop are averaged over 4 × 4 samples (premultiplied), so the hard edge
    /// at 0° and coincident stops are anti-aliased; the shape's own edges are Cairo's fill, with
    /// the background's edge anti-aliasing.
    func drawConicGradient(_ gradient: GradientLayer, of layer: PlannedLayer, under m: LayerModel.AffineTransform) throws(RenderError) {
        let bounds = layer.bounds
        guard let toBounds = m.inverted(), !gradient.colors.isEmpty, !bounds.isEmpty else { return }
        // The device pixels to color: the bounds' box, within the clip and this canvas.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        saved {
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        }
        let canvasBox = Rect(x: Double(canvas.originX), y: Double(canvas.originY), width: Double(canvas.width), height: Double(canvas.height))
        let box = m.apply(to: bounds).intersection(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).intersection(canvasBox)
        let region = PixelRect(covering: box)
        guard !region.isEmpty else { return }
        try budget.reserving(4 * region.area) { () throws(RenderError) in
            let image = try CairoCanvas(width: region.width, height: region.height, originX: region.x, originY: region.y)
            try image.withPixels { (data, stride) in
                ConicSampler(gradient: gradient, bounds: bounds, toBounds: toBounds)
                    .fill(data, stride: stride, region: region)
            }
            saved {
                append(layer.boundsPath)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, image.surface, 0, 0)
                setEdgeAntialiasing(for: layer)
                cairo_fill(cr)
            }
        }
    }
}

/// Colors device pixels of a conic gradient (see `Painter.drawConicGradient`).
private struct ConicSampler {
    let ramp: GradientRamp
    let frame: ConicFrame
    /// Device pixels to the unit square of the layer's bounds, where the angles are measured.
    let toUnit: LayerModel.AffineTransform
    /// The stop locations and 0: a pixel whose angular footprint holds one is supersampled.
    let edges: [Double]
    /// Half a pixel's longer diagonal in the unit square.
    let pixelRadius: Double

    init(gradient: GradientLayer, bounds: Rect, toBounds: LayerModel.AffineTransform) {
        ramp = GradientRamp(gradient)
        frame = ConicFrame(gradient, in: bounds)
        toUnit = toBounds.concatenating(frame.toUnit)
        edges = [0] + gradient.stops.map(\.location)
        pixelRadius = max(hypot(toUnit.a + toUnit.c, toUnit.b + toUnit.d),
                          hypot(toUnit.a - toUnit.c, toUnit.b - toUnit.d)) / 2
    }

    /// Premultiplied (a, r, g, b) in 0…1 at `u` in the unit square.
    func sample(_ u: Point) -> (Double, Double, Double, Double) {
        sample(location: frame.location(ofUnit: u))
    }

    /// Premultiplied (a, r, g, b) in 0…1 at `t` turns around the centre.
    func sample(location t: Double) -> (Double, Double, Double, Double) {
        let c = ramp.color(at: t)
        let a = min(max(c.alpha, 0), 1)
        return (a, min(max(c.red, 0), 1) * a, min(max(c.green, 0), 1) * a, min(max(c.blue, 0), 1) * a)
    }

    /// True when the pixel about `u` (unit square), at `location`, spans an angle that holds
    /// a stop or 0°, or lies within a pixel of the centre.
    func straddles(_ u: Point, location t: Double) -> Bool {
        let r = hypot(u.x - frame.center.x, u.y - frame.center.y)
        guard r > pixelRadius * 2 else { return true }
        let halfWidth = asin(pixelRadius / r) / (2 * Double.pi)
        for e in edges {
            // The distance around the circle from t to the edge, in turns.
            let d = abs(t - e)
            if min(d, 1 - d) <= halfWidth { return true }
        }
        return false
    }

    func fill(_ data: UnsafeMutablePointer<UInt8>, stride: Int, region: PixelRect) {
        let n = 4
        let step = 1 / Double(n)
        for y in 0..<region.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<region.width {
                let px = Double(region.x + x), py = Double(region.y + y)
                let u = toUnit.apply(to: Point(x: px + 0.5, y: py + 0.5))
                let t = frame.location(ofUnit: u)
                var (a, r, g, b): (Double, Double, Double, Double)
                if straddles(u, location: t) {
                    (a, r, g, b) = (0, 0, 0, 0)
                    for j in 0..<n {
                        for i in 0..<n {
                            let s = sample(toUnit.apply(to: Point(x: px + (Double(i) + 0.5) * step, y: py + (Double(j) + 0.5) * step)))
                            (a, r, g, b) = (a + s.0, r + s.1, g + s.2, b + s.3)
                        }
                    }
                    let k = step * step
                    (a, r, g, b) = (a * k, r * k, g * k, b * k)
                } else {
                    (a, r, g, b) = sample(location: t)
                }
                row[x] = UInt32(a * 255 + 0.5) << 24 | UInt32(r * 255 + 0.5) << 16 | UInt32(g * 255 + 0.5) << 8 | UInt32(b * 255 + 0.5)
            }
        }
    }
}
