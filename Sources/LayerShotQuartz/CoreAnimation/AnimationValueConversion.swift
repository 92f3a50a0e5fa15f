import Foundation
import LayerModel

/// Turns the `Any` values of Core Animation's animations (`fromValue`, `values`, …) into the
/// model's typed values, by the kind the key path takes. Accepted: numbers as `NSNumber`,
/// `CGFloat`, `Double`, `Float` or `Int`; `CGPoint`, `CGSize`, `CGRect` bare or in an
/// `NSValue`; `CGColor`; `CATransform3D` bare or in an `NSValue`; `[Any]` of `CGColor` for
/// `colors`; `[Any]` of numbers for `locations`; `CGPath` for `path` and `shadowPath`. Anything else is an error naming the key path and the type.
enum AnimationValueConversion {
    static func value(_ value: Any, for keyPath: AnimationKeyPath, keyPath name: String, layer: String) throws(QuartzError) -> AnimationValue {
        let kind = keyPath.valueKind
        if let converted = convert(value, to: kind) { return converted }
        throw .invalidAnimation(layer: layer, keyPath: name,
                                reason: "expected \(expectation(kind)), got a value of type \(type(of: value))")
    }

    static func convert(_ value: Any, to kind: AnimationValue.Kind) -> AnimationValue? {
        switch kind {
        case .number: return number(value).map(AnimationValue.number)
        case .point: return point(value).map { .point($0.model) }
        case .size: return size(value).map { .size($0.model) }
        case .rect: return rect(value).map { .rect($0.model) }
        case .color: return (value as? CGColor).map { .color($0.model) }
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? CGColor)?.model }
            return colors.count == list.count ? .colors(colors) : nil
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(number)
            return numbers.count == list.count ? .numbers(numbers) : nil
        case .transform: return transform(value).map { .transform($0.model) }
        case .path: return (value as? CGPath).map { .path($0.path) }
        }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    private static func point(_ value: Any) -> CGPoint? {
        (value as? CGPoint) ?? unboxed(value)
    }

    private static func size(_ value: Any) -> CGSize? {
        (value as? CGSize) ?? unboxed(value)
    }

    private static func rect(_ value: Any) -> CGRect? {
        (value as? CGRect) ?? unboxed(value)
    }

    private static func transform(_ value: Any) -> CATransform3D? {
        if let transform = value as? CATransform3D { return transform }
        guard let box = value as? NSValue, box.holdsCATransform3D else { return nil }
        return box.caTransform3DValue
    }

    /// The `T` an `NSValue(cgPoint:)`, `(cgSize:)` or `(cgRect:)` holds; nil for any other value.
    private static func unboxed<T>(_ value: Any) -> T? {
        (value as? NSValue)?.geometryValue as? T
    }

    private static func expectation(_ kind: AnimationValue.Kind) -> String {
        switch kind {
        case .number: "a number (NSNumber, CGFloat, Double, Float or Int)"
        case .point: "a CGPoint (or NSValue(cgPoint:))"
        case .size: "a CGSize (or NSValue(cgSize:))"
        case .rect: "a CGRect (or NSValue(cgRect:))"
        case .color: "a CGColor (UIColor's .cgColor)"
        case .colors: "an array of CGColor"
        case .numbers: "an array of numbers"
        case .transform: "a CATransform3D (or NSValue(caTransform3D:))"
        case .path: "a CGPath"
        }
    }
}
