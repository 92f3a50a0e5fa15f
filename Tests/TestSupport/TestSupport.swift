import Foundation
import LayerModel

// Helpers every test target may share (a target of its own, never a product).

/// A deterministic random number generator (SplitMix64), so failures reproduce.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random integer in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
    }
}

/// True when `a` and `b` differ by at most `tolerance`.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance
}

/// True when both coordinates differ by at most `tolerance`.
public func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// True when the four corners differ by at most `tolerance` in each coordinate.
public func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

/// True when the four components differ by at most `tolerance`.
public func isClose(_ a: Color, _ b: Color, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.red, b.red, tolerance) && isClose(a.green, b.green, tolerance)
        && isClose(a.blue, b.blue, tolerance) && isClose(a.alpha, b.alpha, tolerance)
}

/// True when both coordinates differ by at most `tolerance` (Core Graphics' points, as
/// LayerShotQuartz takes them).
public func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// True when the four corners differ by at most `tolerance` in each coordinate.
public func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

/// True when a pixel's channel `a` is within `tolerance` (default 1) of `b`, both 0…255.
public func isClose(_ a: UInt8, _ b: Int, _ tolerance: Int = 1) -> Bool {
    abs(Int(a) - b) <= tolerance
}

/// True when `m` is a z rotation by `angle` radians, compared as 2 × 2 matrices (so whole
/// turns and the −π…π range of a decomposition do not matter).
public func isRotation(_ m: Transform3D, _ angle: Double, _ tolerance: Double = 1e-9) -> Bool {
    let r = Transform3D(rotationZ: angle)
    return isClose(m.m11, r.m11, tolerance) && isClose(m.m12, r.m12, tolerance)
        && isClose(m.m21, r.m21, tolerance) && isClose(m.m22, r.m22, tolerance)
}

/// A layer of `frame` (points, in its superlayer's bounds) filled with `color`, its background.
public func filledLayer(_ frame: Rect, _ color: Color, name: String? = nil) -> Layer {
    var layer = Layer(name: name, frame: frame)
    layer.backgroundColor = color
    return layer
}

/// The repository, found from this file's path (tests never bundle their fixtures).
public enum Repository {
    /// The folder holding the root `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// A path below the repository: `Repository.path("Sources/CairoRenderer/Resources/DejaVuSans-Bold.ttf")`.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
