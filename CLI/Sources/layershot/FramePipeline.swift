import CairoRenderer
import Imaging
import LayerModel
import Synchronization

/// Renders an animation's frames once and writes every output `FrameOutput` asks for: the
/// numbered frames, the filmstrip (from the frames already rendered) and the APNG. Every
/// limit is checked before the first frame is drawn.
struct FramePipeline {
    let output: FrameOutput
    let image: ImageSettings
    /// Where the frames' size came from, for the error when it does not fit.
    var sizeName = "--size"

    /// The frame times, or the model's refusal in the flags' words ("60 s at --fps 240 makes
    /// 14401 frames; a frame sequence has at most 10000: lower the duration or --fps").
    static func timing(duration: Double, fps: Int) throws -> FrameTiming {
        do {
            return try FrameTiming(duration: duration, fps: Double(fps))
        } catch {
            let frames = NumberText.format((duration * Double(fps)).rounded() + 1)
            throw CLIError("\(NumberText.format(duration)) s at --fps \(fps) makes \(frames) frames; "
                + "a frame sequence has at most \(FrameTiming.maxFrames): lower the duration or --fps")
        }
    }

    /// Renders `layer`'s animations at t = i/fps for i = 0 … round(duration·fps).
    func run(_ layer: Layer, duration: Double) throws {
        try run(size: layer.bounds.size, duration: duration) { try DrawableTree(layer, at: $0) }
    }

    /// Renders the tree `tree(t)` makes ready at t = i/fps for i = 0 … round(duration·fps).
    func run(size: Size, duration: Double, tree: @escaping @Sendable (Double) throws -> DrawableTree) throws {
        let timing = try FramePipeline.timing(duration: duration, fps: output.fps)
        let frames = try FramePipeline.sequence(timing, geometry: image.geometry(of: size, sizeName: sizeName))
        if output.apng != nil { try FramePipeline.checkAPNG(frames) }
        let (times, background) = (frames.times, image.background)
        let shown = output.filmstrip == nil ? [] : Filmstrip.indices(count: times.count, shown: output.filmstripFrames ?? Filmstrip.defaultFrames)
        let strip = Filmstrip(frameSize: size, times: shown.map { times[$0] }, scale: frames.geometry.scale, background: background)
        if output.filmstrip != nil { _ = try strip.renderer() }
        if let out = output.out {
            try makeDirectory(out, for: "--out")
            try removeNumberedFiles(in: out, prefixes: ["frame"], for: "--out")
        }
        // The frames the APNG and the filmstrip need, kept as they are rendered.
        let keepAll = output.apng != nil
        let kept = Mutex<[Int: Bitmap]>([:])
        let stripIndices = Set(shown), folder = output.out
        try withOneLineErrors {
            try LayerRenderer.forEachFrame(at: frames, background: background, tree: tree) { index, frame in
                if let folder { try frame.writePNG(to: "\(folder)/" + numberedFileName("frame", index)) }
                if keepAll || stripIndices.contains(index) { kept.withLock { $0[index] = frame } }
            }
        }
        let rendered = kept.withLock { $0 }
        if let filmstrip = output.filmstrip {
            try writePNG(try strip.render(shown.compactMap { rendered[$0] }), to: filmstrip)
        }
        if let apng = output.apng {
            try withOneLineErrors {
                try AnimatedPNG(frames: times.indices.compactMap { rendered[$0] }, framesPerSecond: output.fps).write(to: apng)
            }
        }
        let written = [output.out.map { "frames in \($0)" }, output.filmstrip, output.apng].compactMap { $0 }
        try printLine("\(times.count) frames: " + written.joined(separator: ", "))
    }

    /// The frames of `timing` at `geometry`, or the library's refusal (`FrameSequence`'s
    /// frames × pixels limit) in the flags' words, before anything is drawn.
    static func sequence(_ timing: FrameTiming, geometry: ImageGeometry) throws -> FrameSequence {
        do {
            return try FrameSequence(timing, geometry: geometry)
        } catch let .tooManyFramePixels(frames, width, height) {
            throw CLIError("\(frames) frames of \(width)x\(height) px are \(frames) × \(width * height) pixels, more than the "
                + "\(FrameSequence.maxPixels) a run may render: use a shorter --duration, a lower --fps or a smaller --size or --scale")
        } catch {
            throw CLIError(error)
        }
    }

    /// The most memory an APNG may take while it is encoded: 2 GiB.
    static let maxAPNGBytes = 2_147_483_648

    /// Refuses, before anything is drawn, an `--apng` of `frames` whose peak memory would
    /// exceed `maxAPNGBytes`. The peak is counted as every frame kept (4 bytes a pixel), the
    /// encoded stream (as large again for frames that do not compress, and as much once more
    /// while the growing stream is copied), and one frame's compression buffer and one frame
    /// being drawn.
    static func checkAPNG(_ frames: FrameSequence) throws {
        let (width, height, count) = (frames.geometry.pixelWidth, frames.geometry.pixelHeight, frames.times.count)
        let peak = (3 * count + 2) * width * height * 4
        if peak > maxAPNGBytes {
            throw CLIError("--apng of \(count) frames of \(width)x\(height) px needs up to \(peak >> 20) MiB while it is encoded, "
                + "more than \(maxAPNGBytes >> 20) MiB: use fewer frames or a smaller size")
        }
    }
}
