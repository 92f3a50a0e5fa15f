import Foundation
import LayerModel
import Testing

@Suite("Path containment")
struct PathContainsTests {
    @Test("a square holds its inside and its top and left edges, not its right and bottom ones")
    func square() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(Point(x: 5, y: 5)))
        #expect(square.contains(Point(x: 0, y: 0)))
        #expect(square.contains(Point(x: 0, y: 5)) && square.contains(Point(x: 5, y: 0)))
        #expect(!square.contains(Point(x: 10, y: 5)) && !square.contains(Point(x: 5, y: 10)))
        #expect(!square.contains(Point(x: -1, y: 5)) && !square.contains(Point(x: 5, y: -0.001)))
        #expect(!square.contains(Point(x: .nan, y: 5)) && !square.contains(Point(x: 5, y: .infinity)))
    }

    @Test("a circle's arc is followed exactly: inside at radius 9.98, outside at 10.01")
    func circle() {
        var circle = Path()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        // (7.06, 7.06) is 9.984 from the centre, (7.08, 7.08) 10.013.
        #expect(circle.contains(Point(x: 7.06, y: 7.06)))
        #expect(!circle.contains(Point(x: 7.08, y: 7.08)))
        #expect(circle.contains(Point(x: -9.99, y: 0)) && !circle.contains(Point(x: 0, y: 10.01)))
    }

    @Test("a cubic's peak: y(½) = 7.5 at x(½) = 5")
    func cubic() {
        var hump = Path()
        hump.move(to: .zero)
        hump.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        hump.closeSubpath()
        #expect(hump.contains(Point(x: 5, y: 7.49)))
        #expect(!hump.contains(Point(x: 5, y: 7.51)))
        // A quadratic with control (5, 10) peaks at y = 5.
        var arch = Path()
        arch.move(to: .zero)
        arch.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        #expect(arch.contains(Point(x: 5, y: 4.99)) && !arch.contains(Point(x: 5, y: 5.01)))
    }

    @Test("winding against even-odd: nested squares the same way round, and the other way round")
    func rules() {
        var same = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        same.append(Path(rect: Rect(x: 10, y: 10, width: 10, height: 10)))
        let centre = Point(x: 15, y: 15), ring = Point(x: 5, y: 15)
        // Winding 2 at the centre, 1 in the ring.
        #expect(same.contains(centre) && !same.contains(centre, evenOdd: true))
        #expect(same.contains(ring) && same.contains(ring, evenOdd: true))
        var opposite = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        opposite.move(to: Point(x: 10, y: 10))
        for corner in [Point(x: 10, y: 20), Point(x: 20, y: 20), Point(x: 20, y: 10)] { opposite.addLine(to: corner) }
        opposite.closeSubpath()
        // Winding 0 at the centre.
        #expect(!opposite.contains(centre) && !opposite.contains(centre, evenOdd: true))
    }

    @Test("an open subpath is closed by a line, unless only closed subpaths count")
    func openSubpaths() {
        var triangle = Path()
        triangle.move(to: .zero)
        triangle.addLine(to: Point(x: 10, y: 0))
        triangle.addLine(to: Point(x: 0, y: 10))
        let inside = Point(x: 2, y: 2)
        #expect(triangle.contains(inside))
        #expect(!triangle.contains(inside, closedSubpathsOnly: true))
        triangle.closeSubpath()
        #expect(triangle.contains(inside, closedSubpathsOnly: true))
    }

    @Test("arcsAsCurves: a quarter turn is a line to its start and one cubic of tangent length 4/3·tan(π/8)")
    func arcsAsCurves() {
        var path = Path()
        path.move(to: Point(x: 10, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let elements = path.arcsAsCurves.elements
        #expect(elements.count == 3)
        #expect(elements[1] == .line(to: Point(x: 10, y: 0)))
        guard case let .curve(end, c1, c2) = elements[2] else {
            Issue.record("not a curve: \(elements[2])")
            return
        }
        let k = 10 * 4.0 / 3 * tan(Double.pi / 8)  // 5.5228
        #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
        #expect(abs(c1.x - 10) < 1e-12 && abs(c1.y - k) < 1e-12)
        #expect(abs(c2.x - k) < 1e-12 && abs(c2.y - 10) < 1e-12)
    }
}
