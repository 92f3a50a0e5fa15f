import Foundation

/// A transfer curve from an encoded component (0…1) to linear light (0…1): an ICC `curv` or
/// `para` curve, a PNG gAMA exponent or the sRGB curve.
enum ToneCurve: Equatable {
    /// y = x^gamma (ICC `curv` with one entry; PNG gAMA: gamma = 1 / the file gamma).
    case gamma(Double)
    /// Samples at x = i / (count − 1), linearly interpolated (ICC `curv` with ≥ 2 entries).
    case table([Double])
    /// ICC `parametricCurveType` function type 0…4 with its parameters g, a, b, c, d, e, f
    /// (as many as the type takes; ICC.1:2010 table 68).
    case parametric(type: Int, parameters: [Double])

    /// The sRGB curve (IEC 61966-2-1) as ICC function type 3.
    static var sRGB: ToneCurve { .parametric(type: 3, parameters: sRGBParameters) }

    /// Its parameters g, a, b, c, d. A global array of its own rather than a global enum value:
    /// Swift keeps an enum payload's pointer with its case tag in the spare bits, where
    /// LeakSanitizer (scripts/fuzz) cannot see it, so it reported the array as leaked.
    private static let sRGBParameters = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]

    /// How many parameters each ICC function type takes.
    static let parameterCounts = [1, 3, 4, 5, 7]

    /// The linear value of `x`, clamped into 0…1 as ICC.1 clips curve output; NaN gives 0.
    func callAsFunction(_ x: Double) -> Double {
        let y: Double
        switch self {
        case let .gamma(g):
            y = pow(x, g)
        case let .table(samples):
            let position = x * Double(samples.count - 1)
            let i = min(max(Int(position), 0), samples.count - 2)
            let t = position - Double(i)
            y = samples[i] + (samples[i + 1] - samples[i]) * t
        case let .parametric(type, p):
            let g = p[0]
            switch type {
            case 0: y = pow(x, g)
            case 1: y = p[1] * x + p[2] >= 0 ? pow(p[1] * x + p[2], g) : 0
            case 2: y = p[1] * x + p[2] >= 0 ? pow(p[1] * x + p[2], g) + p[3] : p[3]
            case 3: y = x >= p[4] ? pow(max(p[1] * x + p[2], 0), g) : p[3] * x
            default: y = x >= p[4] ? pow(max(p[1] * x + p[2], 0), g) + p[5] : p[3] * x + p[6]
            }
        }
        guard y > 0 else { return 0 }
        return min(y, 1)
    }

    /// Linear light → the sRGB-encoded component (IEC 61966-2-1), both 0…1: the inverse of
    /// `ToneCurve.sRGB`.
    static func sRGBEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
