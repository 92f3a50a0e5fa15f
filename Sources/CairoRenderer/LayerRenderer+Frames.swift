import Dispatch
public import Imaging
public import LayerModel
import Synchronization

extension LayerRenderer {
    /// Renders `layer`'s presentation at each of `times` (seconds), one frame per time, in
    /// parallel on every core, and returns the frames in order, every frame the size of
    /// `layer`'s bounds at this renderer's scale (`geometry(of:)`, checked once). Throws
    /// `.invalidGeometry` for bounds that make no image and `.invalidFrames` for more than
    /// `FrameTiming.maxFrames` times or more than `FrameSequence.maxPixels` pixels in all,
    /// before any frame is drawn. See `renderFrames(of:at:background:)` with a `FrameSequence`.
    public func renderFrames(of layer: Layer, at times: [Double], background: Color? = nil) throws(RenderError) -> [Bitmap] {
        let geometry = try geometry(of: layer.bounds.size)
        let frames: FrameSequence
        do {
            frames = try FrameSequence(times: times, geometry: geometry)
        } catch {
            throw .invalidFrames(error)
        }
        return try LayerRenderer.renderFrames(of: layer, at: frames, background: background)
    }

    /// Renders `layer`'s presentation at each of `frames.times`, every frame of
    /// `frames.geometry` (`render(_:in:background:)`), in parallel on every core, and returns
    /// the frames in order — all of them kept, up to 4 bytes × `FrameSequence.maxPixels`
    /// (`forEachFrame` keeps none). Frames are independent — each evaluates its own
    /// presentation tree — so the result is byte-identical to rendering them one by one.
    public static func renderFrames(of layer: Layer, at frames: FrameSequence, background: Color? = nil) throws(RenderError) -> [Bitmap] {
        let rendered = Mutex<[Bitmap?]>(Array(repeating: nil, count: frames.times.count))
        try concurrently(frames.times.count) { (index) throws(RenderError) in
            let tree = try drawable { () throws(LayerModelError) in try DrawableTree(layer, at: frames.times[index]) }
            let frame = try render(tree, in: frames.geometry, background: background)
            rendered.withLock { $0[index] = frame }
        }
        return rendered.withLock { $0.compactMap { $0 } }
    }

    /// Renders the tree `tree(t)` makes ready for each of `frames.times`, every frame of
    /// `frames.geometry` (`render(_:in:background:)`), in parallel on every core, and hands
    /// each frame to `body` (on a worker thread) as soon as it is drawn — e.g. to encode and
    /// write it — without keeping it. The first error, from `tree`, the renderer or `body`,
    /// stops the frames not yet started and is rethrown.
    public static func forEachFrame(
        at frames: FrameSequence, background: Color? = nil,
        tree: @Sendable (Double) throws -> DrawableTree,
        _ body: @Sendable (Int, Bitmap) throws -> Void
    ) throws {
        try concurrently(frames.times.count) { index in
            try body(index, try render(tree(frames.times[index]), in: frames.geometry, background: background))
        }
    }

    /// Runs `work(i)` for each i in `0..<count` in parallel on every core; the first error
    /// stops the runs not yet started and is rethrown.
    private static func concurrently<E: Error>(_ count: Int, _ work: @Sendable (Int) throws(E) -> Void) throws(E) {
        let failure = Mutex<E?>(nil)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard failure.withLock({ $0 == nil }) else { return }
            do throws(E) {
                try work(index)
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
