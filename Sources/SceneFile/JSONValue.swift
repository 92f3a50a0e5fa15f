import LayerModel

/// A parsed JSON document, as `JSONParser` reads it.
///
/// Numbers keep the text they were written as, so that a message can quote `1e999` rather than
/// `inf`; booleans are never numbers. Objects keep their members in document order, duplicates
/// included, so that the decoder can report a duplicate with its path.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value as a message quotes it after "got": numbers and literals as written, strings in
    /// quotes (long ones shortened), containers by their kind.
    var summary: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(_, text): return text.count > 40 ? String(text.prefix(37)) + "..." : text
        case let .string(s): return JSONValue.quoted(s.count > 40 ? String(s.prefix(37)) + "..." : s)
        case let .array(items): return items.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + NumberText.hex(Int(scalar.value), width: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One `"key": value` of a JSON object.
struct JSONMember: Sendable, Hashable {
    var key: String
    var value: JSONValue
}
