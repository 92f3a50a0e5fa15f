import Foundation

/// The 3D decomposition behind the `transform.rotation.x` and `transform.rotation.y` key paths:
/// Apple's "Key-Value Coding Extensions" name the fields of a `CATransform3D` — rotation in
/// radians about x, y and z, scale and translation along each axis — and setting one sets that
/// field of the decomposed transform, keeping the others.
extension Transform3D {
    /// The 3×3 block (`m11…m33`) as `L · Rx(rotationX) · Ry(rotationY) · Rz(rotationZ)`: `L`
    /// lower triangular — the scales on its diagonal, the shears below — and the rotations
    /// those of `Transform3D(rotation:x:y:z:)` (`CATransform3DMakeRotation`), applied to a
    /// point about x first, then y, then z. For a planar transform `rotationX` and `rotationY`
    /// are 0 and `rotationZ`, `scaleX` and `shearXY` are those of `PlanarParts`.
    struct SpatialParts: Hashable {
        var scaleX: Double, scaleY: Double, scaleZ: Double
        var shearXY: Double, shearXZ: Double, shearYZ: Double
        /// Radians; `rotationY` in −π/2…π/2, the others in −π…π.
        var rotationX: Double, rotationY: Double, rotationZ: Double
    }

    /// The decomposition of the 3×3 block (Gram–Schmidt on its rows, then Euler angles);
    /// nil when the block is singular (a layer flattened to a line or a point), which has no
    /// rotation to speak of. At `rotationY` = ±π/2 the x and z rotations are one, read as
    /// `rotationX` with `rotationZ` 0.
    var spatialParts: SpatialParts? {
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func minus(_ a: [Double], _ k: Double, _ b: [Double]) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        let r0 = [m11, m12, m13], r1 = [m21, m22, m23], r2 = [m31, m32, m33]
        let sx = dot(r0, r0).squareRoot()
        guard sx > 0, sx.isFinite else { return nil }
        let q0 = r0.map { $0 / sx }
        let shXY = dot(q0, r1)
        let r1o = minus(r1, shXY, q0)
        let sy = dot(r1o, r1o).squareRoot()
        guard sy > 1e-12 * sx else { return nil }
        let q1 = r1o.map { $0 / sy }
        let shXZ = dot(q0, r2), shYZ = dot(q1, r2)
        let r2o = minus(minus(r2, shXZ, q0), shYZ, q1)
        var sz = dot(r2o, r2o).squareRoot()
        guard sz > 1e-12 * max(sx, sy) else { return nil }
        var q2 = r2o.map { $0 / sz }
        // A mirror: take it into the z scale so that the rows make a rotation.
        let cross = [q0[1] * q1[2] - q0[2] * q1[1], q0[2] * q1[0] - q0[0] * q1[2], q0[0] * q1[1] - q0[1] * q1[0]]
        if dot(cross, q2) < 0 {
            q2 = q2.map { -$0 }
            sz = -sz
        }
        let y = asin(min(1, max(-1, -q0[2])))
        let x: Double, z: Double
        if cos(y) > 1e-9 {
            x = atan2(q1[2], q2[2])
            z = atan2(q0[1], q0[0])
        } else {
            x = atan2(q1[0] * sin(y), q1[1])
            z = 0
        }
        return SpatialParts(scaleX: sx, scaleY: sy, scaleZ: sz, shearXY: shXY, shearXZ: shXZ, shearYZ: shYZ,
                            rotationX: x, rotationY: y, rotationZ: z)
    }

    /// This transform with its 3×3 block rebuilt from `parts`; the translation and the
    /// perspective entries stay as they are.
    func replacingSpatialParts(_ p: SpatialParts) -> Transform3D {
        let q = Transform3D(rotation: p.rotationX, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotation: p.rotationY, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotation: p.rotationZ, x: 0, y: 0, z: 1))
        let q0 = [q.m11, q.m12, q.m13], q1 = [q.m21, q.m22, q.m23], q2 = [q.m31, q.m32, q.m33]
        let r0 = q0.map { p.scaleX * $0 }
        let r1 = (0..<3).map { p.shearXY * q0[$0] + p.scaleY * q1[$0] }
        let r2 = (0..<3).map { p.shearXZ * q0[$0] + p.shearYZ * q1[$0] + p.scaleZ * q2[$0] }
        var m = self
        (m.m11, m.m12, m.m13) = (r0[0], r0[1], r0[2])
        (m.m21, m.m22, m.m23) = (r1[0], r1[1], r1[2])
        (m.m31, m.m32, m.m33) = (r2[0], r2[1], r2[2])
        return m
    }

    /// True when the 3×3 block turns the layer out of its plane (any of `m13 m23 m31 m32`
    /// nonzero): then `transform.rotation.z` is set in the 3D decomposition too.
    var rotatesOutOfPlane: Bool { m13 != 0 || m23 != 0 || m31 != 0 || m32 != 0 }
}
