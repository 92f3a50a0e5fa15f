import Foundation
import Testing
@testable import LayerModel

@Suite("Dashing a path (CGPath.copy(dashingWithPhase:lengths:))")
struct PathDashTests {
    /// Each subpath of `path` as its points: the move, then each element's end point; a
    /// `close` repeats the subpath's first point.
    static func dashes(_ path: Path) -> [[Point]] {
        var out: [[Point]] = []
        for e in path.elements {
            switch e {
            case let .move(p): out.append([p])
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): out[out.count - 1].append(p)
            case let .arc(c, r, _, end, _): out[out.count - 1].append(Point(x: c.x + r * cos(end), y: c.y + r * sin(end)))
            case .close: out[out.count - 1].append(out[out.count - 1][0])
            }
        }
        return out
    }

    static func expect(_ path: Path, _ expected: [[Point]], within eps: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = dashes(path)
        let same = got.count == expected.count && zip(got, expected).allSatisfy { g, e in
            g.count == e.count && zip(g, e).allSatisfy { abs($0.x - $1.x) <= eps && abs($0.y - $1.y) <= eps }
        }
        #expect(same, "\(got)", sourceLocation: sourceLocation)
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let line: Path = {
        var path = Path()
        path.move(to: p(0, 0))
        path.addLine(to: p(100, 0))
        return path
    }()

    @Test("a line: dashes of 10 every 15 from the start, the last one ending at the end")
    func line() throws {
        let dashed = try Self.line.dashed(phase: 0, lengths: [10, 5])
        Self.expect(dashed, stride(from: 0.0, through: 90, by: 15).map { [Self.p($0, 0), Self.p($0 + 10, 0)] })
    }

    @Test("the phase starts that far into the pattern; phases beyond its length or negative wrap",
          arguments: [12.0, 57, -3])
    func phase(phase: Double) throws {
        // 12 into (10 on, 5 off): 3 of the gap left, then dashes at 3, 18, …, 93 (cut at 100).
        let expected = stride(from: 3.0, through: 93, by: 15).map { [Self.p($0, 0), Self.p(min($0 + 10, 100), 0)] }
        Self.expect(try Self.line.dashed(phase: phase, lengths: [10, 5]), expected)
    }

    @Test("an odd count of lengths repeats: [10] is 10 on, 10 off")
    func oddCount() throws {
        Self.expect(try Self.line.dashed(phase: 0, lengths: [10]), stride(from: 0.0, through: 80, by: 20).map { [Self.p($0, 0), Self.p($0 + 10, 0)] })
    }

    @Test("a dash of length 0 is a zero-length subpath: a dot under round caps")
    func dots() throws {
        Self.expect(try Self.line.dashed(phase: 0, lengths: [0, 10]), stride(from: 0.0, through: 100, by: 10).map { [Self.p($0, 0), Self.p($0, 0)] })
    }

    @Test("a rectangle's dashes turn its corners, and the dash across its start joins its first", arguments: [5.0, 45])
    func rect(phase: Double) throws {
        // 40 × 20, perimeter 120, from (0, 0) clockwise on screen; 30 on, 10 off, 5 in.
        // Painted: 0–25, 35–65, 75–105, 115–120 + 0–25 as one dash.
        let rect = Path(rect: Rect(x: 0, y: 0, width: 40, height: 20))
        Self.expect(try rect.dashed(phase: phase, lengths: [30, 10]), [
            [Self.p(35, 0), Self.p(40, 0), Self.p(40, 20), Self.p(35, 20)],
            [Self.p(25, 20), Self.p(0, 20), Self.p(0, 15)],
            [Self.p(0, 5), Self.p(0, 0), Self.p(25, 0)],
        ])
        // A phase of 0 ends on a gap (110–120): no joining. Painted: 0–30, 40–70, 80–110.
        Self.expect(try rect.dashed(phase: 0, lengths: [30, 10]), [
            [Self.p(0, 0), Self.p(30, 0)],
            [Self.p(40, 0), Self.p(40, 20), Self.p(30, 20)],
            [Self.p(20, 20), Self.p(0, 20), Self.p(0, 10)],
        ])
    }

    @Test("a dash ending exactly at a closed subpath's end joins the first dash")
    func endsAtClose() throws {
        // 9 on, 4 off, 6 in, around 40 × 20 (120 long): the last dash 111–120 ends where the
        // first, 0–3, begins, so they are one dash up the left side and round the corner.
        let rect = Path(rect: Rect(x: 0, y: 0, width: 40, height: 20))
        let got = Self.dashes(try rect.dashed(phase: 6, lengths: [9, 4]))
        #expect(got.first == [Self.p(7, 0), Self.p(16, 0)])
        #expect(got.last == [Self.p(0, 9), Self.p(0, 0), Self.p(3, 0)])
    }

    @Test("a closed subpath no gap reaches stays one closed subpath")
    func closedSolid() throws {
        let rect = Path(rect: Rect(x: 0, y: 0, width: 40, height: 20))
        let dashed = try rect.dashed(phase: 0, lengths: [200, 10])
        #expect(dashed.elements.last == .close)
        Self.expect(dashed, [[Self.p(0, 0), Self.p(40, 0), Self.p(40, 20), Self.p(0, 20), Self.p(0, 0), Self.p(0, 0)]])
    }

    @Test("a circle is cut by angle: arc length 2πr")
    func circle() throws {
        // r = 20 about (50, 50): 40π ≈ 125.66 long; 10 on, 5 off. Dashes start every 15, at
        // angles s / 20; the ninth (from 120) is still painting at the start and joins the first.
        var circle = Path()
        circle.addArc(center: Self.p(50, 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.closeSubpath()
        let dashed = try circle.dashed(phase: 0, lengths: [10, 5])
        let at = { (s: Double) in Self.p(50 + 20 * cos(s / 20), 50 + 20 * sin(s / 20)) }
        let got = Self.dashes(dashed)
        #expect(got.count == 8)
        for (k, dash) in got.dropLast().enumerated() {
            let s = 15 * Double(k + 1)
            #expect(dash.count == 2 && dash[0].distance(to: at(s)) < 1e-9 && dash[1].distance(to: at(s + 10)) < 1e-9)
        }
        let joined = try #require(got.last)
        #expect(joined.first.map { $0.distance(to: at(120)) < 1e-9 } == true)
        #expect(joined.last.map { $0.distance(to: at(10)) < 1e-9 } == true)
    }

    @Test("a curve is cut at exact arc lengths: a straight cubic with uneven speed")
    func unevenCubic() throws {
        // Control points on the x axis, 0, 60, 70, 100: x(t) rises monotonically, fast then slow,
        // so the length along it is x. Dashes of 10 every 20 end at x = 10, 20, 30, …
        var path = Path()
        path.move(to: Self.p(0, 0))
        path.addCurve(to: Self.p(100, 0), control1: Self.p(60, 0), control2: Self.p(70, 0))
        Self.expect(try path.dashed(phase: 0, lengths: [10, 10]),
                    stride(from: 0.0, through: 80, by: 20).map { [Self.p($0, 0), Self.p($0 + 10, 0)] }, within: 1e-9)
    }

    @Test("a curved cubic's dash ends sit at their arc lengths within 1e-6 pt")
    func curvedCubic() throws {
        let (p0, p1, p2, p3) = (Self.p(0, 0), Self.p(0, 80), Self.p(100, -30), Self.p(100, 50))
        var path = Path()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2)
        // A reference: the point at length s along a 400,000-segment polyline of the curve.
        let n = 400_000
        var samples = [p0], lengths = [0.0]
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let q = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            lengths.append(lengths[i - 1] + samples[i - 1].distance(to: q))
            samples.append(q)
        }
        func reference(_ s: Double) -> Point {
            var i = lengths.firstIndex { $0 >= s } ?? n
            i = max(i, 1)
            let f = (s - lengths[i - 1]) / (lengths[i] - lengths[i - 1])
            return samples[i - 1] + (samples[i] - samples[i - 1]) * f
        }
        let got = Self.dashes(try path.dashed(phase: 0, lengths: [7, 3]))
        #expect(got.count == Int((lengths[n] / 10).rounded(.up)))
        for (k, dash) in got.enumerated() {
            let s = 10 * Double(k)
            #expect(dash[0].distance(to: reference(s)) < 1e-6)
            #expect(dash[1].distance(to: reference(min(s + 7, lengths[n]))) < 1e-6)
        }
    }

    @Test("lengths that are no dash pattern, or a phase that is not finite, leave the path unchanged",
          arguments: [([], 0.0), ([-1, 2], 0), ([.nan, 2], 0), ([.infinity], 0), ([0, 0], 0), ([2, 3], .nan)])
    func invalid(lengths: [Double], phase: Double) throws {
        #expect(try Self.line.dashed(phase: phase, lengths: lengths) == Self.line)
    }

    @Test("more dashes than RenderWork.budget.dashes is a typed error, at once")
    func budget() {
        // 100 pt over a 2e-6 pt pattern of 2 lengths: 10⁸ dashes and gaps.
        let error = #expect(throws: LayerModelError.self) { try Self.line.dashed(phase: 0, lengths: [1e-6, 1e-6]) }
        guard case let .workBudget(kind, amount, limit) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(kind == .dashes && abs(amount - 1e8) < 1 && limit == 1_000_000)
        #expect(throws: LayerModelError.self) { try Self.line.dashed(phase: 0, lengths: [1e-300, 1e-300]) }
        #expect(throws: Never.self) { try Self.line.dashed(phase: 0, lengths: [2e-4, 2e-4]) }  // 5 · 10⁵
    }
}
