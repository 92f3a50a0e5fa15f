import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Rotary dial")
struct RotaryDialTests {
    // MARK: Value

    static let valueCases: [(angle: Double, labels: Int, value: Int)] = [
        (0, 12, 0),
        (-0.5235987755982988, 12, 1),    // −1 step: label 1 at the top
        (-1.5707963267948966, 12, 3),    // −3 steps
        (-0.7853981633974483, 12, 2),    // −1.5 steps: floor gives −2
        (-0.1, 12, 1),                   // a hair counterclockwise already reads 1
        (1.0471975511965976, 12, 10),    // +2 steps: floor(2) − 12 = −10
        (1.308996938995747, 12, 10),     // +2.5 steps
        (0.1, 12, 0),                    // floor(0.19) − 12 = −12 → 0
        (3.141592653589793, 12, 6),      // half a turn: 6 − 12
        (-7.853981633974483, 12, 3),     // −(2π + 3 steps): 15 mod 12
        (7.330382858376184, 12, 2),      // 2π + 2 steps, not floorAngle'd as the formula expects: floor(14) − 12
        (-1.8849555921538759, 10, 3),    // 10 labels, −3 steps
        (1.8849555921538759, 10, 7),     // 10 labels, +3 steps: 3 − 10
        (-0.6283185307179586, 10, 1),
    ]

    @Test("the value is |v| mod n with v = floor(angle/step), less n for positive angles", arguments: valueCases)
    func value(_ c: (angle: Double, labels: Int, value: Int)) {
        #expect(RotaryDial.value(forAngle: c.angle, numberOfLabels: c.labels) == c.value)
    }

    @Test("setting a value rotates to −value·step, with whole turns removed", arguments: [
        (3, 12, -1.5707963267948966),
        (0, 12, 0.0),
        (1, 12, -0.5235987755982988),
        (11, 12, -5.759586531581287),
        (13, 12, -0.5235987755982983),   // −13 steps less a turn
        (-1, 12, 0.5235987755982988),
        (4, 10, -2.5132741228718345),
    ])
    func angleForValue(_ c: (value: Int, labels: Int, angle: Double)) throws {
        #expect(isClose(RotaryDial.angle(forValue: c.value, numberOfLabels: c.labels), c.angle))
        var dial = try RotaryDial(numberOfLabels: c.labels)
        dial.setValue(c.value)
        #expect(isClose(dial.currentAngle, c.angle))
    }

    @Test("every value reads back after setting it", arguments: [1, 2, 3, 7, 10, 12, 15, 16, 17, 29, 60])
    func valueRoundTrip(_ labels: Int) throws {
        var dial = try RotaryDial(numberOfLabels: labels)
        for value in 0..<labels {
            dial.setValue(value)
            #expect(dial.value == value, "\(labels) labels, value \(value), angle \(dial.currentAngle)")
            // A snapped positive angle reads back too.
            let positive = Double(labels - value) * dial.angleStep
            let snapped = RotaryDial.snapped(angle: positive, numberOfLabels: labels)
            #expect(RotaryDial.value(forAngle: RotaryDial.floorAngle(snapped), numberOfLabels: labels) == value)
        }
    }

    // MARK: Angles

    @Test("floorAngle removes whole turns toward zero", arguments: [
        (7.0, 0.7168146928204138),
        (-7.0, -0.7168146928204138),
        (-13.0, -0.43362938564082754),
        (3.0, 3.0),
        (-3.0, -3.0),
        (6.283185307179586, 0.0),
        (-6.283185307179586, 0.0),
        (0.0, 0.0),
        (1e30, 1e30.truncatingRemainder(dividingBy: 6.283185307179586)), // past 2²⁴ turns: exact remainder
    ])
    func floorAngle(_ c: (angle: Double, floored: Double)) {
        #expect(isClose(RotaryDial.floorAngle(c.angle), c.floored))
    }

    @Test("snapping rounds to the nearest step, halves away from zero", arguments: [
        (0.2617993877991494, 0.5235987755982988),    // exactly half a step
        (-0.2617993877991494, -0.5235987755982988),
        (0.26, 0.0),
        (-0.26, 0.0),
        (0.8, 1.0471975511965976),                   // 1.53 steps
        (-0.8, -1.0471975511965976),
        (0.5235987755982988, 0.5235987755982988),
    ])
    func snapping(_ c: (angle: Double, snapped: Double)) {
        #expect(isClose(RotaryDial.snapped(angle: c.angle, numberOfLabels: 12), c.snapped))
    }

    // MARK: API

    @Test("defaults: 240×240, 12 labels, full layout, red disc, at rest")
    func defaults() throws {
        let dial = try RotaryDial()
        #expect(dial.size == Size(width: 240, height: 240))
        #expect(dial.numberOfLabels == 12)
        #expect(dial.layout == .full)
        #expect(dial.discColor == Color(red: 1, green: 0, blue: 0))
        #expect(dial.labelColor == .black)
        #expect(dial.currentAngle == 0 && dial.value == 0)
        #expect(dial.radius == 120)
        #expect(dial.discCenter == Point(x: 120, y: 120))
    }

