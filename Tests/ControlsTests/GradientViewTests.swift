import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Gradient view")
struct GradientViewTests {
    static let pointCases: [(angle: Double, start: Point, end: Point)] = [
        (270, Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),             // top to bottom (default)
        (90, Point(x: 0.5, y: 1), Point(x: 0.5, y: 0)),              // bottom to top
        (0, Point(x: 0, y: 0.5), Point(x: 1, y: 0.5)),               // left to right
        (180, Point(x: 1, y: 0.5), Point(x: 0, y: 0.5)),             // right to left
        (45, Point(x: 0, y: 1), Point(x: 1, y: 0)),                  // bottom-left to top-right
        (135, Point(x: 1, y: 1), Point(x: 0, y: 0)),                 // |x| = |y| up to rounding
        (225, Point(x: 1, y: 0), Point(x: 0, y: 1)),
        (310, Point(x: 0.08045018441136009, y: 0), Point(x: 0.9195498155886399, y: 1)), // the seed demo
        (30, Point(x: 0, y: 0.7886751345948129), Point(x: 1, y: 0.21132486540518713)),  // (1 ± tan 30°)/2
        (60, Point(x: 0.21132486540518702, y: 1), Point(x: 0.788675134594813, y: 0)),
        (-90, Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),             // same as 270
        (405, Point(x: 0, y: 1), Point(x: 1, y: 0)),                 // same as 45
    ]

    @Test("start and end points follow the angle, counterclockwise from east", arguments: pointCases)
    func points(_ c: (angle: Double, start: Point, end: Point)) {
        let (start, end) = GradientView.points(forAngle: c.angle)
        #expect(isClose(start, c.start), "start \(start) ≠ \(c.start)")
        #expect(isClose(end, c.end), "end \(end) ≠ \(c.end)")
    }

    @Test("defaults: 200×200, angle 270, no colors")
    func defaults() throws {
        let view = try GradientView()
        #expect(view.size == Size(width: 200, height: 200))
        #expect(view.angle == 270)
        #expect(view.startColor == nil && view.endColor == nil)
        #expect(GradientView.seedStartColor.hex == "#FF180FFF")
        #expect(GradientView.seedEndColor.hex == "#FDFF63FF")
    }

    @Test("one gradient layer fills the bounds, nil colors drawn as clear")
    func layerTree() throws {
        let view = try GradientView(size: Size(width: 281, height: 609), startColor: .red, angle: 310)
        let root = view.layer
        #expect(root.bounds == Rect(x: 0, y: 0, width: 281, height: 609))
        #expect(root.position == Point(x: 140.5, y: 304.5))
        #expect(root.sublayers.count == 1)
        let layer = root.sublayers[0]
        #expect(layer.frame == root.bounds)
        let gradient = try #require(layer.gradient)
        #expect(gradient.type == .axial)
        #expect(gradient.colors == [.red, .clear])
        #expect(gradient.locations == nil)
        #expect(isClose(gradient.startPoint, Point(x: 0.08045018441136009, y: 0)))
        #expect(isClose(gradient.endPoint, Point(x: 0.9195498155886399, y: 1)))
    }

    @Test("non-finite angles and empty sizes are rejected")
    func errors() throws {
        #expect(throws: ControlsError.self) { try GradientView(angle: .nan) }
        #expect(throws: ControlsError.nonFinite(name: "angle", value: .infinity)) {
            try GradientView(angle: .infinity)
        }
        #expect(throws: ControlsError.invalidSize(Size(width: 10, height: -1))) {
            try GradientView(size: Size(width: 10, height: -1))
        }
        var view = try GradientView()
        #expect(throws: ControlsError.self) { try view.setAngle(-.infinity) }
        #expect(view.angle == 270)
    }
}
