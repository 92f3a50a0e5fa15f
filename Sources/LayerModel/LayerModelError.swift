/// What can be wrong with values given to the layer model. Each description says what to fix.
public enum LayerModelError: Swift.Error, Equatable, CustomStringConvertible {
    case invalidColor(String)
    /// A perspective `transform` or `sublayerTransform` without an inverse.
    case singularPerspective(layer: String, property: String)
    /// Part of the layer's drawing projects to w ≤ 0: at or behind the eye.
    case behindEye(layer: String)
    case unknownKeyPath(String)
    case wrongValueType(keyPath: String, expected: String)
    case invalidAnimation(String)
    /// A `LayerImage` whose size or pixel buffer is unusable.
    case invalidImage(String)

    public var description: String {
        switch self {
        case let .invalidColor(text):
            return "invalid color \"\(text)\": expected #RRGGBB or #RRGGBBAA (hex digits)"
        case let .singularPerspective(layer, property):
            return "layer \(layer): \(property) has a perspective part (m14, m24, m34 or m44) but no inverse; a projective matrix must be invertible"
        case let .behindEye(layer):
            return "layer \(layer) reaches behind the eye (w ≤ 0 after projection): move it back or weaken the perspective (smaller |m34|)"
        case let .unknownKeyPath(path):
            return "\"\(path)\" is not an animatable key path"
        case let .wrongValueType(path, expected):
            return "animation of \"\(path)\" needs \(expected) values"
        case let .invalidAnimation(why):
            return "invalid animation: \(why)"
        case let .invalidImage(why):
            return "invalid image: \(why)"
        }
    }
}
