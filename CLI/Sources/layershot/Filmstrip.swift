import CairoRenderer
import Imaging
import LayerModel

/// The frames of an animation side by side, wrapped into rows, each with its time under it:
/// one picture a person can read. Drawn as one layer tree, so every frame is re-rendered at
/// the strip's scale rather than resampled.
struct Filmstrip {
    let frames: [Layer]
    let times: [Double]
    let background: Color?

    /// Frames per row.
    static let columns = 8
    /// The largest side of the strip, pixels: the scale drops to fit it.
    static let maxSide = 4096.0

    var grid: ScenarioGrid {
        let cells = zip(frames, times).map { frame, t in
            Scenario("t = " + Filmstrip.seconds(t), frame, background: background)
        }
        return ScenarioGrid(cells, columns: min(Filmstrip.columns, max(1, frames.count)))
    }

    /// The smallest scale a strip is drawn at: below it the frames are unreadable.
    static let minScale = 0.1

    /// The renderer for the strip at `scale`, or at a smaller scale when that would exceed
    /// `maxSide` pixels on a side; an error when even `minScale` would (too many frames).
    func renderer(scale: Double) throws -> LayerRenderer {
        let size = grid.layer.bounds.size
        let fitted = min(scale, Filmstrip.maxSide / max(size.width, size.height, 1))
        guard fitted >= Filmstrip.minScale else {
            throw CLIError("--filmstrip of \(frames.count) frames would be \(Int(size.width))x\(Int(size.height)) points, "
                + "more than \(Int(Filmstrip.maxSide)) px a side even at scale \(Filmstrip.minScale): use fewer frames")
        }
        do {
            return try LayerRenderer(scale: fitted)
        } catch {
            throw CLIError(error)
        }
    }

    /// The strip at `scale`, or smaller when that would exceed `maxSide` pixels on a side.
    func render(scale: Double) throws -> Bitmap {
        let renderer = try renderer(scale: scale)
        do {
            return try renderer.render(grid.layer)
        } catch {
            throw CLIError(error)
        }
    }

    /// Seconds with three decimals: `0.250 s`.
    static func seconds(_ t: Double) -> String {
        let ms = Int((t * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + " s"
    }
}
