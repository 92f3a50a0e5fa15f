import ArgumentParser
import CairoRenderer
import Controls
import Foundation
import Imaging
import LayerModel

struct GestureCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "gesture",
        abstract: "Drags a finger across a control and prints the events it sends, one JSON object per line.",
        discussion: """
            The points (in the control's coordinates, points) make one touch: it begins at the first, \
            moves to every later point (the last included), then ends there without moving again. \
            Each event prints as {"event":"valueChanged","value":0.62,"touch":3} (knob, slider; touch \
            is the 0-based index of the point that caused it, the ending's events carry the last \
            point's), {"event":"willRotate"} or {"event":"didRotate","value":11} (dial).
            """,
        subcommands: [GestureKnob.self, GestureSlider.self, GestureDial.self]
    )
}

/// The flags every `gesture` subcommand shares: the drag and the frame folder.
struct GestureOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The touch's points in the control's coordinates, at least two: \"x,y x,y …\".", valueName: "POINTS"))
    var drag: String

    @Option(name: .long, help: ArgumentHelp("Render a frame after every touch (touch-0000.png …) into this folder; created if missing. Earlier gesture frames there (touch-*.png, snap-*.png) are removed first. --scale, --background and the control's color and width flags only change these frames and need --out.", valueName: "DIR"))
    var out: String?

    /// The most points a drag may have when every touch renders a frame.
    static let maxFramedPoints = 1_000

    func validate() throws {
        let count = try GestureOptions.points(drag).count
        if out != nil, count > GestureOptions.maxFramedPoints {
            throw CLIError("--out renders a frame per touch: give at most \(GestureOptions.maxFramedPoints) --drag points with it, got \(count)")
        }
    }

    /// Refuses `flags` (given flags that only change what is drawn) without `--out`: without
    /// it nothing is drawn, and a flag must never be ignored silently.
    func checkDrawing(_ flags: [String]) throws {
        if out == nil, let flag = flags.first {
            throw CLIError("\(flag) needs --out: a gesture draws nothing without it")
        }
    }

    /// The points of a `--drag` value: `x,y` pairs separated by spaces (commas and whitespace
    /// both separate coordinates); at least two points, every coordinate a finite number.
    static func points(_ text: String) throws -> [Point] {
        let fields = text.split(whereSeparator: \.isWhitespace)
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        var coordinates: [Double] = []
        for field in fields {
            guard let value = Double(field), value.isFinite else {
                throw CLIError("--drag coordinates must be finite numbers, got \"\(field)\" in \"\(text)\"")
            }
            coordinates.append(value)
        }
        guard coordinates.count.isMultiple(of: 2) else {
            throw CLIError("--drag needs x,y pairs, got an odd number of coordinates (\(coordinates.count)) in \"\(text)\"")
        }
        let points = stride(from: 0, to: coordinates.count, by: 2).map { Point(x: coordinates[$0], y: coordinates[$0 + 1]) }
        guard points.count >= 2 else {
            throw CLIError("--drag needs at least 2 points \"x,y x,y\", got \(points.isEmpty ? "none" : "1")")
        }
        return points
    }
}

/// Drags a finger across a control: prints each event as it is sent and, with `--out`,
/// renders a frame after every touch and the animation the drag leaves running.
struct GesturePipeline {
    let options: GestureOptions
    let image: ImageSettings

    /// The snap animation's frame rate, frames per second.
    static let animationFPS = 60.0

    /// Feeds the drag to `control`, printing each event as it is sent (valueChanged values as
    /// whole numbers when `wholeValues`); with `--out`, renders a frame after every touch and,
    /// when the drag leaves an animation running (the dial's snap), its frames named
    /// `animationPrefix-0000.png …`.
    func run<Control: TouchControl>(_ control: Control, wholeValues: Bool = false, animationPrefix: String? = nil) throws {
        let points = try GestureOptions.points(options.drag)
        let geometry = try image.geometry(of: control.layer.bounds.size)
        let touches = Touch.drag(through: points)
        if options.out != nil { try GesturePipeline.checkFrames(touches.count, geometry: geometry, what: "a frame per touch") }
        let write = try options.out.map { try frameWriter(folder: $0, geometry: geometry) }
        var driver = GestureDriver(control)
        // The first failed write stops the drag: no event after it may be lost silently.
        var failure: (any Error)?
        driver.addObserver { sent in
            guard failure == nil else { return }
            do { try printLine(GesturePipeline.json(sent, wholeValues: wholeValues)) } catch { failure = error }
        }
        for (i, touch) in touches.enumerated() {
            _ = try withOneLineErrors { try driver.send(touch, point: min(i, points.count - 1)) }
            if let failure { throw failure }
            try write?(try GesturePipeline.settled(driver.control.layer), numberedFileName("touch", i))
        }
        if let write, let animationPrefix {
            let layer = driver.control.layer
            guard let end = layer.animationTimeRange?.upperBound, end.isFinite else { return }
            let last = Int((max(0, end) * GesturePipeline.animationFPS).rounded())
            try GesturePipeline.checkFrames(touches.count + last + 1, geometry: geometry, what: "a frame per touch and the snap's frames")
            for i in 0...last {
                let tree = try withOneLineErrors { try DrawableTree(layer, at: Double(i) / GesturePipeline.animationFPS) }
                try write(tree, numberedFileName(animationPrefix, i))
            }
        }
    }

