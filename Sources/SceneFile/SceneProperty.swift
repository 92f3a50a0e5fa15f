import LayerModel

/// One key of a scene object and the model property it stands for: how `SceneDecoder` reads it
/// and how `SceneEncoder` writes it back. The tables of `SceneVocabulary` list a scene's keys
/// once; the decoder's allowed keys, its reading and the encoder's writing all walk them, so a
/// key cannot be read without being written.
struct SceneProperty<Model: Sendable>: Sendable {
    let key: String
    /// Reads the member `field` of `object` into the model.
    let read: @Sendable (SceneDecoder, SceneObject, SceneField, inout Model) throws(SceneError) -> Void
    /// The member for the model's value at `path`, or nil when the value is its default and is
    /// left out. Nil for a key that is only read: another spelling of a key (`isHidden`) or
    /// another form of keys written separately (`frame`).
    let write: (@Sendable (SceneEncoder, Model, _ path: String) throws(SceneError) -> JSONValue?)?
    /// What the value is, for the message when the key is missing (`missing key "size" ([width,
    /// height] of the image in points)`); nil for a key that may be left out.
    var required: String? = nil

    /// This key of a model that is part of `Whole` (a scene's root layer): read into and written
    /// from `whole[keyPath: part]`.
    func within<Whole>(_ part: WritableKeyPath<Whole, Model> & Sendable) -> SceneProperty<Whole> {
        let read = self.read
        var wholeWrite: (@Sendable (SceneEncoder, Whole, String) throws(SceneError) -> JSONValue?)?
        if let write = self.write {
            wholeWrite = { encoder, whole, path throws(SceneError) in try write(encoder, whole[keyPath: part], path) }
        }
        return SceneProperty<Whole>(
            key: key,
            read: { decoder, o, field, whole throws(SceneError) in try read(decoder, o, field, &whole[keyPath: part]) },
            write: wholeWrite,
            required: required
        )
    }
}

/// A model type with every property at its default, which the encoder leaves out.
protocol SceneModel: Sendable {
    static var defaults: Self { get }
}

extension Layer: SceneModel { static var defaults: Layer { Layer() } }
extension ShapeLayer: SceneModel { static var defaults: ShapeLayer { ShapeLayer() } }
extension GradientLayer: SceneModel { static var defaults: GradientLayer { GradientLayer() } }
extension TextLayer: SceneModel { static var defaults: TextLayer { TextLayer() } }
extension Replicator: SceneModel { static var defaults: Replicator { Replicator() } }
extension Scene: SceneModel { static var defaults: Scene { Scene(size: .zero) } }

extension SceneProperty where Model: SceneModel {
    /// `key` for `model[keyPath: property]`, read and written as `value` says, left out when it
    /// equals the default's.
    static func value<T: Equatable & Sendable>(
        _ key: String, _ property: WritableKeyPath<Model, T> & Sendable, _ value: SceneValue<T>
    ) -> SceneProperty {
        SceneProperty(
            key: key,
            read: { decoder, _, field, model throws(SceneError) in model[keyPath: property] = try value.read(decoder, field) },
            write: { encoder, model, path throws(SceneError) in
                let v = model[keyPath: property]
                return v == Model.defaults[keyPath: property] ? nil : try value.write(encoder, v, path)
            }
        )
    }
}

extension SceneProperty {
    /// A key that is only read: another spelling or form of keys the encoder writes.
    static func readOnly(
        _ key: String, _ read: @escaping @Sendable (SceneDecoder, SceneObject, SceneField, inout Model) throws(SceneError) -> Void
    ) -> SceneProperty {
        SceneProperty(key: key, read: read, write: nil)
    }
}

/// How one kind of value is spelled in a scene file: read from a field (checked, with a
/// message naming the field) and written as JSON (throwing for a number that is not finite).
struct SceneValue<T: Sendable>: Sendable {
    let read: @Sendable (SceneDecoder, SceneField) throws(SceneError) -> T
    let write: @Sendable (SceneEncoder, T, _ path: String) throws(SceneError) -> JSONValue

    /// A value that may be left out (nil) but is never null: read as `T` is, written as `T` is
    /// when given, and as null for nil (the default, which a table leaves out).
    var optional: SceneValue<T?> {
        let (read, write) = (self.read, self.write)
        return SceneValue<T?>(
            read: { decoder, field throws(SceneError) in try read(decoder, field) },
            write: { encoder, value, path throws(SceneError) in try value.map { v throws(SceneError) in try write(encoder, v, path) } ?? .null }
        )
    }

    /// The value, or null for nil: read as nil from null, written as null for nil.
    var orNull: SceneValue<T?> {
        let read = self.read
        return SceneValue<T?>(
            read: { decoder, field throws(SceneError) in field.isNull ? nil : try read(decoder, field) }, write: optional.write
        )
    }
}

extension SceneValue where T == Double {
    static let number = SceneValue(read: { _, f throws(SceneError) in try f.number() }, write: { e, v, at throws(SceneError) in try e.number(v, at) })
    /// A number >= 0.
    static let nonNegative = SceneValue(read: { _, f throws(SceneError) in try f.nonNegative() }, write: number.write)
    /// A number > 0.
    static let positive = SceneValue(read: { _, f throws(SceneError) in try f.positive() }, write: number.write)

    /// A number in `range`.
    static func number(in range: ClosedRange<Double>) -> SceneValue {
        SceneValue(read: { _, f throws(SceneError) in try f.number(in: range) }, write: number.write)
    }
}

extension SceneValue where T == Bool {
    static let bool = SceneValue(read: { _, f throws(SceneError) in try f.bool() }, write: { _, v, _ in .bool(v) })
}

extension SceneValue where T == String {
    static let string = SceneValue(read: { _, f throws(SceneError) in try f.string() }, write: { _, v, _ in .string(v) })
}

extension SceneValue where T == Color {
    static let color = SceneValue(read: { _, f throws(SceneError) in try f.color() }, write: { e, v, _ in e.color(v) })
}

extension SceneValue where T == Color? {
    /// A color, or null for none.
    static let optionalColor = SceneValue(
        read: { _, f throws(SceneError) in try f.optionalColor() }, write: { e, v, _ in v.map(e.color) ?? .null }
    )
}

extension SceneValue where T == Point {
    static let point = SceneValue(read: { _, f throws(SceneError) in try f.point() }, write: { e, v, at throws(SceneError) in try e.point(v, at) })
}

extension SceneValue where T == Size {
    /// `[width, height]`, either of any sign.
    static let size = SceneValue(
        read: { _, f throws(SceneError) in try f.size() },
        write: { e, v, at throws(SceneError) in try e.numbers([v.width, v.height], at) }
    )
}

extension SceneValue where T == Rect {
    static let rect = SceneValue(read: { _, f throws(SceneError) in try f.rect() }, write: { e, v, at throws(SceneError) in try e.rect(v, at) })
}

extension SceneValue where T == Transform3D {
    static let transform = SceneValue(
        read: { d, f throws(SceneError) in try d.transform(f) }, write: { e, v, at throws(SceneError) in try e.transform(v, at) }
    )
}

extension SceneValue where T == Path {
    static let path = SceneValue(read: { d, f throws(SceneError) in try d.path(f) }, write: { e, v, at throws(SceneError) in try e.path(v, at) })
}

extension SceneValue where T: RawRepresentable & CaseIterable, T.RawValue == String {
    /// One of the raw values of `T`.
    static var enumeration: SceneValue {
        SceneValue(read: { _, f throws(SceneError) in try f.enumeration(T.self) }, write: { _, v, _ in .string(v.rawValue) })
    }
}
