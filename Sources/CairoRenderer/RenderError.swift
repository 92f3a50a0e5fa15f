public import LayerModel

/// What can go wrong rendering. Each description says what to fix.
public enum RenderError: Swift.Error, Equatable, CustomStringConvertible {
    /// The scale or the image size is out of range (`ImageGeometry`).
    case invalidGeometry(LayerModelError)
    /// A layer in the tree is not drawable as given.
    case invalidLayer(LayerModelError)
    /// A frame sequence over the frame limits (`FrameSequence`).
    case invalidFrames(LayerModelError)
    /// The tree nests more offscreen groups (opacity, masks, shadows) than memory allows.
    case offscreenLimit(bytes: Int, limit: Int)
    /// A font file could not be loaded.
    case fontUnavailable(path: String, reason: String)
    /// Text drawn or measured larger than `FontLibrary.maxPixelsPerEm` device pixels per em.
    case textTooLarge(pixelsPerEm: Double, limit: Double)
    /// Cairo reported an error (typically out of memory).
    case cairo(status: String)

    public var description: String {
        switch self {
        case let .invalidGeometry(e), let .invalidLayer(e), let .invalidFrames(e):
            return e.description
        case let .offscreenLimit(bytes, limit):
            return "the layer tree nests too many groups (opacity, masks, shadows) for its image size: "
                + "\(bytes / 1_048_576) MiB of offscreen images at once, more than \(limit / 1_048_576) MiB"
        case let .fontUnavailable(path, reason):
            return "cannot load font \(path): \(reason)"
        case let .textTooLarge(pixelsPerEm, limit):
            return "text \(NumberText.format(pixelsPerEm.rounded())) px per em is larger than the \(NumberText.format(limit)) px per em "
                + "LayerShot draws: use a smaller font size, scale or transform"
        case let .cairo(status):
            return "cairo error: \(status)"
        }
    }
}
