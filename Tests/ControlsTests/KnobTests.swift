import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Knob")
struct KnobTests {
    // MARK: API and defaults

    @Test("defaults are the original's")
    func defaults() throws {
        let knob = try Knob()
        #expect(knob.size == Size(width: 140, height: 140))
        #expect(knob.minimumValue == 0)
        #expect(knob.maximumValue == 1)
        #expect(knob.value == 0)
        #expect(knob.isContinuous)
        #expect(knob.lineWidth == 2)
        #expect(knob.pointerLength == 6)
        #expect(isClose(knob.startAngle, -4.319689898685965)) // −11π/8
        #expect(isClose(knob.endAngle, 1.1780972450961724)) // 3π/8
        #expect(knob.color == Color(red: 0, green: 122.0 / 255, blue: 1))
    }

    // MARK: value ↔ angle

    static let angleCases: [(value: Double, min: Double, max: Double, angle: Double)] = [
        (0, 0, 1, -4.319689898685965),     // start: −11π/8
        (1, 0, 1, 1.1780972450961724),     // end: 3π/8
        (0.5, 0, 1, -1.5707963267948966),  // straight up: −π/2
        (0.25, 0, 1, -2.945243112740431),  // −7.5π/8
        (-10, -10, 10, -4.319689898685965),
        (10, -10, 10, 1.1780972450961724),
        (0, -10, 10, -1.5707963267948966),
        (5, -10, 10, -0.19634954084936207), // −π/16
    ]

    @Test("the pointer angle maps the value range linearly onto start…end", arguments: angleCases)
    func pointerAngle(_ c: (value: Double, min: Double, max: Double, angle: Double)) throws {
        let angle = Knob.pointerAngle(forValue: c.value, minimumValue: c.min, maximumValue: c.max,
                                      startAngle: Knob.defaultStartAngle, endAngle: Knob.defaultEndAngle)
        #expect(isClose(angle, c.angle))
        let knob = try Knob(minimumValue: c.min, maximumValue: c.max, value: c.value)
        #expect(isClose(knob.pointerAngle, c.angle))
    }

    @Test("the value from a pointer angle inverts the mapping", arguments: angleCases)
    func valueFromAngle(_ c: (value: Double, min: Double, max: Double, angle: Double)) {
        let value = Knob.value(forPointerAngle: c.angle, minimumValue: c.min, maximumValue: c.max,
                               startAngle: Knob.defaultStartAngle, endAngle: Knob.defaultEndAngle)
        #expect(isClose(value, c.value))
    }

    @Test("3 o'clock is 11/14 of the default range")
    func valueAtThreeOClock() {
        let unit = Knob.value(forPointerAngle: 0, minimumValue: 0, maximumValue: 1,
                              startAngle: Knob.defaultStartAngle, endAngle: Knob.defaultEndAngle)
        #expect(isClose(unit, 0.7857142857142857))
        let custom = Knob.value(forPointerAngle: 0, minimumValue: -10, maximumValue: 10,
                                startAngle: Knob.defaultStartAngle, endAngle: Knob.defaultEndAngle)
        #expect(isClose(custom, 5.714285714285714))
    }

    // MARK: Clamping and errors

    @Test("the value is clamped into the range", arguments: [
        (2.0, 1.0), (-3.0, 0.0), (0.3, 0.3), (1.0, 1.0),
    ])
    func clamping(_ c: (given: Double, stored: Double)) throws {
        let knob = try Knob(value: c.given)
        #expect(knob.value == c.stored)
        var other = try Knob()
        try other.setValue(c.given)
        #expect(other.value == c.stored)
    }

    @Test("changing the range re-clamps the value")
    func rangeReclamps() throws {
        var knob = try Knob(value: 0.2)
        try knob.setRange(minimumValue: 0.5, maximumValue: 2)
        #expect(knob.value == 0.5)
        try knob.setValue(1.5)
        try knob.setRange(minimumValue: -1, maximumValue: 1)
        #expect(knob.value == 1)
    }

