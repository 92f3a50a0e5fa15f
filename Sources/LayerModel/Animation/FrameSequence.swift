/// The frames of an animation to draw, checked once: the time of each frame and the one
/// image geometry every frame is drawn at. The frames × pixels decision of LayerShot: at most
/// `FrameTiming.maxFrames` frames and at most `maxPixels` pixels summed over them, so code
/// given a `FrameSequence` (`LayerRenderer.forEachFrame`, `renderFrames`) draws it without
/// checking again.
public struct FrameSequence: Sendable, Hashable {
    /// The time of each frame, seconds, in the order the frames are numbered: any times
    /// (`FrameTiming.times`, or a list of one's own).
    public let times: [Double]
    /// The size and scale of every frame.
    public let geometry: ImageGeometry

    /// The most pixels one sequence may draw, summed over its frames: 2³¹ (2,147,483,648;
    /// e.g. 32 frames of 8192×8192 px, or 10,000 frames of 463×463 px) — a few minutes of work
    /// at most, and 8 GiB if every frame is kept (4 bytes a pixel).
    public static let maxPixels = 2_147_483_648

    /// The frames at `times`, each of `geometry`. Throws `.tooManyFrames` for more than
    /// `FrameTiming.maxFrames` times and `.tooManyFramePixels` when the frames' pixels summed
    /// exceed `maxPixels`.
    public init(times: [Double], geometry: ImageGeometry) throws(LayerModelError) {
        try FrameSequence.check(count: times.count, geometry: geometry)
        self.times = times
        self.geometry = geometry
    }

    /// Throws as `init(times:geometry:)` does for `count` frames of `geometry`: for drawing
    /// that makes its frames one by one as it goes (a gesture's touches), before the first.
    public static func check(count: Int, geometry: ImageGeometry) throws(LayerModelError) {
        guard count <= FrameTiming.maxFrames else { throw .tooManyFrames(count: count) }
        // At most 10,000 × 8192² pixels: no overflow.
        guard count * geometry.pixelWidth * geometry.pixelHeight <= FrameSequence.maxPixels else {
            throw .tooManyFramePixels(frames: count, pixelWidth: geometry.pixelWidth, pixelHeight: geometry.pixelHeight)
        }
    }

    /// The frames of `timing`, each of `geometry` (see `init(times:geometry:)`).
    public init(_ timing: FrameTiming, geometry: ImageGeometry) throws(LayerModelError) {
        try self.init(times: timing.times, geometry: geometry)
    }
}
