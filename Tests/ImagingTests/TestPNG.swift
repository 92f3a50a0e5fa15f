import Imaging

/// Builds and takes apart PNG files byte by byte, independently of the code under test:
/// any color type and bit depth, optional Adam7 interlacing, stored (uncompressed) deflate.
enum TestPNG {
    /// PNG color types (PNG specification, table 11.1).
    enum ColorType: UInt8 {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        var samplesPerPixel: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// One chunk as found in a file.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32

        var hasValidCRC: Bool { TestPNG.crc32(Array(type.utf8) + data) == storedCRC }
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A complete PNG. `samples` holds `width × height × samplesPerPixel` values in row order
    /// (palette indices for `.palette`); `ancillary` chunks go between IHDR and IDAT.
    static func make(
        width: Int, height: Int, colorType: ColorType, bitDepth: Int = 8, interlaced: Bool = false,
        samples: [Int], ancillary: [(type: String, data: [UInt8])] = []
    ) -> [UInt8] {
        precondition(samples.count == width * height * colorType.samplesPerPixel)
        var raw: [UInt8] = []
        for pass in passes(interlaced: interlaced) {
            let xs = Array(stride(from: pass.x, to: width, by: pass.dx))
            let ys = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !xs.isEmpty else { continue }
            for y in ys {
                raw.append(0)  // filter type None
                let rowSamples = xs.flatMap { x in
                    let first = (y * width + x) * colorType.samplesPerPixel
                    return samples[first..<first + colorType.samplesPerPixel]
                }
                raw += pack(rowSamples, bitDepth: bitDepth)
            }
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            + [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var png = signature + chunk("IHDR", header)
        for extra in ancillary { png += chunk(extra.type, extra.data) }
        return png + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A PNG holding only a header for a `width` × `height` RGBA image and a tiny IDAT.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", zlibStored([0, 0, 0, 0, 0])) + chunk("IEND", [])
    }

    /// The chunks of `png` after its signature, stopping at the first incomplete one.
    static func chunks(of png: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = Int(uint32(png, at: offset))
            guard offset + 12 + length <= png.count else { break }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(png[offset + 8..<offset + 8 + length])
            chunks.append(Chunk(type: type, data: data, storedCRC: uint32(png, at: offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    /// One chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// CRC-32 as PNG and zlib use it, bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of stored deflate blocks (RFC 1950, 1951 §3.2.4).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
                       UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    /// Samples packed into bytes, most significant bits first; 16-bit samples big-endian.
    private static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
        if bitDepth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return samples.map { UInt8($0) } }
        let perByte = 8 / bitDepth
        return stride(from: 0, to: samples.count, by: perByte).map { start in
            samples[start..<min(start + perByte, samples.count)].enumerated().reduce(UInt8(0)) { byte, item in
                byte | UInt8(item.element << (8 - bitDepth * (item.offset + 1)))
            }
        }
    }

    /// The Adam7 passes (start x, start y, step x, step y), or one pass over every pixel.
    private static func passes(interlaced: Bool) -> [(x: Int, y: Int, dx: Int, dy: Int)] {
        guard interlaced else { return [(0, 0, 1, 1)] }
        return [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    }
}
