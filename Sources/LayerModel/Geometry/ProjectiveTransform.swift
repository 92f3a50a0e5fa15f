/// A 2D projective transform (a homography): how a layer's plane lands on another plane once
/// perspective is involved. Laid out like the x, y and w rows and columns of `Transform3D`:
/// points are row vectors, `[x' y' w'] = [x y 1] · M`, and the point is `(x'/w', y'/w')`.
///
/// With `m13 = m23 = 0` and `m33 > 0` it is an affine transform (`affine`); otherwise lines stay
/// lines but parallel lines may meet, and points where `w' ≤ 0` lie behind the eye.
package struct ProjectiveTransform: Sendable, Hashable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    package init(
        m11: Double, m12: Double, m13: Double,
        m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    package static let identity = ProjectiveTransform(.identity)

    /// The same map as `t`.
    package init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// `self` applied first, then `o`.
    package func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33
        )
    }

    /// The affine transform this is, or nil when it has a perspective part (`m13` or `m23`
    /// non-zero) or maps everything behind the eye (`m33 ≤ 0`).
    package var affine: AffineTransform? {
        guard m13 == 0, m23 == 0, m33 > 0 else { return nil }
        return AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    package var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the matrix is singular or not finite.
    package func inverted() -> ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det
        )
    }

    /// The homogeneous w of `p` before the division: ≤ 0 means behind the eye.
    package func w(at p: Point) -> Double { p.x * m13 + p.y * m23 + m33 }

    /// The point mapped by the transform: `(x'/w', y'/w')` (not finite when w' = 0).
    package func apply(to p: Point) -> Point {
        let w = w(at: p)
        return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The bounding box of the mapped rectangle, or nil when a corner lies at or behind the eye
    /// (w' ≤ 0), where the image of the rectangle is unbounded.
    package func apply(to r: Rect) -> Rect? {
        let corners = r.corners
        guard corners.allSatisfy({ w(at: $0) > 0 }) else { return nil }
        return Rect(points: corners.map(apply(to:)))
    }

    /// How much the map stretches lengths near `p`, at most (the larger singular value of its
    /// Jacobian there): 2 for a uniform scale by 2, and growing toward the eye in perspective.
    package func largestStretch(at p: Point) -> Double {
        let w = w(at: p)
        let q = apply(to: p)
        // d(x'/w)/dx = (m11 − q.x·m13)/w, and so on.
        let (a, b) = ((m11 - q.x * m13) / w, (m12 - q.y * m13) / w)
        let (c, d) = ((m21 - q.x * m23) / w, (m22 - q.y * m23) / w)
        // σ_max² is the larger eigenvalue of JᵀJ.
        let p1 = a * a + b * b, p2 = c * c + d * d, off = a * c + b * d
        let half = (p1 + p2) / 2
        let root = (((p1 - p2) / 2) * ((p1 - p2) / 2) + off * off).squareRoot()
        return (half + root).squareRoot()
    }
}

extension Transform3D {
    /// The map from the layer's plane (z = 0) to the plane z = 0 of the space it maps into,
    /// dropping the z it gives (the projection Core Animation's flattening does): the x, y and w
    /// rows and columns.
    package var flattened: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }
}
