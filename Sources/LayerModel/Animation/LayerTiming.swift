/// A layer's own time space, `CAMediaTiming` on `CALayer`: how the time of the layer's parent
/// (the presentation clock, for the root) maps to the layer's local time, the time in which its
/// animations, its sublayers, its mask and its replicator instances run:
///
///     local = (parent − beginTime) × speed + timeOffset
///
/// Speed 0 pauses the layer at `timeOffset`; a negative speed runs its time backward. Times
/// compose down the tree: a sublayer's parent time is its superlayer's local time.
/// Unlike Core Animation, a layer's own `duration`, `repeatCount`, `repeatDuration`,
/// `autoreverses` and `fillMode` are not modeled: a layer's time is active forever.
public struct LayerTiming: Sendable, Hashable {
    /// Where the layer's time starts on its parent's time, seconds. Default: 0.
    public let beginTime: Double
    /// Local seconds per parent second. Default: 1.
    public let speed: Double
    /// Added to the local time, seconds. Default: 0.
    public let timeOffset: Double

    /// Local time is the parent's time.
    public static let identity = LayerTiming(checked: 0, 1, 0)

    /// Throws `.invalidLayerTiming` unless all three are finite.
    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) throws(LayerModelError) {
        guard beginTime.isFinite, speed.isFinite, timeOffset.isFinite else {
            throw .invalidLayerTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        }
        self.init(checked: beginTime, speed, timeOffset)
    }

    private init(checked beginTime: Double, _ speed: Double, _ timeOffset: Double) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// The layer's local time at its parent's time `t`: `(t − beginTime) × speed + timeOffset`.
    public func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// The parent's time at the layer's local time `t`, the inverse of `localTime(fromParent:)`:
    /// `(t − timeOffset) / speed + beginTime`. A paused layer (speed 0) has no such time: the
    /// division gives ±infinity, or NaN when `t` is `timeOffset`.
    public func parentTime(fromLocal t: Double) -> Double {
        (t - timeOffset) / speed + beginTime
    }
}