    @Test("a rotation is stored with whole turns removed")
    func setRotation() throws {
        var dial = try RotaryDial()
        try dial.setCurrentAngle(7)
        #expect(isClose(dial.currentAngle, 0.7168146928204138))
        #expect(dial.value == 11) // floor(1.37) − 12
        #expect(throws: ControlsError.nonFinite(name: "currentAngle", value: .infinity)) {
            try dial.setCurrentAngle(.infinity)
        }
        #expect(isClose(dial.currentAngle, 0.7168146928204138))
    }

    @Test("bad label counts and sizes are rejected")
    func errors() throws {
        #expect(throws: ControlsError.invalidLabelCount(0)) { try RotaryDial(numberOfLabels: 0) }
        #expect(throws: ControlsError.invalidLabelCount(-3)) { try RotaryDial(numberOfLabels: -3) }
        #expect(ControlsError.invalidLabelCount(0).description == "numberOfLabels must be from 1 to 360, got 0")
        #expect(throws: ControlsError.invalidSize(Size(width: 0, height: 0))) { try RotaryDial(size: .zero) }
        #expect(throws: ControlsError.self) { try RotaryDial(currentAngle: .nan) }
    }

    @Test("at most 360 labels: more is an error saying the range, not gigabytes of layers", arguments: [
        361, 10_000_000, Int.max,
    ])
    func tooManyLabels(_ count: Int) {
        #expect(throws: ControlsError.invalidLabelCount(count)) { try RotaryDial(numberOfLabels: count) }
        #expect(ControlsError.invalidLabelCount(count).description
            == "numberOfLabels must be from 1 to 360, got \(count)")
    }

    @Test("360 labels, one per degree, is the largest dial")
    func mostLabels() throws {
        #expect(RotaryDial.maxNumberOfLabels == 360)
        var dial = try RotaryDial(numberOfLabels: 360)
        #expect(dial.layer.sublayers[0].sublayers.count == 360)
        dial.setValue(359)
        #expect(dial.value == 359)
        #expect(ControlsError.invalidLabelCount(10_000_000).description
            == "numberOfLabels must be from 1 to 360, got 10000000")
    }

    // MARK: Layer tree

    @Test("labels sit R − 10 from the center, turned radially", arguments: [
        (0, Point(x: 120, y: 10), 0.0),
        (3, Point(x: 230, y: 120), 1.5707963267948966),
        (6, Point(x: 120, y: 230), 3.141592653589793),
        (9, Point(x: 10, y: 120), 4.71238898038469),
        (1, Point(x: 175, y: 24.73720558371174), 0.5235987755982988), // 120 + 110·sin 30°, 120 − 110·cos 30°
    ])
    func labels(_ c: (index: Int, center: Point, rotation: Double)) throws {
        let disc = try RotaryDial().layer.sublayers[0]
        #expect(disc.sublayers.count == 12)
        let label = disc.sublayers[c.index]
        #expect(label.name == "label-\(c.index)")
        #expect(isClose(label.position, c.center))
        let expected = Transform3D(rotationZ: c.rotation)
        #expect(isClose(label.transform.m11, expected.m11) && isClose(label.transform.m12, expected.m12))
        let text = try #require(label.text)
        #expect(text.string == "\(c.index)")
        #expect(text.fontSize == 22)
        #expect(text.font == .dejaVuSansBold)
        #expect(text.foregroundColor == .black)
        #expect(text.alignment == .center && text.centersVertically)
        #expect(label.bounds.width >= 44 && label.bounds.height >= 26)
    }

    @Test("the disc is a round clipped fill of 2R turned by currentAngle")
    func disc() throws {
        let dial = try RotaryDial(currentAngle: -1)
        let root = dial.layer
        #expect(root.bounds == Rect(x: 0, y: 0, width: 240, height: 240))
        #expect(root.position == Point(x: 120, y: 120))
        #expect(root.sublayers.count == 1)
        let disc = root.sublayers[0]
        #expect(disc.bounds == Rect(x: 0, y: 0, width: 240, height: 240))
        #expect(disc.position == Point(x: 120, y: 120))
        #expect(disc.backgroundColor == .red)
        #expect(disc.cornerRadius == 120 && disc.masksToBounds)
        #expect(disc.transform == Transform3D(rotationZ: -1))
    }

    @Test("no disc color draws the labels alone")
    func noDisc() throws {
        let disc = try RotaryDial(discColor: nil).layer.sublayers[0]
        #expect(disc.backgroundColor == nil)
        #expect(disc.sublayers.count == 12)
    }

    @Test("setting value 3 brings label 3 to the top")
    func valueAtTop() throws {
        var dial = try RotaryDial()
        dial.setValue(3)
        let disc = dial.layer.sublayers[0]
        let toRoot = disc.transformToSuperlayer()
        #expect(isClose(toRoot.apply(to: disc.sublayers[3].position), Point(x: 120, y: 10), 1e-9))
    }

    @Test("the half dial centers the disc on the bottom middle, R = min(w, h)/2")
    func halfDial() throws {
        let dial = try RotaryDial(size: Size(width: 243, height: 200), numberOfLabels: 10, layout: .halfDial)
        #expect(dial.radius == 100)
        #expect(dial.discCenter == Point(x: 121.5, y: 200))
        let root = dial.layer
        #expect(root.masksToBounds)
        let disc = root.sublayers[0]
        #expect(disc.bounds == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(disc.position == Point(x: 121.5, y: 200))
        #expect(disc.sublayers.count == 10)
        #expect(isClose(disc.sublayers[0].position, Point(x: 100, y: 10)))
        // Label 0's center in the view: 90 pt below the top edge, the top 100 pt above the disc empty.
        let toRoot = disc.transformToSuperlayer()
        #expect(isClose(toRoot.apply(to: disc.sublayers[0].position), Point(x: 121.5, y: 110)))
    }
}
