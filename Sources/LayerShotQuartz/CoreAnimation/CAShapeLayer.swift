public import Foundation
import LayerModel

/// A layer that fills and strokes a path, as Core Animation's.
open class CAShapeLayer: CALayer {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CAShapeLayer(layer: layer) }

    /// Copied when set, as Core Animation treats it; like every `CGPath` property it does not
    /// animate implicitly (an explicit animation of "path" morphs it). Default: nil.
    open var path: CGPath? {
        willSet { willChange("path") }
        didSet { if let path, path is CGMutablePath { self.path = path.copy() } }
    }
    /// Default: opaque black.
    open var fillColor: CGColor? = CGColor.black { willSet { willChange("fillColor") } }
    /// Default: `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// Default: nil.
    open var strokeColor: CGColor? { willSet { willChange("strokeColor") } }
    /// Default: 0.
    open var strokeStart: CGFloat = 0 { willSet { willChange("strokeStart") } }
    /// Default: 1.
    open var strokeEnd: CGFloat = 1 { willSet { willChange("strokeEnd") } }
    /// Default: 1.
    open var lineWidth: CGFloat = 1 { willSet { willChange("lineWidth") } }
    /// Default: 10.
    open var miterLimit: CGFloat = 10 { willSet { willChange("miterLimit") } }
    /// Default: `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Default: `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Default: 0.
    open var lineDashPhase: CGFloat = 0 { willSet { willChange("lineDashPhase") } }
    /// Default: nil (solid).
    open var lineDashPattern: [NSNumber]?

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    override func kindModel() throws(QuartzError) -> Layer.Kind {
        var shape = ShapeLayer(path: path?.path ?? Path(), fillColor: fillColor?.model, strokeColor: strokeColor?.model,
                               lineWidth: lineWidth)
        shape.fillRule = fillRule == .evenOdd ? .evenOdd : .nonZero
        shape.lineCap = ShapeLayer.LineCap(rawValue: lineCap.rawValue) ?? .butt
        shape.lineJoin = ShapeLayer.LineJoin(rawValue: lineJoin.rawValue) ?? .miter
        shape.miterLimit = miterLimit
        shape.lineDashPattern = lineDashPattern.map { $0.map(\.doubleValue) }
        shape.lineDashPhase = lineDashPhase
        shape.strokeStart = strokeStart
        shape.strokeEnd = strokeEnd
        return .shape(shape)
    }

    override func applyKind(_ kind: Layer.Kind) {
        guard case let .shape(shape) = kind else { return }
        path = CGPath(shape.path)
        fillColor = shape.fillColor.map { CGColor($0) }
        strokeColor = shape.strokeColor.map { CGColor($0) }
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
        lineWidth = shape.lineWidth
        miterLimit = shape.miterLimit
        lineDashPhase = shape.lineDashPhase
    }
}
