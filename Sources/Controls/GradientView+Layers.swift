import LayerModel

extension GradientView {
    /// The view's layer tree: a root of the view's bounds (positioned at its center) holding
    /// one axial gradient layer that fills it, colors `[startColor, endColor]` (nil as clear),
    /// no locations, start and end points from `points(forAngle:)`.
    public var layer: Layer {
        let (start, end) = points
        let gradient = GradientLayer(
            type: .axial,
            colors: [startColor ?? .clear, endColor ?? .clear],
            startPoint: start,
            endPoint: end
        )
        var root = Layer(name: "gradient-view", bounds: bounds, position: bounds.center)
        root.addSublayer(Layer(name: "gradient", bounds: bounds, position: bounds.center, kind: .gradient(gradient)))
        return root
    }
}
