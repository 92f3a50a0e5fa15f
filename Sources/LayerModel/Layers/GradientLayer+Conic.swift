import Foundation

/// The colors of a gradient as functions of position: shared by every kind, and the conic
/// kind's angle, which Cairo has no pattern for (the renderer samples these per pixel).
extension GradientLayer {
    /// The color at `location` (0…1 along the gradient); see `GradientRamp.color(at:)`.
    public func color(atLocation location: Double) -> Color {
        GradientRamp(self).color(at: location)
    }

    /// Where `point` (in the bounds space, points) falls along a conic gradient filling
    /// `bounds`; see `ConicFrame.location(of:)`.
    public func conicLocation(of point: Point, in bounds: Rect) -> Double {
        ConicFrame(self, in: bounds).location(of: point)
    }
}

/// A gradient's stops, sorted once, for looking up many colors.
public struct GradientRamp: Sendable {
    private let locations: [Double]
    private let colors: [Color]

    public init(_ gradient: GradientLayer) {
        let stops = gradient.stops
        locations = stops.map(\.location)
        colors = stops.map(\.color)
    }

    /// The color at `location`: interpolated unpremultiplied in sRGB between the two stops
    /// around it, padded with the first and last colors beyond them; at two stops with the
    /// same location, the later one's color from there on. Transparent black without colors.
    public func color(at location: Double) -> Color {
        guard let first = locations.first, let last = locations.last else { return .clear }
        guard location >= first else { return colors[0] }
        guard location < last else { return colors[colors.count - 1] }
        // The last stop at or before `location`; the one after it exists (location < last).
        var i = 0
        while locations[i + 1] <= location { i += 1 }
        return colors[i].interpolated(to: colors[i + 1], t: (location - locations[i]) / (locations[i + 1] - locations[i]))
    }
}

/// A conic gradient's centre and 0° direction in a layer's bounds space, in points.
public struct ConicFrame: Sendable {
    /// `startPoint` in points.
    public let center: Point
    /// From `startPoint` toward `endPoint`, in points; +x when the two coincide (Core Animation
    /// leaves that undefined).
    public let axis: Point

    public init(_ gradient: GradientLayer, in bounds: Rect) {
        let unit = { (p: Point) in Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        center = unit(gradient.startPoint)
        let axis = unit(gradient.endPoint) - center
        self.axis = axis.x == 0 && axis.y == 0 ? Point(x: 1, y: 0) : axis
    }

    /// The angle of `point` about the centre, clockwise on screen from `axis`, as a fraction
    /// of a turn in 0..<1 (the centre itself is at 0). Measured in points, so equal angles look
    /// equal on a non-square layer.
    public func location(of point: Point) -> Double {
        let v = point - center
        // y points down, so a positive cross product turns clockwise on screen.
        let turn = atan2(axis.x * v.y - axis.y * v.x, axis.x * v.x + axis.y * v.y) / (2 * Double.pi)
        return turn < 0 ? min(turn + 1, 1.0.nextDown) : turn
    }
}
