/// Angles written as text, in radians: a plain decimal number (`-3.927`, `0.5`, `1e-3`) or a
/// whole multiple of π with an optional whole divisor: `pi`, `-pi`, `2pi`, `pi/2`, `3pi/8`,
/// `-11pi/8`, `2pi/8`.
///
/// Shared by scene files (where an angle may be a JSON number or such a string) and the
/// command line (`--start-angle -11pi/8`). Nothing else is accepted: no spaces, no `π`, no `+`,
/// no `1.5pi`, no `nan` or `inf`, no division by 0.
public enum AngleExpression {
    /// The angle in radians, or nil when `text` is none of the accepted forms or not finite.
    ///
    /// `kpi/d` is computed as `Double(k) * .pi / Double(d)`, so `-11pi/8` equals Swift's
    /// `-11 * Double.pi / 8` (and `-Double.pi * 11 / 8`) exactly.
    public static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard let piStart = firstIndex(of: Array("pi".utf8), in: bytes) else {
            return plainNumber(bytes)
        }
        // [-][digits]pi[/digits]
        var i = 0
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        let multiplier: Double
        if i == piStart {
            multiplier = 1
        } else {
            guard let k = wholeNumber(bytes[i..<piStart]) else { return nil }
            multiplier = k
        }
        var divisor = 1.0
        let afterPi = piStart + 2
        if afterPi < bytes.count {
            guard bytes[afterPi] == UInt8(ascii: "/"), let d = wholeNumber(bytes[(afterPi + 1)...]), d > 0 else {
                return nil
            }
            divisor = d
        }
        let value = (negative ? -multiplier : multiplier) * Double.pi / divisor
        return value.isFinite ? value : nil
    }

    /// `-? digits (. digits)? ([eE] [+-]? digits)?`, finite.
    private static func plainNumber(_ bytes: [UInt8]) -> Double? {
        var i = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Bool {
            let start = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            return i > start
        }
        guard digits() else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return nil }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return nil }
        }
        guard i == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
            return nil
        }
        return value
    }

    /// One or more decimal digits (at most 9, so the value is exact), as a Double.
    private static func wholeNumber(_ bytes: ArraySlice<UInt8>) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0.0) { $0 * 10 + Double($1 - UInt8(ascii: "0")) }
    }

    private static func isDigit(_ c: UInt8) -> Bool { NumberText.digit(c, radix: 10) != nil }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for i in 0...(bytes.count - needle.count) where Array(bytes[i..<(i + needle.count)]) == needle {
            return i
        }
        return nil
    }
}
