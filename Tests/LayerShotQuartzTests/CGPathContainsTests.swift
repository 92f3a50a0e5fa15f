import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CGPath and UIBezierPath containment, path elements", .isolatedQuartzState)
struct CGPathContainsTests {
    @Test("CGPath.contains maps the point by the transform first and fills every subpath")
    func cgPathContains() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 5, y: 5)))
        #expect(!square.contains(CGPoint(x: 15, y: 5)))
        // (15, 5) moved 10 to the left is (5, 5).
        #expect(square.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))

        let open = CGMutablePath()
        open.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(open.contains(CGPoint(x: 2, y: 2)))

        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        rings.addEllipse(in: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(rings.contains(CGPoint(x: 15, y: 15)))
        #expect(!rings.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 5, y: 15), using: .evenOdd))
    }

    @Test("UIBezierPath.contains counts closed subpaths only, by its own fill rule")
    func bezierContains() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        // The ellipse x²/100 + y²/25 = 1 about (10, 5): (17, 8) gives 0.49 + 0.36 = 0.85.
        #expect(oval.contains(CGPoint(x: 17, y: 8)))
        // (18, 9) gives 0.64 + 0.64 = 1.28.
        #expect(!oval.contains(CGPoint(x: 18, y: 9)))

        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        #expect(!triangle.contains(CGPoint(x: 2, y: 2)))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))

        let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        frame.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(frame.contains(CGPoint(x: 15, y: 15)))
        frame.usesEvenOddFillRule = true
        #expect(!frame.contains(CGPoint(x: 15, y: 15)))
    }

    @Test("applyWithBlock hands over each element with its points; an arc comes as cubics")
    func applyWithBlock() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        // Core Graphics' counterclockwise is increasing angles on a y-down layer: 0 to π/2 is a
        // quarter turn through (7.07, 7.07) to (0, 10).
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.addQuadCurve(to: CGPoint(x: -10, y: 0), control: CGPoint(x: -10, y: 10))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var points: [[CGPoint]] = []
        path.applyWithBlock { element in
            let e = element.pointee
            types.append(e.type)
            let count = [.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][e.type] ?? 0
            points.append((0..<count).map { e.points[$0] })
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addQuadCurveToPoint, .closeSubpath])
        let k = 10 * 4.0 / 3 * tan(CGFloat.pi / 8)  // the quarter turn's tangent length, 5.5228
        let curve = points[2]
        #expect(isClose(curve[0], CGPoint(x: 10, y: k), 1e-9))
        #expect(isClose(curve[1], CGPoint(x: k, y: 10), 1e-9))
        #expect(isClose(curve[2], CGPoint(x: 0, y: 10), 1e-9))
        #expect(points[3] == [CGPoint(x: -10, y: 10), CGPoint(x: -10, y: 0)])
        #expect(points[4].isEmpty)
    }
}
