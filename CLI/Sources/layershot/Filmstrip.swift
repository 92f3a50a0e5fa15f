import CairoRenderer
import ImageDiff
import Imaging
import LayerModel

/// Frames of an animation side by side, wrapped into rows, each with its time under it: one
/// picture a person can read. Made from frames already rendered (each placed as a layer's
/// contents), so no frame is evaluated or drawn twice.
struct Filmstrip {
    /// The size of one frame, points.
    let frameSize: Size
    /// The time of each frame shown, seconds.
    let times: [Double]
    /// The scale the frames were rendered at: the strip is drawn at it (one frame pixel per
    /// strip pixel) unless that would exceed `maxSide`.
    let scale: Double
    let background: Color?

    /// Frames per row.
    static let columns = 6
    /// The largest side of the strip, pixels: the scale drops to fit it.
    static let maxSide = 4096.0
    /// The smallest scale a strip is drawn at: below it the frames are unreadable.
    static let minScale = 0.1
    /// How many frames a strip shows unless told otherwise: two rows, enough to follow an
    /// ease-in-ease-out curve.
    static let defaultFrames = 12
    /// The most frames a strip may show (`--filmstrip-frames`).
    static let maxFrames = 240

    /// Which of `count` frames a strip of `shown` frames shows: evenly spaced, the first and
    /// the last always among them; every frame when `count ≤ shown`.
    static func indices(count: Int, shown: Int) -> [Int] {
        guard count > shown else { return Array(0..<count) }
        guard shown > 1 else { return [0] }
        return (0..<shown).map { i in Int((Double(i * (count - 1)) / Double(shown - 1)).rounded()) }
    }

    /// The strip's layer tree with `cells` (one per time) in the frames' places.
    private func grid(_ cells: [Layer]) -> Layer {
        let scenarios = zip(cells, times).map { cell, t in
            Scenario("t = " + Filmstrip.seconds(t), cell, background: background)
        }
        return ScenarioGrid(scenarios, columns: min(Filmstrip.columns, max(1, cells.count))).layer
    }

    /// The renderer for the strip: at the frames' scale, or smaller when that would exceed
    /// `maxSide` pixels on a side; an error when even `minScale` would (too many frames).
    /// Needs only the sizes, so it is checked before any frame is drawn.
    func renderer() throws -> LayerRenderer {
        let size = grid(times.map { _ in Layer(bounds: Rect(size: frameSize)) }).bounds.size
        let fitted = min(scale, Filmstrip.maxSide / max(size.width, size.height, 1))
        guard fitted >= Filmstrip.minScale else {
            throw CLIError("--filmstrip of \(times.count) frames would be \(Int(size.width))x\(Int(size.height)) points, "
                + "more than \(Int(Filmstrip.maxSide)) px a side even at scale \(NumberText.format(Filmstrip.minScale)): use a smaller --filmstrip-frames")
        }
        return try withOneLineErrors { try LayerRenderer(scale: fitted) }
    }

    /// The strip of `frames` (one per time, rendered at `scale`).
    func render(_ frames: [Bitmap]) throws -> Bitmap {
        let cells = try frames.map { frame in
            var cell = Layer(bounds: Rect(size: frameSize))
            cell.contents = try withOneLineErrors { try LayerImage(width: frame.width, height: frame.height, premultipliedRGBA: frame.pixels) }
            return cell
        }
        let renderer = try renderer()
        return try withOneLineErrors { try renderer.render(grid(cells)) }
    }

    /// Seconds with three decimals: `0.250 s`.
    static func seconds(_ t: Double) -> String { FixedPoint.format(t, places: 3) + " s" }
}
