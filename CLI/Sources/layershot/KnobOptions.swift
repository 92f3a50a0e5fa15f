import ArgumentParser
import Controls
import LayerModel

/// The knob's range and appearance flags, shared by `render knob`, `animate knob` and
/// `gesture knob` (the value is each command's own: `--value`, or `--from` and `--to`).
struct KnobOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The minimum value.", valueName: "A"))
    var min = Finite(0)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The maximum value.", valueName: "B"))
    var max = Finite(1)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The angle of the minimum, radians: a number, pi or a multiple such as -11pi/8.", valueName: "R"))
    var startAngle = Radians(argument: "-11pi/8")!
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The angle of the maximum, radians.", valueName: "R"))
    var endAngle = Radians(argument: "3pi/8")!
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Track and pointer width in points, 0 or more.", valueName: "W"))
    var lineWidth = Finite(2)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pointer length in points, 0 or more.", valueName: "L"))
    var pointerLength = Finite(6)
    @Option(name: .long, help: ArgumentHelp("The tint.", valueName: "COLOR"))
    var color = Color.systemBlue

    /// A knob of `size` at `value` with these flags; the knob checks the values, and a
    /// refusal names the flag.
    func makeKnob(size: Size, value: Double) throws -> Knob {
        try makeControl {
            try Knob(
                size: size, minimumValue: min.value, maximumValue: max.value, value: value,
                lineWidth: lineWidth.value, pointerLength: pointerLength.value,
                startAngle: startAngle.value, endAngle: endAngle.value, color: color
            )
        }
    }
}
