import Foundation
import Testing
import LayerModel
@testable import Controls
import TestSupport

/// The dial's drag on the default 240×240 dial: R = 120, center x 120, 12 labels,
/// step = π/6 = 0.5236. The offset moves opposite to the finger (offset_k = −(p_k − p_0)), and
/// `|tick| = |Δoffset|/(2πR)·2π = |Δoffset|/R`, so a 40-pt step turns 1/3 rad.
///
/// Values: `v = a > 0 ? floor(a/step) − 12 : floor(a/step)`, `value = |v| mod 12`. For
/// a = 1/3: 1/3 ÷ 0.5236 = 0.637 → floor 0 → 0 − 12 → 0. For a = −1/3: floor(−0.637) = −1 → 1.
/// Snap: round(0.637) = 1 → π/6 → floor(1) − 12 = −11 → 11; round(−0.637) = −1 → −π/6 → 1.
@Suite("Rotary dial gesture")
struct RotaryDialGestureTests {
    static let step = Double.pi / 6

    /// The events of a drag through `points`, and the dial after it.
    func drag(_ dial: RotaryDial, _ points: [(Double, Double)]) throws -> (events: [GestureEvent], dial: RotaryDial) {
        var driver = GestureDriver(dial)
        let events = try driver.drag(through: points.map { Point(x: $0.0, y: $0.1) })
        return (events, driver.control)
    }

    /// The willRotate/didRotate pairs expected for `values`, moved touches 1…, then the snap
    /// (the last value) at the last point.
    func pairs(_ values: [Int]) -> [GestureEvent] {
        values.enumerated().flatMap { i, value in
            let touch = min(i + 1, values.count - 1)
            return [GestureEvent(.willRotate, touch: touch), GestureEvent(.didRotate(value), touch: touch)]
        }
    }

    /// One 40-pt step (1/3 rad) in each direction and half: `(points, tick sign, value after
    /// the move, value after the snap)`.
    static let oneStep: [(name: String, points: [(Double, Double)], sign: Double, moved: Int, snapped: Int)] = [
        // Right half (x = 200 > 120), finger down 40: offset.y −40, not > 0 → +1 → clockwise.
        ("right half, down", [(200, 100), (200, 140)], 1, 0, 11),
        // Right half, finger up 40: offset.y +40 > 0 → −1 → counterclockwise.
        ("right half, up", [(200, 140), (200, 100)], -1, 1, 1),
        // Left half (x = 40 ≤ 120), finger down: +1, negated in the left half → −1.
        ("left half, down", [(40, 100), (40, 140)], -1, 1, 1),
        // Left half, finger up: −1, negated → +1.
        ("left half, up", [(40, 140), (40, 100)], 1, 0, 11),
        // x = w/2 exactly counts as the left half: down → −1.
        ("middle line, down", [(120, 100), (120, 140)], -1, 1, 1),
        // Horizontal, finger right 40: offset.x −40, not > 0 → +1; never negated, even on the left.
        ("left half, right", [(40, 100), (80, 100)], 1, 0, 11),
        ("right half, right", [(160, 100), (200, 100)], 1, 0, 11),
        // Horizontal, finger left: offset.x +40 > 0 → −1, in either half.
        ("right half, left", [(200, 100), (160, 100)], -1, 1, 1),
        ("left half, left", [(80, 100), (40, 100)], -1, 1, 1),
    ]

