internal import CPNG

/// The color space a PNG's chunks declare, resolved in the PNG specification's order of
/// precedence (third edition, §4.3): cICP, then iCCP, then sRGB, then gAMA and cHRM.
enum PNGColorSpace: Equatable {
    /// sRGB, declared or implied: the samples need no conversion.
    case sRGB
    /// Linear RGB → XYZ with a white point, after each channel's curve.
    case rgb(curves: [ToneCurve], toXYZ: ColorMatrix, white: [Double])
    /// Gray with a luminance curve (a gray ICC profile).
    case gray(ToneCurve)

    /// The color space of the PNG `data`, which must have decoded (so its chunks are sound);
    /// chunks with a bad CRC are skipped, as the decoder skips them.
    init(png data: [UInt8]) throws(ImagingError) {
        let chunks = Self.colorChunks(of: data)
        if let cicp = chunks["cICP"] {
            self = try Self(cicp: cicp)
        } else if let iccp = chunks["iCCP"] {
            let profile = try ICCProfile(bytes: Self.inflatedProfile(iccp))
            switch (profile.model, chunks["IHDR"].map { $0.count > 9 && $0[9] & 2 != 0 }) {
            case let (.matrixTRC(toPCS, curves), true?):
                // The colorants add up to the profile's white (the PCS's D50, to within their
                // fixed-point rounding), so adapting from their sum maps RGB white to white.
                self = .rgb(curves: curves, toXYZ: toPCS, white: toPCS * [1, 1, 1])
            case let (.gray(curve), false?):
                self = .gray(curve)
            case (.gray, _):
                throw .invalidColorProfile(reason: "a gray ICC profile in a color PNG")
            case (.matrixTRC, _):
                throw .invalidColorProfile(reason: "an RGB ICC profile in a gray PNG")
            }
        } else if chunks["sRGB"] != nil {
            self = .sRGB
        } else {
            self = try Self(gama: chunks["gAMA"], chrm: chunks["cHRM"])
        }
    }

    /// cICP (coding-independent code points, ITU-T H.273): sRGB and Display P3 with the sRGB
    /// transfer function, or linear; full-range RGB only.
    private init(cicp: [UInt8]) throws(ImagingError) {
        guard cicp.count == 4 else {
            throw .invalidColorProfile(reason: "cICP holds \(cicp.count) bytes; it must hold 4")
        }
        let curve: ToneCurve
        switch cicp[1] {
        case 13: curve = .sRGB
        case 8: curve = .gamma(1)
        default:
            throw .unsupportedColorProfile(
                reason: "cICP transfer function \(cicp[1]); only 13 (sRGB) and 8 (linear) are converted")
        }
        guard cicp[2] == 0, cicp[3] == 1 else {
            throw .unsupportedColorProfile(
                reason: "cICP matrix \(cicp[2]), full range \(cicp[3]); only RGB (0) at full range (1) is converted")
        }
        let curves = Array(repeating: curve, count: 3)
        switch cicp[0] {
        case 1:
            self = curve == .sRGB ? .sRGB : .rgb(curves: curves, toXYZ: Colorimetry.sRGBToXYZ, white: Colorimetry.d65)
        case 12:
            self = .rgb(curves: curves, toXYZ: Colorimetry.displayP3ToXYZ, white: Colorimetry.d65)
        default:
            throw .unsupportedColorProfile(
                reason: "cICP colour primaries \(cicp[0]); only 1 (sRGB) and 12 (Display P3) are converted")
        }
    }

