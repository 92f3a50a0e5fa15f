import ArgumentParser
import Controls
import LayerModel

/// The knob's value and appearance flags, shared by `render knob`, `animate knob` and
/// `gesture knob`.
struct KnobOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The value, clamped into [min, max]. Default: 0 (so the minimum when --min is above 0).")
    var value: String?
    @Option(name: .long, parsing: .unconditional, help: "The minimum value. Default: 0.")
    var min: String = "0"
    @Option(name: .long, parsing: .unconditional, help: "The maximum value. Default: 1.")
    var max: String = "1"
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Radians, e.g. -11pi/8 (the default).", valueName: "R"))
    var startAngle: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Radians, e.g. 3pi/8 (the default).", valueName: "R"))
    var endAngle: String?
    @Option(name: .long, parsing: .unconditional, help: "Track and pointer width in points. Default: 2.")
    var lineWidth: String = "2"
    @Option(name: .long, parsing: .unconditional, help: "Pointer length in points. Default: 6.")
    var pointerLength: String = "6"
    @Option(name: .long, help: ArgumentHelp("The tint. Default: #007AFF.", valueName: "COLOR"))
    var color: String = "#007AFF"

    /// A knob of `size` with these flags, or a one-line error naming the bad flag.
    func makeKnob(size: Size, value override: Double? = nil) throws -> Knob {
        let minimum = try ArgumentValues.number(min, flag: "--min")
        let maximum = try ArgumentValues.number(max, flag: "--max")
        guard minimum < maximum else {
            throw CLIError("--min (\(min)) must be less than --max (\(max))")
        }
        let v = try override ?? value.map { try ArgumentValues.number($0, flag: "--value") } ?? 0
        let width = try ArgumentValues.number(lineWidth, flag: "--line-width")
        let length = try ArgumentValues.number(pointerLength, flag: "--pointer-length")
        guard width >= 0 else { throw CLIError("--line-width must be at least 0, got \(lineWidth)") }
        guard length >= 0 else { throw CLIError("--pointer-length must be at least 0, got \(pointerLength)") }
        do {
            return try Knob(
                size: size, minimumValue: minimum, maximumValue: maximum, value: v,
                lineWidth: width, pointerLength: length,
                startAngle: try startAngle.map { try ArgumentValues.angle($0, flag: "--start-angle") } ?? Knob.defaultStartAngle,
                endAngle: try endAngle.map { try ArgumentValues.angle($0, flag: "--end-angle") } ?? Knob.defaultEndAngle,
                color: try ArgumentValues.color(color, flag: "--color")
            )
        } catch {
            throw CLIError(error)
        }
    }
}
