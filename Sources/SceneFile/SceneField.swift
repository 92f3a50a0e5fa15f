import LayerModel

/// A JSON value at a known place in the scene file, with the checked conversions every scene
/// field goes through. Each failure names the path and says what was expected and what was
/// found: `layers[1].fillColor: expected a color like "#RRGGBB" or "#RRGGBBAA", got "red"`.
struct SceneField {
    let value: JSONValue
    /// `layers[2].path[3]`; empty for the top-level object.
    let path: String

    /// The largest magnitude accepted for any number: far beyond any drawing, small enough that
    /// products of a few such numbers stay finite.
    static let maxMagnitude = 1e9

    func error(_ message: String) -> SceneError {
        .invalid(path: path, message: message)
    }

    func mismatch(_ expected: String) -> SceneError {
        error("expected \(expected), got \(value.summary)")
    }

    func member(_ key: String, _ value: JSONValue) -> SceneField {
        SceneField(value: value, path: SceneField.path(path, key))
    }

    /// The path of the member `key` of the object at `path`: `layers[2].opacity`, or `size` at the top level.
    static func path(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func element(_ index: Int, _ value: JSONValue) -> SceneField {
        SceneField(value: value, path: "\(path)[\(index)]")
    }

    var isNull: Bool { value == .null }

    // MARK: Scalars

    /// A finite number of magnitude at most `maxMagnitude`.
    func number() throws(SceneError) -> Double {
        guard case let .number(v, text) = value else { throw mismatch("a number") }
        guard v.isFinite, abs(v) <= SceneField.maxMagnitude else {
            throw error("expected a finite number no larger than 1e9 in magnitude, got \(text)")
        }
        return v
    }

    func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let v = try number()
        guard range.contains(v) else { throw mismatch("a number in \(NumberText.format(range.lowerBound))...\(NumberText.format(range.upperBound))") }
        return v
    }

    /// A number >= 0.
    func nonNegative() throws(SceneError) -> Double {
        let v = try number()
        guard v >= 0 else { throw mismatch("a number >= 0") }
        return v
    }

    /// A number > 0.
    func positive() throws(SceneError) -> Double {
        let v = try number()
        guard v > 0 else { throw mismatch("a number > 0") }
        return v
    }

    /// Radians: a number, or a string `AngleExpression` accepts ("-11pi/8"). With `halfTurns`,
    /// its magnitude is at most `halfTurns`·π.
    func angle(halfTurns: Int? = nil) throws(SceneError) -> Double {
        let expected = "an angle in radians: a number or a multiple of pi like \"3pi/8\""
        let v: Double
        if case let .string(text) = value {
            guard let parsed = AngleExpression.parse(text), abs(parsed) <= SceneField.maxMagnitude else {
                throw mismatch(expected)
            }
            v = parsed
        } else {
            guard case .number = value else { throw mismatch(expected) }
            v = try number()
        }
        if let halfTurns, abs(v) > Double(halfTurns) * Double.pi {
            throw mismatch("an angle within -\(halfTurns)pi...\(halfTurns)pi")
        }
        return v
    }

    func bool() throws(SceneError) -> Bool {
        guard case let .bool(b) = value else { throw mismatch("true or false") }
        return b
    }

    func string() throws(SceneError) -> String {
        guard case let .string(s) = value else { throw mismatch("a string") }
        return s
    }

    /// One of the raw values of `T`, named in the message.
    func enumeration<T: RawRepresentable & CaseIterable>(_: T.Type) throws(SceneError) -> T where T.RawValue == String {
        guard case let .string(s) = value, let v = T(rawValue: s) else {
            throw mismatch("one of " + T.allCases.map { JSONValue.quoted($0.rawValue) }.joined(separator: ", "))
        }
        return v
    }

