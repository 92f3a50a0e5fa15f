import Foundation

/// The work of drawing one image, counted from the model before anything is drawn, so that a
/// hostile or careless tree fails at once with the numbers instead of running for minutes.
///
/// Each count is an upper estimate of work whose cost grows with it: offscreen pixels
/// (groups for opacity and masks, shadow canvases, flat images of projected layers), shadow
/// pixels blurred, line segments after curves, arcs and round joins are flattened, dashes,
/// glyphs, and gradient stops (Cairo adds a stop in time linear in the stops already added).
/// `RenderWork.budget` holds the most of each that one image may take.
public struct RenderWork: Sendable, Hashable {
    /// Pixels of every offscreen image the render makes, summed: each opacity group and the
    /// subtree's drawn region, twice for a mask (content and alpha), a shadow's canvases.
    public var offscreenPixels: Double = 0
    /// Shadow pixels blurred: each visible shadow's caster padded by its reach.
    public var blurredPixels: Double = 0
    /// Line segments of every path after flattening to `Layer.flatteningTolerance` device
    /// pixels, strokes counted with both edges and their round joins and caps.
    public var pathSegments: Double = 0
    /// Dashes and gaps of every dashed stroke: the stroked length over the pattern's length,
    /// times the pattern's count of lengths.
    public var dashes: Double = 0
    /// Glyphs of every text layer: the Unicode scalars of its string.
    public var glyphs: Double = 0
    /// The squares of every gradient's stop count, summed.
    public var gradientStops: Double = 0

    package init(offscreenPixels: Double = 0, blurredPixels: Double = 0, pathSegments: Double = 0, dashes: Double = 0,
                glyphs: Double = 0, gradientStops: Double = 0) {
        (self.offscreenPixels, self.blurredPixels, self.pathSegments) = (offscreenPixels, blurredPixels, pathSegments)
        (self.dashes, self.glyphs, self.gradientStops) = (dashes, glyphs, gradientStops)
    }

    /// The most work one image may take, each count chosen so that a tree at every limit still
    /// renders in seconds on one core:
    /// - offscreen pixels 2³⁰ (1,073,741,824), 16 groups the size of the largest image (8192²).
    ///   Each offscreen pixel is cleared, drawn and composited: 15 such groups take about 3 s
    ///   of CPU;
    /// - shadow pixels blurred 500 million, about five shadows the size of the largest image
    ///   with the widest blur (88 million pixels each with its padding);
    /// - line segments after flattening 4 million. A circle of radius r px flattens to about
    ///   2π·√(r/0.08) segments: 222 at 100 px, 2,010 at the largest image's 8,192 px. (Stroking
    ///   1,200 coincident two-turn circles of radius 4,000 px, about 6.7 million by this count,
    ///   takes Cairo 12 s, intersections and all);
    /// - dashes and gaps 1 million: Cairo strokes a million dashes in about 1.1 s;
    /// - glyphs 200,000, some fifty pages of text: laid out, wrapped and drawn at 5 pt over a
    ///   4000² px image, every one showing, in about 1.3 s;
    /// - stops² over all gradients 10 million, e.g. ten gradients of 1,000 stops (a gradient
    ///   of 200,000 stops took Cairo 15.5 s).
    public static let budget = RenderWork(offscreenPixels: 1_073_741_824, blurredPixels: 500_000_000, pathSegments: 4_000_000,
                                          dashes: 1_000_000, glyphs: 200_000, gradientStops: 10_000_000)

    /// One kind of work, named as messages name it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case offscreenPixels, blurredPixels, pathSegments, dashes, glyphs, gradientStops
    }

    package subscript(kind: Kind) -> Double {
        get {
            switch kind {
            case .offscreenPixels: offscreenPixels
            case .blurredPixels: blurredPixels
            case .pathSegments: pathSegments
            case .dashes: dashes
            case .glyphs: glyphs
            case .gradientStops: gradientStops
            }
        }
        set {
            switch kind {
            case .offscreenPixels: offscreenPixels = newValue
            case .blurredPixels: blurredPixels = newValue
            case .pathSegments: pathSegments = newValue
            case .dashes: dashes = newValue
            case .glyphs: glyphs = newValue
            case .gradientStops: gradientStops = newValue
            }
        }
    }
}

