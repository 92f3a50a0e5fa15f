import Imaging

extension DiffImage {
    /// Yellow: the smallest difference a heat map shows, 1 level.
    static let heatCool = RGBA8(r: 255, g: 230, b: 0, a: 255)
    /// Red: a difference of `heatFull` levels or more.
    static let heatHot = RGBA8(r: 220, g: 0, b: 0, a: 255)
    /// The difference, in levels, drawn fully red.
    static let heatFull = 32

    /// Every difference however small, unlike `diff` (which marks only what counts against the
    /// tolerance): each pixel is the largest channel difference (premultiplied) within one pixel,
    /// yellow at 1 level to red at `heatFull`, over the expected image faded as in `diff`, so a
    /// fill a few levels off lights up yellow. For images of different sizes it is `diff`.
    public func heatMap() -> Bitmap {
        guard expected.width == actual.width, expected.height == actual.height else { return diff }
        let width = expected.width, height = expected.height
        var delta = [UInt8](repeating: 0, count: width * height)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0..<width * height {
                    let o = i * 4
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(e[o + c]) - Int(a[o + c]))) }
                    delta[i] = UInt8(d)
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        expected.pixels.withUnsafeBytes { e in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for x in 0..<width {
                        var d = 0
                        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                            for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                                d = max(d, Int(delta[ny * width + nx]))
                            }
                        }
                        let o = (y * width + x) * 4
                        if d == 0 {
                            DiffImage.drawUnchanged(e, at: o, into: out)
                        } else {
                            let t = Double(min(d, DiffImage.heatFull) - 1) / Double(DiffImage.heatFull - 1)
                            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                                UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
                            }
                            let cool = DiffImage.heatCool, hot = DiffImage.heatHot
                            let color = RGBA8(r: mix(cool.r, hot.r), g: mix(cool.g, hot.g), b: mix(cool.b, hot.b),
                                              a: 255)
                            DiffImage.draw(color, at: o, into: out)
                        }
                    }
                }
            }
        }
        return (try? Bitmap(width: width, height: height, pixels: pixels)) ?? diff
    }
}
