/// Builds ICC profiles byte by byte (ICC.1:2010 layout), independently of the code under test.
enum TestICC {
    /// A tag: its signature and its data (type signature included).
    typealias Tag = (signature: String, data: [UInt8])

    /// A profile of `space` ("RGB ", "GRAY", "CMYK") with `pcs` ("XYZ ", "Lab ") and `tags`,
    /// each padded to 4 bytes and placed after the tag table in order.
    static func profile(space: String = "RGB ", pcs: String = "XYZ ", tags: [Tag]) -> [UInt8] {
        let tableEnd = 132 + 12 * tags.count
        var table: [UInt8] = be32(UInt32(tags.count))
        var body: [UInt8] = []
        for tag in tags {
            table += Array(tag.signature.utf8) + be32(UInt32(tableEnd + body.count)) + be32(UInt32(tag.data.count))
            body += tag.data + Array(repeating: 0, count: (4 - tag.data.count % 4) % 4)
        }
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(0..<4, with: be32(UInt32(tableEnd + body.count)))
        header.replaceSubrange(8..<12, with: [4, 0x40, 0, 0])  // version 4.4
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array(space.utf8))
        header.replaceSubrange(20..<24, with: Array(pcs.utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        header.replaceSubrange(68..<80, with: [0.9642, 1, 0.8249].flatMap(s15Fixed16))  // PCS illuminant
        return header + table + body
    }

    /// A matrix/TRC RGB profile: colorant columns (XYZ, D50) and one curve tag for all channels.
    static func matrixTRC(red: [Double], green: [Double], blue: [Double], curve: [UInt8]) -> [UInt8] {
        profile(tags: [
            ("rXYZ", xyz(red)), ("gXYZ", xyz(green)), ("bXYZ", xyz(blue)),
            ("rTRC", curve), ("gTRC", curve), ("bTRC", curve),
        ])
    }

    /// Apple's Display P3 colorants, D50-adapted (as its profile stores them).
    static let displayP3 = (red: [0.515121, 0.241196, -0.001053],
                            green: [0.291977, 0.692245, 0.041885],
                            blue: [0.157104, 0.066574, 0.784073])
    /// sRGB's colorants, D50-adapted (as the ICC's sRGB profile stores them).
    static let sRGB = (red: [0.436066, 0.222488, 0.013916],
                       green: [0.385147, 0.716873, 0.097076],
                       blue: [0.143066, 0.060608, 0.714096])

    static func xyz(_ v: [Double]) -> [UInt8] {
        Array("XYZ ".utf8) + [0, 0, 0, 0] + v.flatMap(s15Fixed16)
    }

    /// A `curv` tag with these 16-bit entries (none: identity; one: u8Fixed8 gamma).
    static func curv(_ entries: [UInt16]) -> [UInt8] {
        Array("curv".utf8) + [0, 0, 0, 0] + be32(UInt32(entries.count))
            + entries.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// A `para` tag of function `type` with `parameters` as s15Fixed16 numbers.
    static func para(type: UInt16, _ parameters: [Double]) -> [UInt8] {
        Array("para".utf8) + [0, 0, 0, 0] + [UInt8(type >> 8), UInt8(type & 0xFF), 0, 0]
            + parameters.flatMap(s15Fixed16)
    }

    /// The sRGB curve as ICC function type 3 (what Display P3's profile carries).
    static let sRGBCurve = para(type: 3, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])

    static func s15Fixed16(_ v: Double) -> [UInt8] {
        be32(UInt32(bitPattern: Int32((v * 65536).rounded())))
    }

    static func be32(_ v: UInt32) -> [UInt8] { TestPNG.bigEndian(v) }

    /// An iCCP chunk's data: a name, NUL, compression method 0, the profile as a zlib stream.
    static func iccp(_ profile: [UInt8], name: String = "Display P3") -> [UInt8] {
        Array(name.utf8) + [0, 0] + TestPNG.zlibStored(profile)
    }
}
