import Foundation
import Testing
import LayerModel
@testable import Controls
import TestSupport

/// Huge but finite numbers (1e300, ±greatestFiniteMagnitude) are valid input: every control
/// formula gives a finite answer in range or a typed error — never a trap (`Int(NaN)`), a NaN
/// in the layer tree or an angle of ±∞.
@Suite("Extreme but finite input")
struct ExtremeInputTests {
    static let huge: [Double] = [
        1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        1e39, -1e39, // just past Float's range, where the single-precision step count overflows
        1e20,        // past 2²⁴ steps, which single precision cannot count
    ]

    @Test("the dial's value of a huge angle is the value of that angle less whole turns", arguments: huge)
    func dialValue(_ angle: Double) {
        for labels in [1, 12, 360] {
            let value = RotaryDial.value(forAngle: angle, numberOfLabels: labels)
            #expect((0..<labels).contains(value))
            #expect(value == RotaryDial.value(forAngle: RotaryDial.floorAngle(angle), numberOfLabels: labels))
        }
    }

    @Test("a dial turned to a huge angle reads a label in range", arguments: huge)
    func dialRotation(_ angle: Double) throws {
        var dial = try RotaryDial()
        try dial.setCurrentAngle(angle)
        #expect(abs(dial.currentAngle) <= 2 * Double.pi)
        #expect((0..<12).contains(dial.value))
        try dial.rotate(to: angle, animated: true)
        #expect((0..<12).contains(dial.value))
    }

    @Test("a drag of 1e300 points turns the dial by that distance less whole turns")
    func dialHugeDrag() throws {
        var driver = GestureDriver(try RotaryDial())
        // Finger right by 1e300: |tick| = 1e300/R, whose squares alone would overflow.
        try driver.send(Touch(.began, at: Point(x: 0, y: 120)), point: 0)
        let events = try driver.send(Touch(.moved, at: Point(x: 1e300, y: 120)), point: 1)
        let angle = driver.control.currentAngle
        #expect(angle.isFinite && abs(angle) <= 2 * Double.pi)
        let tick = RotaryDial.tick(from: .zero, to: Point(x: -1e300, y: 0), touchX: 1e300, centerX: 120, radius: 120)
        #expect(isClose(tick, 1e300 / 120, 1e285))
        #expect(angle == RotaryDial.floorAngle(tick))
        #expect(events
            == [GestureEvent(.willRotate, touch: 1), GestureEvent(.didRotate(driver.control.value), touch: 1)])
        try driver.send(Touch(.ended, at: Point(x: 1e300, y: 120)), point: 1)
        #expect(driver.control.currentAngle.isFinite)
    }

    @Test("a step whose rotation overflows is an error and leaves the dial as it was")
    func dialOverflowingDrag() throws {
        var dial = try RotaryDial()
        _ = try dial.handle(Touch(.began, at: Point(x: .greatestFiniteMagnitude, y: 120)))
        // The offset, p₀ − p, is −∞ in x: the finger moved farther than a Double can say.
        #expect(throws: ControlsError.nonFinite(name: "rotation", value: -.infinity)) {
            try dial.handle(Touch(.moved, at: Point(x: -.greatestFiniteMagnitude, y: 120)))
        }
        #expect(dial.currentAngle == 0 && dial.pendingAnimation == nil)
        // The drag goes on from where it was.
        #expect(try dial.handle(Touch(.moved, at: Point(x: .greatestFiniteMagnitude, y: 120))).count == 2)
        #expect(dial.currentAngle == 0)
    }

    @Test("on a dial too small to divide by, a step is an error, not an infinite angle")
    func dialTinyRadius() throws {
        var dial = try RotaryDial(size: Size(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude))
        _ = try dial.handle(Touch(.began, at: .zero))
        #expect(throws: ControlsError.self) { try dial.handle(Touch(.moved, at: Point(x: 1, y: 0))) }
        #expect(dial.currentAngle == 0)
    }

    @Test("the slider's touch angle at huge coordinates", arguments: [
        (1e300, 160.0, 360),                                           // 3 o'clock: 0° → 360
        (160.0, 1e300, 270),                                           // straight down: 90°
        (-Double.greatestFiniteMagnitude, 160.0, 180),                 // 9 o'clock
        (160.0, -1e300, 90),                                           // straight up: 270°
        (Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 315), // 45° down-right
        (-Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 135), // 225° up-left
    ])
    func sliderTouch(x: Double, y: Double, angle: Int) throws {
        #expect(try CircularSlider.angle(forTouch: Point(x: x, y: y), size: CircularSlider.defaultSize) == angle)
        var slider = try CircularSlider(angle: 10)
        #expect(try slider.handle(Touch(.moved, at: Point(x: x, y: y))) == [.valueChanged(Double(angle))])
    }

    @Test("the knob's value at huge touch coordinates is the value in that direction")
    func knobTouch() throws {
        let knob = try Knob()
        // Up-right of the center (70, 70) at 45°, as (170, −30) is.
        let far = knob.value(forTouch: Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
        #expect(far == knob.value(forTouch: Point(x: 170, y: -30)))
        var driver = GestureDriver(knob)
        try driver.drag(through: [Point(x: 1e300, y: 1e300), Point(x: -1e300, y: 70)])
        #expect(driver.control.value == knob.value(forTouch: Point(x: -100, y: 70)))
    }

    @Test("the gradient view's points for a huge angle are those of the angle less whole turns", arguments: huge)
    func gradientAngle(_ angle: Double) throws {
        let (start, end) = GradientView.points(forAngle: angle)
        let reduced = GradientView.points(forAngle: angle.truncatingRemainder(dividingBy: 360))
        #expect(start == reduced.start && end == reduced.end)
        for p in [start, end] {
            #expect((0...1).contains(p.x) && (0...1).contains(p.y), "\(p)")
        }
        let gradient = try #require(try GradientView(angle: angle).layer.sublayers[0].gradient)
        #expect(gradient.startPoint == start && gradient.endPoint == end)
    }

    @Test("a knob range whose span overflows is an error, not a NaN pointer")
    func overflowingRange() {
        #expect(throws: ControlsError.rangeTooWide(minimum: -1e308, maximum: 1e308)) {
            try Knob(minimumValue: -1e308, maximumValue: 1e308)
        }
    }
}
