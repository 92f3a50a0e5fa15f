import ArgumentParser
import CairoRenderer
import Imaging
import LayerModel

/// The flags every rendering subcommand shares: size, scale, background.
struct ImageOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The control's bounds in points.", valueName: "WxH"))
    var size: String?

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point, 1…4. Default: 2.")
    var scale: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Fills the image first; none = transparent. Default: none.", valueName: "COLOR|none"))
    var background: String?

    /// The size given, or the control's default.
    func size(default defaultSize: Size) throws -> Size {
        try size.map { try ArgumentValues.size($0, flag: "--size") } ?? defaultSize
    }

    /// A renderer at the given scale, checking that an image of `size` fits.
    func renderer(for size: Size, defaultScale: Double = 2) throws -> LayerRenderer {
        let s = try scale.map { try ArgumentValues.number($0, flag: "--scale") } ?? defaultScale
        guard ImageLimits.scales.contains(s) else {
            throw CLIError("--scale must be between \(Int(ImageLimits.scales.lowerBound)) and \(Int(ImageLimits.scales.upperBound)), got \(scale ?? "\(s)")")
        }
        let renderer = try LayerRenderer(scale: s)
        do {
            _ = try renderer.pixelSize(of: size)
        } catch {
            let (w, h) = ((size.width * s).rounded(), (size.height * s).rounded())
            throw CLIError("--size \(size.width)x\(size.height) at scale \(s) makes a \(w)x\(h) px image; each side must be 1...\(ImageLimits.maxPixelSide) px")
        }
        return renderer
    }

    /// The background given, or `defaultColor`.
    func backgroundColor(default defaultColor: Color? = nil) throws -> Color? {
        try background.map { try ArgumentValues.optionalColor($0, flag: "--background") } ?? defaultColor
    }

    /// Renders `layer` at its bounds' size; a scene file's own scale and background are the
    /// defaults that flags override.
    func render(_ layer: Layer, defaultScale: Double = 2, defaultBackground: Color? = nil) throws -> Bitmap {
        let renderer = try renderer(for: layer.bounds.size, defaultScale: defaultScale)
        do {
            return try renderer.render(layer, background: try backgroundColor(default: defaultBackground))
        } catch {
            throw CLIError(error)
        }
    }
}

/// Writes a bitmap as PNG atomically, turning failures into one-line errors.
func writePNG(_ bitmap: Bitmap, to path: String) throws {
    do {
        try bitmap.writePNG(to: path)
    } catch {
        throw CLIError(error)
    }
}
