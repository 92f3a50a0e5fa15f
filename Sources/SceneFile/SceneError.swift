/// What can be wrong with a scene file. Each description says where and what to fix:
/// `layers[2].path[3]: arc needs 6 values (cx, cy, radius, startAngle, endAngle, clockwise), got 5`.
public enum SceneError: Swift.Error, Hashable, CustomStringConvertible {
    /// The file could not be read (missing, a directory, no permission…).
    case unreadable(file: String, reason: String)
    /// The file is larger than `Scene.maxFileSize` bytes.
    case fileTooLarge(bytes: Int)
    /// The bytes are not well-formed JSON. `line` and `column` are 1-based; columns count
    /// characters, not bytes.
    case syntax(line: Int, column: Int, message: String)
    /// Well-formed JSON that is not a valid scene. `path` names the bad field the way one would
    /// write it in JavaScript (`layers[2].sublayers[0].fillColor`; empty for the top-level
    /// object); `message` says what was expected and what was found.
    case invalid(path: String, message: String)

    /// The JSON path of the bad field, for `.invalid`; nil otherwise.
    public var path: String? {
        if case let .invalid(path, _) = self { return path }
        return nil
    }

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "cannot read scene file \(file): \(reason)"
        case let .fileTooLarge(bytes):
            return "scene file is \(bytes) bytes; the limit is \(Scene.maxFileSize) bytes"
        case let .syntax(line, column, message):
            return "invalid JSON at line \(line), column \(column): \(message)"
        case let .invalid(path, message):
            return "\(path.isEmpty ? "top level" : path): \(message)"
        }
    }
}
