import Testing
import LayerModel
@testable import Controls

@Suite("Touches and the gesture driver")
struct TouchGestureTests {
    @Test("a drag begins at the first point, moves to every later one and ends at the last")
    func dragTouches() {
        let a = Point(x: 1, y: 2), b = Point(x: 3, y: 4), c = Point(x: 5, y: 6)
        #expect(Touch.drag(through: [a, b, c]) == [
            Touch(.began, at: a), Touch(.moved, at: b), Touch(.moved, at: c), Touch(.ended, at: c),
        ])
        #expect(Touch.drag(through: [a]) == [Touch(.began, at: a), Touch(.ended, at: a)])
        #expect(Touch.drag(through: []) == [])
    }

    @Test("observers receive every event in order, each tagged with its point")
    func observers() throws {
        var driver = GestureDriver(try RotaryDial())
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        driver.addObserver { log.lines.append("first \($0.event) \($0.touch)") }
        driver.addObserver { log.lines.append("second \($0.event) \($0.touch)") }
        let returned = try driver.drag(through: [Point(x: 200, y: 100), Point(x: 200, y: 140)])
        #expect(log.lines == [
            "first willRotate 1", "second willRotate 1", "first didRotate(0) 1", "second didRotate(0) 1",
            "first willRotate 1", "second willRotate 1", "first didRotate(11) 1", "second didRotate(11) 1",
        ])
        #expect(returned.map(\.event) == [.willRotate, .didRotate(0), .willRotate, .didRotate(11)])
    }

    @Test("afterTouch sees the control after each touch, with the point index")
    func afterTouch() throws {
        var driver = GestureDriver(try CircularSlider(angle: 10))
        var seen: [(TouchPhase, Int, Int)] = []
        try driver.drag(through: [Point(x: 160, y: 60), Point(x: 60, y: 160)]) { touch, index, slider in
            seen.append((touch.phase, index, slider.angle))
        }
        #expect(seen.map(\.0) == [.began, .moved, .ended])
        #expect(seen.map(\.1) == [0, 1, 1])
        #expect(seen.map(\.2) == [10, 180, 180])
    }

    @Test("a non-finite touch throws before any event is delivered")
    func nonFinite() throws {
        var driver = GestureDriver(try Knob())
        var count = 0
        driver.addObserver { _ in count += 1 }
        #expect(throws: ControlsError.self) {
            try driver.drag(through: [Point(x: 70, y: 20), Point(x: .nan, y: 0)])
        }
        #expect(count == 1) // the began at (70, 20) only
        #expect(driver.control.value == 0.5)
    }
}
