/// The `cubic` and `cubicPaced` calculation modes: a Kochanek–Bartels spline through the
/// values, which with `tensionValues`, `continuityValues` and `biasValues` all 0 (their
/// defaults, as in Core Animation) is the Catmull-Rom spline.
///
/// Segment i runs from values[i] to values[i+1] as the cubic Hermite curve with tangents
/// (t, c, b the key's tension, continuity and bias; P the values as their components):
/// - leaving key k: (1−t)(1+b)(1+c)/2·(P[k] − P[k−1]) + (1−t)(1−b)(1−c)/2·(P[k+1] − P[k]),
/// - arriving at key k: (1−t)(1+b)(1−c)/2·(P[k] − P[k−1]) + (1−t)(1−b)(1+c)/2·(P[k+1] − P[k]),
///
/// with the first and last value repeated beyond the ends (P[−1] = P[0], P[n] = P[n−1]), so
/// the curve leaves the first value and reaches the last with half the neighbouring
/// difference. Core Animation documents neither the end tangents nor how unequal key times
/// weigh the tangents; here they do not (each segment is parameterized 0…1 over its key times).
extension KeyframeAnimation {
    /// Whether the values can follow a spline: all but transforms, which the cubic modes move
    /// as `linear` and `paced` do (their rotation is not a sum of components).
    var followsSpline: Bool {
        if case .transform? = values.first { false } else { true }
    }

    /// The spline in segment `i` at the segment's parameter `s` (0…1).
    func splineValue(segment i: Int, at s: Double) -> AnimationValue {
        let p = values.map(\.components)
        let last = p.count - 1
        func tangent(_ k: Int, leaving: Bool) -> [Double] {
            let t = tensionValues?[k] ?? 0, c = continuityValues?[k] ?? 0, b = biasValues?[k] ?? 0
            let before = (1 - t) * (1 + b) * (leaving ? 1 + c : 1 - c) / 2
            let after = (1 - t) * (1 - b) * (leaving ? 1 - c : 1 + c) / 2
            let previous = p[max(k - 1, 0)], next = p[min(k + 1, last)]
            return p[k].indices.map { j in before * (p[k][j] - previous[j]) + after * (next[j] - p[k][j]) }
        }
        let m0 = tangent(i, leaving: true), m1 = tangent(i + 1, leaving: false)
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = 3 * s2 - 2 * s3, h11 = s3 - s2
        return values[i].replacingComponents(p[i].indices.map { j in
            h00 * p[i][j] + h10 * m0[j] + h01 * p[i + 1][j] + h11 * m1[j]
        })
    }

    /// `cubicPaced`: the spline's value a fraction `f` of the way along its length, the length
    /// measured over 32 samples per segment (Euclidean over the components, as `paced`).
    func pacedSplineValue(at f: Double) -> AnimationValue? {
        let samples = 32
        var table: [(segment: Int, s: Double, length: Double)] = [(0, 0, 0)]
        var previous = values[0]
        for i in 0..<(values.count - 1) {
            for k in 1...samples {
                let s = Double(k) / Double(samples)
                let value = splineValue(segment: i, at: s)
                guard let step = previous.distance(to: value) else { return nil }
                table.append((i, s, table[table.count - 1].length + step))
                previous = value
            }
        }
        let target = f * table[table.count - 1].length
        guard target > 0, let k = table.firstIndex(where: { $0.length >= target }), k > 0 else {
            return target > 0 ? values[values.count - 1] : values[0]
        }
        let (a, b) = (table[k - 1], table[k])
        let w = (target - a.length) / (b.length - a.length)
        // a ends the previous segment (s = 1) when the segments differ: that is s = 0 of b's.
        let from = a.segment == b.segment ? a.s : 0
        return splineValue(segment: b.segment, at: from + (b.s - from) * w)
    }
}
