/// A point in points (UIKit space: origin top-left, y down).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    /// Distance to `other`, in points.
    public func distance(to other: Point) -> Double { (other.x - x).hypot(other.y - y) }
}

/// A width and height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The smallest rectangle holding both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Rect(points: [origin, Point(x: maxX, y: maxY), other.origin, Point(x: other.maxX, y: other.maxY)])
    }

    /// The overlap of both, or an empty rectangle.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Shrunk by `dx` on the left and right and by `dy` at the top and bottom, as
    /// `CGRect.insetBy`: positive insets shrink the rectangle, negative ones grow it.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The bounding box of a set of points (`.zero` for none).
    public init(points: [Point]) {
        guard let first = points.first else {
            self = .zero
            return
        }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x); y0 = min(y0, p.y)
            x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners, clockwise from the top-left.
    public var corners: [Point] {
        [origin, Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

extension Double {
    func hypot(_ other: Double) -> Double { (self * self + other * other).squareRoot() }
}
