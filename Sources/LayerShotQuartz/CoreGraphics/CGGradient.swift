public import Foundation
import LayerModel

/// Core Graphics' gradient: colours at locations 0…1, immutable. Colours are interpolated
/// in sRGB, unpremultiplied, as Cairo (and the project's gradient layers) do.
public final class CGGradient: @unchecked Sendable {
    /// (location, colour), sorted by location.
    let stops: [(location: Double, color: Color)]

    private init?(stops: [(location: Double, color: Color)]) {
        guard !stops.isEmpty, stops.allSatisfy({ $0.location.isFinite }) else { return nil }
        self.stops = stops.sorted { $0.location < $1.location }
            .map { (min(max($0.location, 0), 1), $0.color) }
    }

    /// A gradient of `CGColor`s (`colors as CFArray`); `locations` nil spaces them evenly
    /// from 0 to 1. Nil for no colours or an array holding something else.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(stops: CGGradient.stops(cgColors.map(\.model), locations: locations))
    }

    /// A gradient of `count` colours given as components in `space` (alpha after each
    /// colour: 2 numbers a colour in grey, 4 in RGB); `locations` nil spaces them evenly.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { i in
            n == 2 ? Color(white: components[i * n], alpha: components[i * n + 1])
                : Color(red: components[i * n], green: components[i * n + 1], blue: components[i * n + 2], alpha: components[i * n + 3])
        }
        self.init(stops: CGGradient.stops(colors, locations: locations))
    }

    private static func stops(_ colors: [Color], locations: UnsafePointer<CGFloat>?) -> [(location: Double, color: Color)] {
        colors.enumerated().map { i, color in
            let location = locations.map { Double($0[i]) } ?? (colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1))
            return (location, color)
        }
    }
}
