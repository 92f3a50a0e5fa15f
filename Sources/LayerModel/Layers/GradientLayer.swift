/// What a gradient layer draws: `CAGradientLayer`'s properties, filling the layer's shape
/// (`Layer.boundsPath`: the bounds with the background's rounded corners, whether or not the
/// layer masks to its bounds).
///
/// Colors are interpolated unpremultiplied in sRGB (so a gradient to transparent black darkens
/// midway, as on iOS) and padded beyond the end points.
public struct GradientLayer: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint` in the unit square, which is then
        /// stretched to the bounds, as Core Animation draws it: a point's location is
        /// `(u − s)·(e − s) / |e − s|²` with `u = ((x − minX)/width, (y − minY)/height)`. On a
        /// non-square layer the lines of one color are not perpendicular to start → end in
        /// points: from (0, 0) to (1, 1) the middle color runs along the other diagonal.
        case axial
        /// Ellipses centered on `startPoint`; `endPoint` gives the x and y radii in the unit
        /// square (an ellipse filling the bounds when start is (0.5, 0.5) and end is (1, 1)).
        /// Nothing is drawn when either radius is 0.
        case radial
        /// Around `startPoint`: location 0 along the direction of `endPoint`, increasing
        /// clockwise on screen to 1 a full turn later, angles measured in the unit square,
        /// which is then stretched to the bounds as for the other kinds
        /// (`conicLocation(of:in:)`): on a 200 × 100 layer centered, the corners are at
        /// 1/8, 3/8, 5/8 and 7/8 of a turn, not at atan(1/2).
        case conic
    }

    /// Default: `.axial`.
    public var type: Kind = .axial
    /// The colors at the stops. Default: none (draws nothing).
    public var colors: [Color]
    /// Stop positions 0…1, one per color. Default: nil (evenly spaced).
    public var locations: [Double]?
    /// In the unit space of the bounds. Default: (0.5, 0).
    public var startPoint = Point(x: 0.5, y: 0)
    /// In the unit space of the bounds. Default: (0.5, 1).
    public var endPoint = Point(x: 0.5, y: 1)

    public init(type: Kind = .axial, colors: [Color] = [], locations: [Double]? = nil,
                startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)) {
        self.type = type
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The stops as (location, color), sorted, with `locations` filled in evenly when nil
    /// or of the wrong count.
    public var stops: [(location: Double, color: Color)] {
        zip(resolvedLocations, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// `locations`, or evenly spaced ones (one per color) when nil or of the wrong count.
    var resolvedLocations: [Double] {
        if let l = locations, l.count == colors.count { return l }
        if colors.count == 1 { return [0] }
        return (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
    }
}
