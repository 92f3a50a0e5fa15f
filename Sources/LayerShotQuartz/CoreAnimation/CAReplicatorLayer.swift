import Foundation
import LayerModel

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed
/// and tinted a step further (LayerModel's `Replicator`). An `instanceCount` above
/// `Replicator.maxInstanceCount` or below 0, and `preservesDepth = true`, throw at snapshot.
open class CAReplicatorLayer: CALayer {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CAReplicatorLayer(layer: layer) }

    /// Default: 1.
    open var instanceCount = 1
    /// Default: identity.
    open var instanceTransform = CATransform3DIdentity { willSet { willChange("instanceTransform") } }
    /// Seconds. Default: 0.
    open var instanceDelay: CFTimeInterval = 0 { willSet { willChange("instanceDelay") } }
    /// Default: opaque white.
    open var instanceColor: CGColor? = CGColor.white { willSet { willChange("instanceColor") } }
    /// Added per instance. Default: 0 each.
    open var instanceRedOffset: Float = 0 { willSet { willChange("instanceRedOffset") } }
    open var instanceGreenOffset: Float = 0 { willSet { willChange("instanceGreenOffset") } }
    open var instanceBlueOffset: Float = 0 { willSet { willChange("instanceBlueOffset") } }
    open var instanceAlphaOffset: Float = 0 { willSet { willChange("instanceAlphaOffset") } }
    /// Default: false.
    open var preservesDepth = false

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    override func unsupportedProperties() -> [(String, String)] {
        super.unsupportedProperties() + (preservesDepth ? [("preservesDepth", "true")] : [])
    }

    /// Throws when the instances are tinted (`instanceColor` other than white, or an offset)
    /// and `sublayers`, the model trees of this layer's sublayers, draw a contents image: the
    /// model does not tint images, so the snapshot would be silently wrong.
    func checkTint(of sublayers: [Layer]) throws(QuartzError) {
        let tinted = (instanceColor.map { $0.model != .white } ?? false)
            || [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset].contains { $0 != 0 }
        func drawsImage(_ layer: Layer) -> Bool { layer.contents != nil || layer.sublayers.contains(where: drawsImage) }
        if tinted, sublayers.contains(where: drawsImage) {
            throw .unsupportedProperty(layer: displayName, property: "instanceColor",
                                       value: "a tint over contents images (images are not tinted)")
        }
    }

    /// The replicator's properties as the model's; a nil `instanceColor` multiplies by white.
    override func kindModel() throws(QuartzError) -> Layer.Kind {
        var replicator: Replicator
        do {
            replicator = try Replicator(instanceCount: instanceCount)
        } catch {
            throw .unsupportedProperty(layer: displayName, property: "instanceCount",
                                       value: "\(instanceCount) (0...\(Replicator.maxInstanceCount))")
        }
        replicator.instanceTransform = instanceTransform.model
        replicator.instanceDelay = instanceDelay
        replicator.instanceColor = instanceColor?.model ?? .white
        replicator.instanceRedOffset = Double(instanceRedOffset)
        replicator.instanceGreenOffset = Double(instanceGreenOffset)
        replicator.instanceBlueOffset = Double(instanceBlueOffset)
        replicator.instanceAlphaOffset = Double(instanceAlphaOffset)
        return .replicator(replicator)
    }

    override func applyKind(_ kind: Layer.Kind) {
        guard case let .replicator(replicator) = kind else { return }
        instanceCount = replicator.instanceCount
        instanceTransform = CATransform3D(replicator.instanceTransform)
        instanceDelay = replicator.instanceDelay
        instanceColor = CGColor(replicator.instanceColor)
        instanceRedOffset = Float(replicator.instanceRedOffset)
        instanceGreenOffset = Float(replicator.instanceGreenOffset)
        instanceBlueOffset = Float(replicator.instanceBlueOffset)
        instanceAlphaOffset = Float(replicator.instanceAlphaOffset)
    }
}

/// A layer whose sublayers keep their 3D positions instead of being flattened into it
/// (sorted back to front by depth); it draws nothing of its own.
open class CATransformLayer: CALayer {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CATransformLayer(layer: layer) }

    override func kindModel() throws(QuartzError) -> Layer.Kind { .transform }
}
