/// Converts straight (not premultiplied) 8-bit pixels of a PNG's color space to sRGB and
/// premultiplies them.
///
/// Each channel goes through its curve to linear light (a 256-entry table), through one
/// matrix — RGB → XYZ, Bradford adaptation from the source white to D65, XYZ → linear sRGB —
/// is clamped into 0…1 per component (a color outside sRGB's gamut, such as Display P3's
/// pure red, becomes the nearest sRGB value of each component; hue may shift) and is
/// encoded with the sRGB curve, rounded to the nearest level.
struct ColorConversion {
    /// Per channel, linear light of each 8-bit level.
    let linear: [[Double]]
    /// Linear source RGB → linear sRGB; the identity for gray (the curve gives luminance).
    let matrix: ColorMatrix

    init(from space: PNGColorSpace) throws(ImagingError) {
        switch space {
        case .sRGB:
            linear = Array(repeating: (0...255).map { ToneCurve.sRGB(Double($0) / 255) }, count: 3)
            matrix = .identity
        case let .gray(curve):
            linear = Array(repeating: (0...255).map { curve(Double($0) / 255) }, count: 3)
            matrix = .identity
        case let .rgb(curves, toXYZ, white):
            linear = curves.map { curve in (0...255).map { curve(Double($0) / 255) } }
            guard let adaptation = Colorimetry.adaptation(from: white, to: Colorimetry.d65) else {
                throw .invalidColorProfile(reason: "its white point (XYZ \(white)) cannot be adapted to D65")
            }
            matrix = Colorimetry.xyzToSRGB * adaptation * toXYZ
        }
    }

    /// The 8-bit sRGB level of each linear value i / 65535: steps of 0.05 level at most
    /// (the curve's steepest slope is 12.92 near black).
    private static let encoded: [UInt8] = (0...65535).map {
        UInt8((ToneCurve.sRGBEncoded(Double($0) / 65535) * 255).rounded())
    }

    /// Converts `pixels` (straight RGBA) in place and premultiplies them: c' = (c × a + 127) / 255.
    func apply(to pixels: inout [UInt8]) {
        let encoded = Self.encoded
        let (lr, lg, lb) = (linear[0], linear[1], linear[2])
        let m = matrix.rows
        func premultiplied(_ value: Double, _ alpha: UInt32) -> UInt8 {
            let level = UInt32(encoded[Int((min(max(value, 0), 1) * 65535).rounded())])
            return UInt8((level * alpha + 127) / 255)
        }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let (r, g, b) = (lr[Int(pixels[i])], lg[Int(pixels[i + 1])], lb[Int(pixels[i + 2])])
            let alpha = UInt32(pixels[i + 3])
            pixels[i] = premultiplied(m[0][0] * r + m[0][1] * g + m[0][2] * b, alpha)
            pixels[i + 1] = premultiplied(m[1][0] * r + m[1][1] * g + m[1][2] * b, alpha)
            pixels[i + 2] = premultiplied(m[2][0] * r + m[2][1] * g + m[2][2] * b, alpha)
        }
    }
}
