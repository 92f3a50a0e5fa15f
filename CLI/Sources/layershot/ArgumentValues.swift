import LayerModel
import SceneFile

/// Conversions of flag values with messages that name the flag and say what to fix.
enum ArgumentValues {
    /// A finite number.
    static func number(_ text: String, flag: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw CLIError("\(flag) must be a finite number, got \(text)")
        }
        return value
    }

    /// A whole number.
    static func integer(_ text: String, flag: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError("\(flag) must be a whole number, got \(text)")
        }
        return value
    }

    /// Radians: a number or a multiple of pi (`pi`, `-11pi/8`, `3pi/8`, `2pi/8`).
    static func angle(_ text: String, flag: String) throws -> Double {
        guard let value = AngleExpression.parse(text), value.isFinite else {
            throw CLIError("\(flag) must be an angle in radians like -3.927, pi or -11pi/8, got \(text)")
        }
        return value
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ text: String, flag: String) throws -> Color {
        do {
            return try Color(hex: text)
        } catch {
            throw CLIError("\(flag) must be a color #RRGGBB or #RRGGBBAA, got \(text)")
        }
    }

    /// A color, or nil for `none`.
    static func optionalColor(_ text: String, flag: String) throws -> Color? {
        text.lowercased() == "none" ? nil : try color(text, flag: flag)
    }

    /// `WxH` in points, both finite and positive.
    static func size(_ text: String, flag: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw CLIError("\(flag) must be WIDTHxHEIGHT in points like 140x140, got \(text)")
        }
        guard w > 0, h > 0 else {
            throw CLIError("\(flag) must be positive on both sides, got \(text)")
        }
        return Size(width: w, height: h)
    }

    /// `true` or `false`.
    static func bool(_ text: String, flag: String) throws -> Bool {
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw CLIError("\(flag) must be true or false, got \(text)")
        }
    }
}
