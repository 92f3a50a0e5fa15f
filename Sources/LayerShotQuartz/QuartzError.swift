public import CairoRenderer
public import Imaging
public import LayerModel

/// What can go wrong when a Core Animation tree is snapshotted.
public enum QuartzError: Swift.Error, Equatable, CustomStringConvertible {
    /// A property set to a value LayerShot cannot draw yet (never a silently wrong picture).
    case unsupportedProperty(layer: String, property: String, value: String)
    /// An animation whose values do not fit its key path, added with `add(_:forKey:)`.
    case invalidAnimation(layer: String, keyPath: String, reason: String)
    /// The layer tree itself is not drawable (e.g. a layer is its own ancestor).
    case invalidTree(String)
    /// A frame sequence whose times are not drawable (`snapshotFrames`: an end before the
    /// start, a rate that is not positive, more than `FrameTiming.maxFrames` frames).
    case invalidTiming(LayerModelError)
    /// A snapshot time (`snapshot(scale:at:)`) that is not finite.
    case invalidTime(Double)
    case render(RenderError)
    case imaging(ImagingError)

    public var description: String {
        switch self {
        case let .unsupportedProperty(layer, property, value):
            "\(layer): \(property) = \(value) is not supported by LayerShot yet"
        case let .invalidAnimation(layer, keyPath, reason):
            "\(layer): animation of \"\(keyPath)\": \(reason)"
        case let .invalidTree(why): why
        case let .invalidTiming(error): error.description
        case let .invalidTime(time): "the snapshot time must be a finite media time in seconds, not \(time)"
        case let .render(error): error.description
        case let .imaging(error): error.description
        }
    }
}
