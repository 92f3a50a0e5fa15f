/// A 3 × 3 matrix for color-space conversions, row-major: `self * v` maps a column vector.
struct ColorMatrix: Equatable {
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    static func * (a: ColorMatrix, b: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: (0..<3).map { i in
            (0..<3).map { j in (0..<3).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] } }
        })
    }

    static func * (m: ColorMatrix, v: [Double]) -> [Double] {
        m.rows.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    /// The matrix whose columns are `a`, `b`, `c`.
    init(columns a: [Double], _ b: [Double], _ c: [Double]) {
        rows = (0..<3).map { [a[$0], b[$0], c[$0]] }
    }

    init(rows: [[Double]]) { self.rows = rows }

    static func diagonal(_ d: [Double]) -> ColorMatrix {
        ColorMatrix(rows: [[d[0], 0, 0], [0, d[1], 0], [0, 0, d[2]]])
    }

    /// The inverse, or nil when the matrix is singular (|determinant| below 1e-12).
    var inverse: ColorMatrix? {
        let m = rows
        let cofactors = (0..<3).map { i in
            (0..<3).map { j in
                let r = [(i + 1) % 3, (i + 2) % 3], c = [(j + 1) % 3, (j + 2) % 3]
                return m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            }
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactors[0][$1] }
        guard abs(determinant) > 1e-12 else { return nil }
        // The inverse is the transposed cofactor matrix over the determinant.
        return ColorMatrix(rows: (0..<3).map { i in (0..<3).map { j in cofactors[j][i] / determinant } })
    }
}

/// CIE colorimetry for PNG and ICC color: white points, RGB → XYZ from chromaticities,
/// Bradford chromatic adaptation and the destination, linear sRGB.
enum Colorimetry {
    /// XYZ (Y = 1) of CIE xy chromaticity coordinates; nil when y is not positive.
    static func xyz(x: Double, y: Double) -> [Double]? {
        guard y > 0, x.isFinite, y.isFinite else { return nil }
        return [x / y, 1, (1 - x - y) / y]
    }

    /// D65 as sRGB and Display P3 define it: x 0.3127, y 0.3290.
    static let d65 = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]

    /// The ICC profile connection space's illuminant, D50: X 0.9642, Y 1, Z 0.8249 (ICC.1).
    static let d50 = [0.9642, 1, 0.8249]

    /// The matrix from linear RGB to XYZ for primaries and a white point given as CIE xy
    /// (RGB 1, 1, 1 maps to the white's XYZ with Y = 1); nil when they do not span a gamut.
    static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double),
                         white: (Double, Double)) -> ColorMatrix? {
        guard let r = xyz(x: red.0, y: red.1), let g = xyz(x: green.0, y: green.1), let b = xyz(x: blue.0, y: blue.1),
              let w = xyz(x: white.0, y: white.1), let inverse = ColorMatrix(columns: r, g, b).inverse
        else { return nil }
        let scale = inverse * w
        return ColorMatrix(columns: r.map { $0 * scale[0] }, g.map { $0 * scale[1] }, b.map { $0 * scale[2] })
    }

    /// Linear sRGB → XYZ (D65), from sRGB's primaries (IEC 61966-2-1: red 0.64, 0.33; green
    /// 0.30, 0.60; blue 0.15, 0.06) and white D65.
    static let sRGBToXYZ = rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06),
                                    white: (0.3127, 0.3290))!

    /// Linear Display P3 → XYZ (D65), from its primaries (SMPTE EG 432-1: red 0.680, 0.320;
    /// green 0.265, 0.690; blue 0.150, 0.060) and white D65.
    static let displayP3ToXYZ = rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
                                         white: (0.3127, 0.3290))!

    /// XYZ (D65) → linear sRGB: about 3.2406, −1.5372, −0.4986 / −0.9689, 1.8758, 0.0415 /
    /// 0.0557, −0.2040, 1.0570.
    static let xyzToSRGB = sRGBToXYZ.inverse!

    /// Bradford's cone-response matrix (Lam 1985, as ICC.1 Annex E gives it).
    static let bradford = ColorMatrix(rows: [[0.8951, 0.2664, -0.1614],
                                             [-0.7502, 1.7135, 0.0367],
                                             [0.0389, -0.0685, 1.0296]])

    /// The Bradford chromatic adaptation from white `source` to white `destination` (XYZ),
    /// or nil when a white has a non-positive cone response.
    static func adaptation(from source: [Double], to destination: [Double]) -> ColorMatrix? {
        let s = bradford * source, d = bradford * destination
        guard s.allSatisfy({ $0 > 1e-6 }), d.allSatisfy({ $0 > 1e-6 }), let inverse = bradford.inverse else {
            return nil
        }
        return inverse * .diagonal((0..<3).map { d[$0] / s[$0] }) * bradford
    }
}
