/// The size of an image LayerShot draws — points at a scale, and the pixels they make —
/// checked once. The one answer to "is this image size and scale acceptable?": built where a
/// size and scale come in (a command-line flag, a scene file, a golden test's configuration, a
/// Core Animation snapshot, `LayerRenderer.render`) and passed down; code given an
/// `ImageGeometry` never checks the size again.
///
/// The pixel size is `round(width · scale) × round(height · scale)`, rounding half away from
/// zero (0.5 px rounds to 1 px), as Core Graphics sizes a context of fractional pixels.
public struct ImageGeometry: Sendable, Hashable, CustomStringConvertible {
    /// The image's size, points.
    public let size: Size
    /// Pixels per point, within `scales`.
    public let scale: Double
    /// Width in pixels, 1…`maxPixelSide`.
    public let pixelWidth: Int
    /// Height in pixels, 1…`maxPixelSide`.
    public let pixelHeight: Int

    /// The largest image side, pixels: 8192 (an 8192² image takes 256 MiB).
    public static let maxPixelSide = 8192
    /// The pixels per point an image may be drawn at: 0.1…16.
    public static let scales: ClosedRange<Double> = 0.1...16
    /// The scale when none is given: 2 pixels per point, a 2x screen's.
    public static let defaultScale = 2.0

    /// An image of `size` points at `scale` pixels per point. Throws `.invalidScale` unless
    /// the scale is finite and in `scales`, and `.invalidImageSize` unless each side makes
    /// 1…`maxPixelSide` pixels (so a size that is not finite and positive is refused too).
    public init(size: Size, scale: Double) throws(LayerModelError) {
        try ImageGeometry.checkScale(scale)
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let sides = 1...Double(ImageGeometry.maxPixelSide)
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidImageSize(width: size.width, height: size.height, scale: scale)
        }
        self.size = size
        self.scale = scale
        self.pixelWidth = Int(width)
        self.pixelHeight = Int(height)
    }

    /// An image of `pixelWidth × pixelHeight` pixels taken as they are: one pixel a point.
    public init(pixelWidth: Int, pixelHeight: Int) throws(LayerModelError) {
        try self.init(size: Size(width: Double(pixelWidth), height: Double(pixelHeight)), scale: 1)
    }

    /// Throws `.invalidScale` unless `scale` is finite and in `scales`.
    public static func checkScale(_ scale: Double) throws(LayerModelError) {
        guard scales.contains(scale) else { throw .invalidScale(scale) }
    }

    /// `WxH pt at scale S (PWxPH px)`.
    public var description: String {
        let f = NumberText.format
        return "\(f(size.width))x\(f(size.height)) pt at scale \(f(scale)) (\(pixelWidth)x\(pixelHeight) px)"
    }
}
