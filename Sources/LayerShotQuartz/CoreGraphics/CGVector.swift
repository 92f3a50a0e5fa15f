public import Foundation

/// A two-dimensional vector, Core Graphics' `CGVector` (which Foundation on Linux lacks).
public struct CGVector: Sendable, Hashable, Codable, CustomDebugStringConvertible {
    /// The x component. Default: 0.
    public var dx: CGFloat
    /// The y component. Default: 0.
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }

    public var debugDescription: String { "(\(dx), \(dy))" }
}

/// `CGVector(dx:dy:)`, as the C function's Swift name.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
