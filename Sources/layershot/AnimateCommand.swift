import ArgumentParser
import CairoRenderer
import Controls
import Foundation
import Imaging
import LayerModel
import SceneFile
import Synchronization

struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Renders an animation as numbered PNG frames (in parallel), a filmstrip and an animated PNG.",
        subcommands: [AnimateKnob.self, AnimateDial.self, AnimateSlider.self, AnimateScene.self]
    )
}

/// The flags every `animate` subcommand shares, and the frame pipeline.
struct FrameOutput: ParsableArguments {
    @OptionGroup var image: ImageOptions

    @Option(name: .long, parsing: .unconditional, help: "Frames per second, a whole number 1…240. Default: 60.")
    var fps: String = "60"

    @Option(name: .long, help: ArgumentHelp("The folder for frame-0000.png …; created if missing.", valueName: "DIR"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("Also write the frames side by side, with their times, in one PNG.", valueName: "FILE.png"))
    var filmstrip: String?

    @Option(name: .long, help: ArgumentHelp("Also write an animated PNG.", valueName: "FILE.png"))
    var apng: String?

    /// A duration flag's value: finite and above 0 seconds.
    static func duration(_ text: String) throws -> Double {
        let d = try ArgumentValues.number(text, flag: "--duration")
        guard d > 0 else { throw CLIError("--duration must be more than 0 seconds, got \(text)") }
        return d
    }

    /// Renders `layer`'s animations at t = i/fps for i = 0 … round(duration·fps) and writes
    /// every output.
    func run(_ layer: Layer, duration: Double, defaultScale: Double = 2, defaultBackground: Color? = nil) throws {
        try run(size: layer.bounds.size, duration: duration, defaultScale: defaultScale, defaultBackground: defaultBackground) {
            layer.presentation(at: $0)
        }
    }

    /// Renders the tree `tree(t)` builds at t = i/fps for i = 0 … round(duration·fps) and
    /// writes every output.
    func run(size: Size, duration: Double, defaultScale: Double = 2, defaultBackground: Color? = nil,
             tree: @escaping @Sendable (Double) throws -> Layer) throws {
        let rate = try ArgumentValues.integer(fps, flag: "--fps")
        guard (1...240).contains(rate) else { throw CLIError("--fps must be from 1 to 240, got \(fps)") }
        guard (duration * Double(rate)).rounded() + 1 <= Double(LayerRenderer.maxFrames) else {
            throw CLIError("\(duration) s at --fps \(rate) makes more than \(LayerRenderer.maxFrames) frames")
        }
        let renderer = try image.renderer(for: size, defaultScale: defaultScale)
        let background = try image.backgroundColor(default: defaultBackground)
        let times: [Double]
        do {
            times = try LayerRenderer.frameTimes(duration: duration, fps: Double(rate))
        } catch {
            throw CLIError(error)
        }
        // An APNG holds every frame in memory until it is encoded: refuse what would not fit.
        let (w, h) = try renderer.pixelSize(of: size)
        let apngBytes = Double(times.count) * Double(w * h * 4)
        if apng != nil, apngBytes > FrameOutput.maxAPNGBytes {
            throw CLIError("--apng of \(times.count) frames of \(w)x\(h) px needs \(Int(apngBytes / 1_048_576)) MiB; "
                + "use fewer frames or a smaller size (at most \(Int(FrameOutput.maxAPNGBytes / 1_048_576)) MiB)")
        }
        try makeDirectory(out, for: "--out")
        let folder = out, keep = apng != nil
        let kept = Mutex<[Bitmap?]>(Array(repeating: nil, count: keep ? times.count : 0))
        do {
            try renderer.forEachFrame(at: times, background: background, tree: tree) { index, frame in
                try frame.writePNG(to: "\(folder)/" + numberedFileName("frame", index))
                if keep { kept.withLock { $0[index] = frame } }
            }
            if let filmstrip {
                let strip = Filmstrip(frames: try times.map(tree), times: times, background: background)
                try writePNG(try strip.render(scale: renderer.scale), to: filmstrip)
            }
            if let apng {
                try AnimatedPNG(frames: kept.withLock { $0.compactMap { $0 } }, framesPerSecond: rate).write(to: apng)
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(error)
        }
        print("\(times.count) frames in \(out)")
    }

    /// The most memory an APNG's frames may take while they wait to be encoded: 2 GiB.
    static let maxAPNGBytes = 2_147_483_648.0
}

struct AnimateKnob: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "knob", abstract: "The knob's animated setValue: [old, middle, new], easeInEaseOut.")

