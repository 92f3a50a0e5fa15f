/// A value an animation moves a layer property through. Each animatable key path takes one
/// kind (see `Animation.keyPath`): `opacity` takes `.number`, `position` takes `.point`, …
public enum AnimationValue: Sendable, Hashable {
    /// A scalar: opacity, radians, a scale factor, points, a stroke fraction.
    case number(Double)
    /// In points, or in unit space for a gradient's `startPoint` and `endPoint`.
    case point(Point)
    /// In points.
    case size(Size)
    /// In points.
    case rect(Rect)
    case color(Color)
    /// A gradient's colors; every value of one animation has the same count as the layer's.
    case colors([Color])
    /// A gradient's `locations`; every value of one animation has as many as the layer has colors.
    case numbers([Double])
    case transform(Transform3D)
    /// A path in the layer's bounds space (`path`, `shadowPath`); every value of one animation,
    /// and the layer's own path where an end comes from it, has the same elements (see
    /// `Layer.add(_:forKey:)`), and the numbers of matching elements interpolate.
    case path(Path)

    /// The kinds of value, named as the cases are (for messages and key path checks).
    public enum Kind: String, Sendable {
        case number, point, size, rect, color, colors, numbers, transform, path
    }

    /// Which case the value is: what `AnimationKeyPath.valueKind` a property must have to take it.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .colors: .colors
        case .numbers: .numbers
        case .transform: .transform
        case .path: .path
        }
    }

    /// Every scalar the value holds, in a fixed order (for finiteness checks).
    var components: [Double] {
        switch self {
        case let .number(v): [v]
        case let .point(p): [p.x, p.y]
        case let .size(s): [s.width, s.height]
        case let .rect(r): [r.minX, r.minY, r.width, r.height]
        case let .color(c): c.components
        case let .colors(cs): cs.flatMap(\.components)
        case let .numbers(v): v
        case let .transform(m): m.rows.flatMap { $0 }
        case let .path(p): p.components
        }
    }

    /// A value of the same kind (and color count, or path elements) with `values` as its
    /// components, in the order of `components`, which must have as many.
    func replacingComponents(_ values: [Double]) -> AnimationValue {
        let colors = { (offset: Int, count: Int) in
            (0..<count).map { i in
                let c = offset + 4 * i
                return Color(red: values[c], green: values[c + 1], blue: values[c + 2], alpha: values[c + 3])
            }
        }
        switch self {
        case .number: return .number(values[0])
        case .point: return .point(Point(x: values[0], y: values[1]))
        case .size: return .size(Size(width: values[0], height: values[1]))
        case .rect: return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case .color: return .color(colors(0, 1)[0])
        case let .colors(cs): return .colors(colors(0, cs.count))
        case .numbers: return .numbers(values)
        case .transform: return .transform(Transform3D(rows: (0..<4).map { Array(values[4 * $0..<4 * $0 + 4]) }))
        case let .path(p): return .path(p.replacingComponents(values))
        }
    }

    /// The value a fraction `t` of the way from `self` to `other`; `t` outside 0…1 extrapolates.
    /// `t` = 0 and 1 return the end values exactly. Numbers, points, sizes, rects and colors
    /// (unpremultiplied RGBA) interpolate component-wise; transforms as `Transform3D.interpolated`
    /// describes. Nil when the two cannot be mixed: different kinds or color counts (only
    /// possible when the layer model changed after the animation was added).
    func interpolated(to other: AnimationValue, t: Double) -> AnimationValue? {
        guard kind == other.kind else { return nil }
        if t == 0 { return self }
        if t == 1 { return other }
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(a + (b - a) * t)
        case let (.point(a), .point(b)):
            return .point(a + (b - a) * t)
        case let (.size(a), .size(b)):
            return .size(a.interpolated(to: b, t: t))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(origin: a.origin + (b.origin - a.origin) * t, size: a.size.interpolated(to: b.size, t: t)))
        case let (.color(a), .color(b)):
            return .color(a.interpolated(to: b, t: t))
        case let (.colors(a), .colors(b)):
            guard a.count == b.count else { return nil }
            return .colors(zip(a, b).map { $0.interpolated(to: $1, t: t) })
        case let (.numbers(a), .numbers(b)):
            guard a.count == b.count else { return nil }
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, t: t))
        case let (.path(a), .path(b)):
            guard a.morphMismatch(with: b) == nil else { return nil }
            return .path(a.replacingComponents(zip(a.components, b.components).map { $0 + ($1 - $0) * t }))
        default:
            return nil
        }
    }

    /// `self + by`, or `self − by` when `subtracting` (for `BasicAnimation.byValue`): component-
    /// wise, except that transforms concatenate — `by` applied after `self` (its inverse when
    /// subtracting). Nil when the kinds or color counts differ, a transform to subtract is
    /// singular, or the values are paths (which do not add).
    func offset(by other: AnimationValue, subtracting: Bool = false) -> AnimationValue? {
        let k = subtracting ? -1.0 : 1.0
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(a + k * b)
        case let (.point(a), .point(b)):
            return .point(a + b * k)
        case let (.size(a), .size(b)):
            return .size(Size(width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.minX + k * b.minX, y: a.minY + k * b.minY,
                              width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.color(a), .color(b)):
            return .color(a.offset(by: b, k))
        case let (.colors(a), .colors(b)):
            guard a.count == b.count else { return nil }
            return .colors(zip(a, b).map { $0.offset(by: $1, k) })
        case let (.numbers(a), .numbers(b)):
            guard a.count == b.count else { return nil }
            return .numbers(zip(a, b).map { $0 + k * $1 })
        case let (.transform(a), .transform(b)):
            guard !subtracting else { return b.inverted().map { .transform(a.concatenating($0)) } }
            return .transform(a.concatenating(b))
        default:
            return nil
        }
    }

    /// The value added to itself `count` times (a whole number ≥ 1, for `isCumulative`):
    /// components times `count`; a transform concatenated with itself `count` times (by
    /// squaring, so even a huge count takes a few dozen products). Nil for paths, which do not add.
    func repeated(_ count: Double) -> AnimationValue? {
        switch self {
        case let .number(v): return .number(v * count)
        case let .point(p): return .point(p * count)
        case let .size(s): return .size(Size(width: s.width * count, height: s.height * count))
        case let .rect(r): return .rect(Rect(x: r.minX * count, y: r.minY * count, width: r.width * count, height: r.height * count))
        case let .color(c): return .color(Color.clear.offset(by: c, count))
        case let .colors(cs): return .colors(cs.map { Color.clear.offset(by: $0, count) })
        case let .numbers(v): return .numbers(v.map { $0 * count })
        case let .transform(m):
            // Counts are capped at 2⁵³, past which a Double no longer holds every whole number.
            var n = UInt64(min(count, 9_007_199_254_740_992)), base = m, result = Transform3D.identity
            while n > 0 {
                if n & 1 == 1 { result = result.concatenating(base) }
                n >>= 1
                if n > 0 { base = base.concatenating(base) }
            }
            return .transform(result)
        case .path:
            return nil
        }
    }

    /// How far apart two values are, for `KeyframeAnimation.CalculationMode.paced`: Euclidean
    /// over the components (points for geometry, RGBA for colors, all colors' components
    /// together for color lists); transforms as `Transform3D.distance(to:)` describes. Nil when
    /// the two cannot be compared (different kinds or color counts).
    func distance(to other: AnimationValue) -> Double? {
        guard kind == other.kind else { return nil }
        if case let (.transform(a), .transform(b)) = (self, other) { return a.distance(to: b) }
        let a = components, b = other.components
        guard a.count == b.count else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    }
}

extension Size {
    func interpolated(to other: Size, t: Double) -> Size {
        Size(width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }
}

extension Color {
    var components: [Double] { [red, green, blue, alpha] }

    /// `self + k·other`, component-wise and unclamped.
    func offset(by other: Color, _ k: Double) -> Color {
        Color(red: red + k * other.red, green: green + k * other.green,
              blue: blue + k * other.blue, alpha: alpha + k * other.alpha)
    }
}
