import Dispatch
public import Imaging
public import LayerModel
import Synchronization

extension LayerRenderer {
    /// Renders `layer`'s presentation at each of `times` (seconds), one frame per time, in
    /// parallel on every core, and returns the frames in order. Frames are independent — each
    /// evaluates its own presentation tree — so the result is byte-identical to rendering
    /// them one by one.
    public func renderFrames(of layer: Layer, at times: [Double], background: Color? = nil) throws -> [Bitmap] {
        do {
            try layer.checkReplicators()
        } catch {
            throw RenderError.invalidLayer(error)
        }
        let frames = Mutex<[Bitmap?]>(Array(repeating: nil, count: times.count))
        try forEachFrame(at: times, background: background, tree: { layer.presentation(at: $0) }) { index, frame in
            frames.withLock { $0[index] = frame }
        }
        return frames.withLock { $0.compactMap { $0 } }
    }

    /// Renders the tree `tree(t)` builds for each of `times` in parallel on every core and
    /// hands each frame to `body` (on a worker thread) as soon as it is drawn — e.g. to encode
    /// and write it — without keeping it. The first error, from `tree`, the renderer or
    /// `body`, stops the frames not yet started and is rethrown.
    public func forEachFrame(
        at times: [Double], background: Color? = nil,
        tree: @Sendable (Double) throws -> Layer,
        _ body: @Sendable (Int, Bitmap) throws -> Void
    ) throws {
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: times.count) { index in
            guard failure.withLock({ $0 == nil }) else { return }
            do {
                try body(index, try render(tree(times[index]), background: background))
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// The frame times of an animation of `duration` seconds at `fps` frames per second:
    /// `t = i/fps` for `i = 0 … round(duration·fps)`, so the first frame shows the start and
    /// the last (at `round(duration·fps)/fps`) the end. Throws unless the duration is finite
    /// and at least 0, the rate finite and above 0, and the count at most `maxFrames`.
    public static func frameTimes(duration: Double, fps: Double) throws(RenderError) -> [Double] {
        guard duration.isFinite, duration >= 0, fps.isFinite, fps > 0,
              (duration * fps).rounded() + 1 <= Double(maxFrames) else {
            throw .invalidFrameTiming(duration: duration, fps: fps)
        }
        let last = Int((duration * fps).rounded())
        return (0...last).map { Double($0) / fps }
    }

    /// The most frames one sequence may have.
    public static let maxFrames = 10_000
}
