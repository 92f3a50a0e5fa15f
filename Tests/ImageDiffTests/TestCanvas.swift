import Imaging

/// A tiny supersampling rasterizer for test images, so that ImageDiff's tests need no
/// renderer: shapes are coverage functions sampled `samples × samples` times per pixel and
/// composited (source over) in premultiplied floating point. Two canvases with different
/// `samples` draw the same scene as two different rasterizers would: equal inside shapes,
/// slightly different along every edge.
struct TestCanvas {
    let width: Int
    let height: Int
    /// Supersamples per pixel side. Default: 4.
    var samples: Int
    /// Premultiplied RGBA, 0...1.
    private var pixels: [Double]

    init(width: Int, height: Int, background: TestColor = .clear, samples: Int = 4) {
        self.width = width
        self.height = height
        self.samples = samples
        let bg = background.premultiplied
        pixels = Array((0..<width * height).lazy.flatMap { _ in bg })
    }

    /// Fills what `inside` covers (a test on point coordinates, pixel units, y down), within
    /// the box `x0...x1, y0...y1` (pixels; nothing outside is drawn).
    mutating func fill(_ color: TestColor, box: (x0: Double, y0: Double, x1: Double, y1: Double),
                       inside: (Double, Double) -> Bool) {
        let src = color.premultiplied
        let px0 = max(0, Int(box.x0.rounded(.down)) - 1), px1 = min(width - 1, Int(box.x1.rounded(.up)) + 1)
        let py0 = max(0, Int(box.y0.rounded(.down)) - 1), py1 = min(height - 1, Int(box.y1.rounded(.up)) + 1)
        guard px0 <= px1, py0 <= py1 else { return }
        let n = samples, step = 1.0 / Double(n)
        for py in py0...py1 {
            for px in px0...px1 {
                var hits = 0
                for sy in 0..<n {
                    let y = Double(py) + (Double(sy) + 0.5) * step
                    for sx in 0..<n where inside(Double(px) + (Double(sx) + 0.5) * step, y) {
                        hits += 1
                    }
                }
                guard hits > 0 else { continue }
                let coverage = Double(hits) / Double(n * n)
                let o = (py * width + px) * 4
                let a = src[3] * coverage
                for c in 0..<4 {
                    pixels[o + c] = src[c] * coverage + pixels[o + c] * (1 - a)
                }
            }
        }
    }

    mutating func fillRect(x: Double, y: Double, width w: Double, height h: Double, _ color: TestColor) {
        fill(color, box: (x, y, x + w, y + h)) { px, py in px >= x && px < x + w && py >= y && py < y + h }
    }

    mutating func fillDisc(cx: Double, cy: Double, radius r: Double, _ color: TestColor) {
        fill(color, box: (cx - r, cy - r, cx + r, cy + r)) { px, py in
            (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r
        }
    }

    /// A line from (x0, y0) to (x1, y1) with round caps, `lineWidth` pixels wide.
    mutating func strokeLine(x0: Double, y0: Double, x1: Double, y1: Double, lineWidth: Double, _ color: TestColor) {
        let r = lineWidth / 2
        let dx = x1 - x0, dy = y1 - y0, lengthSquared = dx * dx + dy * dy
        fill(color, box: (min(x0, x1) - r, min(y0, y1) - r, max(x0, x1) + r, max(y0, y1) + r)) { px, py in
            let t = lengthSquared == 0 ? 0 : max(0, min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared))
            let cx = x0 + t * dx - px, cy = y0 + t * dy - py
            return cx * cx + cy * cy <= r * r
        }
    }

    var bitmap: Bitmap {
        let bytes = pixels.map { UInt8(($0 * 255).rounded()) }
        return try! Bitmap(width: width, height: height, pixels: bytes)
    }
}

/// A straight-alpha color for `TestCanvas`, components 0...1.
struct TestColor {
    var r, g, b, a: Double

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    var premultiplied: [Double] { [r * a, g * a, b * a, a] }

    static let clear = TestColor(0, 0, 0, 0)
    static let white = TestColor(1, 1, 1)
    static let black = TestColor(0, 0, 0)
    static let blue = TestColor(0, 0.478, 1)
    static let red = TestColor(1, 0.231, 0.188)
    static let lightGray = TestColor(0.9, 0.9, 0.92)
}
