import Foundation

/// How transforms animate: split into translation, rotation about z, scale and shear, which
/// interpolate naturally (a rotation stays a rotation midway instead of shrinking, as a
/// component-wise mix of two rotation matrices does).
extension Transform3D {
    /// The planar part of a transform — the x/y block (`m11 m12 m21 m22`) and the x/y
    /// translation (`m41 m42`) — as the product scale·shear, then rotation, then translation:
    /// `[[scaleX, 0], [shear, scaleY]] · R(rotation)`, the order in which Core Animation's
    /// `transform.scale`, `transform.rotation.z` and `transform.translation` key paths compose.
    struct PlanarParts: Hashable {
        /// Points.
        var translationX: Double, translationY: Double
        /// Radians in −π…π, clockwise on screen (y down).
        var rotation: Double
        /// ≥ 0; 0 only when the x axis collapses, and then `rotation` is 0.
        var scaleX: Double
        /// Negative when the transform mirrors.
        var scaleY: Double
        var shear: Double
    }

    /// The decomposition of the x/y block; every other entry is ignored.
    var planarParts: PlanarParts {
        let scaleX = m11.hypot(m12)
        let rotation = atan2(m12, m11)
        let (s, c) = (sin(rotation), cos(rotation))
        return PlanarParts(
            translationX: m41, translationY: m42, rotation: rotation,
            scaleX: scaleX, scaleY: -m21 * s + m22 * c, shear: m21 * c + m22 * s
        )
    }

    /// This transform with its x/y block and x/y translation rebuilt from `parts`; the z and
    /// perspective entries stay as they are.
    func replacingPlanarParts(_ p: PlanarParts) -> Transform3D {
        var m = self
        let (s, c) = (sin(p.rotation), cos(p.rotation))
        m.m11 = p.scaleX * c; m.m12 = p.scaleX * s
        m.m21 = p.shear * c - p.scaleY * s; m.m22 = p.shear * s + p.scaleY * c
        m.m41 = p.translationX; m.m42 = p.translationY
        return m
    }

    /// True when the transform leaves z alone and has no perspective: only the x/y block and
    /// the x/y translation differ from the identity.
    var isPlanar: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m43 == 0 && !hasPerspective
    }

    /// The transform a fraction `t` of the way to `other`. When both are planar, their
    /// translations, scales and shears interpolate linearly and the rotation turns the short
    /// way round (by at most π); otherwise all 16 entries interpolate linearly (3D rotations
    /// and perspective are not decomposed).
    func interpolated(to other: Transform3D, t: Double) -> Transform3D {
        guard isPlanar, other.isPlanar else {
            return Transform3D(rows: zip(rows, other.rows).map { zip($0, $1).map { $0 + ($1 - $0) * t } })
        }
        let a = planarParts, b = other.planarParts
        let lerp = { (x: Double, y: Double) in x + (y - x) * t }
        return Transform3D.identity.replacingPlanarParts(PlanarParts(
            translationX: lerp(a.translationX, b.translationX),
            translationY: lerp(a.translationY, b.translationY),
            rotation: a.rotation + a.rotationDelta(to: b) * t,
            scaleX: lerp(a.scaleX, b.scaleX),
            scaleY: lerp(a.scaleY, b.scaleY),
            shear: lerp(a.shear, b.shear)
        ))
    }

    /// How far apart two transforms are, for paced keyframes. Planar ones: Euclidean over their
    /// parts — translation in points, the short-way rotation in radians, scales and shear — so a
    /// pure rotation paces by its angle and a pure translation by its length. Others: the
    /// Euclidean (Frobenius) norm of the difference of all 16 entries.
    func distance(to other: Transform3D) -> Double {
        guard isPlanar, other.isPlanar else {
            return zip(rows.joined(), other.rows.joined()).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        }
        let a = planarParts, b = other.planarParts
        let deltas = [
            b.translationX - a.translationX, b.translationY - a.translationY, a.rotationDelta(to: b),
            b.scaleX - a.scaleX, b.scaleY - a.scaleY, b.shear - a.shear,
        ]
        return deltas.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

extension Transform3D.PlanarParts {
    /// The rotation from `self` to `other` the short way round, radians in −π…π.
    func rotationDelta(to other: Self) -> Double {
        (other.rotation - rotation).remainder(dividingBy: 2 * .pi)
    }
}
