internal import CPNG

/// What decoding a PNG does with the color-space chunks it finds (iCCP, sRGB, gAMA, cHRM, cICP).
public enum PNGColorHandling: Sendable {
    /// The samples are taken as sRGB; color-space chunks are ignored. What a renderer's
    /// textures and LayerShot's own PNGs (which carry none) need.
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
    /// Colors outside sRGB's gamut are clamped per component. Samples are converted from
    /// 8 bits (16-bit PNGs are rounded to 8 bits first). A PNG without such chunks, or with
    /// only sRGB ones, decodes to exactly the bytes `.assumeSRGB` gives. LUT-based, CMYK and
    /// Lab profiles throw `.unsupportedColorProfile`; malformed chunks or profiles throw
    /// `.invalidColorProfile`.
    case convertToSRGB
}

extension Bitmap {
    /// Decodes a PNG of any standard kind (gray, gray + alpha, palette, RGB, RGBA; with tRNS;
    /// 1- to 16-bit; interlaced or not) and premultiplies it: c' = (c × a + 127) / 255.
    /// 16-bit samples are rounded to 8 bits. `colors` says whether color-space chunks are
    /// ignored (the default: samples are taken as sRGB) or converted to sRGB.
    ///
    /// Throws `.pngTooLarge` before allocating pixels when the header declares more than
    /// `maxSide` px on a side (at most `Bitmap.maxSide`), and `.corruptPNG` for anything that
    /// is not a valid PNG, including a file cut short anywhere (even just its IEND chunk).
    public init(pngData: [UInt8], maxSide: Int = Bitmap.maxSide, colors: PNGColorHandling = .assumeSRGB) throws(ImagingError) {
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

    /// Reads and decodes the PNG file at `path` (see `init(pngData:maxSide:colors:)`).
    ///
    /// Throws `.unreadableFile` when the file cannot be read (not a regular file, or over
    /// 256 MiB), and decoding errors wrapped in `.inFile` so they name the file.
    public init(contentsOfPNG path: String, maxSide: Int = Bitmap.maxSide, colors: PNGColorHandling = .assumeSRGB) throws(ImagingError) {
        let data = try FileIO.contents(of: path)
        do {
            try self.init(pngData: data, maxSide: maxSide, colors: colors)
        } catch {
            throw .inFile(path: path, error)
        }
    }

    /// Encodes the bitmap as a PNG with straight (un-premultiplied) 8-bit samples: as a
    /// palette when it has at most 256 colors, else as RGB when every pixel is opaque, else
    /// as RGBA. Un-premultiplying rounds to nearest, c = (c' × 255 + a / 2) / a, so decoding
    /// the result gives back exactly these premultiplied pixels; the straight color of a
    /// pixel with alpha a < 255 is only as precise as 255 / a steps allow.
    ///
    /// An opaque image of at most 256 colors whose palette file is less than 4 times its
    /// palette table (so smooth that the 3 bytes a color of the table are most of the file)
    /// is encoded as RGB too, and the smaller file kept: a 400 × 400 two-color gradient along
    /// an axis has 250 colors, a 762-byte table and a 1,913-2,012-byte palette file, but
    /// 1,449-1,542 bytes as RGB (cairo's: 1,476-1,549). A one-color control on an opaque
    /// background (a 400 × 400 knob on white: 255 colors, 7,056 bytes) is far above that line
    /// and is not encoded twice.
    ///
    /// Fast: rows are filtered by cheap heuristics and compressed with libdeflate or CPNG's own
    /// deflate encoder (see CPNG's cpng.c for the measurements behind the choices).
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

    /// Encodes the bitmap (see `pngData()`) and writes it to `path` atomically: through a
    /// temporary file in the same directory, renamed over `path` once complete. On failure no
    /// file is left behind and an existing file at `path` is unchanged.
    public func writePNG(to path: String) throws(ImagingError) {
        try FileIO.writeAtomically(try pngData(), to: path)
    }

    /// Whether every pixel's alpha is 255, so the PNG can be RGB. ANDs whole pixels, which
    /// vectorizes: 0.03 ms for 640 × 640 px, 8 times faster than testing alpha bytes.
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
