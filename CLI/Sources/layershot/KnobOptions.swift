import ArgumentParser
import Controls
import LayerModel

/// The knob's range and appearance flags, shared by `render knob`, `animate knob` and
/// `gesture knob` (the value is each command's own: `--value`, or `--from` and `--to`).
/// Defaults are the knob's own (`Knob.defaultLineWidth`, …).
struct KnobOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The minimum value.", valueName: "A"))
    var min = Finite(Knob.defaultMinimumValue)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The maximum value.", valueName: "B"))
    var max = Finite(Knob.defaultMaximumValue)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The angle of the minimum, radians clockwise from 3 o'clock: a number, pi or a multiple such as -11pi/8.", valueName: "R"))
    var startAngle = Radians(Knob.defaultStartAngle)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The angle of the maximum, radians clockwise from 3 o'clock.", valueName: "R"))
    var endAngle = Radians(Knob.defaultEndAngle)
    // The appearance flags are optional so that `gesture knob` can refuse them without
    // `--out` (nothing is drawn then); their help shows the knob's defaults.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Track and pointer width in points, 0 or more. " + defaultNote(Finite(Knob.defaultLineWidth)), valueName: "W"))
    var lineWidth: Finite?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Pointer length in points, 0 or more. " + defaultNote(Finite(Knob.defaultPointerLength)), valueName: "L"))
    var pointerLength: Finite?
    @Option(name: .long, help: ArgumentHelp("The tint. " + defaultNote(Knob.defaultColor), valueName: "COLOR"))
    var color: Color?

    /// The appearance flags given, which only change what is drawn.
    var drawingFlags: [String] {
        [(lineWidth != nil, "--line-width"), (pointerLength != nil, "--pointer-length"), (color != nil, "--color")]
            .filter(\.0).map(\.1)
    }

    /// A knob of `size` at `value` with these flags; the knob checks the values, and a
    /// refusal names the flag.
    func makeKnob(size: Size, value: Double) throws -> Knob {
        try withOneLineErrors {
            try Knob(
                size: size, minimumValue: min.value, maximumValue: max.value, value: value,
                lineWidth: lineWidth?.value ?? Knob.defaultLineWidth, pointerLength: pointerLength?.value ?? Knob.defaultPointerLength,
                startAngle: startAngle.value, endAngle: endAngle.value, color: color ?? Knob.defaultColor
            )
        }
    }
}
