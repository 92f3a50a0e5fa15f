/// The values of a `CABasicAnimation`: it runs from one value to another, given by one or two of
/// `fromValue`, `toValue` and `byValue`, the missing end taken from the layer's model value as
/// in Core Animation:
///
/// | given       | from            | to              |
/// |-------------|-----------------|-----------------|
/// | from, to    | from            | to              |
/// | from, by    | from            | from + by       |
/// | by, to      | to − by         | to              |
/// | to          | model           | to              |
/// | from        | from            | model           |
/// | by          | model           | model + by      |
///
/// `+` is component-wise, except for transforms, which concatenate (`by` applied after).
/// At least one and at most two of the three must be set (`Layer.add(_:forKey:)` checks).
public struct BasicAnimation: Sendable, Hashable {
    /// Default: nil.
    public var fromValue: AnimationValue?
    /// Default: nil.
    public var toValue: AnimationValue?
    /// Default: nil.
    public var byValue: AnimationValue?

    public init(fromValue: AnimationValue? = nil, toValue: AnimationValue? = nil, byValue: AnimationValue? = nil) {
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
    }

    /// The start and end values for a layer whose model value is `model` (see the table above),
    /// or nil when they cannot be formed (no value set, or values that cannot be combined).
    func endpoints(model: AnimationValue) -> (from: AnimationValue, to: AnimationValue)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): from.offset(by: by).map { (from, $0) }
        case let (nil, to?, by?): to.offset(by: by, subtracting: true).map { ($0, to) }
        case let (nil, to?, nil): (model, to)
        case let (from?, nil, nil): (from, model)
        case let (nil, nil, by?): model.offset(by: by).map { (model, $0) }
        case (nil, nil, nil): nil
        }
    }

    /// The value at `progress` (0…1 after the timing function; beyond extrapolates).
    func value(at progress: Double, model: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(model: model) else { return nil }
        return from.interpolated(to: to, t: progress)
    }
}
