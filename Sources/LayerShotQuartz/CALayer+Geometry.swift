public import Foundation
import LayerModel

/// Converting points and rectangles between layers' coordinate spaces.
/// Each layer's `transform` counts about its anchor point, then its superlayer's
/// `sublayerTransform` about the superlayer's anchor point, flattened into the superlayer's
/// plane as drawn (perspective included).
extension CALayer {
    /// Maps this layer's bounds space into its superlayer's, as drawn.
    private var toSuperlayer: ProjectiveTransform {
        var placement = frameModel.transform3DToSuperlayer
        if let superlayer {
            placement = placement.concatenating(superlayer.frameModel.sublayerTransformAboutAnchor)
        }
        return placement.flattened
    }

    /// Maps this layer's bounds space into the space of its topmost ancestor.
    private var toRoot: ProjectiveTransform {
        var t = ProjectiveTransform.identity
        var layer: CALayer? = self
        while let l = layer, let parent = l.superlayer {
            t = t.concatenating(l.toSuperlayer)
            layer = parent
        }
        return t
    }

    /// Maps from `layer`'s space into this layer's (nil: from this layer's root space).
    private func transform(from layer: CALayer?) -> ProjectiveTransform {
        let fromLayer = layer?.toRoot ?? .identity
        return fromLayer.concatenating(toRoot.inverted() ?? .identity)
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { CGPoint(transform(from: l).apply(to: p.model)) }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        CGPoint((transform(from: l).inverted() ?? .identity).apply(to: p.model))
    }

    /// The box of the converted rectangle; `.null` when it crosses the eye plane.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect { transform(from: l).apply(to: r.model).map(CGRect.init) ?? .null }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        (transform(from: l).inverted() ?? .identity).apply(to: r.model).map(CGRect.init) ?? .null
    }

    /// Whether the contents image is flipped vertically: false, as on iOS unless
    /// `isGeometryFlipped`.
    public func contentsAreFlipped() -> Bool { isGeometryFlipped }
}
