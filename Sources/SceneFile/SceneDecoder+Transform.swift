import LayerModel

/// Transforms: a list of operations, or the 16 numbers of the matrix.
extension SceneDecoder {
    static let transformExpected =
        "a list of operations like [[\"rotate\", \"pi/4\"], [\"scale\", 2, 1]] or 16 numbers (a 4x4 matrix, row by row)"

    /// `[["rotate", a], ["scale", sx, sy], ["translate", tx, ty], …]`, applied to the layer in
    /// list order (the first operation first: `op₁.concatenating(op₂)…`), or `[m11, m12, …, m44]`
    /// laid out as `Transform3D`. `[]` is the identity. A matrix with perspective must be invertible.
    func transform(_ f: SceneField) throws(SceneError) -> Transform3D {
        guard case let .array(items) = f.value else { throw f.mismatch(SceneDecoder.transformExpected) }
        var t = Transform3D.identity
        if case .number = items.first {
            guard items.count == 16 else {
                throw f.error("expected 16 numbers (a 4x4 matrix, row by row), got \(items.count) values")
            }
            var m: [Double] = []
            for (i, item) in items.enumerated() {
                m.append(try f.element(i, item).number())
            }
            t = Transform3D(
                m11: m[0], m12: m[1], m13: m[2], m14: m[3],
                m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                m31: m[8], m32: m[9], m33: m[10], m34: m[11],
                m41: m[12], m42: m[13], m43: m[14], m44: m[15]
            )
        } else {
            for operation in try f.array() {
                t = t.concatenating(try transformOperation(operation))
            }
        }
        let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        guard entries.allSatisfy({ abs($0) <= 1e18 }) else {
            throw f.error("the operations multiply out to a matrix with entries beyond 1e18 (or not finite)")
        }
        guard !t.isSingularPerspective else {
            throw f.error("a matrix with a perspective part (m14, m24, m34 or m44) must be invertible; this one is not")
        }
        return t
    }

    private func transformOperation(_ f: SceneField) throws(SceneError) -> Transform3D {
        guard case let .array(items) = f.value, case let .string(name)? = items.first else {
            throw f.mismatch("a transform operation like [\"rotate\", \"pi/4\"], [\"scale\", 2, 1] or [\"translate\", 10, 0]")
        }
        let arguments = Array(items.dropFirst())
        func argument(_ i: Int) -> SceneField { f.element(i + 1, arguments[i]) }
        func numbers(_ range: Range<Int>) throws(SceneError) -> [Double] {
            var out: [Double] = []
            for i in range {
                out.append(try argument(i).number())
            }
            return out
        }
        func countError(_ forms: String) -> SceneError {
            f.error("\(name) needs \(forms), got \(arguments.count)")
        }
        switch name {
        case "rotate":
            switch arguments.count {
            case 1:
                return Transform3D(rotationZ: try argument(0).angle())
            case 4:
                let angle = try argument(0).angle()
                let axis = try numbers(1..<4)
                guard axis.contains(where: { $0 != 0 }) else {
                    throw f.error("rotate needs an axis (x, y, z) other than (0, 0, 0)")
                }
                return Transform3D(rotation: angle, x: axis[0], y: axis[1], z: axis[2])
            default:
                throw countError("1 value (angle) or 4 (angle, x, y, z)")
            }
        case "scale":
            switch arguments.count {
            case 1:
                let s = try argument(0).number()
                return Transform3D(scaleX: s, y: s)
            case 2:
                let s = try numbers(0..<2)
                return Transform3D(scaleX: s[0], y: s[1])
            case 3:
                let s = try numbers(0..<3)
                return Transform3D(scaleX: s[0], y: s[1], z: s[2])
            default:
                throw countError("1 value (s), 2 (sx, sy) or 3 (sx, sy, sz)")
            }
        case "translate":
            switch arguments.count {
            case 2:
                let d = try numbers(0..<2)
                return Transform3D(translationX: d[0], y: d[1])
            case 3:
                let d = try numbers(0..<3)
                return Transform3D(translationX: d[0], y: d[1], z: d[2])
            default:
                throw countError("2 values (tx, ty) or 3 (tx, ty, tz)")
            }
        default:
            throw f.element(0, items[0]).error(
                "unknown transform operation \(JSONValue.quoted(name)); expected one of rotate, scale, translate"
            )
        }
    }
}