    @Option(name: .long, parsing: .unconditional, help: "The value before.")
    var from: String
    @Option(name: .long, parsing: .unconditional, help: "The value after.")
    var to: String
    @Option(name: .long, parsing: .unconditional, help: "Seconds. Default: 0.25 (the knob's).")
    var duration: String = "0.25"
    @OptionGroup var knob: KnobOptions
    @OptionGroup var frames: FrameOutput

    func run() throws {
        let start = try ArgumentValues.number(from, flag: "--from")
        let end = try ArgumentValues.number(to, flag: "--to")
        let seconds = try FrameOutput.duration(duration)
        var control = try knob.makeKnob(size: try frames.image.size(default: Knob.defaultSize), value: start)
        try makeControl { try control.setValue(end, animated: true, duration: seconds) }
        try frames.run(control.layer, duration: seconds)
    }
}

struct AnimateDial: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dial", abstract: "The dial turning from one label to another (0.1 s, easeInEaseOut).")

    @Option(name: .long, parsing: .unconditional, help: "The label at the top before (taken modulo the label count).")
    var from: String
    @Option(name: .long, parsing: .unconditional, help: "The label at the top after (taken modulo the label count).")
    var to: String
    @Option(name: .long, parsing: .unconditional, help: "Seconds. Default: 0.1 (the dial's).")
    var duration: String = "0.1"
    @OptionGroup var dial: DialOptions
    @OptionGroup var frames: FrameOutput

    func run() throws {
        guard dial.value == nil, dial.rotation == nil else { throw CLIError("use --from and --to with animate dial, not --value or --rotation") }
        var control = try dial.makeDial(size: try frames.image.size(default: RotaryDial.defaultSize))
        let start = try ArgumentValues.integer(from, flag: "--from")
        let end = try ArgumentValues.integer(to, flag: "--to")
        let seconds = try FrameOutput.duration(duration)
        control.setValue(start)
        try makeControl { try control.setValue(end, animated: true, duration: seconds) }
        try frames.run(control.layer, duration: seconds)
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

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees before, 0…360.", valueName: "DEG"))
    var from: String
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Whole degrees after, 0…360.", valueName: "DEG"))
    var to: String
    @Option(name: .long, parsing: .unconditional, help: "Seconds. Default: 1.")
    var duration: String = "1"
    @OptionGroup var frames: FrameOutput

    func run() throws {
        let start = try ArgumentValues.integer(from, flag: "--from")
        let end = try ArgumentValues.integer(to, flag: "--to")
        let seconds = try FrameOutput.duration(duration)
        let size = try frames.image.size(default: CircularSlider.defaultSize)
        _ = try makeControl { try CircularSlider(size: size, angle: start) }
        try frames.run(size: size, duration: seconds) { t in
            try CircularSlider(size: size, angle: CircularSlider.transitionAngle(from: start, to: end, at: t, duration: seconds)).layer
        }
    }
}

struct AnimateScene: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scene", abstract: "A scene file with an animations section (docs/SCENES.md).")

    @Argument(help: ArgumentHelp("The scene file.", valueName: "FILE.json"))
    var file: String
    @Option(name: .long, parsing: .unconditional, help: "Seconds. Default: until the scene's last animation ends.")
    var duration: String?
    @OptionGroup var frames: FrameOutput

    func run() throws {
        guard frames.image.size == nil else { throw CLIError("--size does not apply to a scene: the scene file gives its size") }
        let scene = try makeControl { try Scene(contentsOf: file) }
        let seconds: Double
        if let duration {
            seconds = try FrameOutput.duration(duration)
        } else if let range = scene.root.animationTimeRange, range.upperBound.isFinite {
            seconds = max(0, range.upperBound)
        } else {
            throw CLIError("give --duration: the scene has no animation with a finite end")
        }
        try frames.run(scene.root, duration: seconds, defaultScale: scene.scale ?? 2, defaultBackground: scene.background)
    }
}
