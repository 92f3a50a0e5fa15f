import LayerModel

extension GradientView {
    /// The view's layer tree: a root of its bounds holding one axial gradient that fills it,
    /// `[startColor, endColor]` (nil as clear), points from `points(forAngle:)`.
    public var layer: Layer {
        let (start, end) = points
        let gradient = GradientLayer(
            type: .axial,
            colors: [startColor ?? .clear, endColor ?? .clear],
            startPoint: start,
            endPoint: end
        )
        var root = Layer(name: "gradient-view", bounds: bounds, position: bounds.center)
        root.addSublayer(Layer(name: "gradient", bounds: bounds, position: bounds.center,
                               kind: .gradient(gradient)))
        return root
    }
}
