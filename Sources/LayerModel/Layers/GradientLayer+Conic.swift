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

/// A conic gradient laid out as Core Animation lays out every gradient type: in the unit square
/// of the bounds, which is then stretched to them (as axial lines of one color and radial
/// ellipses are), so on a non-square layer equal angles of the gradient are unequal on screen.
public struct ConicFrame: Sendable {
    /// The bounds space (points) to the unit square: `((x − minX)/width, (y − minY)/height)`;
    /// an empty side maps to 0.
    public let toUnit: AffineTransform
    /// `startPoint`, in the unit square.
    public let center: Point
    /// From `startPoint` toward `endPoint`, in the unit square; +x when the two coincide (Core
    /// Animation leaves that undefined).
    public let axis: Point

    public init(_ gradient: GradientLayer, in bounds: Rect) {
        let sx = bounds.width == 0 ? 0 : 1 / bounds.width, sy = bounds.height == 0 ? 0 : 1 / bounds.height
        toUnit = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -bounds.minX * sx, ty: -bounds.minY * sy)
        center = gradient.startPoint
        let axis = gradient.endPoint - center
        self.axis = axis.x == 0 && axis.y == 0 ? Point(x: 1, y: 0) : axis
    }

    /// The location of `point` (bounds space, points): `location(ofUnit:)` of its place in the
    /// unit square.
    public func location(of point: Point) -> Double {
        location(ofUnit: toUnit.apply(to: point))
    }

    /// The angle of `u` (unit square) about the centre, clockwise on screen from `axis`, as a
    /// fraction of a turn in 0..<1 (the centre itself is at 0).
    public func location(ofUnit u: Point) -> Double {
        let v = u - center
        // y points down, so a positive cross product turns clockwise on screen.
        let turn = atan2(axis.x * v.y - axis.y * v.x, axis.x * v.x + axis.y * v.y) / (2 * Double.pi)
        return turn < 0 ? min(turn + 1, 1.0.nextDown) : turn
    }
}
