import Foundation
import Testing
import LayerModel
@testable import Controls

/// The slider's tracking on the default 320×320 slider, center (160, 160):
/// `deg = atan2(y − 160, x − 160)` in degrees, clockwise on screen, mapped into [0, 360);
/// `angle = 360 − floor(deg)`.
@Suite("Circular slider gesture")
struct CircularSliderGestureTests {
    func drag(_ slider: CircularSlider,
              _ points: [(Double, Double)]) throws -> (events: [GestureEvent], slider: CircularSlider) {
        var driver = GestureDriver(slider)
        let events = try driver.drag(through: points.map { Point(x: $0.0, y: $0.1) })
        return (events, driver.control)
    }

    @Test("began changes nothing; every moved touch sets the angle and sends it")
    func tracking() throws {
        // (260,160) 3 o'clock: began → nothing (the slider stays at 100).
        // (260,60):  atan2(−100, 100) = −45° → 315 → 360 − 315 = 45.
        // (160,60):  −90° → 270 → 90.   (60,60): −135° → 225 → 135.   (60,160): 180° → 180.
        // (60,260):  135° → 225.        (160,260): 90° → 270.           (260,260): 45° → 315.
        // (260,160): 0° → 360 (exactly 3 o'clock is 360, never 0).
        let points: [(Double, Double)] = [(260, 160), (260, 60), (160, 60), (60, 60), (60, 160),
                                          (60, 260), (160, 260), (260, 260), (260, 160)]
        let (events, slider) = try drag(try CircularSlider(angle: 100), points)
        #expect(events == [45, 90, 135, 180, 225, 270, 315, 360].enumerated().map {
            GestureEvent(.valueChanged(Double($0.element)), touch: $0.offset + 1)
        })
        #expect(slider.angle == 360)
    }

    @Test("a drag of only a began and an end changes nothing and sends nothing")
    func beganOnly() throws {
        var slider = try CircularSlider(angle: 100)
        #expect(try slider.handle(Touch(.began, at: Point(x: 160, y: 60))) == [])
        #expect(try slider.handle(Touch(.ended, at: Point(x: 160, y: 60))) == [])
        #expect(try slider.handle(Touch(.cancelled, at: Point(x: 160, y: 60))) == [])
        #expect(slider.angle == 100)
    }

    @Test("around 3 o'clock: exactly there 360, just below 360 then 359, just above 1", arguments: [
        (260.0, 160.0, 360), // atan2(0, 100) = 0° → 360
        (260.0, 161.0, 360), // atan2(1, 100) = 0.573° → floor 0 → 360
        (260.0, 162.0, 359), // atan2(2, 100) = 1.146° → floor 1 → 359
        (260.0, 159.0, 1),   // atan2(−1, 100) = −0.573° → 359.427 → floor 359 → 1
        (160.0, 160.0, 360), // the center: atan2(0, 0) = 0 → 360
    ])
    func threeOClock(x: Double, y: Double, angle: Int) throws {
        let (events, slider) = try drag(try CircularSlider(angle: 50), [(160, 60), (x, y)])
        #expect(events.last == GestureEvent(.valueChanged(Double(angle)), touch: 1))
        #expect(slider.angle == angle)
    }

    @Test("a touch at NaN throws and changes nothing")
    func nonFinite() throws {
        var slider = try CircularSlider(angle: 50)
        #expect(throws: ControlsError.nonFinite(name: "touch y", value: -.infinity)) {
            try slider.handle(Touch(.moved, at: Point(x: 1, y: -.infinity)))
        }
        #expect(slider.angle == 50)
    }
}
