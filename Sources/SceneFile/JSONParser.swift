import LayerModel

/// A strict recursive-descent JSON parser (RFC 8259) that reports where a document goes wrong.
///
/// Written for scene files rather than taken from Foundation: `JSONSerialization` returns
/// booleans and numbers alike as `NSNumber`, and its error positions are not part of its
/// contract. This parser keeps `true` apart from `1`, keeps each number's text, and fails with a
/// line and column. Nesting is limited to `maxDepth` arrays and objects, so a hostile file
/// cannot exhaust the stack; the caller limits the size.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 128

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON value filling the whole of `bytes` (whitespace and a UTF-8 byte order
    /// mark aside).
    static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        guard parser.offset < bytes.count else {
            throw parser.error("the file is empty; expected a JSON object")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else {
            throw parser.error("expected the end of the file after the top-level value, got \(parser.describeCurrent())")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(SceneError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return try parseLiteral()
        default: throw error("expected a value, got \(describeCurrent())")
        }
    }

    private mutating func parseObject() throws(SceneError) -> JSONValue {
        let start = offset
        try enterContainer()
        offset += 1 // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard let byte = peek() else { throw unclosed("object", at: start) }
            guard byte == UInt8(ascii: "\"") else {
                let hint = byte == UInt8(ascii: "}") && !members.isEmpty ? " (a trailing comma is not allowed)" : ""
                throw error("expected a key in double quotes, got \(describeCurrent())\(hint)")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                if peek() == nil { throw unclosed("object", at: start) }
                throw error("expected ':' after the key \(JSONValue.quoted(key)), got \(describeCurrent())")
            }
            offset += 1
            skipWhitespace()
            if peek() == nil { throw unclosed("object", at: start) }
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            case nil:
                throw unclosed("object", at: start)
            default:
                throw error("expected ',' or '}' after an object member, got \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(SceneError) -> JSONValue {
        let start = offset
        try enterContainer()
        offset += 1 // [
        var items: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            guard let byte = peek() else { throw unclosed("array", at: start) }
            if byte == UInt8(ascii: "]") {
                throw error("expected a value, got ']' (a trailing comma is not allowed)")
            }
            items.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(items)
            case nil:
                throw unclosed("array", at: start)
            default:
                throw error("expected ',' or ']' after an array element, got \(describeCurrent())")
            }
        }
    }

    private mutating func enterContainer() throws(SceneError) {
        depth += 1
        guard depth <= JSONParser.maxDepth else {
            throw error("arrays and objects are nested more than \(JSONParser.maxDepth) deep")
        }
    }

    private mutating func parseString() throws(SceneError) -> String {
        let start = offset
        offset += 1 // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw unclosed("string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: &utf8, stringStart: start)
            case 0..<0x20:
                throw error("a string cannot hold \(describeCurrent()) unescaped (write \\n, \\t or \\u00XX)")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    /// Reads the escape after a backslash (already consumed) and appends its UTF-8.
    private mutating func parseEscape(into utf8: inout [UInt8], stringStart: Int) throws(SceneError) {
        guard let byte = peek() else { throw unclosed("string", at: stringStart) }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            offset += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            offset -= 1
            throw error("invalid escape \\\(describeByte(byte, quoted: false)) in a string")
        }
        let escapeStart = offset - 1
        offset += 1
        var code = try parseHex4(escapeStart: escapeStart)
        if (0xD800..<0xDC00).contains(code) {
            // A high surrogate must be followed by an escaped low one.
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
            }
            offset += 2
            let low = try parseHex4(escapeStart: offset - 2)
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw error("invalid \\u escape", at: escapeStart)
        }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4(escapeStart: Int) throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = NumberText.digit(byte, radix: 16).map(UInt32.init) else {
                throw error("\\u must be followed by 4 hex digits", at: escapeStart)
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; a value too large for a Double
    /// becomes infinite here and is rejected, with its text, by the decoder.
    private mutating func parseNumber() throws(SceneError) -> JSONValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else {
            throw error("expected a digit after '-', got \(describeCurrent())")
        }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw error("a number cannot start with 0 followed by digits", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let d = peek(), isDigit(d) else { throw error("expected a digit after '.', got \(describeCurrent())") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let d = peek(), isDigit(d) else {
                throw error("expected a digit in the exponent, got \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        // The grammar above is a subset of what Double(_:) parses; overflow gives ±infinity.
        guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
        return .number(value, text: text)
    }

    private mutating func parseLiteral() throws(SceneError) -> JSONValue {
        let start = offset
        while let byte = peek(), isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") { offset += 1 }
        let word = String(decoding: bytes[start..<offset], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "nan", "Infinity", "inf":
            throw error("expected a value, got \(word) (JSON has no NaN or infinity: numbers must be finite)", at: start)
        default:
            let shown = word.count > 20 ? String(word.prefix(17)) + "..." : word
            throw error("expected a value, got \(shown) (strings need double quotes)", at: start)
        }
    }

    // MARK: Bytes

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    /// The byte at the current offset as a message shows it.
    private func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the file" }
        return describeByte(byte, quoted: true)
    }

    private func describeByte(_ byte: UInt8, quoted: Bool) -> String {
        switch byte {
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        case 0x20..<0x7F:
            let c = String(UnicodeScalar(byte))
            guard quoted else { return c }
            return byte == UInt8(ascii: "'") ? "\"'\"" : "'\(c)'"
        case 0x80...:
            return "a non-ASCII character"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "the control character 0x\(hex.count < 2 ? "0" + hex : hex)"
        }
    }

    // MARK: Errors

    private func error(_ message: String, at position: Int? = nil) -> SceneError {
        let (line, column) = JSONParser.lineAndColumn(of: position ?? offset, in: bytes)
        return .syntax(line: line, column: column, message: message)
    }

    /// The end of the file inside a container or string opened at `start`.
    private func unclosed(_ what: String, at start: Int) -> SceneError {
        let (line, column) = JSONParser.lineAndColumn(of: start, in: bytes)
        return error("unexpected end of file: the \(what) opened at line \(line), column \(column) is not closed")
    }

    /// The 1-based line and column of byte `offset`; columns count characters (UTF-8 lead bytes).
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 // a byte order mark is no column
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
