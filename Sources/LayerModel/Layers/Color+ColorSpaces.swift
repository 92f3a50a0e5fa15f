import Foundation

/// Colors given in other color spaces, converted to the sRGB that LayerModel stores.
extension Color {
    /// A Display P3 color (`UIColor(displayP3Red:green:blue:alpha:)`), converted to sRGB.
    ///
    /// Display P3 shares sRGB's D65 white point and transfer function and has wider primaries,
    /// so each component is linearized with the sRGB curve, mapped by the exact P3 → sRGB
    /// matrix (derived from the two sets of CIE xy primaries; the fractions below), clamped
    /// into 0…1 and encoded with the sRGB curve again. Colors outside sRGB's gamut (P3's pure
    /// red, say) become the nearest sRGB color per component; grays stay the same gray. Inputs
    /// outside 0…1 are clamped first, `alpha` too.
    ///
    /// Unlike UIKit, which keeps extended-range components, LayerModel stores sRGB within 0…1
    /// only: a P3 color wider than sRGB renders as its clamp.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let p3 = [red, green, blue].map { Color.linear(fromSRGB: Color.unit($0)) }
        let m = Color.displayP3ToSRGB
        let srgb = m.map { row in Color.sRGB(fromLinear: Color.unit(row[0] * p3[0] + row[1] * p3[1] + row[2] * p3[2])) }
        self.init(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: Color.unit(alpha))
    }

    /// A color of linear-light sRGB components (Core Graphics' `genericRGBLinear` and
    /// `linearGray` spaces share sRGB's primaries and white), encoded with the sRGB curve: linear
    /// 0.5 is sRGB 0.7354. Inputs outside 0…1 are clamped first, `alpha` too.
    public init(linearRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let srgb = [red, green, blue].map { Color.sRGB(fromLinear: Color.unit($0)) }
        self.init(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: Color.unit(alpha))
    }

    /// Linear Display P3 → linear sRGB, row by row: sRGB's XYZ → RGB matrix times P3's
    /// RGB → XYZ matrix, both built from the CIE xy primaries (P3: red 0.680, 0.320; green
    /// 0.265, 0.690; blue 0.150, 0.060; sRGB: 0.64, 0.33; 0.30, 0.60; 0.15, 0.06; white D65
    /// 0.3127, 0.3290) in exact rational arithmetic. Each row sums to 1 (white stays white).
    static let displayP3ToSRGB: [[Double]] = [
        [3_685_649 / 3_008_840, -676_809 / 3_008_840, 0],
        [-5_617_931 / 133_579_120, 139_197_051 / 133_579_120, 0],
        [-1_323_971 / 67_420_360, -1_514_763 / 19_262_960, 148_092_003 / 134_840_720],
    ]

    /// The sRGB transfer function's inverse (IEC 61966-2-1): an encoded component to linear light.
    static func linear(fromSRGB c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear light to an encoded component.
    static func sRGB(fromLinear l: Double) -> Double {
        l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// `v` clamped into 0…1; NaN counts as 0.
    static func unit(_ v: Double) -> Double {
        guard v > 0 else { return 0 }
        return min(v, 1)
    }
}
