import Foundation

/// A 4×4 transform laid out like `CATransform3D`: points are row vectors, `p' = p · M`.
///
/// A layer's plane (z = 0) lands on its superlayer's plane by `flattened`, a projective
/// transform: affine without a perspective term (`m14`, `m24`, `m34` non-zero or `m44` ≠ 1),
/// as Core Animation's orthographic drawing is, and in perspective with one.
public struct Transform3D: Sendable, Hashable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// `CATransform3DMakeTranslation`.
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation about the z axis by `angle` radians: clockwise on screen in y-down space,
    /// like `CATransform3DMakeRotation(angle, 0, 0, 1)` in UIKit.
    public init(rotationZ angle: Double) {
        self = .identity
        let (s, c) = (sin(angle), cos(angle))
        m11 = c; m12 = s
        m21 = -s; m22 = c
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)` about a unit-normalized axis.
    /// An axis of zero length gives the identity.
    public init(rotation angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = rows, b = o.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// The inverse, or nil when the matrix is singular.
    public func inverted() -> Transform3D? {
        // Gauss–Jordan elimination with partial pivoting.
        var m = rows
        var inv = Transform3D.identity.rows
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }),
                  abs(m[pivot][col]) > 1e-12 else { return nil }
            m.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let p = m[col][col]
            for j in 0..<4 {
                m[col][j] /= p
                inv[col][j] /= p
            }
            for i in 0..<4 where i != col {
                let f = m[i][col]
                guard f != 0 else { continue }
                for j in 0..<4 {
                    m[i][j] -= f * m[col][j]
                    inv[i][j] -= f * inv[col][j]
                }
            }
        }
        return Transform3D(rows: inv)
    }

    /// True when the matrix has a perspective term (`m14`, `m24`, `m34` non-zero or `m44` ≠ 1).
    public var hasPerspective: Bool { m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1 }

    /// True when the matrix has a perspective term but no inverse: it folds a layer's space
    /// onto a line or a point, which no drawing shows, and LayerShot refuses it
    /// (`DrawableTree`, scene files). Without perspective a singular matrix is an
    /// ordinary, invisible scale.
    public var isSingularPerspective: Bool { hasPerspective && inverted() == nil }

    /// The 2D affine part (x and y rows and the x/y translation), or nil with perspective
    /// (then `flattened` is the projective map).
    public var affine: AffineTransform? {
        guard !hasPerspective else { return nil }
        return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// A transform with the given affine part (z untouched).
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[Double]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3]
        )
    }
}
