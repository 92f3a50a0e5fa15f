public import Foundation
import LayerModel

/// Core Graphics' affine transform (Foundation on Linux lacks it): points are row vectors,
/// `p' = (x, y, 1) · [[a, b, 0], [c, d, 0], [tx, ty, 1]]`, as on Apple platforms.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians: counterclockwise in a y-up space, clockwise on a y-down
    /// (UIKit) screen.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (Foundation.sin(angle), Foundation.cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(model.concatenating(t2.model))
    }

    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        model.inverted().map(CGAffineTransform.init) ?? self
    }

    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    var model: LayerModel.AffineTransform { AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }

    init(_ m: LayerModel.AffineTransform) { self.init(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) }
}

public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

public let CGAffineTransformIdentity = CGAffineTransform.identity

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed without translation (may come out negative, as on Apple platforms).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners of the standardized rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let box = Rect(points: corners.map(\.model))
        return CGRect(box)
    }
}

extension NSValue {
    private static let affineTransformType = "[6d]"

    /// A boxed `CGAffineTransform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let t = transform
        self.init(bytes: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), objCType: NSValue.affineTransformType)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard typeEncoding == NSValue.affineTransformType else { return .identity }
        var entries = [Double](repeating: 0, count: 6)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }
}
