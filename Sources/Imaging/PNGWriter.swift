internal import CPNG

/// Assembles a PNG byte stream: the signature, then chunks of length, type, data and CRC-32
/// (PNG specification, section 5). Used for still PNGs and animated PNGs alike.
struct PNGWriter {
    /// How the image data stores pixels, always 8 bits per sample.
    enum Format {
        /// Color type 2, for images opaque everywhere.
        case rgb
        /// Color type 6.
        case rgba
        /// Color type 3: indices into a palette holding every color of the images.
        case indexed(cpng_palette)

        /// The smallest format for `images`: palette for at most 256 colors in all (a one-color
        /// control with its anti-aliasing), else RGB when all are opaque, else RGBA.
        init(for images: [Bitmap]) {
            var palette = cpng_palette()
            let fitsPalette = images.allSatisfy { image in
                image.pixels.withUnsafeBufferPointer { pixels in
                    cpng_palette_add(&palette, pixels.baseAddress, image.width * image.height) != 0
                }
            }
            if fitsPalette {
                self = .indexed(palette)
            } else {
                self = images.allSatisfy(\.isOpaque) ? .rgb : .rgba
            }
        }
    }

    let width: Int
    let height: Int
    let format: Format
    private var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Starts with the signature and IHDR (8 bits, not interlaced); for a palette, PLTE and,
    /// when an entry is translucent, tRNS.
    init(width: Int, height: Int, format: Format) {
        self.width = width
        self.height = height
        self.format = format
        let header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
            + [8, UInt8(format.cFormat.rawValue), 0, 0, 0]
        appendChunk("IHDR", fields: header)
        guard case let .indexed(palette) = format else { return }
        let entries = Self.entries(of: palette)
        let colors = stride(from: 0, to: entries.count, by: 4).flatMap { entries[$0..<$0 + 3] }
        let alphas = stride(from: 3, to: entries.count, by: 4).map { entries[$0] }
        appendChunk("PLTE", fields: colors)
        if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
            appendChunk("tRNS", fields: Array(alphas[...lastTranslucent]))  // later entries default to 255
        }
    }

    /// The straight R, G, B, A of each entry of `palette`, in order.
    static func entries(of palette: cpng_palette) -> [UInt8] {
        withUnsafeBytes(of: palette.colors) { Array($0.prefix(Int(palette.count) * 4)) }
    }

    /// Whether every color of `palette` is opaque (then so is every pixel it indexes).
    static func isOpaque(_ palette: cpng_palette) -> Bool {
        let entries = entries(of: palette)
        return stride(from: 3, to: entries.count, by: 4).allSatisfy { entries[$0] == 255 }
    }

    /// The bytes of `palette`'s PLTE chunk, 12 + 3 a color (an opaque palette has no tRNS).
    static func paletteTableBytes(_ palette: cpng_palette) -> Int {
        12 + 3 * Int(palette.count)
    }

    /// Appends one chunk whose data is `fields` followed by `data`.
    mutating func appendChunk(_ type: String, fields: [UInt8] = [],
                              data: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0)) {
        bytes += Self.bigEndian(UInt32(fields.count + data.count))
        let typeStart = bytes.count
        bytes += type.utf8
        bytes += fields
        bytes += data
        let crc = bytes.withUnsafeBufferPointer { stream in
            let covered = UnsafeBufferPointer(rebasing: stream[typeStart...])
            return cpng_crc32(0, covered.baseAddress, covered.count)
        }
        bytes += Self.bigEndian(crc)
    }

    /// Appends `bitmap` compressed as IDAT, or as an APNG fdAT given a `sequenceNumber`; it must
    /// have the stream's size and fit its format (opaque for RGB, only palette colors).
    mutating func appendImageData(of bitmap: Bitmap, sequenceNumber: UInt32? = nil) throws(ImagingError) {
        precondition(bitmap.width == width && bitmap.height == height, "image data of another size than IHDR's")
        let (width, height, cFormat) = (UInt32(width), UInt32(height), format.cFormat)
        var palette = cpng_palette()
        if case let .indexed(used) = format { palette = used }
        let bound = cpng_image_data_bound(width, height, cFormat)
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { (buffer) throws(ImagingError) in
            var written = 0
            let failure = CPNGFailure.check { message, capacity in
                bitmap.pixels.withUnsafeBufferPointer { pixels in
                    cpng_compress_image_data(
                        pixels.baseAddress, width, height, cFormat, &palette,
                        buffer.baseAddress, buffer.count, &written, message, capacity
                    )
                }
            }
            if let failure { throw ImagingError(failure) }
            let data = UnsafeBufferPointer(rebasing: buffer[..<written])
            if let sequenceNumber {
                appendChunk("fdAT", fields: Self.bigEndian(sequenceNumber), data: data)
            } else {
                appendChunk("IDAT", data: data)
            }
        }
    }

    /// Appends the IEND chunk and returns the finished stream.
    consuming func finish() -> [UInt8] {
        appendChunk("IEND")
        return bytes
    }

    /// The bytes of `value`, most significant first, as PNG stores integers.
    static func bigEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<Value.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}

extension PNGWriter.Format {
    /// CPNG's name for the format, whose raw value is the PNG color type.
    var cFormat: cpng_format {
        switch self {
        case .rgb: CPNG_RGB
        case .rgba: CPNG_RGBA
        case .indexed: CPNG_INDEXED
        }
    }
}