    /// Refuses, before any of them is drawn, `count` frames of `geometry` over the library's
    /// frames × pixels limit (`FrameSequence.check`), in the flags' words.
    static func checkFrames(_ count: Int, geometry: ImageGeometry, what: String) throws {
        do {
            try FrameSequence.check(count: count, geometry: geometry)
        } catch {
            let (w, h) = (geometry.pixelWidth, geometry.pixelHeight)
            throw CLIError("--out renders \(what): \(count) frames of \(w)x\(h) px are \(count) × \(w * h) pixels, more than the "
                + "\(FrameSequence.maxPixels) a run may render: give fewer --drag points or a smaller --size or --scale")
        }
    }

    /// Creates `folder` and returns a function that renders a tree into a file there.
    private func frameWriter(folder: String, geometry: ImageGeometry) throws -> (DrawableTree, String) throws -> Void {
        let background = image.background
        try makeDirectory(folder, for: "--out")
        try removeNumberedFiles(in: folder, prefixes: ["touch", "snap"], for: "--out")
        return { tree, name in
            try writePNG(try withOneLineErrors { try LayerRenderer.render(tree, in: geometry, background: background) }, to: "\(folder)/" + name)
        }
    }

    /// The layer as it shows once its animations have finished (the state after the touch).
    static func settled(_ layer: Layer) throws -> DrawableTree {
        try withOneLineErrors { try DrawableTree(layer, at: layer.animationTimeRange?.upperBound ?? 0) }
    }

    /// One event as a JSON object on one line, exactly as CLI.md shows them:
    /// `{"event":"valueChanged","value":0.62,"touch":3}` for the knob and slider,
    /// `{"event":"willRotate"}` and `{"event":"didRotate","value":11}` for the dial.
    /// Values print in Swift's shortest round-trip form (`0.21428571428571425`, `1.0`), or as
    /// whole numbers with `wholeValues` (the slider's angle) and for the dial's labels.
    static func json(_ sent: GestureEvent, wholeValues: Bool) -> String {
        switch sent.event {
        case let .valueChanged(value):
            let number = wholeValues ? NumberText.format(value) : "\(value)"
            return #"{"event":"valueChanged","value":\#(number),"touch":\#(sent.touch)}"#
        case .willRotate:
            return #"{"event":"willRotate"}"#
        case let .didRotate(value):
            return #"{"event":"didRotate","value":\#(value)}"#
        }
    }
}

struct GestureKnob: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "knob",
        abstract: "The knob's rotation gesture: valueChanged on every touch, or once at the end with --continuous false."
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The value before the drag, clamped into [--min, --max].", valueName: "V"))
    var value = Finite(Knob.defaultValue)
    @Option(name: .long, help: ArgumentHelp("Send valueChanged on every touch (true) or once when the touch ends (false).", valueName: "true|false"))
    var continuous = true
    @OptionGroup var knob: KnobOptions
    @OptionGroup var gesture: GestureOptions
    @OptionGroup var image: ControlImageOptions<Knob>

    func validate() throws {
        try gesture.checkDrawing(image.image.drawingFlags + knob.drawingFlags)
        guard knob.startAngle.value != knob.endAngle.value else {
            throw CLIError("--start-angle and --end-angle must differ for a drag, which turns angles into values; both are \(knob.startAngle.text)")
        }
    }

    func run() throws {
        var control = try knob.makeKnob(size: image.controlSize, value: value.value)
        control.isContinuous = continuous
        try GesturePipeline(options: gesture, image: image.image.settings()).run(control)
    }
}

struct GestureSlider: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slider",
        abstract: "The circular slider's tracking: valueChanged with the whole angle on every move."
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The angle before the drag, whole degrees counterclockwise from 3 o'clock, 0…360 (clamped).", valueName: "DEG"))
    var angle = CircularSlider.defaultAngle
    @OptionGroup var gesture: GestureOptions
    @OptionGroup var image: ControlImageOptions<CircularSlider>

    func validate() throws {
        try gesture.checkDrawing(image.image.drawingFlags)
    }

    func run() throws {
        let slider = try withOneLineErrors { try CircularSlider(size: image.controlSize, angle: angle) }
        try GesturePipeline(options: gesture, image: image.image.settings()).run(slider, wholeValues: true)
    }
}

struct GestureDial: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dial",
        abstract: "The rotary dial's drag: willRotate and didRotate on every move, then the snap to a label.",
        discussion: "With --out, the snap the drag leaves running is rendered too, as snap-0000.png … at \(NumberText.format(GesturePipeline.animationFPS)) fps."
    )

    @OptionGroup var position: DialPosition
    @OptionGroup var dial: DialOptions
    @OptionGroup var gesture: GestureOptions
    @OptionGroup var image: ControlImageOptions<RotaryDial>

    func validate() throws {
        try gesture.checkDrawing(image.image.drawingFlags + dial.drawingFlags)
    }

    func run() throws {
        let control = try position.apply(to: dial.makeDial(size: image.controlSize))
        try GesturePipeline(options: gesture, image: image.image.settings()).run(control, animationPrefix: "snap")
    }
}
