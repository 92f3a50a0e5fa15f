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

    /// The strip at `scale`, or smaller when that would exceed `maxSide` pixels on a side.
    func render(scale: Double) throws -> Bitmap {
        let layer = grid.layer
        let side = max(layer.bounds.width, layer.bounds.height)
        let fitted = min(scale, Filmstrip.maxSide / max(side, 1))
        do {
            return try LayerRenderer(scale: max(0.1, fitted)).render(layer)
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