    @Test("one step along each axis in each half turns the way the sign rules say", arguments: oneStep)
    func oneStepCases(_ c: (name: String, points: [(Double, Double)], sign: Double, moved: Int, snapped: Int)) throws {
        var driver = GestureDriver(try RotaryDial())
        let p = c.points.map { Point(x: $0.0, y: $0.1) }
        try driver.send(Touch(.began, at: p[0]), point: 0)
        let moved = try driver.send(Touch(.moved, at: p[1]), point: 1)
        #expect(isClose(driver.control.currentAngle, c.sign / 3), "\(c.name)")
        #expect(moved == [GestureEvent(.willRotate, touch: 1), GestureEvent(.didRotate(c.moved), touch: 1)],
                "\(c.name)")
        let ended = try driver.send(Touch(.ended, at: p[1]), point: 1)
        #expect(isClose(driver.control.currentAngle, c.sign * Self.step), "\(c.name)")
        #expect(ended == [GestureEvent(.willRotate, touch: 1), GestureEvent(.didRotate(c.snapped), touch: 1)],
                "\(c.name)")
    }

    @Test("a diagonal step with |Δx| = |Δy| takes the horizontal rule")
    func diagonalTie() throws {
        // Finger (+40, +40) → offset (−40, −40): not |Δy| > |Δx| → offset.x −40 not > 0 → +1.
        // |Δ| = 40√2 = 56.569 → tick = 56.569/120 = 0.4714 rad = 0.900 steps → value 0, snap 1 → 11.
        let (events, dial) = try drag(try RotaryDial(), [(100, 100), (140, 140)])
        #expect(events == pairs([0, 11]))
        #expect(isClose(dial.currentAngle, Self.step))
    }

    @Test("the half is the current touch's, not where the drag began")
    func currentTouchHalf() throws {
        // From (100,100) (left) to (130,140) (right): Δoffset (−30, −40), vertical, offset.y −40
        // not > 0 → +1; the current touch x = 130 > 120 is the right half → stays +1 (with the
        // first touch's half it would be −1). |Δ| = 50 → tick 50/120 = 0.41667 rad → 0.796
        // steps → value 0; snap → 1 step → 11.
        let (events, dial) = try drag(try RotaryDial(), [(100, 100), (130, 140)])
        #expect(events == pairs([0, 11]))
        #expect(isClose(dial.currentAngle, Self.step))
    }

    @Test("more than a full turn clockwise: whole turns are removed toward zero")
    func moreThanATurnClockwise() throws {
        // Seven 120-pt steps down the right half, +1 rad each: 1, 2, 3, 4, 5, 6, then
        // floorAngle(7) = 7 − 2π = 0.71681. Values (a > 0 → floor(a/step) − 12):
        // 1/0.5236 = 1.91 → 1 → 11;  2 → 3.82 → 3 → 9;  3 → 5.73 → 7;  4 → 7.64 → 5;
        // 5 → 9.55 → 3;  6 → 11.46 → 1;  0.7168 → 1.37 → 11. Snap: round(1.37) = 1 → π/6 → 11.
        var driver = GestureDriver(try RotaryDial())
        let points = (0...7).map { Point(x: 200, y: -300 + 120 * Double($0)) }
        var angles: [Double] = []
        let events = try driver.drag(through: points) { touch, _, dial in
            if touch.phase == .moved { angles.append(dial.currentAngle) }
        }
        #expect(events == pairs([11, 9, 7, 5, 3, 1, 11, 11]))
        let expected = [1, 2, 3, 4, 5, 6, 7 - 2 * Double.pi]
        #expect(zip(angles, expected).allSatisfy { isClose($0, $1, 1e-9) }, "\(angles)")
        #expect(isClose(driver.control.currentAngle, Self.step))
    }

    @Test("more than a full turn counterclockwise keeps the negative sign")
    func moreThanATurnCounterclockwise() throws {
        // Up the right half, −1 rad a step: −1 … −6, then floorAngle(−7) = −7 + 2π = −0.71681.
        // Values (a ≤ 0 → |floor(a/step)| mod 12): −1.91 → −2 → 2;  −3.82 → 4;  −5.73 → 6;
        // −7.64 → 8;  −9.55 → 10;  −11.46 → −12 → 0;  −1.37 → 2. Snap: round(−1.37) = −1 → 1.
        let points = (0...7).map { (200.0, 540 - 120 * Double($0)) }
        let (events, dial) = try drag(try RotaryDial(), points)
        #expect(events == pairs([2, 4, 6, 8, 10, 0, 2, 1]))
        #expect(isClose(dial.currentAngle, -Self.step))
    }

    @Test("the snap rounds to the nearest step both ways, halves away from zero", arguments: [
        // 20 pt: 1/6 rad = 0.318 steps → 0 → angle 0, value 0.
        (20.0, 0.0, 0),
        // 40 pt: 0.637 steps → 1 → π/6, value 11.
        (40.0, 1.0, 11),
        // R·π/12 = 31.416 pt: exactly half a step (0.5 in single precision) → away from zero → 1.
        (120 * Double.pi / 12, 1.0, 11),
        // The same upward: −0.5 → −1 → −π/6, value 1.
        (-120 * Double.pi / 12, -1.0, 1),
        // −20 pt: −0.318 → 0 (−0.0) → value 0.
        (-20.0, 0.0, 0),
        // 100 pt: 0.8333 rad = 1.59 steps → 2 → π/3, value 10.
        (100.0, 2.0, 10),
    ])
    func snap(distance: Double, steps: Double, value: Int) throws {
        // Finger down the right half by `distance` (up when negative): tick = distance/R.
        let (events, dial) = try drag(try RotaryDial(), [(200, 0), (200, distance)])
        #expect(isClose(dial.currentAngle, steps * Self.step))
        #expect(events.last == GestureEvent(.didRotate(value), touch: 1))
        #expect(dial.value == value)
    }

    @Test("a drag starts from the dial's angle: from label 3, 40 pt clockwise snaps to 2")
    func fromAValue() throws {
        // setValue(3) → −3·step = −π/2; + 1/3 → −1.2375 rad = −2.36 steps → floor −3 → 3;
        // snap: round(−2.36) = −2 → −π/3 → 2.
        var dial = try RotaryDial()
        dial.setValue(3)
        let (events, result) = try drag(dial, [(200, 100), (200, 140)])
        #expect(events == pairs([3, 2]))
        #expect(isClose(result.currentAngle, -2 * Self.step))
    }

    @Test("every moved touch sends a pair, even one that does not move")
    func stillMoves() throws {
        let (events, _) = try drag(try RotaryDial(), [(200, 100), (200, 100), (200, 140), (200, 140)])
        // 0 → 0 (tick 0), then 1/3 → 0, then 0 again → 0; snap → 11.
        #expect(events == pairs([0, 0, 0, 11]))
    }

    @Test("the half-dial layout measures from its bottom-middle center with R = min(w, h)/2")
    func halfDial() throws {
        // 243×200 half dial: R = 100, center x = 121.5. A 50-pt step down at x = 121 (left,
        // ≤ 121.5) → −1 → tick −50/100 = −0.5 rad = −0.955 steps → floor −1 → 1; snap −1 → 1.
        let dial = try RotaryDial(size: RotaryDial.seedSize, layout: .halfDial)
        let (events, result) = try drag(dial, [(121, 100), (121, 150)])
        #expect(events == pairs([1, 1]))
        #expect(isClose(result.currentAngle, -Self.step))
    }

    @Test("each rotation is animated; after the end the snap animation runs from the unsnapped angle")
    func snapAnimation() throws {
        var dial = try RotaryDial()
        _ = try dial.handle(Touch(.began, at: Point(x: 200, y: 100)))
        _ = try dial.handle(Touch(.moved, at: Point(x: 200, y: 140)))
        #expect(dial.pendingAnimation == RotaryDial.rotationAnimation(from: 0, to: dial.currentAngle, duration: 0.1))
        let unsnapped = dial.currentAngle
        _ = try dial.handle(Touch(.ended, at: Point(x: 200, y: 140)))
        #expect(dial.pendingAnimation == RotaryDial.rotationAnimation(from: unsnapped, to: Self.step, duration: 0.1))
        let disc = { (t: Double) in dial.layer.presentation(at: t).sublayers[0].transform }
        #expect(isClose(disc(0).m12, sin(unsnapped)))
        #expect(isClose(disc(0.1).m12, sin(Self.step)))
    }

    @Test("a cancelled drag snaps too; touches without a began are ignored")
    func cancelledAndStray() throws {
        var dial = try RotaryDial()
        #expect(try dial.handle(Touch(.moved, at: Point(x: 200, y: 140))) == [])
        #expect(try dial.handle(Touch(.ended, at: Point(x: 200, y: 140))) == [])
        #expect(dial.currentAngle == 0)
        _ = try dial.handle(Touch(.began, at: Point(x: 200, y: 100)))
        _ = try dial.handle(Touch(.moved, at: Point(x: 200, y: 140)))
        #expect(try dial.handle(Touch(.cancelled, at: Point(x: 200, y: 140))) == [.willRotate, .didRotate(11)])
        #expect(isClose(dial.currentAngle, Self.step))
    }

    @Test("the tick formula: |tick| = distance/R, sign from the dominant axis")
    func tickFormula() {
        let tick = { (dx: Double, dy: Double, x: Double) in
            RotaryDial.tick(from: .zero, to: Point(x: dx, y: dy), touchX: x, centerX: 120, radius: 120)
        }
        #expect(isClose(tick(0, -40, 200), 1.0 / 3))
        #expect(isClose(tick(0, -40, 40), -1.0 / 3))
        #expect(isClose(tick(30, -40, 40), -50.0 / 120)) // vertical wins, left half negates
        #expect(isClose(tick(40, -30, 40), -50.0 / 120)) // horizontal: offset.x > start.x → −1
        #expect(tick(0, 0, 0) == 0)
    }
}
