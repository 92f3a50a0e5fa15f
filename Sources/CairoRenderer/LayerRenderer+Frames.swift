import Dispatch
public import Imaging
public import LayerModel
import Synchronization

extension LayerRenderer {
    /// Renders `layer`'s presentation at each of `times` (seconds), one frame per time, in
    /// parallel on every core. Frames are independent — each evaluates its own presentation
    /// tree — so the result is byte-identical to rendering them one by one, in order.
    /// `body`, if given, receives each frame as soon as it is drawn (on a worker thread),
    /// e.g. to encode and write it; its error stops the run.
    public func renderFrames(
        of layer: Layer, at times: [Double], background: Color? = nil,
        each body: (@Sendable (Int, Bitmap) throws -> Void)? = nil
    ) throws -> [Bitmap] {
        try renderFrames(at: times, background: background, tree: { layer.presentation(at: $0) }, each: body)
    }

    /// Renders the tree `tree(t)` builds for each of `times`, in parallel as above: for
    /// frame sequences whose states are not Core Animation animations (a control redrawn
    /// at each step).
    public func renderFrames(
        at times: [Double], background: Color? = nil,
        tree: @Sendable (Double) throws -> Layer,
        each body: (@Sendable (Int, Bitmap) throws -> Void)? = nil
    ) throws -> [Bitmap] {
        let results = Mutex<[Result<Bitmap, any Error>?]>(Array(repeating: nil, count: times.count))
        DispatchQueue.concurrentPerform(iterations: times.count) { index in
            let outcome = Result<Bitmap, any Error> {
                let frame = try render(tree(times[index]), background: background)
                try body?(index, frame)
                return frame
            }
            results.withLock { $0[index] = outcome }
        }
        return try results.withLock { all in
            try all.map { slot throws in
                guard let slot else { throw RenderError.cairo(status: "a frame was not rendered") }
                return try slot.get()
            }
        }
    }

    /// The frame times of an animation of `duration` seconds at `fps` frames per second:
    /// `t = i/fps` for `i = 0 … round(duration·fps)`, so the first frame shows the start and
    /// the last (at `round(duration·fps)/fps`) the end.
    public static func frameTimes(duration: Double, fps: Double) -> [Double] {
        let last = Int((duration * fps).rounded())
        return (0...max(0, last)).map { Double($0) / fps }
    }
}
