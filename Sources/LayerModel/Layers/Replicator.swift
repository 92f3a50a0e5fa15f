/// What makes a layer a `CAReplicatorLayer`: its sublayers are drawn `instanceCount` times,
/// instance k transformed by `instanceTransform` k times, its animations running
/// `k · instanceDelay` seconds late, and its colours multiplied by a colour that steps by the
/// offsets. Instance 0 is the sublayers as they are (tinted by `instanceColor`); later
/// instances draw above earlier ones.
///
/// `Layer.presentation(at:)` and `DrawableTree` expand a replicator into ordinary sublayers,
/// so a renderer never sees one.
public struct Replicator: Sendable, Hashable {
    /// The most instances one replicator may make.
    public static let maxInstanceCount = 10_000
    /// The most layers a tree holding replicators may have once they are expanded (each
    /// instance counting its copies of the sublayers); `DrawableTree` enforces it.
    public static let maxExpandedLayers = 100_000

    /// The number of copies, the sublayers themselves included, 0…`maxInstanceCount`; 0 draws
    /// no sublayer. Default: 1.
    public private(set) var instanceCount = 1
    /// Applied to instance k − 1 to make instance k, about the centre of the replicator's
    /// bounds (`bounds.midX`, `bounds.midY`, z = 0), after each sublayer's own placement and
    /// before the replicator's `sublayerTransform`: instance k gets `instanceTransform^k`.
    /// Default: identity.
    public var instanceTransform = Transform3D.identity
    /// Seconds between instances: instance k shows its animations as they are at
    /// `t − k · instanceDelay`. Default: 0.
    public var instanceDelay: Double = 0
    /// The colour instance 0's colours are multiplied by. Default: opaque white (no change).
    public var instanceColor = Color.white
    /// Added to the multiplier's red per instance. Default: 0.
    public var instanceRedOffset: Double = 0
    /// Added to the multiplier's green per instance. Default: 0.
    public var instanceGreenOffset: Double = 0
    /// Added to the multiplier's blue per instance. Default: 0.
    public var instanceBlueOffset: Double = 0
    /// Added to the multiplier's alpha per instance. Default: 0.
    public var instanceAlphaOffset: Double = 0

    /// A replicator of one instance, every property at its default.
    public init() {}

    /// A replicator of `instanceCount` instances; throws `invalidReplicator` outside
    /// 0…`maxInstanceCount`.
    public init(instanceCount: Int) throws(LayerModelError) {
        try setInstanceCount(instanceCount)
    }

    /// Sets `instanceCount`; throws `invalidReplicator` outside 0…`maxInstanceCount`.
    public mutating func setInstanceCount(_ count: Int) throws(LayerModelError) {
        guard (0...Replicator.maxInstanceCount).contains(count) else {
            throw .invalidReplicator("instanceCount must be 0...\(Replicator.maxInstanceCount), got \(count)")
        }
        instanceCount = count
    }

    /// The colour instance k's colours are multiplied by: `instanceColor + k · offset` per
    /// component, each clamped into 0…1.
    public func color(ofInstance k: Int) -> Color {
        let i = Double(k)
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        return Color(
            red: unit(instanceColor.red + i * instanceRedOffset),
            green: unit(instanceColor.green + i * instanceGreenOffset),
            blue: unit(instanceColor.blue + i * instanceBlueOffset),
            alpha: unit(instanceColor.alpha + i * instanceAlphaOffset)
        )
    }
}