    /// gAMA and cHRM, each optional (missing means sRGB's curve, primaries and white). A gAMA
    /// of 45455 ± 100 (1 / 2.2, which the sRGB chunk's specification tells writers to put beside
    /// it) counts as the sRGB curve and a cHRM within 0.001 of sRGB's as sRGB's primaries, so
    /// the many PNGs that state sRGB this way are not shifted by a few levels.
    private init(gama: [UInt8]?, chrm: [UInt8]?) throws(ImagingError) {
        var curve = ToneCurve.sRGB
        if let gama {
            guard gama.count == 4 else {
                throw .invalidColorProfile(reason: "gAMA holds \(gama.count) bytes; it must hold 4")
            }
            let fileGamma = Int(Self.uint32(gama, at: 0))
            guard fileGamma > 0 else { throw .invalidColorProfile(reason: "gAMA is 0") }
            if abs(fileGamma - 45455) > 100 { curve = .gamma(100_000 / Double(fileGamma)) }
        }
        var primaries = Colorimetry.sRGBToXYZ
        var white = Colorimetry.d65
        if let chrm {
            guard chrm.count == 32 else {
                throw .invalidColorProfile(reason: "cHRM holds \(chrm.count) bytes; it must hold 32")
            }
            let v = (0..<8).map { Double(Self.uint32(chrm, at: 4 * $0)) / 100_000 }
            let sRGBValues = [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
            if zip(v, sRGBValues).contains(where: { abs($0 - $1) > 0.001 }) {
                guard let matrix = Colorimetry.rgbToXYZ(red: (v[2], v[3]), green: (v[4], v[5]), blue: (v[6], v[7]),
                                                        white: (v[0], v[1])),
                      let whiteXYZ = Colorimetry.xyz(x: v[0], y: v[1])
                else {
                    throw .invalidColorProfile(reason: "cHRM's primaries and white point do not make a color space")
                }
                primaries = matrix
                white = whiteXYZ
            }
        }
        self = curve == .sRGB && primaries == Colorimetry.sRGBToXYZ
            ? .sRGB : .rgb(curves: Array(repeating: curve, count: 3), toXYZ: primaries, white: white)
    }

    /// The first intact IHDR, cICP, iCCP, sRGB, gAMA and cHRM chunk before the image data
    /// (where the specification places them), by type.
    private static func colorChunks(of data: [UInt8]) -> [String: [UInt8]] {
        var chunks: [String: [UInt8]] = [:]
        var offset = 8
        while offset + 12 <= data.count {
            let length = Int(uint32(data, at: offset))
            guard length <= data.count - offset - 12 else { break }
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { break }
            if ["IHDR", "cICP", "iCCP", "sRGB", "gAMA", "cHRM"].contains(type), chunks[type] == nil {
                let crc = data[offset + 4..<offset + 8 + length].withUnsafeBufferPointer {
                    cpng_crc32(0, $0.baseAddress, $0.count)
                }
                if crc == uint32(data, at: offset + 8 + length) {
                    chunks[type] = Array(data[offset + 8..<offset + 8 + length])
                }
            }
            offset += 12 + length
        }
        return chunks
    }

    /// The profile of an iCCP chunk (a name of 1…79 bytes, a NUL, compression method 0, a zlib
    /// stream), inflated to at most `ICCProfile.maxSize` bytes.
    private static func inflatedProfile(_ iccp: [UInt8]) throws(ImagingError) -> [UInt8] {
        guard let nul = iccp.prefix(80).firstIndex(of: 0), nul >= 1, nul + 1 < iccp.count, iccp[nul + 1] == 0 else {
            throw .invalidColorProfile(
                reason: "iCCP does not start with a profile name of 1...79 bytes and compression method 0")
        }
        let stream = Array(iccp[(nul + 2)...])
        // Most profiles are small: try 64 KiB before reserving the largest size allowed.
        for capacity in [64 << 10, ICCProfile.maxSize] {
            var profile = [UInt8](repeating: 0, count: capacity)
            var written = 0
            let failure = CPNGFailure.check { message, messageCapacity in
                profile.withUnsafeMutableBufferPointer { out in
                    stream.withUnsafeBufferPointer { input in
                        cpng_zlib_decompress(input.baseAddress, input.count, out.baseAddress, out.count, &written,
                                             message, messageCapacity)
                    }
                }
            }
            guard let failure else { return Array(profile.prefix(written)) }
            guard failure.status == CPNG_TOO_LARGE else {
                throw .invalidColorProfile(reason: "iCCP: \(failure.message)")
            }
        }
        throw .invalidColorProfile(reason: "iCCP: the profile inflates to more than \(ICCProfile.maxSize) bytes")
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
