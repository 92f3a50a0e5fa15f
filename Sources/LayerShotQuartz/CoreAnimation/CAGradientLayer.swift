public import Foundation
import LayerModel

/// A layer that fills its bounds with a colour gradient, as Core Animation's.
open class CAGradientLayer: CALayer {
    override class func presentationCopy(of layer: CALayer) -> CALayer { CAGradientLayer(layer: layer) }

    /// `CGColor`s, one per stop. Default: nil.
    open var colors: [Any]? { willSet { willChange("colors") } }
    /// Stop positions 0…1, one per colour. Default: nil (evenly spaced).
    open var locations: [NSNumber]? { willSet { willChange("locations") } }
    /// In the unit square of the bounds. Default: (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { willChange("startPoint") } }
    /// Default: (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { willChange("endPoint") } }
    /// Default: `.axial`.
    open var type: CAGradientLayerType = .axial

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    override func kindModel() throws(QuartzError) -> Layer.Kind {
        let list = colors ?? []
        let converted = list.compactMap { ($0 as? CGColor)?.model }
        guard converted.count == list.count else {
            let bad = list.first { !($0 is CGColor) }.map { Swift.type(of: $0) }
            throw .unsupportedProperty(layer: displayName, property: "colors", value: "an element of type \(bad.map { "\($0)" } ?? "?") (expected CGColor)")
        }
        let gradientType: GradientLayer.Kind
        switch type {
        case .axial: gradientType = .axial
        case .radial: gradientType = .radial
        case .conic: gradientType = .conic
        default: throw .unsupportedProperty(layer: displayName, property: "type", value: type.rawValue)
        }
        return .gradient(GradientLayer(type: gradientType, colors: converted, locations: locations?.map(\.doubleValue),
                                       startPoint: startPoint.model, endPoint: endPoint.model))
    }

    override func applyKind(_ kind: Layer.Kind) {
        guard case let .gradient(gradient) = kind else { return }
        colors = gradient.colors.map { CGColor($0) }
        locations = gradient.locations?.map { NSNumber(value: $0) }
        startPoint = CGPoint(gradient.startPoint)
        endPoint = CGPoint(gradient.endPoint)
    }
}