    @Test("a minimum not below the maximum is rejected", arguments: [(1.0, 0.5), (1.0, 1.0), (0.0, -10.0)])
    func invalidRange(_ c: (min: Double, max: Double)) throws {
        #expect(throws: ControlsError.invalidRange(minimum: c.min, maximum: c.max)) {
            try Knob(minimumValue: c.min, maximumValue: c.max)
        }
        var knob = try Knob()
        #expect(throws: ControlsError.invalidRange(minimum: c.min, maximum: c.max)) {
            try knob.setRange(minimumValue: c.min, maximumValue: c.max)
        }
        #expect(knob.minimumValue == 0 && knob.maximumValue == 1)
    }

    @Test("the range error says what to fix")
    func rangeErrorMessage() {
        let error = ControlsError.invalidRange(minimum: 1, maximum: 0.5)
        #expect(error.description == "minimumValue (1.0) must be less than maximumValue (0.5)")
    }

    @Test("non-finite values are rejected and leave the knob unchanged",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteValue(_ bad: Double) throws {
        var knob = try Knob(value: 0.4)
        do {
            try knob.setValue(bad)
            Issue.record("setValue(\(bad)) did not throw")
        } catch {
            guard case let .nonFinite(name, value) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(name == "value")
            #expect(value.isNaN == bad.isNaN)
            #expect(error.description.hasPrefix("value must be a finite number, got "))
        }
        #expect(knob.value == 0.4)
        #expect(throws: ControlsError.self) { try Knob(minimumValue: bad) }
        #expect(throws: ControlsError.self) { try Knob(startAngle: bad) }
    }

    @Test("negative lengths and empty sizes are rejected")
    func badAppearance() {
        #expect(throws: ControlsError.negative(name: "lineWidth", value: -1)) { try Knob(lineWidth: -1) }
        #expect(throws: ControlsError.negative(name: "pointerLength", value: -2)) { try Knob(pointerLength: -2) }
        #expect(throws: ControlsError.invalidSize(Size(width: 0, height: 10))) {
            try Knob(size: Size(width: 0, height: 10))
        }
    }

    // MARK: Geometry

    @Test("the track radius follows the shorter side", arguments: [
        (Size(width: 140, height: 140), 2.0, 6.0, 64.0),
        (Size(width: 200, height: 100), 2.0, 6.0, 44.0),
        (Size(width: 100, height: 200), 2.0, 6.0, 44.0),
        (Size(width: 140, height: 140), 4.0, 8.0, 62.0),   // the seed demo
        (Size(width: 140, height: 140), 20.0, 6.0, 60.0),  // half the line width wins
    ])
    func trackRadius(_ c: (size: Size, lineWidth: Double, pointerLength: Double, radius: Double)) throws {
        let knob = try Knob(size: c.size, lineWidth: c.lineWidth, pointerLength: c.pointerLength)
        #expect(knob.trackRadius == c.radius)
        let arc = try #require(knob.layer.sublayers.first?.shape?.path.elements.first)
        guard case let .arc(center, radius, start, end, clockwise) = arc else {
            Issue.record("the track is not an arc: \(arc)")
            return
        }
        #expect(center == Point(x: c.size.width / 2, y: c.size.height / 2))
        #expect(radius == c.radius)
        #expect(start == knob.startAngle && end == knob.endAngle && clockwise)
    }

    @Test("the pointer runs from inside the right edge to it", arguments: [
        (Size(width: 140, height: 140), 2.0, 6.0, Point(x: 133, y: 70), Point(x: 140, y: 70)),
        (Size(width: 200, height: 100), 2.0, 6.0, Point(x: 193, y: 50), Point(x: 200, y: 50)),
        (Size(width: 140, height: 140), 4.0, 8.0, Point(x: 130, y: 70), Point(x: 140, y: 70)),
    ])
    func pointerEnds(_ c: (size: Size, lineWidth: Double, pointerLength: Double, from: Point, to: Point)) throws {
        let knob = try Knob(size: c.size, lineWidth: c.lineWidth, pointerLength: c.pointerLength)
        let pointer = knob.layer.sublayers[1]
        #expect(pointer.shape?.path.elements == [.move(to: c.from), .line(to: c.to)])
    }

    @Test("at mid-range the pointer's tip is straight above the center, w/2 away", arguments: [
        (Size(width: 140, height: 140), Point(x: 70, y: 0)),
        (Size(width: 200, height: 100), Point(x: 100, y: -50)),
    ])
    func pointerTip(_ c: (size: Size, tip: Point)) throws {
        let knob = try Knob(size: c.size, value: 0.5)
        let pointer = knob.layer.sublayers[1]
        let toRoot = pointer.transformToSuperlayer()
        #expect(isClose(toRoot.apply(to: Point(x: c.size.width, y: c.size.height / 2)), c.tip))
    }

    @Test("the layer tree is a root with track and pointer stroke layers")
    func layerTree() throws {
        let knob = try Knob(size: Size(width: 200, height: 100), value: 0.25, lineWidth: 3, color: .red)
        let root = knob.layer
        #expect(root.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(root.position == Point(x: 100, y: 50))
        #expect(root.sublayers.map(\.name) == ["track", "pointer"])
        for sub in root.sublayers {
            #expect(sub.bounds == root.bounds)
            #expect(sub.position == Point(x: 100, y: 50))
            let shape = try #require(sub.shape)
            #expect(shape.fillColor == nil)
            #expect(shape.strokeColor == .red)
            #expect(shape.lineWidth == 3)
            #expect(shape.lineCap == .butt)
        }
        #expect(root.sublayers[0].transform == .identity)
        let rotation = root.sublayers[1].transform // z rotation by −7.5π/8
        #expect(isClose(rotation.m11, -0.9807852804032304) && isClose(rotation.m12, -0.1950903220161286))
        #expect(isClose(rotation.m21, 0.1950903220161286) && isClose(rotation.m22, -0.9807852804032304))
    }

    // MARK: Gesture formulas

    static let touchCases: [(touch: Double, start: Double, end: Double, bounded: Double)] = [
        // Default track: the gap's middle is π/2 (straight down).
        (3.141592653589793, Knob.defaultStartAngle, Knob.defaultEndAngle, -3.141592653589793), // 9 o'clock
        (1.6707963267948966, Knob.defaultStartAngle, Knob.defaultEndAngle, -4.319689898685965), // gap's left: start
        (1.4707963267948966, Knob.defaultStartAngle, Knob.defaultEndAngle, 1.1780972450961724), // right of it: end
        (0, Knob.defaultStartAngle, Knob.defaultEndAngle, 0),
        (-1.5707963267948966, Knob.defaultStartAngle, Knob.defaultEndAngle, -1.5707963267948966),
        (-3, Knob.defaultStartAngle, Knob.defaultEndAngle, -3),
        // Track 3 o'clock → 12 o'clock clockwise: gap middle −π/4, so below it adds a turn.
        (-1, 0, 4.71238898038469, 4.71238898038469), // nearer 12 o'clock: end (the 2018 bug gave 0)
        (-0.5, 0, 4.71238898038469, 0),              // nearer 3 o'clock: start
        (1, 0, 4.71238898038469, 1),
    ]

    @Test("a touch angle is wrapped about the gap's middle, then clamped", arguments: touchCases)
    func boundedTouch(_ c: (touch: Double, start: Double, end: Double, bounded: Double)) {
        #expect(isClose(Knob.boundedTouchAngle(c.touch, startAngle: c.start, endAngle: c.end), c.bounded))
    }

    @Test("the touch angle is measured about the center, clockwise from 3 o'clock", arguments: [
        (Point(x: 140, y: 70), 0.0),
        (Point(x: 70, y: 140), 1.5707963267948966),
        (Point(x: 0, y: 70), 3.141592653589793),
        (Point(x: 70, y: 0), -1.5707963267948966),
    ])
    func touchAngle(_ c: (point: Point, angle: Double)) {
        #expect(isClose(Knob.touchAngle(at: c.point, size: Knob.defaultSize), c.angle))
    }
}
