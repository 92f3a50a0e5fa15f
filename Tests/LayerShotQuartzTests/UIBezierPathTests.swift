import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// UIBezierPath as UIKit documents it: copying, flatness, reading the dash back, and the
/// segment methods that do nothing on an empty path.
@Suite("UIBezierPath", .isolatedQuartzState)
struct UIBezierPathTests {
    @Test("copy() is a deep copy: transforming the copy leaves the original's bounds alone")
    func deepCopy() throws {
        let original = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        original.lineWidth = 3
        original.lineCapStyle = .round
        original.lineJoinStyle = .bevel
        original.miterLimit = 4
        original.flatness = 2
        original.usesEvenOddFillRule = true
        original.setLineDash([4, 2], count: 2, phase: 1)

        let copy = try #require(original.copy() as? UIBezierPath)
        #expect(copy !== original)
        copy.apply(CGAffineTransform(translationX: 5, y: 5))
        // The copy moved by (5, 5); the original is still the 10 × 10 square at the origin.
        #expect(copy.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(original.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))

        #expect(copy.lineWidth == 3 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel)
        #expect(copy.miterLimit == 4 && copy.flatness == 2 && copy.usesEvenOddFillRule)
        var pattern: [CGFloat] = [0, 0], count = 0, phase: CGFloat = 0
        copy.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [4, 2] && count == 2 && phase == 1)

        copy.lineWidth = 7
        copy.setLineDash(nil, count: 0, phase: 0)
        original.getLineDash(nil, count: &count, phase: nil)
        #expect(original.lineWidth == 3 && count == 2)
    }

    @Test("flatness defaults to 0.6, UIKit's documented value")
    func flatness() {
        #expect(UIBezierPath().flatness == 0.6)
    }

    @Test("getLineDash(_:count:phase:) returns what setLineDash set; a solid path has no entries")
    func getLineDash() {
        let path = UIBezierPath()
        var count = -1
        var phase: CGFloat = -1
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 0 && phase == 0)

        path.setLineDash([5, 2, 3, 2], count: 4, phase: 6)
        // Asked first for the count only, as UIKit's page suggests, then for the pattern.
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 4)
        var pattern = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&pattern, count: nil, phase: &phase)
        #expect(pattern == [5, 2, 3, 2] && phase == 6)
    }

    @Test("addLine, addCurve and addQuadCurve do nothing on an empty path", arguments: 0..<3)
    func segmentOnEmptyPath(method: Int) {
        let path = UIBezierPath()
        let end = CGPoint(x: 10, y: 20), control = CGPoint(x: 30, y: 40)
        switch method {
        case 0: path.addLine(to: end)
        case 1: path.addCurve(to: end, controlPoint1: control, controlPoint2: control)
        default: path.addQuadCurve(to: end, controlPoint: control)
        }
        // Without the guard the path would hold the segment: not empty, bounds reaching (10, 20).
        #expect(path.isEmpty)
        #expect(path.bounds == .zero)
        #expect(path.currentPoint == .zero)
    }

    @Test("after move(to:) the segments are added")
    func segmentAfterMove() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 11, y: 2))
        path.addQuadCurve(to: CGPoint(x: 11, y: 12), controlPoint: CGPoint(x: 15, y: 7))
        // Points and control points: x from 1 to 15, y from 2 to 12.
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 14, height: 10))
        #expect(path.currentPoint == CGPoint(x: 11, y: 12))
    }

    @Test("addArc on an empty path starts a subpath at the arc's start")
    func arcOnEmptyPath() {
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From (15, 10) clockwise on screen (y down) to (10, 15).
        #expect(!path.isEmpty)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 15) < 1e-9)
    }
}

/// Full circles from angles a turn apart, in either direction: iOS draws the whole circle
/// (`UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2 * .pi, clockwise: false)` is how
/// countless controls draw a dot); Cairo's normalization alone would leave no arc.
@Suite("Full-circle arcs", .isolatedQuartzState)
struct FullCircleArcTests {
    /// A 20 × 20 pt shape layer at @1x filling `path` black.
    static func filled(_ path: CGPath) throws -> Bitmap {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = path
        shape.fillColor = UIColor.black.cgColor
        return try shape.snapshot(scale: 1)
    }

    @Test("UIBezierPath from 0 to 2π fills the disc, clockwise or not", arguments: [false, true])
    func bezierPath(clockwise: Bool) throws {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 2 * .pi,
                                clockwise: clockwise)
        let image = try Self.filled(path.cgPath)
        // Inside the radius-8 disc at (10, 10): opaque; the corners, outside it: clear.
        for (x, y) in [(10, 10), (3, 10), (16, 10), (10, 3), (10, 16)] { #expect(image[x, y].a == 255) }
        for (x, y) in [(0, 0), (19, 0), (0, 19), (19, 19)] { #expect(image[x, y].a == 0) }
    }

    @Test("CGMutablePath.addArc a turn or two apart, and addRelativeArc of ±2π, fill the disc",
          arguments: [(0.0, 2.0, true), (0.0, 2.0, false), (0.5, -2.0, true), (0.0, 4.0, true)])
    func mutablePath(start: Double, halfTurns: Double, clockwise: Bool) throws {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: start * .pi,
                    endAngle: (start + halfTurns) * .pi, clockwise: clockwise)
        let relative = CGMutablePath()
        relative.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0,
                                delta: clockwise ? -2 * .pi : 2 * .pi)
        for image in [try Self.filled(path), try Self.filled(relative)] {
            #expect(image[10, 10].a == 255 && image[3, 10].a == 255 && image[16, 10].a == 255)
            #expect(image[0, 0].a == 0)
        }
    }
}
