import Foundation
import Testing
import LayerModel
@testable import Controls
import TestSupport

/// The knob's rotation gesture on the default 140×140 knob: center (70, 70), start −11π/8,
/// end 3π/8, so `value = (a − start)/(end − start) = (a + 11π/8)/(14π/8) = (8a/π + 11)/14`
/// for a bounded touch angle a. The gap's middle is `mid = (2π + start − end)/2 + end = π/2`
/// (straight down; in Double it comes out one ulp above π/2, 1.5707963267948968).
@Suite("Knob gesture")
struct KnobGestureTests {
    /// Drags the knob through `points`; the valueChanged values with their point indices.
    func drag(_ knob: Knob,
              _ points: [(Double, Double)]) throws -> (events: [(value: Double, touch: Int)], knob: Knob) {
        var driver = GestureDriver(knob)
        let events = try driver.drag(through: points.map { Point(x: $0.0, y: $0.1) })
        let values = events.map { sent -> (value: Double, touch: Int) in
            guard case let .valueChanged(v) = sent.event else { return (.nan, sent.touch) }
            return (v, sent.touch)
        }
        return (values, driver.control)
    }

    func expectValues(_ events: [(value: Double, touch: Int)], _ expected: [Double],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(events.map(\.value).count == expected.count, sourceLocation: sourceLocation)
        for (event, value) in zip(events, expected) {
            #expect(isClose(event.value, value, 1e-12), "\(event.value) ≠ \(value)", sourceLocation: sourceLocation)
        }
        #expect(events.map(\.touch) == Array(expected.indices), sourceLocation: sourceLocation)
    }

    @Test("the README drag 70,130 20,70 70,20 130,70 gives 1, 3/14, 1/2, 11/14")
    func readmeDrag() throws {
        // (70,130): atan2(60, 0) = π/2, exactly the gap's middle; not > mid (one ulp above),
        //           not < mid − 2π, so it clamps to end → 1.
        // (20,70):  atan2(0, −50) = π > mid → π − 2π = −π → (−8 + 11)/14 = 3/14.
        // (70,20):  atan2(−50, 0) = −π/2 → (−4 + 11)/14 = 7/14 = 0.5.
        // (130,70): atan2(0, 60) = 0 → 11/14.
        let (events, knob) = try drag(try Knob(), [(70, 130), (20, 70), (70, 20), (130, 70)])
        expectValues(events, [1, 3.0 / 14, 0.5, 11.0 / 14])
        #expect(events.map(\.value) == [1.0, 0.21428571428571425, 0.5, 0.7857142857142858])
        #expect(isClose(knob.value, 11.0 / 14))
    }

    @Test("through the gap clockwise: the value holds the nearer end, switching ends only at the gap's middle")
    func gapClockwise() throws {
        // (100,100): atan2(30, 30) = π/4, on the track → (2 + 11)/14 = 13/14.
        // (80,130):  atan2(60, 10) = 1.4056 rad: in the gap (past end 1.1781), right of its
        //            middle π/2, so nearer the end → 1.
        // (70,130):  exactly the middle, π/2 → still the end (mid is one ulp above) → 1.
        // (60,130):  atan2(60, −10) = 1.7359 > mid → −4.5473 < start → clamps to start → 0.
        // (40,100):  atan2(30, −30) = 3π/4 > mid → −5π/4 → (−10 + 11)/14 = 1/14.
        let (events, _) = try drag(try Knob(), [(100, 100), (80, 130), (70, 130), (60, 130), (40, 100)])
        expectValues(events, [13.0 / 14, 1, 1, 0, 1.0 / 14])
    }

    @Test("through the gap counterclockwise: the same, in reverse")
    func gapCounterclockwise() throws {
        let (events, _) = try drag(try Knob(), [(40, 100), (60, 130), (70, 130), (80, 130), (100, 100)])
        // (40,100) 1/14; (60,130) start side of the gap → 0; (70,130) the middle → end → 1;
        // (80,130) end side → 1; (100,100) 13/14.
        expectValues(events, [1.0 / 14, 0, 1, 1, 13.0 / 14])
    }

    @Test("a touch just beside the gap's middle never takes the far end")
    func besideTheMiddle() throws {
        // (70.001,130): atan2(60, 0.001) = π/2 − 1.7e-5 < mid → end → 1.
        // (69.999,130): π/2 + 1.7e-5 > mid → −3π/2 + … < start → 0.
        let (events, _) = try drag(try Knob(), [(70.001, 130), (69.999, 130)])
        expectValues(events, [1, 0])
    }