    /// `#RRGGBB` or `#RRGGBBAA`, or a gray or Display P3 object (see `colorObject()`).
    func color() throws(SceneError) -> Color {
        if case .object = value { return try colorObject() }
        guard case let .string(s) = value, let c = try? Color(hex: s) else {
            throw mismatch("a color like \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return c
    }

    /// A color, or null for none.
    func optionalColor() throws(SceneError) -> Color? {
        if isNull { return nil }
        if case .object = value { return try colorObject() }
        guard case let .string(s) = value, let c = try? Color(hex: s) else {
            throw mismatch("a color like \"#RRGGBB\" or \"#RRGGBBAA\", or null for none")
        }
        return c
    }

    /// `{"white": w}` (`Color(white:alpha:)`) or `{"displayP3": [r, g, b]}`
    /// (`Color(displayP3Red:green:blue:alpha:)`), each with an optional `"alpha"`; every
    /// component in 0…1. Both are converted to sRGB.
    private func colorObject() throws(SceneError) -> Color {
        let o = try object(allowed: ["white", "displayP3", "alpha"])
        let alpha = try o["alpha"]?.number(in: 0...1) ?? 1
        switch (o["white"], o["displayP3"]) {
        case let (white?, nil):
            return Color(white: try white.number(in: 0...1), alpha: alpha)
        case let (nil, p3?):
            let v = try p3.numbers(["red", "green", "blue"])
            for (i, item) in try p3.array().enumerated() where !(0...1).contains(v[i]) {
                throw item.mismatch("a number in 0...1")
            }
            return Color(displayP3Red: v[0], green: v[1], blue: v[2], alpha: alpha)
        default:
            throw error("a color object needs exactly one of \"white\" (a gray 0...1) or \"displayP3\" ([red, green, blue], each 0...1)")
        }
    }

    // MARK: Arrays

    func array() throws(SceneError) -> [SceneField] {
        guard case let .array(items) = value else { throw mismatch("an array") }
        return items.enumerated().map { element($0.offset, $0.element) }
    }

    /// Exactly `names.count` numbers, named in the message: `[x, y, width, height]`.
    func numbers(_ names: [String]) throws(SceneError) -> [Double] {
        let expected = "\(names.count) numbers [\(names.joined(separator: ", "))]"
        guard case let .array(items) = value else { throw mismatch(expected) }
        guard items.count == names.count else {
            throw error("expected \(expected), got \(items.count) \(items.count == 1 ? "value" : "values")")
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            out.append(try element(i, item).number())
        }
        return out
    }

    /// `[x, y]`.
    func point() throws(SceneError) -> Point {
        let v = try numbers(["x", "y"])
        return Point(x: v[0], y: v[1])
    }

    /// `[width, height]` (any sign: shadow offsets may be negative).
    func size() throws(SceneError) -> Size {
        let v = try numbers(["width", "height"])
        return Size(width: v[0], height: v[1])
    }

    /// `[x, y, width, height]` with width and height ≥ 0.
    func rect() throws(SceneError) -> Rect {
        let v = try numbers(["x", "y", "width", "height"])
        for i in 2...3 where v[i] < 0 {
            throw SceneField(value: arrayItems[i], path: "\(path)[\(i)]").mismatch("a \(i == 2 ? "width" : "height") >= 0")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    private var arrayItems: [JSONValue] {
        if case let .array(items) = value { return items }
        return []
    }

    // MARK: Objects

    /// The members of an object, after checking that every key is one of `allowed` and none
    /// repeats. `unknown` may explain a key that is not allowed here (for example, a shape
    /// property on a gradient layer); otherwise the message suggests a close allowed key.
    func object(
        allowed: [String], unknown: (String) -> String? = { _ in nil }
    ) throws(SceneError) -> SceneObject {
        guard case let .object(members) = value else { throw mismatch("an object") }
        var fields: [String: SceneField] = [:]
        for m in members {
            guard allowed.contains(m.key) else {
                if let why = unknown(m.key) { throw error(why) }
                var message = "unknown key \(SceneField.shortened(m.key))"
                if let near = SceneField.nearest(to: m.key, in: allowed) {
                    message += " (did you mean \(JSONValue.quoted(near))?)"
                }
                throw error(message)
            }
            guard fields[m.key] == nil else { throw error("duplicate key \(JSONValue.quoted(m.key))") }
            fields[m.key] = member(m.key, m.value)
        }
        return SceneObject(field: self, members: fields)
    }

    /// `key` quoted for a message, its first 40 characters and its length when it is longer:
    /// a file may hold a key of megabytes, and a message is one line.
    static func shortened(_ key: String) -> String {
        guard key.utf8.count > 64 else { return JSONValue.quoted(key) }
        return "\(JSONValue.quoted(String(key.prefix(40))))… (\(key.utf8.count) bytes)"
    }

    /// The allowed key closest to `key` when it is a likely misspelling: the same but for
    /// case, or at most 2 edits away (1 for short keys). Cheap for any key: a key whose
    /// length differs from an allowed key's by more than the limit is not compared further.
    static func nearest(to key: String, in allowed: [String]) -> String? {
        let a = Array(key.utf8)
        let limit = a.count <= 4 ? 1 : 2
        var best: (key: String, distance: Int)?
        for candidate in allowed {
            let b = Array(candidate.utf8)
            guard abs(a.count - b.count) <= limit else { continue }
            if a.count == b.count, zip(a, b).allSatisfy({ lowercased($0) == lowercased($1) }) { return candidate }
            if let d = editDistance(a, b, limit: limit), d < (best?.distance ?? limit + 1) {
                best = (candidate, d)
            }
        }
        return best?.key
    }

    /// An ASCII letter in lower case; other bytes unchanged.
    private static func lowercased(_ c: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) ? c + 32 : c
    }

    /// Levenshtein distance over bytes, or nil as soon as it must exceed `limit` (every entry
    /// of a row above the limit).
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        var current = previous
        for i in 0..<a.count {
            current[0] = i + 1
            for j in 0..<b.count {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            guard (current.min() ?? 0) <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}

/// The checked members of a JSON object.
struct SceneObject {
    let field: SceneField
    let members: [String: SceneField]

    var path: String { field.path }

    subscript(key: String) -> SceneField? { members[key] }

    /// The member `key`, or an error naming it as missing.
    func required(_ key: String, _ what: String) throws(SceneError) -> SceneField {
        guard let f = members[key] else { throw field.error("missing key \(JSONValue.quoted(key)) (\(what))") }
        return f
    }

    func has(_ key: String) -> Bool { members[key] != nil }
}
