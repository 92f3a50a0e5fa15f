public import Foundation
import LayerModel

/// A basic animation whose progress follows a damped spring (mass, stiffness, damping,
/// initial velocity), as Core Animation's: the closed-form solution of
/// m·x'' + c·x' + k·x = 0 from the start value to the end value. The animation still lasts
/// `duration` (set it to `settlingDuration` to see the spring come to rest).
open class CASpringAnimation: CABasicAnimation {
    /// Default: 1.
    open var mass: CGFloat = 1
    /// Default: 100.
    open var stiffness: CGFloat = 100
    /// Default: 10.
    open var damping: CGFloat = 10
    /// In units of the whole change per second (a positive value moves toward the end value).
    /// Default: 0.
    open var initialVelocity: CGFloat = 0
    /// Lets a damping ratio above 1 slow the spring further instead of counting as critical.
    /// Default: false.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds, overshooting more as
    /// `bounce` rises from 0 to 1 (below 0: overdamped). Apple's page for this initializer gives
    /// only its signature; the mapping is the one SwiftUI's `Spring(duration:bounce:)` describes
    /// (mass 1, stiffness (2π / duration)², damping ratio 1 − bounce, or 1 / (1 + bounce) below
    /// 0), as presented for iOS 17's springs, not measured on iOS.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 1e-3)
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / duration : 4 * .pi / (duration * (1 + bounce))
        allowsOverdamping = bounce < 0
    }

    /// The period of the undamped spring, 2π·√(mass / stiffness): the `perceptualDuration`
    /// `init(perceptualDuration:bounce:)` was given.
    open var perceptualDuration: CFTimeInterval {
        Double(2 * .pi * (mass / stiffness).squareRoot())
    }

    /// How much the spring overshoots, from its damping ratio ζ = damping / (2·√(stiffness·mass)):
    /// 1 − ζ up to critical damping (0 at ζ = 1, 1 with no damping), 1/ζ − 1 beyond (negative):
    /// the `bounce` `init(perceptualDuration:bounce:)` was given.
    open var bounce: CGFloat {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The spring's parameters in the model.
    private var spring: SpringAnimation {
        var spring = SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        spring.allowsOverdamping = allowsOverdamping
        return spring
    }

    /// Seconds until the spring is at rest (within 0.1% of the change), at speed 1 divided
    /// by `speed`, as Core Animation estimates it.
    open var settlingDuration: CFTimeInterval {
        spring.settlingDuration / Double(speed == 0 ? 1 : speed)
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func model(for layer: Layer, begin: Double) throws(QuartzError) -> Animation {
        let name = layer.name ?? "layer"
        let (path, values) = try modelValues(layerName: name)
        var spring = spring
        spring.fromValue = values.from
        spring.toValue = values.to
        spring.byValue = values.by
        var animation = Animation(keyPath: path, kind: .spring(spring))
        try applyTiming(to: &animation, begin: begin, layerName: name)
        return animation
    }
}

/// Several animations run together on one layer, timed inside the group: each child's
/// `beginTime` counts from the start of the group, and whatever runs past the group's
/// `duration` is cut off.
open class CAAnimationGroup: CAAnimation {
    /// Default: nil.
    open var animations: [CAAnimation]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override var animatedKeyPath: String? { "(group)" }

    override func model(for layer: Layer, begin: Double) throws(QuartzError) -> Animation {
        var children: [Animation] = []
        for child in animations ?? [] {
            children.append(try child.model(for: layer, begin: child.beginTime))
        }
        var animation = Animation.group(children)
        try applyTiming(to: &animation, begin: begin, layerName: layer.name ?? "layer")
        return animation
    }
}
