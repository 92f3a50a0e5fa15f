import Controls
import LayerModel
import LayerShotTesting
import Testing

/// Every control in representative states against reviewed goldens in
/// `Fixtures/goldens/<control>/<state>@2x.png`.
@Suite("Control goldens")
struct ControlGoldenTests {
    static func goldens(_ suite: String, background: Color? = nil) -> GoldenConfiguration {
        GoldenConfiguration(background: background, directory: .packageRelative("Fixtures/goldens/\(suite)"))
    }

    static let knobs: [(String, @Sendable () throws -> Knob)] = [
        ("value-0", { try Knob(value: 0) }),
        ("value-0.5", { try Knob(value: 0.5) }),
        ("value-1", { try Knob(value: 1) }),
        ("seed-value-0.5-line-4-pointer-8", { try Knob(value: 0.5, lineWidth: 4, pointerLength: 8) }),
        ("line-10-pointer-20-value-0.25", { try Knob(value: 0.25, lineWidth: 10, pointerLength: 20) }),
        ("angles-pi-to-0-orange-value-0.3", {
            try Knob(value: 0.3, startAngle: -.pi, endAngle: 0, color: try Color(hex: "#FF9500"))
        }),
        ("range-minus-10-to-10-value-5", { try Knob(minimumValue: -10, maximumValue: 10, value: 5, lineWidth: 3) }),
        ("non-square-200x100-value-0.6", {
            try Knob(size: Size(width: 200, height: 100), value: 0.6, lineWidth: 4, pointerLength: 8)
        }),
    ]

    @Test("knob", arguments: knobs.map(\.0))
    func knob(name: String) throws {
        let make = try #require(Self.knobs.first { $0.0 == name }?.1)
        assertGolden(of: try make().layer, named: name, configuration: Self.goldens("knob"))
    }

    static let gradientAngles: [Double] = [0, 45, 90, 135, 180, 225, 270, 310]

    @Test("gradient at an angle", arguments: gradientAngles)
    func gradient(angle: Double) throws {
        let view = try GradientView(startColor: GradientView.seedStartColor, endColor: GradientView.seedEndColor,
                                    angle: angle)
        assertGolden(of: view.layer, named: "angle-\(Int(angle))", configuration: Self.goldens("gradient"))
    }

    @Test("gradient: the seed's 281×609 view at 310°, and a fade to transparent")
    func gradientSeedAndClear() throws {
        let seed = try GradientView(size: GradientView.seedSize, startColor: GradientView.seedStartColor,
                                    endColor: GradientView.seedEndColor, angle: 310)
        assertGolden(of: seed.layer, named: "seed-281x609-angle-310", configuration: Self.goldens("gradient"))
        let clear = try GradientView(startColor: GradientView.seedStartColor, endColor: nil, angle: 270)
        assertGolden(of: clear.layer, named: "to-transparent", configuration: Self.goldens("gradient"))
    }

    @Test("slider on #1A1A1A", arguments: [0, 1, 45, 90, 200, 270, 360])
    func slider(angle: Int) throws {
        let slider = try CircularSlider(angle: angle)
        assertGolden(of: slider.layer, named: "angle-\(angle)",
                     configuration: Self.goldens("circular-slider", background: CircularSlider.seedBackgroundColor))
    }

    static let dials: [(String, @Sendable () throws -> RotaryDial)] = [
        ("value-0", { try RotaryDial() }),
        ("value-3", { var d = try RotaryDial(); d.setValue(3); return d }),
        ("value-11", { var d = try RotaryDial(); d.setValue(11); return d }),
        ("rotation-between-steps", { try RotaryDial(currentAngle: -.pi / 12) }),
        ("labels-10-value-7", { var d = try RotaryDial(numberOfLabels: 10); d.setValue(7); return d }),
        ("half-seed-243x200", { try RotaryDial(size: RotaryDial.seedSize, layout: .halfDial) }),
        ("no-disc", { try RotaryDial(discColor: nil) }),
    ]

    @Test("dial", arguments: dials.map(\.0))
    func dial(name: String) throws {
        let make = try #require(Self.dials.first { $0.0 == name }?.1)
        assertGolden(of: try make().layer, named: name, configuration: Self.goldens("rotary-dial"))
    }

    @Test("knob animation: first, middle and last frame")
    func knobAnimation() throws {
        var knob = try Knob(value: 0.1, lineWidth: 4, pointerLength: 8)
        try knob.setValue(0.9, animated: true)
        for (name, t) in [("frame-0-t-0", 0.0), ("frame-8-t-0.133", 8.0 / 60), ("frame-15-t-0.25", 0.25)] {
            assertGolden(of: knob.layer.presentation(at: t), named: name, configuration: Self.goldens("knob-animation"))
        }
    }
}
