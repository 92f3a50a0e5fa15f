import ArgumentParser
import CairoRenderer
import Imaging
import LayerModel

/// The image flags every rendering subcommand shares: scale and background. A scene file may
/// give its own scale and background; these flags override them.
struct ImageOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Pixels per point, 1…4. (default: 2)", valueName: "S"))
    var scale: Finite?

    /// What `--scale` takes: 1…4, the CLI's documented range (docs/CLI.md) — the screens' 1x,
    /// 2x and 3x with room. The library draws at 0.1…16 (`ImageGeometry.scales`), which is
    /// what a scene file's own scale and the filmstrip's reduced frames may use.
    static let scales: ClosedRange<Double> = 1...4

    @Option(name: .long, help: ArgumentHelp(
        "Fills the image first; none = transparent. (default: none)",
        valueName: "COLOR|none"))
    var background: OptionalColor?

    func validate() throws {
        if let scale { try check(scale.value, in: ImageOptions.scales, flag: "--scale") }
    }

    /// The image of `size` points at the given scale (`defaultScale` when none is given),
    /// checked once here for every image drawn from it; `sizeName` names where the size came
    /// from in the error (`--size`, or a scene file's size).
    func geometry(of size: Size, defaultScale: Double = ImageGeometry.defaultScale, sizeName: String = "--size") throws -> ImageGeometry {
        do {
            return try ImageGeometry(size: size, scale: scale?.value ?? defaultScale)
        } catch {
            throw CLIError("\(sizeName) \(error)")
        }
    }

    /// The background given, or `defaultColor`.
    func backgroundColor(default defaultColor: Color? = nil) -> Color? {
        background.map(\.color) ?? defaultColor
    }
}

/// The control commands' image flags: `--size` beside the image options (a scene file gives
/// its own size, so scene commands do not take it). The control checks the size when it is
/// made, and its refusal names `--size` (`CLIError.flagMessage`).
struct ControlImageOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The control's bounds in points; the control's own size (above) by default.", valueName: "WxH"))
    var size: Size?

    @OptionGroup var image: ImageOptions

    /// The size given, or the control's default.
    func size(default defaultSize: Size) -> Size {
        size ?? defaultSize
    }
}

/// Renders `layer` at its bounds' size; a scene file's own scale and background are the
/// defaults that the flags override.
func render(
    _ layer: Layer, with image: ImageOptions, defaultScale: Double = ImageGeometry.defaultScale, defaultBackground: Color? = nil, sizeName: String = "--size"
) throws -> Bitmap {
    let geometry = try image.geometry(of: layer.bounds.size, defaultScale: defaultScale, sizeName: sizeName)
    return try makeControl { try LayerRenderer.render(layer, in: geometry, background: image.backgroundColor(default: defaultBackground)) }
}

/// Writes a bitmap as PNG atomically, turning failures into one-line errors.
func writePNG(_ bitmap: Bitmap, to path: String) throws {
    try makeControl { try bitmap.writePNG(to: path) }
}
