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

    /// Maps from `layer`'s space into this layer's (nil: from this layer's root space); nil
    /// when a transform on the way folds space flat (a scale of 0), so no point maps back.
    private func transform(from layer: CALayer?) -> ProjectiveTransform? {
        toRoot.inverted().map { (layer?.toRoot ?? .identity).concatenating($0) }
    }

    /// `p` in this layer's bounds space, given in its superlayer's (in its own when it has
    /// none); nil when its transforms fold space flat.
    func local(_ p: CGPoint) -> CGPoint? {
        guard superlayer != nil else { return p }
        return toSuperlayer.inverted().map { CGPoint($0.apply(to: p.model)) }
    }

    /// A point where a transform on the way folds space flat (a scale of 0) is (NaN, NaN):
    /// no point corresponds to it.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        transform(from: l).map { CGPoint($0.apply(to: p.model)) } ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        transform(from: l)?.inverted().map { CGPoint($0.apply(to: p.model)) } ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// The box of the converted rectangle; `.null` when it crosses the eye plane or a
    /// transform on the way folds space flat.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        transform(from: l)?.apply(to: r.model).map(CGRect.init) ?? .null
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        transform(from: l)?.inverted()?.apply(to: r.model).map(CGRect.init) ?? .null
    }

    /// Whether the contents image is flipped vertically: false, as on iOS unless
    /// `isGeometryFlipped`.
    public func contentsAreFlipped() -> Bool { isGeometryFlipped }
}
