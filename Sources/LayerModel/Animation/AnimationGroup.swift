/// The animations of a `CAAnimationGroup`, timed inside the group.
///
/// The group's own timing (`beginTime`, `duration`, `repeatCount`, `autoreverses`, `speed`,
/// `timeOffset`, `timingFunction`, `fillMode`, `isRemovedOnCompletion`) turns the presentation
/// time into the group's local time, 0…`duration` seconds within each iteration, and each
/// animation of the group is evaluated at that local time as if it were the presentation
/// time: its `beginTime` counts from the start of the group's iteration, and whatever runs past
/// the group's duration is cut off there. Outside the group's active time the animations show
/// only as far as the group's fill holds its first or last moment. The animations' own
/// `isRemovedOnCompletion` is ignored (as in Core Animation); their fill modes apply within the
/// group. They apply in order, as the animations of a layer do.
///
/// `Layer.add(_:forKey:)` checks every animation of the group against the layer, and that
/// groups nest at most `AnimationGroup.maxDepth` deep.
public struct AnimationGroup: Sendable, Hashable {
    /// Default: none.
    public var animations: [Animation]

    public init(animations: [Animation] = []) {
        self.animations = animations
    }

    /// How deep groups may nest (a group in a group is depth 2): far beyond any real use,
    /// shallow enough that checking and evaluating stay cheap.
    public static let maxDepth = 32
}
