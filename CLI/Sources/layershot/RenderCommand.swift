import ArgumentParser
import Controls
import Foundation
import LayerModel
import SceneFile

struct RenderCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders one control, or a scene file, to a PNG.",
        subcommands: [RenderKnob.self, RenderGradient.self, RenderSlider.self, RenderDial.self, RenderScene.self]
    )
}

/// The output file of every `render` subcommand.
struct RenderOutput: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("The PNG to write (atomically).", valueName: "FILE"))
    var output: String
}

struct RenderKnob: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "knob", abstract: "The rotary knob.")

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The value, clamped into [--min, --max].", valueName: "V"))
    var value = Finite(Knob.defaultValue)
    @OptionGroup var knob: KnobOptions
    @OptionGroup var image: ControlImageOptions<Knob>
    @OptionGroup var out: RenderOutput

    func run() throws {
        let control = try knob.makeKnob(size: image.controlSize, value: value.value)
        try writePNG(try render(control.layer, with: image.image.settings()), to: out.output)
    }
}

struct RenderGradient: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gradient", abstract: "The angle-driven gradient view.")

    @Option(name: .long, help: ArgumentHelp("The color at the start of the gradient; none = clear.", valueName: "COLOR|none"))
    var startColor = OptionalColor.color(GradientView.seedStartColor)
    @Option(name: .long, help: ArgumentHelp("The color at the end; none = clear.", valueName: "COLOR|none"))
    var endColor = OptionalColor.color(GradientView.seedEndColor)
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Degrees counterclockwise from east; 270 runs top to bottom.", valueName: "DEG"))
    var angle = Finite(GradientView.defaultAngle)
    @OptionGroup var image: ControlImageOptions<GradientView>
    @OptionGroup var out: RenderOutput

    func run() throws {
        let size = image.controlSize
        let view = try withOneLineErrors { try GradientView(size: size, startColor: startColor.color, endColor: endColor.color, angle: angle.value) }
        try writePNG(try render(view.layer, with: image.image.settings()), to: out.output)
    }
}

struct RenderSlider: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "slider", abstract: "The circular slider.")

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees counterclockwise from 3 o'clock, 0…360 (clamped).", valueName: "DEG"))
    var angle = CircularSlider.defaultAngle
    @OptionGroup var image: ControlImageOptions<CircularSlider>
    @OptionGroup var out: RenderOutput

    func run() throws {
        let slider = try withOneLineErrors { try CircularSlider(size: image.controlSize, angle: angle) }
        try writePNG(try render(slider.layer, with: image.image.settings()), to: out.output)
    }
}

struct RenderDial: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dial", abstract: "The rotary dial.")

    @OptionGroup var position: DialPosition
    @OptionGroup var dial: DialOptions
    @OptionGroup var image: ControlImageOptions<RotaryDial>
    @OptionGroup var out: RenderOutput

    func run() throws {
        let control = try position.apply(to: dial.makeDial(size: image.controlSize))
        try writePNG(try render(control.layer, with: image.image.settings()), to: out.output)
    }
}

/// The dial's appearance flags, shared by `render dial`, `animate dial` and `gesture dial`.
struct DialOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many labels, 1…360.", valueName: "N"))
    var labels = RotaryDial.defaultNumberOfLabels
    @Flag(name: .long, help: "Only the upper half of the disc, centered at the bottom middle.")
    var half = false
    // Optional so that `gesture dial` can refuse it without `--out` (nothing is drawn then).
    @Option(name: .long, help: ArgumentHelp(
        "The disc's color; none = no disc. " + defaultNote(OptionalColor.color(RotaryDial.defaultDiscColor)), valueName: "COLOR|none"))
    var discColor: OptionalColor?

    /// The appearance flags given, which only change what is drawn.
    var drawingFlags: [String] {
        discColor == nil ? [] : ["--disc-color"]
    }

    func makeDial(size: Size) throws -> RotaryDial {
        try withOneLineErrors {
            try RotaryDial(size: size, numberOfLabels: labels, layout: half ? .halfDial : .full, discColor: discColor.map(\.color) ?? RotaryDial.defaultDiscColor)
        }
    }
}

/// Where the dial stands, for `render dial` and `gesture dial` (`animate dial` takes `--from`
/// and `--to` instead).
struct DialPosition: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The label at the top, 0…labels−1 (others are taken modulo labels, as setting the value does). (default: 0)", valueName: "N"))
    var value: Int?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The disc's rotation in radians, clockwise (instead of --value).", valueName: "R"))
    var rotation: Radians?

    func validate() throws {
        guard value == nil || rotation == nil else { throw CLIError("give --value or --rotation, not both") }
    }

    /// `dial` turned to the value or rotation given.
    func apply(to dial: RotaryDial) throws -> RotaryDial {
        var dial = dial
        if let value {
            dial.setValue(value)
        } else if let rotation {
            try withOneLineErrors { try dial.setCurrentAngle(rotation.value) }
        }
        return dial
    }
}

/// A scene file and where its fonts may come from, for `render scene` and `animate scene`.
struct SceneInput: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene file.", valueName: "FILE.json"))
    var file: String

    @Option(name: .long, help: ArgumentHelp(
        "A folder the scene's fontFile fonts and contents images may also come from (repeatable). They are taken only from the scene file's folder and these; any other is refused.",
        valueName: "DIR"))
    var fontFolder: [String] = []

    func validate() throws {
        var isFolder: ObjCBool = false
        for folder in fontFolder where !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("--font-folder \(folder): no such folder")
        }
    }

    /// The scene, read and checked.
    func load() throws -> Scene {
        try withOneLineErrors { try Scene(contentsOf: file, fontFolders: fontFolder) }
    }
}

struct RenderScene: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scene", abstract: "Any layer tree, from a JSON scene file (docs/SCENES.md).",
        discussion: "The scene file gives the size, and its scale and background apply unless --scale or --background is given.")

    @OptionGroup var input: SceneInput
    @OptionGroup var image: ImageOptions<SceneImage>
    @OptionGroup var out: RenderOutput

    func run() throws {
        let scene = try input.load()
        try writePNG(try render(scene.root, with: image.settings(scale: scene.scale ?? ImageGeometry.defaultScale, background: scene.background), sizeName: "the scene's size"), to: out.output)
    }
}
