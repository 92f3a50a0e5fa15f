/// The limits every image LayerShot draws shares, so that scene files, the command line and
/// the renderer agree on them.
public enum ImageLimits {
    /// The largest image side, pixels: 8192.
    public static let maxPixelSide = 8192
    /// The pixels per point a scene file or the command line may ask for: 1…4.
    public static let scales: ClosedRange<Double> = 1...4
}
