/// A size in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of `bitmap`.
    public init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
    }

    /// `WxH`, as the CLI writes sizes.
    public var description: String { "\(width)x\(height)" }
}

/// LayerShot's one rectangle of whole pixels, origin top-left (a crop, a diff's bounds, an
/// offscreen region); empty when a side is ≤ 0.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at (0, 0).
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// True when it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Pixels inside: 0 when empty.
    public var area: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle holding both; an empty one adds nothing.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels in both, or `.zero` when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `x,y WxH`, as in the metrics line.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
