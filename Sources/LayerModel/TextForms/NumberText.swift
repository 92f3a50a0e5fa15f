/// Numbers as LayerShot writes and reads them in text: messages, scene files, the command
/// line and file names.
public enum NumberText {
    /// A number in the shortest text that reads back to the same Double, whole numbers without
    /// a fraction: `1` rather than `1.0`, `0.25`, `1e+20` (whole numbers of magnitude 10¹⁵ or
    /// more keep Swift's form), `nan`, `inf`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `value` (0 or more) in upper-case hexadecimal, padded with zeros to at least `width`
    /// digits: `hex(10, width: 2)` is `0A`.
    public static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The value of the ASCII digit `c` in `radix` (up to 16; letters in either case), or nil.
    public static func digit(_ c: UInt8, radix: Int) -> Int? {
        let value: Int
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
