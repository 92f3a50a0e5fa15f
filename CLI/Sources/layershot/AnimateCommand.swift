import ArgumentParser
import CairoRenderer
import Controls
import LayerModel
import SceneFile

struct AnimateCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Renders an animation as numbered PNG frames (in parallel), a filmstrip and an animated PNG.",
        subcommands: [AnimateKnob.self, AnimateDial.self, AnimateSlider.self, AnimateScene.self]
    )
}

/// The outputs every `animate` subcommand shares; `FramePipeline` writes them.
struct FrameOutput: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Frames per second, a whole number 1…240.", valueName: "F"))
    var fps = 60

    @Option(name: .long, help: ArgumentHelp(
        "The folder for frame-0000.png …; created if missing. Earlier frame-*.png files there are removed first, so the folder never mixes two runs.",
        valueName: "DIR"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write frames side by side, with their times, in one PNG (made from the frames already rendered).",
        valueName: "FILE.png"))
    var filmstrip: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "How many frames the --filmstrip shows, evenly spaced from the first to the last (all of them when there are fewer). "
            + defaultNote(Filmstrip.defaultFrames),
        valueName: "N"))
    var filmstripFrames: Int?

    @Option(name: .long, help: ArgumentHelp("Also write an animated PNG.", valueName: "FILE.png"))
    var apng: String?

    func validate() throws {
        guard out != nil || filmstrip != nil || apng != nil else {
            throw CLIError("give at least one of --out, --filmstrip and --apng: there is nothing to write")
        }
        try check(fps, in: 1...240, flag: "--fps")
        if let filmstripFrames {
            guard filmstrip != nil else {
                throw CLIError("--filmstrip-frames needs --filmstrip: it sets how many frames the filmstrip shows")
            }
            try check(filmstripFrames, in: 1...Filmstrip.maxFrames, flag: "--filmstrip-frames")
        }
    }
}

/// Refuses a duration of 0 seconds or less (the knob and the dial check their own).
func checkDuration(_ duration: Finite?) throws {
    if let duration, !(duration.value > 0) {
        throw CLIError(ControlsError.nonPositive(name: "duration", value: duration.value))
    }
}

struct AnimateKnob: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "knob", abstract: "The knob's animated setValue: [old, middle, new], easeInEaseOut.")

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The value before.", valueName: "V"))
    var from: Finite
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The value after.", valueName: "V"))
    var to: Finite
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds, more than 0.", valueName: "D"))
    var duration = Finite(Knob.defaultAnimationDuration)
    @OptionGroup var knob: KnobOptions
    @OptionGroup var image: ControlImageOptions<Knob>
    @OptionGroup var frames: FrameOutput

    func run() throws {
        var control = try knob.makeKnob(size: image.controlSize, value: from.value)
        try withOneLineErrors { try control.setValue(to.value, animated: true, duration: duration.value) }
        try FramePipeline(output: frames, image: image.image.settings()).run(control.layer, duration: duration.value)
    }
}

struct AnimateDial: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dial", abstract: "The dial turning from one label to another (easeInEaseOut).")

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The label at the top before (taken modulo the label count).", valueName: "N"))
    var from: Int
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The label at the top after (taken modulo the label count).", valueName: "N"))
    var to: Int
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds, more than 0.", valueName: "D"))
    var duration = Finite(RotaryDial.defaultAnimationDuration)
    @OptionGroup var dial: DialOptions
    @OptionGroup var image: ControlImageOptions<RotaryDial>
    @OptionGroup var frames: FrameOutput

    func run() throws {
        var control = try dial.makeDial(size: image.controlSize)
        control.setValue(from)
        try withOneLineErrors { try control.setValue(to, animated: true, duration: duration.value) }
        try FramePipeline(output: frames, image: image.image.settings()).run(control.layer, duration: duration.value)
    }
}

struct AnimateSlider: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slider",
        abstract: "The slider redrawn at each frame, its angle eased from one value to another.",
        discussion: """
            The circular slider has no Core Animation animation of its own (its label and its \
            angle-dependent blur cannot be interpolated), so each frame draws the slider at \
            round(from + (to − from)·easeInEaseOut(t/duration)) degrees.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees before, 0…360 (clamped).", valueName: "DEG"))
    var from: Int
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees after, 0…360 (clamped).", valueName: "DEG"))
    var to: Int
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds, more than 0.", valueName: "D"))
    var duration = Finite(1)
    @OptionGroup var image: ControlImageOptions<CircularSlider>
    @OptionGroup var frames: FrameOutput

    func validate() throws {
        try checkDuration(duration)
    }

    func run() throws {
        let (start, end, seconds) = (from, to, duration.value)
        let size = image.controlSize
        _ = try withOneLineErrors { try CircularSlider(size: size, angle: start) }
        try FramePipeline(output: frames, image: image.image.settings()).run(size: size, duration: seconds) { t in
            try DrawableTree(CircularSlider(size: size, angle: CircularSlider.transitionAngle(from: start, to: end, at: t, duration: seconds)).layer)
        }
    }
}

struct AnimateScene: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scene", abstract: "A scene file with an animations section (docs/SCENES.md).",
        discussion: "The scene file gives the size, and its scale and background apply unless --scale or --background is given.")

    @OptionGroup var input: SceneInput
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds, more than 0. (default: until the scene's last animation ends)", valueName: "D"))
    var duration: Finite?
    @OptionGroup var image: ImageOptions<SceneImage>
    @OptionGroup var frames: FrameOutput

    func validate() throws {
        try checkDuration(duration)
    }

    func run() throws {
        let scene = try input.load()
        let seconds: Double
        if let duration {
            seconds = duration.value
        } else if let range = scene.root.animationTimeRange, range.upperBound.isFinite {
            seconds = max(0, range.upperBound)
        } else {
            throw CLIError("give --duration: the scene has no animation with a finite end")
        }
        try FramePipeline(output: frames, image: image.settings(scale: scene.scale ?? ImageGeometry.defaultScale, background: scene.background), sizeName: "the scene's size")
            .run(scene.root, duration: seconds)
    }
}
