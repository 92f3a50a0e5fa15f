import Imaging
@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CGPath.copy(dashingWithPhase:lengths:transform:)", .isolatedQuartzState)
struct CGPathDashTests {
    /// The model's end point of each element, as (type, point) pairs.
    static func ends(_ path: CGPath) -> [(CGPathElementType, CGPoint?)] {
        var out: [(CGPathElementType, CGPoint?)] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let count = [.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][e.type] ?? 0
            out.append((e.type, count > 0 ? e.points[count - 1] : nil))
        }
        return out
    }

    /// A 60 × 40 pt layer stroking `path` black, 1 pt wide, dashed by `pattern` when given.
    static func stroke(_ path: CGPath, pattern: [NSNumber]? = nil, phase: CGFloat = 0) throws -> Bitmap {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 1
        shape.lineDashPattern = pattern
        shape.lineDashPhase = phase
        return try shape.snapshot(scale: 2)
    }

    @Test("stroking the dashed copy draws what the dashed stroke draws", arguments: [2.0, 6, 23])
    func sameAsDashedStroke(phase: Double) throws {
        // 9 on, 4 off around a 40 × 20 rectangle (corners at 40, 60, 100 and 120 along it) and a
        // circle of radius 15. These phases put no dash end on a corner: there Cairo's dashed
        // stroke draws the corner's join, where the copy's dash ends in a butt cap (one pixel).
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 20), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 15, y: 5, width: 30, height: 30), transform: nil)
        for (path, tolerance) in [(rect, 0), (circle, 12)] {
            let expected = try Self.stroke(path, pattern: [9, 4], phase: phase)
            let got = try Self.stroke(path.copy(dashingWithPhase: phase, lengths: [9, 4]))
            // Cairo dashes a curve along its flattened polygon, a little shorter than the curve,
            // so on the circle its dash ends drift from the exact ones by a few hundredths of a
            // pixel (a few levels of anti-aliasing); a missing or misplaced dash differs by 255.
            var largest = 0
            for y in 0..<expected.height {
                for x in 0..<expected.width {
                    largest = max(largest, abs(Int(expected[x, y].a) - Int(got[x, y].a)))
                }
            }
            #expect(largest <= tolerance, "up to \(largest) apart")
        }
    }

    @Test("the transform applies before dashing: lengths are in the transformed space")
    func transformFirst() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 50, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10], transform: CGAffineTransform(scaleX: 2, y: 2))
        let ends = Self.ends(dashed)
        #expect(ends.count == 10)
        for (k, (type, point)) in ends.enumerated() {
            let x = 20 * Double(k / 2) + (k.isMultiple(of: 2) ? 0 : 10)
            #expect(type == (k.isMultiple(of: 2) ? .moveToPoint : .addLineToPoint))
            #expect(point.map { isClose($0.x, x, 1e-9) && $0.y == 0 } == true)
        }
    }

    @Test("lengths that are no dash pattern return the path unchanged, as Core Graphics does",
          arguments: [[], [-1, 2], [0, 0], [CGFloat.nan]] as [[CGFloat]])
    func invalid(lengths: [CGFloat]) {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(rect.copy(dashingWithPhase: 0, lengths: lengths) == rect)
    }

    @Test("more than a million dashes and gaps: the path unchanged, and said on standard error")
    func budget() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        lastQuartzLog = nil
        #expect(rect.copy(dashingWithPhase: 0, lengths: [1e-6]) == rect)
        #expect(lastQuartzLog?.hasPrefix("copy(dashingWithPhase:lengths:) returns the path undashed: ") == true)
    }
}