extension Layer {
    /// The largest distance, device pixels, between a curve and the polygon drawn for it
    /// (Cairo's default is 0.1), so circle edges get their exact coverage to within a few
    /// percent.
    package static let flatteningTolerance = 0.01
}

extension AffineTransform {
    /// True when the transform maps the plane onto the plane: finite and invertible (a
    /// layer under any other transform draws nothing).
    package var isInvertible: Bool {
        [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
    }

    /// The most the transform stretches a length: its linear part's largest singular value.
    package var largestStretch: Double {
        let sum = a * a + b * b + c * c + d * d
        return ((sum + max(0, sum * sum - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
    }
}

extension ShapeLayer {
    /// The line segments filling and stroking the path make, under a transform stretching
    /// lengths by at most `stretch`: the flattened path once for the fill; for a stroke its
    /// two edges, and a fan for every round join (half a turn each), round cap and curve.
    func segments(stretch: Double) -> Double {
        let flat = path.flattenedSegments(stretch: stretch)
        var total = fillColor != nil ? flat : 0
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return total }
        total += 2 * flat
        // A fan of radius r px and angle φ flattens to φ·√(r / 8·tolerance) segments.
        let perRadian = (lineWidth / 2 * stretch / (8 * Layer.flatteningTolerance)).squareRoot()
        var fans = 0.0
        for element in path.elements {
            switch element {
            case .move:
                if lineCap == .round { fans += 2 * .pi }
            case .line, .close:
                if lineJoin == .round { fans += .pi }
            case .quadCurve, .curve, .arc:
                // Its own turning, at most a turn, and its join.
                fans += 2 * .pi + (lineJoin == .round ? .pi : 0)
            }
        }
        return total + fans * perRadian
    }

    /// How many dashes and gaps the stroke is cut into: the stroked length (the path's,
    /// times `strokeEnd − strokeStart`) over the pattern's length, times the pattern's count of
    /// lengths; 0 for a solid or invisible stroke. Lengths are in the layer's space, where the
    /// pattern applies, so the count does not depend on the scale.
    var dashCount: Double {
        guard let pattern = drawnDashPattern, let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return 0 }
        let period = pattern.reduce(0, +)
        let count = path.length * max(0, min(strokeEnd, 1) - max(strokeStart, 0)) / period * Double(pattern.count)
        // NaN (from non-finite points) counts as over any budget.
        return count.isNaN ? .infinity : count
    }
}

extension Path {
    /// About how many line segments the path flattens to within `Layer.flatteningTolerance`
    /// device pixels under a transform stretching lengths by at most `stretch`: one a line
    /// or command, Wang's bound `√(d(d−1)/8 · L / tolerance)` for a Bézier curve of degree d
    /// whose largest second difference of control points is L, and `φ·√(r / 8·tolerance)`
    /// for an arc of radius r px sweeping φ (at most two turns, as drawn).
    package func flattenedSegments(stretch: Double) -> Double {
        let tolerance = Layer.flatteningTolerance
        var total = 0.0
        var current = Point.zero
        for element in elements {
            switch element {
            case let .move(p), let .line(p):
                total += 1
                current = p
            case let .quadCurve(p, c):
                let l = (current - c * 2 + p).distance(to: .zero) * stretch
                total += max(1, (0.25 * l / tolerance).squareRoot().rounded(.up))
                current = p
            case let .curve(p, c1, c2):
                let l = max((current - c1 * 2 + c2).distance(to: .zero), (c1 - c2 * 2 + p).distance(to: .zero)) * stretch
                total += max(1, (0.75 * l / tolerance).squareRoot().rounded(.up))
                current = p
            case let .arc(center, radius, start, end, clockwise):
                let sweep = Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                let drawn = min(abs(sweep), 4 * .pi)
                total += 1 + max(1, (drawn * (abs(radius) * stretch / (8 * tolerance)).squareRoot()).rounded(.up))
                current = Point(x: center.x + radius * cos(start + sweep), y: center.y + radius * sin(start + sweep))
            case .close:
                total += 1
            }
        }
        // NaN (from non-finite points) counts as over any budget.
        return total.isNaN ? .infinity : total
    }
}
