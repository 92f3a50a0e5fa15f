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
}
