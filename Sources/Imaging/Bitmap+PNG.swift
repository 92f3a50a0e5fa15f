internal import CPNG

/// What decoding a PNG does with the color-space chunks it finds (iCCP, sRGB, gAMA, cHRM, cICP).
public enum PNGColorHandling: Sendable {
    /// Samples taken as sRGB, color-space chunks ignored: for textures and LayerShot's own PNGs.
    case assumeSRGB
    /// The samples are converted to sRGB from the color space the chunks declare, for
    /// comparing images made elsewhere (a Mac's Display P3 or Generic RGB screenshot):
    /// - `cICP` (highest precedence): sRGB or Display P3 primaries with the sRGB or a linear
    ///   transfer function;
    /// - `iCCP`: ICC matrix/TRC RGB profiles (colorants rXYZ, gXYZ, bXYZ with `curv` or
    ///   `para` curves, adapted from the profile's white to D65 with Bradford) and gray TRC
    ///   profiles;
    /// - `sRGB`: no conversion; it overrides gAMA and cHRM;
    /// - `gAMA` and `cHRM` (either alone): the PNG specification's exponent and primaries.
    ///
    /// Out-of-gamut colors are clamped per component; 16-bit samples are rounded to 8 bits
    /// first. A PNG without such chunks, or with only sRGB ones, decodes to exactly the bytes
    /// `.assumeSRGB` gives. LUT-based, CMYK and Lab profiles throw `.unsupportedColorProfile`;
    /// malformed chunks or profiles throw `.invalidColorProfile`.
    case convertToSRGB
}

extension Bitmap {
    /// Decodes a PNG of any standard kind (gray, gray + alpha, palette, RGB, RGBA; with tRNS;
    /// 1- to 16-bit, rounded to 8; interlaced or not) and premultiplies it: c' = (c × a + 127) / 255.
    ///
    /// Throws `.pngTooLarge` before allocating pixels when the header declares more than
    /// `maxSide` px on a side (at most `Bitmap.maxSide`), and `.corruptPNG` for anything that
    /// is not a valid PNG, including a file cut short anywhere (even just its IEND chunk).
    public init(pngData: [UInt8], maxSide: Int = Bitmap.maxSide,
                colors: PNGColorHandling = .assumeSRGB) throws(ImagingError) {
        let limit = min(max(maxSide, 1), Bitmap.maxSide)
        var width: UInt32 = 0
        var height: UInt32 = 0
        var decoded: UnsafeMutablePointer<UInt8>?
        defer { cpng_free(decoded) }
        // Chunks are looked at only after the file decodes, so a damaged file fails as such.
        let convert = colors == .convertToSRGB
        let failure = CPNGFailure.check { message, capacity in
            pngData.withUnsafeBufferPointer { data in
                cpng_decode(
                    data.baseAddress, data.count, UInt32(limit), convert ? 1 : 0,
                    &width, &height, &decoded, message, capacity
                )
            }
        }
        if let failure {
            throw failure.status == CPNG_TOO_LARGE
                ? .pngTooLarge(width: Int(width), height: Int(height), limit: limit)
                : ImagingError(failure)
        }
        guard let decoded else { throw .pngCodecFailure(reason: "the decoder returned no pixels") }
        var pixels = Array(UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 4))
        if convert {
            try ColorConversion(from: PNGColorSpace(png: pngData)).apply(to: &pixels)
        }
        try self.init(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// Reads and decodes the PNG file at `path`: `.unreadableFile` when it cannot be read (not
    /// a regular file, or over 256 MiB), decoding errors wrapped in `.inFile` to name the file.
    public init(contentsOfPNG path: String, maxSide: Int = Bitmap.maxSide,
                colors: PNGColorHandling = .assumeSRGB) throws(ImagingError) {
        let data = try FileIO.contents(of: path)
        do {
            try self.init(pngData: data, maxSide: maxSide, colors: colors)
        } catch {
            throw .inFile(path: path, error)
        }
    }

    /// Encodes the bitmap as a PNG of straight 8-bit samples: palette when it has at most 256
    /// colors, else RGB when opaque, else RGBA. Un-premultiplying rounds to nearest,
    /// c = (c' × 255 + a / 2) / a, so decoding gives back exactly these pixels.
    ///
    /// An opaque palette file under 4 times its palette table (so smooth that the table is most
    /// of the file) is encoded as RGB too and the smaller kept: a 400 × 400 two-color axial
    /// gradient has 250 colors, a 762-byte table and a 1,913-2,012-byte palette file, but
    /// 1,449-1,542 bytes as RGB (cairo's: 1,476-1,549). A 400 × 400 knob on white (255 colors,
    /// 7,056 bytes) is far above that line and is not encoded twice. cpng.c has the measurements
    /// behind the filter heuristics and the libdeflate / own-deflate choice.
    public func pngData() throws(ImagingError) -> [UInt8] {
        let format = PNGWriter.Format(for: [self])
        var writer = PNGWriter(width: width, height: height, format: format)
        try writer.appendImageData(of: self)
        let encoded = writer.finish()
        guard case let .indexed(palette) = format, encoded.count < 4 * PNGWriter.paletteTableBytes(palette),
              PNGWriter.isOpaque(palette) else {
            return encoded
        }
        var rgb = PNGWriter(width: width, height: height, format: .rgb)
        try rgb.appendImageData(of: self)
        let alternative = rgb.finish()
        return alternative.count < encoded.count ? alternative : encoded
    }

    /// Writes `pngData()` to `path` atomically (see `FileIO.writeAtomically`): on failure an
    /// existing file is unchanged and none is left behind.
    public func writePNG(to path: String) throws(ImagingError) {
        try FileIO.writeAtomically(try pngData(), to: path)
    }

    /// Whether every alpha is 255. ANDs whole pixels, which vectorizes: 0.03 ms for 640 × 640 px,
    /// 8 times faster than testing alpha bytes.
    var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            let alpha = UInt32(bigEndian: 0xFF)  // the 4th byte of a pixel on any byte order
            var all = alpha
            bytes.withMemoryRebound(to: UInt32.self) { words in
                for word in words { all &= word }
            }
            return all == alpha
        }
    }
}
