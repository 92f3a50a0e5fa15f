import Foundation
import LayerModel
import Testing
import TestSupport

@Suite("Conic gradients and gradient colors")
struct ConicGradientTests {
    static let square = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test("the location is the clockwise angle from the end point's direction, in turns", arguments: [
        // Centre (50, 50), 0° to the east; y is down, so south is a quarter turn clockwise.
        (Point(x: 100, y: 50), 0.0), (Point(x: 50, y: 100), 0.25), (Point(x: 0, y: 50), 0.5), (Point(x: 50, y: 0), 0.75),
        (Point(x: 100, y: 100), 0.125),
    ])
    func compass(point: Point, expected: Double) {
        let g = GradientLayer(type: .conic, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        #expect(abs(g.conicLocation(of: point, in: Self.square) - expected) < 1e-12)
    }

    @Test("just before a full turn is just below 1, never 1")
    func belowOne() {
        let g = GradientLayer(type: .conic, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let t = g.conicLocation(of: Point(x: 100, y: 49.999), in: Self.square)
        // atan2(−0.001, 50) = −0.00002 rad: 1 − 0.00002/2π = 0.9999968.
        #expect(t < 1 && abs(t - (1 - 0.00002 / (2 * Double.pi))) < 1e-9)
    }

    // On a 200 × 100 layer with 0° pointing up (end (0.5, 0)), the top-right corner is at
    // (0.5, −0.5) from the centre in the unit square: clockwise from (0, −0.5) by 45° = 0.125
    // turns, as the square gradient stretched to the bounds puts it (in points it would be
    // atan(2) = 63.4349° = 0.1762 turns). A point 50 pt right of the centre, (150, 50), is at
    // (0.25, 0) in the unit square: a quarter turn, as in points.
    @Test("angles are measured in the unit square, which is stretched to the bounds")
    func nonSquare() {
        let g = GradientLayer(type: .conic, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0))
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(abs(g.conicLocation(of: Point(x: 200, y: 0), in: bounds) - 0.125) < 1e-12)
        #expect(abs(g.conicLocation(of: Point(x: 150, y: 50), in: bounds) - 0.25) < 1e-12)
        // (170, 10): (0.35, −0.4) from the centre → atan2(0.35, 0.4) clockwise from up.
        #expect(abs(g.conicLocation(of: Point(x: 170, y: 10), in: bounds) - atan2(0.35, 0.4) / (2 * .pi)) < 1e-12)
        // A bounds origin of its own moves the unit square with it.
        #expect(abs(g.conicLocation(of: Point(x: 230, y: -7), in: Rect(x: 30, y: -7, width: 200, height: 100)) - 0.125) < 1e-12)
    }

    @Test("coinciding start and end points put 0° along +x")
    func coincident() {
        let g = GradientLayer(type: .conic, colors: [.red, .blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0.5))
        #expect(g.conicLocation(of: Point(x: 50, y: 100), in: Self.square) == 0.25)
    }

    @Test("colors interpolate unpremultiplied between the stops around a location and pad beyond them")
    func colors() {
        let g = GradientLayer(colors: [.red, .blue, Color(red: 0, green: 1, blue: 0)], locations: [0.2, 0.6, 1])
        #expect(g.color(atLocation: 0) == .red)
        #expect(isClose(g.color(atLocation: 0.4), Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(isClose(g.color(atLocation: 0.7), Color(red: 0, green: 0.25, blue: 0.75)))
        #expect(g.color(atLocation: 1.5) == Color(red: 0, green: 1, blue: 0))
        // To transparent black: half red at half alpha (premultiplied would keep full red).
        #expect(GradientLayer(colors: [.red, .clear]).color(atLocation: 0.5) == Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        #expect(GradientLayer().color(atLocation: 0.5) == .clear)
    }

    @Test("two stops at one location make a hard step: the later color from there on")
    func hardStep() {
        let g = GradientLayer(colors: [.red, .red, .blue, .blue], locations: [0, 0.5, 0.5, 1])
        #expect(g.color(atLocation: 0.4999) == .red)
        #expect(g.color(atLocation: 0.5) == .blue)
    }
}
