public import Foundation

/// UIKit's geometry strings and keyed coding on `NSCoder`: `string(for:)` writes "{x, y}",
/// "{w, h}", "{{x, y}, {w, h}}", "{dx, dy}", "[a, b, c, d, tx, ty]" and "{top, left, bottom,
/// right}"; the `…(for:)` readers take them back, and a string that is not of that form reads
/// as zero (the identity for a transform), as Apple documents. Numbers are written in their
/// shortest exact form ("{1.5, 2}"), so a string read back gives the same value.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { braced([point.x, point.y]) }
    public class func string(for size: CGSize) -> String { braced([size.width, size.height]) }
    public class func string(for vector: CGVector) -> String { braced([vector.dx, vector.dy]) }
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    public class func string(for transform: CGAffineTransform) -> String {
        let t = transform
        return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        braced([insets.top, insets.left, insets.bottom, insets.right])
    }

    public class func cgPoint(for string: String) -> CGPoint {
        GeometryString.pair(string).map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
    }
    public class func cgSize(for string: String) -> CGSize {
        GeometryString.pair(string).map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
    }
    public class func cgVector(for string: String) -> CGVector {
        GeometryString.pair(string).map { CGVector(dx: $0[0], dy: $0[1]) } ?? .zero
    }
    public class func cgRect(for string: String) -> CGRect {
        GeometryString.rect(string) ?? .zero
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        var reader = GeometryString(string)
        guard let v = reader.list(count: 6, open: "[", close: "]"), reader.atEnd else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        var reader = GeometryString(string)
        guard let v = reader.list(count: 4, open: "{", close: "}"), reader.atEnd else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    // Keyed coding. Points, sizes and rects are Foundation's own on Linux (`encode(_:forKey:)`
    // of an `NSPoint`, `NSSize`, `NSRect`); vectors, transforms and insets go as their strings.
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: decodedString(forKey: key)) }
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        NSCoder.cgAffineTransform(for: decodedString(forKey: key))
    }
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        NSCoder.uiEdgeInsets(for: decodedString(forKey: key))
    }

    /// The string under `key`, or "" when there is none: corelibs Foundation's unarchiver
    /// aborts the process on a missing key (its failure policy), where Apple's returns nil.
    private func decodedString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return decodeObject(of: NSString.self, forKey: key).map { String($0) } ?? ""
    }

    private class func braced(_ values: [CGFloat]) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// The shortest text that reads back as `value`: "2", "1.5", "-0.25".
    private class func number(_ value: CGFloat) -> String {
        let text = "\(Double(value))"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// A reader of UIKit's geometry strings: numbers in braces or brackets, separated by commas.
private struct GeometryString {
    let scalars: [Character]
    var index = 0

    init(_ string: String) { scalars = Array(string) }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index == scalars.count
        }
    }

    /// "{a, b}" and nothing after it.
    static func pair(_ string: String) -> [CGFloat]? {
        var reader = GeometryString(string)
        guard let values = reader.list(count: 2, open: "{", close: "}"), reader.atEnd else { return nil }
        return values
    }

    /// "{{x, y}, {w, h}}" and nothing after it.
    static func rect(_ string: String) -> CGRect? {
        var r = GeometryString(string)
        guard r.take("{"), let origin = r.list(count: 2, open: "{", close: "}"), r.take(","),
              let size = r.list(count: 2, open: "{", close: "}"), r.take("}"), r.atEnd else { return nil }
        return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }

    /// `count` numbers between `open` and `close`, separated by commas.
    mutating func list(count: Int, open: Character, close: Character) -> [CGFloat]? {
        guard take(open) else { return nil }
        var values: [CGFloat] = []
        for i in 0..<count {
            guard i == 0 || take(","), let value = number() else { return nil }
            values.append(value)
        }
        return take(close) ? values : nil
    }

    private mutating func number() -> CGFloat? {
        skipSpaces()
        let start = index
        while index < scalars.count, scalars[index].isNumber || "+-.eE".contains(scalars[index]) { index += 1 }
        return Double(String(scalars[start..<index])).map { CGFloat($0) }
    }

    private mutating func take(_ c: Character) -> Bool {
        skipSpaces()
        guard index < scalars.count, scalars[index] == c else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }
}
