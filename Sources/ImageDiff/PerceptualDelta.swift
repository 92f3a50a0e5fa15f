/// The perceptual color distance between pixels, after Kotsarenko and Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), as pixelmatch uses it: a weighted squared distance in YIQ.
///
/// Premultiplied pixels compose by a sum: over black they are their bytes, over white
/// `color + 255 − alpha`. The larger distance over the two counts, so a change of alpha alone
/// (opaque white against transparent) shows; over white only, as pixelmatch blends, it would not.
enum PerceptualDelta {
    /// The largest weighted squared YIQ distance (pixelmatch's constant), which scales distances
    /// to 0...1: black against white is 0.966, a 10% gray step (26 levels) about 0.1.
    static let maximum = 35215.0

    /// The weighted squared YIQ distance of a color difference (each component −255...255).
    @inline(__always)
    static func squaredYIQ(dr: Double, dg: Double, db: Double) -> Double {
        let y = luma(r: dr, g: dg, b: db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The Y (brightness) component of a color; linear, so it works on differences too.
    @inline(__always)
    static func luma(r: Double, g: Double, b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The squared distance of two premultiplied pixels, the larger over black or white, 0...`maximum`.
    @inline(__always)
    static func squared(dr: Int, dg: Int, db: Int, da: Int) -> Double {
        let overBlack = squaredYIQ(dr: Double(dr), dg: Double(dg), db: Double(db))
        let overWhite = squaredYIQ(dr: Double(dr - da), dg: Double(dg - da), db: Double(db - da))
        return max(overBlack, overWhite)
    }

    /// The squared distance of two premultiplied pixel words (R in the low byte).
    @inline(__always)
    static func squared(_ p: UInt32, _ q: UInt32) -> Double {
        @inline(__always) func channel(_ shift: UInt32) -> Int {
            Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)
        }
        return squared(dr: channel(0), dg: channel(8), db: channel(16), da: channel(24))
    }
}
