import Foundation
import LayerModel
import Testing
import TestSupport

/// The end points of a path's elements, in order (arcs by their end angle's point).
private func ends(_ path: Path) -> [Point] {
    path.elements.compactMap { e in
        switch e {
        case let .move(p), let .line(p), let .quadCurve(p, _), let .curve(p, _, _): return p
        case let .arc(c, r, _, end, _): return Point(x: c.x + r * cos(end), y: c.y + r * sin(end))
        case .close: return nil
        }
    }
}

@Suite("Rounded rectangles: masked corners and corner curves")
struct RoundedRectTests {
    static let card = Rect(x: 0, y: 0, width: 100, height: 60)

    @Test("all four circular corners are the arcs they always were")
    func circularUnchanged() {
        let h = Double.pi / 2
        #expect(Path(roundedRect: Self.card, cornerRadius: 10).elements == [
            .move(to: Point(x: 10, y: 0)),
            .arc(center: Point(x: 90, y: 10), radius: 10, startAngle: -h, endAngle: 0, clockwise: true),
            .arc(center: Point(x: 90, y: 50), radius: 10, startAngle: 0, endAngle: h, clockwise: true),
            .arc(center: Point(x: 10, y: 50), radius: 10, startAngle: h, endAngle: .pi, clockwise: true),
            .arc(center: Point(x: 10, y: 10), radius: 10, startAngle: .pi, endAngle: 3 * h, clockwise: true),
            .close,
        ])
    }

    @Test("only the masked corners are rounded; MinY is the top (y down)")
    func masked() {
        let h = Double.pi / 2
        let p = Path(roundedRect: Self.card, cornerRadius: 10, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(p.elements == [
            .move(to: Point(x: 10, y: 0)),
            .line(to: Point(x: 100, y: 0)),
            .arc(center: Point(x: 90, y: 50), radius: 10, startAngle: 0, endAngle: h, clockwise: true),
            .line(to: Point(x: 0, y: 60)),
            .arc(center: Point(x: 10, y: 10), radius: 10, startAngle: .pi, endAngle: 3 * h, clockwise: true),
            .close,
        ])
        #expect(Path(roundedRect: Self.card, cornerRadius: 10, maskedCorners: []) == Path(rect: Self.card))
        #expect(CornerMask.all.rawValue == 15)
    }

    // Apple's corner in radii from the corner (u back along the edge, v along the next):
    // starts 1.528665 along the edge; pieces end at (0.631494, 0.074911), (0.074911, 0.631494),
    // (0, 1.528665). With r = 10 at the top-right corner (100, 0): u → x = 100 − 10u, v → y = 10v.
    @Test("a continuous corner starts 1.528665 radii from the corner and follows Apple's three curves")
    func continuousCorner() throws {
        let p = Path(roundedRect: Self.card, cornerRadius: 10, cornerCurve: .continuous)
        #expect(isClose(ends(p)[0], Point(x: 15.28665, y: 0)))
        #expect(p.elements[1] == .line(to: Point(x: 100 - 15.28665, y: 0)))
        guard case let .curve(to1, c1, c2) = p.elements[2], case let .curve(to2, m1, m2) = p.elements[3],
              case let .curve(to3, d1, d2) = p.elements[4] else {
            Issue.record("expected three curves after the top edge, got \(p.elements[2...4])")
            return
        }
        // Tangent to the top edge: both first control points on y = 0.
        #expect(isClose(c1, Point(x: 100 - 10.88492957618529, y: 0)) && isClose(c2, Point(x: 100 - 8.68406944063002, y: 0)))
        #expect(isClose(to1, Point(x: 100 - 6.31493792830992, y: 0.74911387847016)))
        #expect(isClose(m1, Point(x: 100 - 3.72823826625747, y: 1.6905955604437)))
        #expect(isClose(m2, Point(x: 100 - 1.6905955604437, y: 3.72823826625747)))
        #expect(isClose(to2, Point(x: 100 - 0.74911387847016, y: 6.31493792830992)))
        // Tangent to the right edge: x = 100.
        #expect(isClose(d1, Point(x: 100, y: 8.68406944063002)) && isClose(d2, Point(x: 100, y: 10.88492957618529)))
        #expect(isClose(to3, Point(x: 100, y: 15.28665)))
        // Four corners: move, then per corner a line and three curves, then close.
        #expect(p.elements.count == 1 + 4 * 4 + 1)
    }

    @Test("continuous corners blend toward circular only when 1.528665·r does not fit", arguments: [
        // r, half the shorter side, expected blend: 1.528665·10 = 15.28665 fits in 20; in 12
        // it does not: t = (15.28665 − 12)/(0.528665·10) = 0.621689; r = s gives a circle.
        (10.0, 20.0, 0.0), (10.0, 15.28665, 0.0), (10.0, 12.0, 0.6216885929652993), (10.0, 10.0, 1.0),
    ])
    func blend(radius: Double, half: Double, expected: Double) {
        #expect(abs(Path.continuousBlend(radius: radius, halfShorterSide: half) - expected) < 1e-9)
    }

    @Test("a blended corner reaches exactly half the shorter side along its edges")
    func blendedReach() {
        // 100 × 24 with r = 10: the corner reaches 12 along each edge, so the straight part of
        // each short side has zero length and the top edge runs from x = 12 to x = 88.
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 24), cornerRadius: 10, cornerCurve: .continuous)
        #expect(isClose(ends(p)[0], Point(x: 12, y: 0)))
        #expect(isClose(ends(p)[1], Point(x: 88, y: 0)))
        #expect(isClose(ends(p)[4], Point(x: 100, y: 12)))
    }

    @Test("a continuous capsule is circular: every piece's end lies on the end circles")
    func capsule() {
        // 100 × 20, r = 10: the top-right corner is a quarter circle about (90, 10); Apple's cuts
        // at 20° and 70° give (90 + 10 sin 20°, 10 − 10 cos 20°) = (93.420201, 0.603074).
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 10, cornerCurve: .continuous)
        let e = ends(p)
        #expect(isClose(e[2], Point(x: 93.42020143325669, y: 0.6030737921409157)))
        for point in e[2...4] {
            #expect(abs(hypot(point.x - 90, point.y - 10) - 10) < 1e-9)
        }
    }

    @Test("the radius is clamped to half the shorter side for both curves")
    func clamped() {
        let circular = Path(roundedRect: Self.card, cornerRadius: 500)
        #expect(circular == Path(roundedRect: Self.card, cornerRadius: 30))
        #expect(Path(roundedRect: Self.card, cornerRadius: 500, cornerCurve: .continuous)
            == Path(roundedRect: Self.card, cornerRadius: 30, cornerCurve: .continuous))
    }

    @Test("the border is the rounded bounds and, inside, the bounds inset by the width with radius r − width")
    func borderPath() {
        var layer = Layer(bounds: Self.card)
        layer.cornerRadius = 10
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMaxXMinYCorner]
        layer.borderWidth = 4
        var expected = Path(roundedRect: Self.card, cornerRadius: 10, maskedCorners: [.layerMaxXMinYCorner], cornerCurve: .continuous)
        expected.append(Path(roundedRect: Rect(x: 4, y: 4, width: 92, height: 52), cornerRadius: 6,
                             maskedCorners: [.layerMaxXMinYCorner], cornerCurve: .continuous))
        #expect(layer.borderPath == expected)
        #expect(layer.boundsPath == Path(roundedRect: Self.card, cornerRadius: 10, maskedCorners: [.layerMaxXMinYCorner], cornerCurve: .continuous))
        // Wider than half the height: the border fills the whole rounded bounds.
        layer.borderWidth = 30
        #expect(layer.borderPath == layer.boundsPath)
        layer.borderWidth = 0
        #expect(layer.borderPath.isEmpty)
    }

    @Test("a shadow path decides whether and where the shadow falls")
    func shadowPath() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 0, height: 0)
        #expect(layer.hasShadow)
        layer.shadowPath = Path()
        #expect(!layer.hasShadow)
        // A layer that draws nothing still casts its shadow path's shadow: the path's box plus
        // the reach (σ = 0 → 1 px) at scale 1.
        layer.shadowPath = Path(rect: Rect(x: 30, y: 40, width: 10, height: 5))
        #expect(layer.hasShadow)
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: 29, y: 39, width: 12, height: 7))
    }
}
