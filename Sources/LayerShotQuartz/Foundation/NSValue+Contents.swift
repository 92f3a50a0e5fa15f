import Foundation

// What an `NSValue` holds, told without asking its `objCType`: swift-corelibs-foundation
// returns that C string freshly allocated on every call and never frees it (LeakSanitizer
// reported one leak per boxed animation value converted). Reflection shows the same facts
// typed: a box of a point, size or rect (`NSValue(point:)`, `(size:)`, `(rect:)`) holds the
// value itself; a box made from bytes (`NSValue(bytes:objCType:)`) holds its type encoding.
// Were a Foundation release to hide either, a box would be refused as the wrong kind of value
// (never misread), and the tests that box values would fail.
extension NSValue {
    /// The `CGPoint`, `CGSize` or `CGRect` in a box of one; nil for any other box.
    var geometryValue: Any? {
        Mirror(reflecting: self).children.first { $0.value is CGPoint || $0.value is CGSize || $0.value is CGRect }?.value
    }

    /// The Objective-C type encoding of a box made from bytes (`"[16d]"`); nil for any other box.
    var typeEncoding: String? {
        guard let info = Mirror(reflecting: self).children.first(where: { $0.label == "_typeInfo" }) else { return nil }
        return Mirror(reflecting: info.value).children.first { $0.label == "name" }?.value as? String
    }
}
