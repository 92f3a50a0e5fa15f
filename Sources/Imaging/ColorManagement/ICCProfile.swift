/// A matrix/TRC RGB or gray TRC ICC profile (ICC.1:2010, v2 and v4): what displays, cameras
/// and Apple's screenshots embed (Display P3, Generic RGB, sRGB, Adobe RGB; Generic Gray).
///
/// Every offset and count is checked against the bytes. LUT-based profiles (only `A2B0`-style
/// tags), CMYK, Lab and other color spaces are `.unsupportedColorProfile`.
struct ICCProfile {
    /// The largest profile read: 4 MiB. Display P3 is 536 bytes, Generic RGB under 2 KB;
    /// profiles that carry large LUTs beside their matrix/TRC tags stay well below this.
    static let maxSize = 4 << 20

    enum Model: Equatable {
        /// Linear RGB → PCS XYZ (D50) via the colorant columns rXYZ, gXYZ, bXYZ, after each
        /// channel's TRC.
        case matrixTRC(toPCS: ColorMatrix, curves: [ToneCurve])
        /// Gray: the TRC gives the luminance relative to the media white.
        case gray(ToneCurve)
    }

    let model: Model

    init(bytes: [UInt8]) throws(ImagingError) {
        let reader = Reader(bytes: bytes)
        guard bytes.count >= 132 else {
            throw .invalidColorProfile(reason: "\(bytes.count) bytes, shorter than a header and tag count (132)")
        }
        guard reader.tag(at: 36) == "acsp" else {
            throw .invalidColorProfile(reason: "no 'acsp' signature at byte 36: not an ICC profile")
        }
        let declared = Int(reader.uint32(at: 0))
        guard declared >= 132, declared <= bytes.count else {
            throw .invalidColorProfile(
                reason: "the header declares \(declared) bytes but the profile holds \(bytes.count)")
        }
        let space = reader.tag(at: 16), pcs = reader.tag(at: 20)
        guard space == "RGB " || space == "GRAY" else {
            throw .unsupportedColorProfile(
                reason: "its data color space is '\(space)'; only RGB and gray profiles are converted")
        }
        guard pcs == "XYZ " else {
            throw .unsupportedColorProfile(
                reason: "its connection space is '\(pcs)'; only XYZ matrix/TRC and gray TRC profiles are converted")
        }

        // The tag table: a count, then (signature, offset, size) per tag.
        let count = Int(reader.uint32(at: 128))
        guard count <= (declared - 132) / 12 else {
            throw .invalidColorProfile(reason: "\(count) tags do not fit in \(declared) bytes")
        }
        var tags: [String: Range<Int>] = [:]
        for entry in 0..<count {
            let at = 132 + entry * 12
            let signature = reader.tag(at: at)
            let offset = Int(reader.uint32(at: at + 4)), size = Int(reader.uint32(at: at + 8))
            guard offset + size <= declared else {
                throw .invalidColorProfile(
                    reason: "tag '\(signature)' (\(size) bytes at \(offset)) runs past the profile's \(declared) bytes")
            }
            if tags[signature] == nil { tags[signature] = offset..<offset + size }
        }

        func required(_ signature: String) throws(ImagingError) -> Range<Int> {
            if let range = tags[signature] { return range }
            if tags.keys.contains(where: { $0.hasPrefix("A2B") || $0.hasPrefix("D2B") }) {
                throw .unsupportedColorProfile(
                    reason: "it is LUT-based (A2B tags) with no '\(signature)' tag; "
                        + "only matrix/TRC and gray TRC profiles are converted")
            }
            throw .invalidColorProfile(reason: "no '\(signature)' tag")
        }
        if space == "GRAY" {
            model = .gray(try reader.curve(in: required("kTRC"), name: "kTRC"))
        } else {
            let colorants = try ["rXYZ", "gXYZ", "bXYZ"].map { (name) throws(ImagingError) in
                try reader.xyz(in: required(name), name: name)
            }
            let curves = try ["rTRC", "gTRC", "bTRC"].map { (name) throws(ImagingError) in
                try reader.curve(in: required(name), name: name)
            }
            model = .matrixTRC(toPCS: ColorMatrix(columns: colorants[0], colorants[1], colorants[2]), curves: curves)
        }
    }

    /// Big-endian fields of a profile.
    private struct Reader {
        let bytes: [UInt8]

        func uint32(at offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }

        func uint16(at offset: Int) -> UInt16 {
            UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }

        /// A four-character signature, as text.
        func tag(at offset: Int) -> String {
            String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
        }

        /// An `s15Fixed16Number`.
        func fixed(at offset: Int) -> Double {
            Double(Int32(bitPattern: uint32(at: offset))) / 65536
        }

        /// An `XYZType` holding one XYZ number.
        func xyz(in range: Range<Int>, name: String) throws(ImagingError) -> [Double] {
            guard range.count >= 20, tag(at: range.lowerBound) == "XYZ " else {
                throw .invalidColorProfile(reason: "tag '\(name)' is not an XYZ number")
            }
            return (0..<3).map { fixed(at: range.lowerBound + 8 + 4 * $0) }
        }

        /// A `curveType` or `parametricCurveType`.
        func curve(in range: Range<Int>, name: String) throws(ImagingError) -> ToneCurve {
            let start = range.lowerBound
            guard range.count >= 12 else {
                throw .invalidColorProfile(reason: "tag '\(name)' is \(range.count) bytes, too short for a curve")
            }
            switch tag(at: start) {
            case "curv":
                let count = Int(uint32(at: start + 8))
                guard 12 + 2 * count <= range.count else {
                    throw .invalidColorProfile(
                        reason: "tag '\(name)' declares \(count) curve entries in \(range.count) bytes")
                }
                switch count {
                case 0: return .gamma(1)
                case 1:
                    let gamma = Double(uint16(at: start + 12)) / 256
                    guard gamma > 0 else { throw .invalidColorProfile(reason: "tag '\(name)' has gamma 0") }
                    return .gamma(gamma)
                default:
                    return .table((0..<count).map { Double(uint16(at: start + 12 + 2 * $0)) / 65535 })
                }
            case "para":
                let type = Int(uint16(at: start + 8))
                guard type < ToneCurve.parameterCounts.count else {
                    throw .invalidColorProfile(
                        reason: "tag '\(name)' has parametric function type \(type); ICC defines 0...4")
                }
                let count = ToneCurve.parameterCounts[type]
                guard 12 + 4 * count <= range.count else {
                    throw .invalidColorProfile(reason: "tag '\(name)' is too short for \(count) parameters")
                }
                let parameters = (0..<count).map { fixed(at: start + 12 + 4 * $0) }
                guard parameters[0] > 0 else {
                    throw .invalidColorProfile(reason: "tag '\(name)' has gamma \(parameters[0]); it must be positive")
                }
                return .parametric(type: type, parameters: parameters)
            default:
                throw .unsupportedColorProfile(
                    reason: "tag '\(name)' is a '\(tag(at: start))'; only 'curv' and 'para' curves are read")
            }
        }
    }
}