    @Test("a full circle clockwise from the top follows the track and holds the ends in the gap")
    func fullCircle() throws {
        // top −π/2 → 7/14; (120,20) −π/4 → 9/14; right 0 → 11/14; (120,120) π/4 → 13/14;
        // bottom π/2 (the middle) → 1; (20,120) 3π/4 → −5π/4 → 1/14; left π → −π → 3/14;
        // (20,20) −3π/4 → 5/14; top again → 7/14.
        let points: [(Double, Double)] = [(70, 20), (120, 20), (120, 70), (120, 120), (70, 120),
                                          (20, 120), (20, 70), (20, 20), (70, 20)]
        let (events, knob) = try drag(try Knob(), points)
        expectValues(events, [7, 9, 11, 13, 14, 1, 3, 5, 7].map { $0 / 14 })
        #expect(isClose(knob.value, 0.5))
    }

    @Test("isContinuous false sends exactly one valueChanged, when the touch ends, at the last point")
    func nonContinuous() throws {
        var knob = try Knob()
        knob.isContinuous = false
        let (events, result) = try drag(knob, [(70, 130), (20, 70), (70, 20), (130, 70)])
        #expect(events.count == 1)
        #expect(events.first?.touch == 3)
        #expect(isClose(events.first?.value ?? .nan, 11.0 / 14))
        #expect(isClose(result.value, 11.0 / 14))
    }

    @Test("isContinuous false sends its one event even when the value did not change")
    func nonContinuousUnchanged() throws {
        var knob = try Knob(value: 0.5)
        knob.isContinuous = false
        let (events, _) = try drag(knob, [(70, 20), (70, 20)]) // straight up both times: 0.5
        #expect(events.map(\.value) == [0.5])
        #expect(events.map(\.touch) == [1])
    }

    @Test("a cancelled touch keeps the value it reached; continuous sends nothing more, non-continuous its one event")
    func cancelled() throws {
        let touches = [Touch(.began, at: Point(x: 70, y: 20)), Touch(.moved, at: Point(x: 130, y: 70)),
                       Touch(.cancelled, at: Point(x: 130, y: 70))]
        var continuous = try Knob()
        var events: [ControlEvent] = []
        for touch in touches { events += try continuous.handle(touch) }
        #expect(events == [.valueChanged(0.5), .valueChanged(continuous.value)])
        #expect(isClose(continuous.value, 11.0 / 14))

        var once = try Knob()
        once.isContinuous = false
        events = []
        for touch in touches { events += try once.handle(touch) }
        #expect(events == [.valueChanged(once.value)])
        #expect(isClose(once.value, 11.0 / 14))
    }

    @Test("began samples the touch; ending adds no new position")
    func beganAndEnded() throws {
        var knob = try Knob()
        // (20,70): π → −π → 3/14.
        let began = try knob.handle(Touch(.began, at: Point(x: 20, y: 70)))
        #expect(began == [.valueChanged(knob.value)])
        #expect(isClose(knob.value, 3.0 / 14))
        // The finger lifts somewhere else: no sample, no event (continuous).
        #expect(try knob.handle(Touch(.ended, at: Point(x: 130, y: 70))) == [])
        #expect(isClose(knob.value, 3.0 / 14))
    }

    @Test("another range and size: the inverse mapping, about the bounds' center")
    func rangeAndSize() throws {
        // 200×100: center (100, 50). (100, 0) is straight up, −π/2 → the middle of −10…10 → 0.
        // (150, 50) is 0 rad → −10 + 11/14·20 = 5.714285…
        let knob = try Knob(size: Size(width: 200, height: 100), minimumValue: -10, maximumValue: 10)
        let (events, _) = try drag(knob, [(100, 0), (150, 50)])
        expectValues(events, [0, -10 + 20 * 11.0 / 14])
    }

    @Test("the gesture sets the value without animation, dropping a pending one")
    func noAnimation() throws {
        var knob = try Knob()
        try knob.setValue(1, animated: true)
        _ = try knob.handle(Touch(.began, at: Point(x: 70, y: 20)))
        #expect(knob.pendingAnimation == nil)
        #expect(knob.value == 0.5)
    }

    @Test("a touch at NaN or infinity throws and changes nothing")
    func nonFinite() throws {
        var knob = try Knob(value: 0.3)
        #expect(throws: ControlsError.nonFinite(name: "touch x", value: .infinity)) {
            try knob.handle(Touch(.moved, at: Point(x: .infinity, y: 0)))
        }
        #expect(throws: ControlsError.self) { try knob.handle(Touch(.began, at: Point(x: 0, y: .nan))) }
        #expect(knob == (try Knob(value: 0.3)))
    }
}
