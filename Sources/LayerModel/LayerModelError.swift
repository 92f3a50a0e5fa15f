/// What can be wrong with values given to the layer model. Each description says what to fix.
public enum LayerModelError: Swift.Error, Equatable, CustomStringConvertible {
    case invalidColor(String)
    case unsupportedPerspective(layer: String)
    case unknownKeyPath(String)
    case wrongValueType(keyPath: String, expected: String)
    case invalidAnimation(String)
    /// A `LayerImage` whose size or pixel buffer is unusable.
    case invalidImage(String)

    public var description: String {
        switch self {
        case let .invalidColor(text):
            return "invalid color \"\(text)\": expected #RRGGBB or #RRGGBBAA (hex digits)"
        case let .unsupportedPerspective(layer):
            return "layer \(layer) has a perspective transform (m14, m24, m34 or m44), which orthographic rendering cannot show"
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
