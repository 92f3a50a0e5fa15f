import ArgumentParser
import CairoRenderer
import Controls
import Imaging
import LayerModel

/// Where `--scale` and `--background` fall back to when they are not given, as `--help`
/// says it: a control is drawn with the library's defaults, a scene with the scene file's own
/// values first.
protocol ImageDefaults {
    /// The default of `--scale`, as help shows it.
    static var scale: String { get }
    /// The default of `--background`, as help shows it.
    static var background: String { get }
}

/// A control's image: `ImageGeometry.defaultScale`, no background.
enum ControlImage: ImageDefaults {
    static var scale: String { NumberText.format(ImageGeometry.defaultScale) }
    static var background: String { "none" }
}

/// A scene file's image: the file's scale and background, else a control's defaults.
enum SceneImage: ImageDefaults {
    static var scale: String { "the scene file's scale, else \(ControlImage.scale)" }
    static var background: String { "the scene file's background, else \(ControlImage.background)" }
}

/// The image flags every rendering subcommand shares: scale and background, overriding a
/// scene file's own.
struct ImageOptions<Defaults: ImageDefaults>: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Pixels per point, 1…4. (default: \(Defaults.scale))", valueName: "S"))
    var scale: Finite?

    /// What `--scale` takes: 1…4, the CLI's documented range (docs/CLI.md) — the screens' 1x,
    /// 2x and 3x with room. The library draws at 0.1…16 (`ImageGeometry.scales`), which is
    /// what a scene file's own scale and the filmstrip's reduced frames may use.
    static var scales: ClosedRange<Double> { 1...4 }

    @Option(name: .long, help: ArgumentHelp(
        "Fills the image first; none = transparent. (default: \(Defaults.background))",
        valueName: "COLOR|none"))
    var background: OptionalColor?

    func validate() throws {
        if let scale { try check(scale.value, in: Self.scales, flag: "--scale") }
    }

    /// The flags given, which only change what is drawn.
    var drawingFlags: [String] {
        [(scale != nil, "--scale"), (background != nil, "--background")].filter(\.0).map(\.1)
    }

    /// The scale and background to draw with: the flags', else `scale` and `background`
    /// (a scene file's own, else the library's).
    func settings(scale defaultScale: Double = ImageGeometry.defaultScale, background defaultBackground: Color? = nil) -> ImageSettings {
        ImageSettings(scale: scale?.value ?? defaultScale, background: background.map(\.color) ?? defaultBackground)
    }
}

/// The scale and background an image is drawn with, decided from the flags and the defaults.
struct ImageSettings {
    /// Pixels per point.
    let scale: Double
    /// The color the image is filled with first; nil for transparent.
    let background: Color?

    /// The image of `size` points at `scale`, checked once here for every image drawn from it;
    /// `sizeName` names where the size came from in the error (`--size`, or a scene file's size).
    func geometry(of size: Size, sizeName: String = "--size") throws -> ImageGeometry {
        do {
            return try ImageGeometry(size: size, scale: scale)
        } catch {
            throw CLIError("\(sizeName) \(error)")
        }
    }
}

/// A control with a size of its own, which `--size` replaces.
protocol SizedControl {
    /// The control's size when none is given, points.
    static var defaultSize: Size { get }
}

extension Knob: SizedControl {}
extension GradientView: SizedControl {}
extension CircularSlider: SizedControl {}
extension RotaryDial: SizedControl {}

/// The control commands' image flags: `--size` beside the image options (a scene file gives
/// its own size, so scene commands do not take it). The control checks the size when it is
/// made, and its refusal names `--size` (`CLIError.flagMessage`).
struct ControlImageOptions<Control: SizedControl>: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The control's bounds in points. " + defaultNote(Control.defaultSize), valueName: "WxH"))
    var size: Size?

    @OptionGroup var image: ImageOptions<ControlImage>

    /// The size given, or the control's own.
    var controlSize: Size {
        size ?? Control.defaultSize
    }
}

/// Renders `layer` at its bounds' size with `image`'s scale and background.
func render(_ layer: Layer, with image: ImageSettings, sizeName: String = "--size") throws -> Bitmap {
    let geometry = try image.geometry(of: layer.bounds.size, sizeName: sizeName)
    return try withOneLineErrors { try LayerRenderer.render(layer, in: geometry, background: image.background) }
}

/// Writes a bitmap as PNG atomically, turning failures into one-line errors.
func writePNG(_ bitmap: Bitmap, to path: String) throws {
    try withOneLineErrors { try bitmap.writePNG(to: path) }
}
