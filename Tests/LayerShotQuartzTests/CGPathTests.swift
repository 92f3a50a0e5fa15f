import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CGPath, UIBezierPath and colours", .isolatedQuartzState)
struct CGPathTests {
    @Test("currentPoint, isEmpty and bounding boxes")
    func boxes() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero && path.boundingBox.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve peaks at t = ½: y = 3·¼·½·10·2 = 7.5.
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5), 1e-9))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
    }

    @Test("CGPath arcs run the other way round from UIBezierPath's on a y-down layer")
    func arcDirection() {
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise in y-up space from 0 to π/2 is three quarters of a turn: it ends at (0, 10)
        // passing through (0, −10) and (−10, 0), so its box is the whole circle but the lower-right quarter.
        #expect(isClose(cg.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
        #expect(isClose(cg.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-9))
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(ui.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a right-angled corner")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // Tangent points (6, 0) and (10, 4); the arc ends at the second.
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 4), 1e-9))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 4), 1e-9))
    }

    @Test("transforms: rect, ellipse and arcs under a non-uniform scale")
    func transforms() {
        var t = CGAffineTransform(scaleX: 2, y: 1)
        let rect = CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: &t)
        #expect(rect.boundingBox == CGRect(x: 2, y: 1, width: 4, height: 2))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(isClose(oval.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        let arc = CGMutablePath()
        arc.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi, transform: CGAffineTransform(scaleX: 3, y: 2))
        // Half an ellipse of radii 3 × 2 below the x axis (y down): ends at (−3, 0).
        #expect(isClose(arc.currentPoint, CGPoint(x: -3, y: 0), 1e-9))
        #expect(isClose(arc.boundingBoxOfPath, CGRect(x: -3, y: 0, width: 6, height: 2), 1e-9))
        let copy = arc.copy(using: &t)
        #expect(isClose(copy?.currentPoint ?? .zero, CGPoint(x: -6, y: 0), 1e-9))
    }

    @Test("rounded rectangles: elliptical corners and chosen corners")
    func roundedRects() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 10, cornerHeight: 5, transform: nil)
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20), 1e-9))
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 8, height: 8))
        #expect(isClose(top.bounds, CGRect(x: 0, y: 0, width: 40, height: 20), 1e-9))
        let reversed = top.reversing()
        #expect(reversed.bounds == top.bounds)
    }

    @Test("UIColor initializers and named colours")
    func colors() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(isClose(r, 0) && isClose(g, 1) && isClose(b, 0) && a == 1)
        UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        // Sector 3 at f = 0: (p, q, v) = (0.4, 0.8, 0.8).
        #expect(isClose(r, 0.4) && isClose(g, 0.8) && isClose(b, 0.8) && a == 0.5)
        #expect(UIColor.systemBlue.cgColor == CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.components == [0.5, 0.5, 0.5, 1])
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.alpha == 0.25)
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }
}
