import Foundation
import LayerModel
import Testing
import TestSupport

@Suite("Paths")
struct PathTests {
    @Test("a rectangle is four sides and a close")
    func rect() {
        let p = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(p.elements == [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
            .line(to: Point(x: 1, y: 6)), .close,
        ])
        #expect(isClose(p.length, 14))
    }

    @Test("arc sweeps normalize like cairo_arc / cairo_arc_negative", arguments: [
        (0.0, Double.pi / 2, true, Double.pi / 2),
        (0.0, -Double.pi / 2, true, 3 * Double.pi / 2),
        (0.0, -Double.pi / 2, false, -Double.pi / 2),
        (0.0, Double.pi / 2, false, -3 * Double.pi / 2),
        (-11 * Double.pi / 8, 3 * Double.pi / 8, true, 14 * Double.pi / 8),
        (0.0, 0.0, false, 0.0),
        (0.0, -2 * Double.pi, false, -2 * Double.pi),
        // Angles whole turns apart: one full circle in the direction asked, as Core Graphics draws
        // `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2 * .pi, clockwise: false)`.
        (0.0, 2 * Double.pi, false, -2 * Double.pi),
        (0.0, 2 * Double.pi, true, 2 * Double.pi),
        (0.0, -2 * Double.pi, true, 2 * Double.pi),
        (-Double.pi / 2, 3 * Double.pi / 2, false, -2 * Double.pi),
        (0.0, 4 * Double.pi, false, -2 * Double.pi),
        (0.0, -6 * Double.pi, true, 2 * Double.pi),
        (1.0, 1.0 + 2 * Double.pi * (1 - 1e-16), false, -2 * Double.pi),
    ])
    func sweep(start: Double, end: Double, clockwise: Bool, expected: Double) {
        #expect(isClose(Path.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise), expected))
    }

    @Test("an arc a hair short of no sweep at all stays a hair, not a circle")
    func tinyArc() {
        #expect(Path.arcSweep(startAngle: 0, endAngle: 1e-12, clockwise: true) == 1e-12)
        #expect(Path.arcSweep(startAngle: 1e-12, endAngle: 0, clockwise: false) == -1e-12)
        // Equal angles draw nothing in either direction.
        #expect(Path.arcSweep(startAngle: 2, endAngle: 2, clockwise: false) == 0)
        #expect(Path.arcSweep(startAngle: 2, endAngle: 2, clockwise: true) == 0)
    }

    @Test("an arc's bounding box includes the extremes it passes")
    func arcBounds() {
        var p = Path()
        // From 12 o'clock clockwise to 6 o'clock: the right half of a radius-10 circle at (50, 50).
        p.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        let box = p.boundingBox
        #expect(isClose(box.minX, 50) && isClose(box.maxX, 60) && isClose(box.minY, 40) && isClose(box.maxY, 60))
    }

    @Test("the ellipse passes through the four extreme points")
    func ellipse() {
        let p = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(p.elements.first == .move(to: Point(x: 40, y: 10)))
        #expect(p.boundingBox == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("a rounded rect clamps its radius to half the shorter side")
    func roundedRect() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        // Two half circles of radius 5 plus two 10-pt straight sides.
        #expect(isClose(p.length, 2 * .pi * 5 + 20))
    }

    @Test("trimming a line keeps the middle")
    func trimLine() {
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: Point(x: 100, y: 0))
        #expect(p.trimmed(from: 0.25, to: 0.5).elements == [.move(to: Point(x: 25, y: 0)), .line(to: Point(x: 50, y: 0))])
        #expect(p.trimmed(from: 0, to: 1) == p)
        #expect(p.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(p.trimmed(from: 0.7, to: 0.2).isEmpty)
    }

    @Test("trimming an arc cuts its angle exactly")
    func trimArc() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let half = p.trimmed(from: 0, to: 0.5)
        guard case let .arc(_, _, start, end, clockwise)? = half.elements.last else {
            Issue.record("expected an arc, got \(half.elements)")
            return
        }
        #expect(isClose(start, 0) && isClose(end, .pi / 2) && clockwise)
        #expect(isClose(half.length, 5 * .pi))
    }

    @Test("trimming runs across subpaths and counts the closing side")
    func trimAcrossSubpaths() {
        // A 10×10 square (40 pt with the close) then a separate 60-pt line: 100 pt in all.
        var p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        p.move(to: Point(x: 0, y: 20))
        p.addLine(to: Point(x: 60, y: 20))
        let t = p.trimmed(from: 0.35, to: 0.5)
        #expect(t.elements == [
            .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 0, y: 0)),
            .move(to: Point(x: 0, y: 20)), .line(to: Point(x: 10, y: 20)),
        ])
    }

    @Test("trimming a curve keeps its shape and halves its length")
    func trimCurve() {
        var p = Path()
        p.move(to: .zero)
        p.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50))
        let half = p.trimmed(from: 0, to: 0.5)
        // Symmetric curve: half its length ends at its midpoint (50, 37.5).
        guard case let .curve(end, _, _)? = half.elements.last else {
            Issue.record("expected a curve")
            return
        }
        #expect(isClose(end.x, 50, 0.2) && isClose(end.y, 37.5, 0.2))
        #expect(isClose(half.length * 2, p.length, 0.5))
    }
}

@Suite("Path limits")
struct PathLimitTests {
    @Test("an arc of a billion radians has a circle's bounding box, computed at once")
    func hugeSweep() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1e9, clockwise: true)
        #expect(p.boundingBox == Rect(x: -10, y: -10, width: 20, height: 20))
    }

    @Test("an arc at huge angles, where a quarter turn adds nothing, has a bounding box at once", arguments: [
        (3.757922040824784e161, 3.757922040824784e161, true), // the first quarter turn rounds below the start: looped forever
        (1e300, 1e300 + 1, true), (1e300, 1e300 - 1, false), (-1e300, -1e300 + 3, true),
        (Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, true), (1e300, 0, true),
    ])
    func hugeAngles(start: Double, end: Double, clockwise: Bool) {
        var p = Path()
        p.addArc(center: Point(x: 5, y: 5), radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        let box = p.boundingBox
        #expect(box.minX >= -5 - 1e-9 && box.minY >= -5 - 1e-9 && box.maxX <= 15 + 1e-9 && box.maxY <= 15 + 1e-9, "\(box)")
    }
}
