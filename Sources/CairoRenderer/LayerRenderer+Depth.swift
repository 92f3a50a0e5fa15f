internal import CCairo
import Imaging
import LayerModel

/// Sublayers in depth order (`Layer.sublayerOrder()`): one after the other when every depth
/// is flat, pixel by pixel when some layer is tilted toward the viewer.
extension Painter {
    /// Draws the sublayers the model planned for a layer whose bounds space maps to the
    /// canvas by `m`.
    func drawSublayers(_ sublayers: PlannedSublayers, under m: AffineTransform) throws(RenderError) {
        switch sublayers {
        case let .painter(placements):
            for p in placements {
                try draw(p)
            }
        case let .depthComposited(pieces):
            try drawDepthComposited(pieces, under: m)
        }
    }

    /// Depths closer than this, points, count as equal (sublayer order decides), so that layers
    /// meant to lie in one plane do not flicker between each other by rounding.
    static let depthTolerance = 1e-6

    /// Each layer drawn alone over the pixels it covers; then every pixel composited from its
    /// farthest drawing to its nearest, the depth of each taken at the pixel's centre.
    private func drawDepthComposited(_ planned: [PlannedSublayers.DepthPiece], under m: AffineTransform) throws(RenderError) {
        guard let toParent = m.inverted() else { return }
        var pieces: [(placement: PlannedPlacement, region: PixelRect, depth: Layer.DepthPlane)] = []
        for p in planned {
            let depth = p.depth
            let region = PixelRect(covering: p.box.intersection(canvasBounds))
            guard !region.isEmpty else { continue }
            // The depth over canvas pixels: the plane's over the parent's plane, through m⁻¹.
            let overCanvas = Layer.DepthPlane(
                a: depth.a * toParent.a + depth.b * toParent.b,
                b: depth.a * toParent.c + depth.b * toParent.d,
                c: depth.a * toParent.tx + depth.b * toParent.ty + depth.c
            )
            pieces.append((p.placement, region, overCanvas))
        }
        guard let first = pieces.first else { return }
        let all = pieces.dropFirst().reduce(first.region) { $0.union($1.region) }
        let bytes = 4 * (all.area + pieces.reduce(0) { $0 + $1.region.area })
        try budget.reserving(bytes) { () throws(RenderError) in
            var drawn: [Piece] = []
            for piece in pieces {
                let r = piece.region
                let c = try CairoCanvas(width: r.width, height: r.height, originX: r.x, originY: r.y)
                try Painter(canvas: c, scale: scale, imageBounds: imageBounds, budget: budget).draw(piece.placement)
                try c.checkStatus()
                drawn.append(Piece(region: r, pixels: try c.words(), depth: piece.depth))
            }
            let result = try CairoCanvas(width: all.width, height: all.height, originX: all.x, originY: all.y)
            try merge(drawn, into: result)
            paint(result)
        }
    }

    /// One layer's drawing over its region: premultiplied ARGB32 words, row by row.
    private struct Piece {
        var region: PixelRect
        var pixels: [UInt32]
        var depth: Layer.DepthPlane
    }

    /// Composites `pieces` into `result` pixel by pixel, farthest first: premultiplied
    /// `source over` in the order of the depths at each pixel's centre (ties in list order).
    private func merge(_ pieces: [Piece], into result: CairoCanvas) throws(RenderError) {
        var layers: [(z: Double, index: Int, pixel: UInt32)] = []
        layers.reserveCapacity(pieces.count)
        try result.withPixels { (out, outStride) in
            for y in 0..<result.height {
                let cy = result.originY + y
                let row = UnsafeMutableRawPointer(out + y * outStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<result.width {
                    let cx = result.originX + x
                    let centre = Point(x: Double(cx) + 0.5, y: Double(cy) + 0.5)
                    layers.removeAll(keepingCapacity: true)
                    for (i, piece) in pieces.enumerated() {
                        let r = piece.region
                        let (px, py) = (cx - r.x, cy - r.y)
                        guard px >= 0, py >= 0, px < r.width, py < r.height else { continue }
                        let v = piece.pixels[py * r.width + px]
                        guard v >> 24 != 0 else { continue }
                        layers.append((piece.depth.z(at: centre), i, v))
                    }
                    layers.sort { l, r in
                        abs(l.z - r.z) > Painter.depthTolerance ? l.z < r.z : l.index < r.index
                    }
                    var (a, r, g, b): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for layer in layers {
                        let p = layer.pixel
                        let keep = 255 - (p >> 24)
                        func over(_ src: UInt32, _ dst: UInt32) -> UInt32 { src + (dst * keep + 127) / 255 }
                        a = over(p >> 24, a)
                        r = over((p >> 16) & 0xFF, r)
                        g = over((p >> 8) & 0xFF, g)
                        b = over(p & 0xFF, b)
                    }
                    row[x] = min(a, 255) << 24 | min(r, 255) << 16 | min(g, 255) << 8 | min(b, 255)
                }
            }
        }
    }
}

extension CairoCanvas {
    /// The surface's premultiplied ARGB32 words, row by row without padding.
    func words() throws(RenderError) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: width * height)
        let (w, h) = (width, height)
        try withPixels { (data, stride) in
            words.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        out[y * w + x] = row[x]
                    }
                }
            }
        }
        return words
    }
}
