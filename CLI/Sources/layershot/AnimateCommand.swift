import ArgumentParser
import CairoRenderer
import Controls
import Foundation
import Imaging
import LayerModel
import SceneFile
import Synchronization

struct AnimateCommand: CommandGroup {
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

    @Option(name: .long, help: ArgumentHelp(
        "The folder for frame-0000.png …; created if missing. Earlier frame-*.png files there are removed first, so the folder never mixes two runs.",
        valueName: "DIR"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Also write the frames side by side, with their times, in one PNG.", valueName: "FILE.png"))
    var filmstrip: String?

    @Option(name: .long, help: ArgumentHelp("Also write an animated PNG.", valueName: "FILE.png"))
    var apng: String?

    func validate() throws {
        guard out != nil || filmstrip != nil || apng != nil else {
            throw CLIError("give at least one of --out, --filmstrip and --apng: there is nothing to write")
        }
    }

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
    /// writes every output. Every limit is checked before the first frame is drawn.
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
        let (w, h) = try renderer.pixelSize(of: size)
        try FrameOutput.checkWork(frames: times.count, width: w, height: h, apng: apng != nil)
        let strip = try filmstrip.map { _ in
            let strip = Filmstrip(frames: try times.map(tree), times: times, background: background)
            _ = try strip.renderer(scale: renderer.scale)
            return strip
        }
        if let out {
            try makeDirectory(out, for: "--out")
            try removeNumberedFiles(in: out, prefixes: ["frame"], for: "--out")
        }
        let folder = out, keep = apng != nil
        let kept = Mutex<[Bitmap?]>(Array(repeating: nil, count: keep ? times.count : 0))
        do {
            if folder != nil || keep {
                try renderer.forEachFrame(at: times, background: background, tree: tree) { index, frame in
                    if let folder { try frame.writePNG(to: "\(folder)/" + numberedFileName("frame", index)) }
                    if keep { kept.withLock { $0[index] = frame } }
                }
            }
            if let filmstrip, let strip {
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
        let written = [out.map { "frames in \($0)" }, filmstrip, apng].compactMap { $0 }
        try printLine("\(times.count) frames: " + written.joined(separator: ", "))
    }

    /// The most pixels one `animate` run may render, summed over its frames: 2³¹
    /// (2,147,483,648; e.g. 32 frames of 8192×8192 px, or 10,000 frames of 460×460 px), a few
    /// minutes of work at most.
    static let maxFramePixels = 2_147_483_648

    /// The most memory an APNG may take while it is encoded: 2 GiB.
    static let maxAPNGBytes = 2_147_483_648

    /// Refuses, before anything is drawn, a run whose frames × pixels exceed `maxFramePixels`
    /// or, with `--apng`, whose peak memory would exceed `maxAPNGBytes`. The APNG's peak is
    /// counted as every frame kept (4 bytes a pixel), the encoded stream (as large again for
    /// frames that do not compress, and as much once more while the growing stream is
    /// copied), and one frame's compression buffer and one frame being drawn.
    static func checkWork(frames: Int, width: Int, height: Int, apng: Bool) throws {
        let pixels = width * height
        let (total, overflow) = frames.multipliedReportingOverflow(by: pixels)
        guard !overflow, total <= maxFramePixels else {
            throw CLIError("\(frames) frames of \(width)x\(height) px are \(frames) × \(pixels) pixels, more than the "
                + "\(maxFramePixels) a run may render: use a shorter --duration, a lower --fps or a smaller --size or --scale")
        }
        let peak = (3 * frames + 2) * pixels * 4
        if apng, peak > maxAPNGBytes {
            throw CLIError("--apng of \(frames) frames of \(width)x\(height) px needs up to \(peak >> 20) MiB while it is encoded, "
                + "more than \(maxAPNGBytes >> 20) MiB: use fewer frames or a smaller size")
        }
    }
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
