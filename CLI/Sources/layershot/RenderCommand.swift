import ArgumentParser
import Controls
import LayerModel
import SceneFile

struct RenderCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders one control, or a scene file, to a PNG.",
        subcommands: [RenderKnob.self, RenderGradient.self, RenderSlider.self, RenderDial.self, RenderScene.self]
    )
}

/// The flags shared by every `render` subcommand: image options and the output file.
struct RenderOutput: ParsableArguments {
    @OptionGroup var image: ImageOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG to write (atomically).", valueName: "FILE"))
    var output: String

    /// Renders `layer` and writes it.
    func write(_ layer: Layer) throws {
        try writePNG(try image.render(layer), to: output)
    }
}

/// Runs a control's throwing initializer, turning its error into a one-line CLI error.
func makeControl<T>(_ make: () throws -> T) throws -> T {
    do {
        return try make()
    } catch let error as CLIError {
        throw error
    } catch {
        throw CLIError(error)
    }
}

struct RenderKnob: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "knob", abstract: "The rotary knob (default 140x140).")

    @OptionGroup var knob: KnobOptions
    @OptionGroup var out: RenderOutput

    func run() throws {
        try out.write(try knob.makeKnob(size: try out.image.size(default: Knob.defaultSize)).layer)
    }
}

struct RenderGradient: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gradient", abstract: "The angle-driven gradient view (default 200x200).")

    @Option(name: .long, help: ArgumentHelp("Default: #FF180F (the seed's).", valueName: "COLOR"))
    var startColor: String = "#FF180F"
    @Option(name: .long, help: ArgumentHelp("Default: #FDFF63 (the seed's).", valueName: "COLOR"))
    var endColor: String = "#FDFF63"
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Degrees counterclockwise from east. Default: 270 (top to bottom).", valueName: "DEG"))
    var angle: String = "270"
    @OptionGroup var out: RenderOutput

    func run() throws {
        let start = try ArgumentValues.optionalColor(startColor, flag: "--start-color")
        let end = try ArgumentValues.optionalColor(endColor, flag: "--end-color")
        let degrees = try ArgumentValues.number(angle, flag: "--angle")
        let size = try out.image.size(default: GradientView.defaultSize)
        let view = try makeControl { try GradientView(size: size, startColor: start, endColor: end, angle: degrees) }
        try out.write(view.layer)
    }
}

struct RenderSlider: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "slider", abstract: "The circular slider (default 320x320).")

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees counterclockwise from 3 o'clock, 0…360 (clamped). Default: 360.", valueName: "DEG"))
    var angle: String = "360"
    @OptionGroup var out: RenderOutput

    func run() throws {
        let degrees = try ArgumentValues.integer(angle, flag: "--angle")
        let size = try out.image.size(default: CircularSlider.defaultSize)
        let slider = try makeControl { try CircularSlider(size: size, angle: degrees) }
        try out.write(slider.layer)
    }
}

struct RenderDial: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dial", abstract: "The rotary dial (default 240x240).")

    @OptionGroup var dial: DialOptions
    @OptionGroup var out: RenderOutput

    func run() throws {
        try out.write(try dial.makeDial(size: try out.image.size(default: RotaryDial.defaultSize)).layer)
    }
}

/// The dial's flags, shared by `render dial`, `animate dial` and `gesture dial`.
struct DialOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The label at the top, 0…labels−1 (others are taken modulo labels, as setting the value does).")
    var value: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The disc's rotation in radians, clockwise (instead of --value).", valueName: "R"))
    var rotation: String?
    @Option(name: .long, parsing: .unconditional, help: "How many labels. Default: 12.")
    var labels: String = "12"
    @Flag(name: .long, help: "Only the upper half of the disc, centered at the bottom middle.")
    var half = false
    @Option(name: .long, help: ArgumentHelp("Default: #FF0000.", valueName: "COLOR|none"))
    var discColor: String = "#FF0000"

    func makeDial(size: Size) throws -> RotaryDial {
        guard value == nil || rotation == nil else { throw CLIError("give --value or --rotation, not both") }
        let count = try ArgumentValues.integer(labels, flag: "--labels")
        guard (1...RotaryDial.maxNumberOfLabels).contains(count) else {
            throw CLIError("--labels must be from 1 to \(RotaryDial.maxNumberOfLabels), got \(labels)")
        }
        let disc = try ArgumentValues.optionalColor(discColor, flag: "--disc-color")
        var dial = try makeControl {
            try RotaryDial(size: size, numberOfLabels: count, layout: half ? .halfDial : .full, discColor: disc)
        }
        if let value {
            dial.setValue(try ArgumentValues.integer(value, flag: "--value"))
        } else if let rotation {
            let angle = try ArgumentValues.angle(rotation, flag: "--rotation")
            try makeControl { try dial.setCurrentAngle(angle) }
        }
        return dial
    }

}

struct RenderScene: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scene", abstract: "Any layer tree, from a JSON scene file (docs/SCENES.md).")

    @Argument(help: ArgumentHelp("The scene file.", valueName: "FILE.json"))
    var file: String
    @OptionGroup var out: RenderOutput

    func run() throws {
        guard out.image.size == nil else { throw CLIError("--size does not apply to a scene: the scene file gives its size") }
        let scene = try makeControl { try Scene(contentsOf: file) }
        try writePNG(try out.image.render(scene.root, defaultScale: scene.scale ?? 2, defaultBackground: scene.background), to: out.output)
    }
}
