/// When an animation is sampled into a frame sequence: `t = i/fps` for
/// `i = 0 … round(duration·fps)`, so the first frame shows the start and the last (at
/// `round(duration·fps)/fps`) the end. Checked once when made, with the one frame limit of
/// LayerShot (`maxFrames`), so code given a `FrameTiming` never checks the count again.
public struct FrameTiming: Sendable, Hashable {
    /// The length of the sequence, seconds: finite and at least 0.
    public let duration: Double
    /// Frames per second: finite and above 0.
    public let fps: Double
    /// How many frames: `round(duration·fps) + 1`, 1…`maxFrames`.
    public let count: Int

    /// The most frames one sequence may have: 10,000.
    public static let maxFrames = 10_000

    /// The frames of `duration` seconds at `fps` frames per second. Throws
    /// `.invalidFrameTiming` unless the duration is finite and at least 0, the rate finite and
    /// above 0, and the count at most `maxFrames`.
    public init(duration: Double, fps: Double) throws(LayerModelError) {
        guard duration.isFinite, duration >= 0, fps.isFinite, fps > 0,
              (duration * fps).rounded() + 1 <= Double(FrameTiming.maxFrames) else {
            throw .invalidFrameTiming(duration: duration, fps: fps)
        }
        self.duration = duration
        self.fps = fps
        self.count = Int((duration * fps).rounded()) + 1
    }

    /// The time of each frame, seconds from the start: `i/fps`.
    public var times: [Double] { (0..<count).map { Double($0) / fps } }
}
