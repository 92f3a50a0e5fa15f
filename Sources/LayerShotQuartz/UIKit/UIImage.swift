public import Foundation
import Imaging

/// UIKit's image, as far as drawing needs it: a `CGImage`, the scale its pixels were made at
/// and the orientation they are shown in.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels as stored, whatever the orientation (as on iOS).
    public let cgImage: CGImage?
    /// Pixels per point. Default: 1.
    public let scale: CGFloat
    /// How the stored pixels are turned to show the image upright: `size` and drawing follow
    /// it, `cgImage` (and so a layer's `contents`) does not, as on iOS. Default: `.up`.
    public let imageOrientation: Orientation
    /// Whether UIKit's views draw the image as it is or as a template in their tint colour.
    /// Kept, not used: LayerShot has none of the views that tint templates (`UIImageView`,
    /// `UIButton`, bars), and its `draw(in:)` and `draw(at:)` draw the image's own colours
    /// in every mode. Default: `.automatic`.
    public private(set) var renderingMode = RenderingMode.automatic

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }

    /// An empty image (no pixels, size zero).
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        image.renderingMode = renderingMode
        return image
    }

    /// How UIKit's views use an image's colours (UIKit's raw values).
    public enum RenderingMode: Int, Sendable {
        /// The default mode of the context the image is drawn in.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always as a template, ignoring the image's colours.
        case alwaysTemplate
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// Decodes a PNG file; nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? Bitmap(contentsOfPNG: path) else { return nil }
        self.init(cgImage: CGImage(bitmap: bitmap))
    }

    /// Decodes PNG bytes; nil when they are not a PNG.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? Bitmap(pngData: [UInt8](data)) else { return nil }
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// The size in points as shown: pixels divided by `scale`, width and height swapped for
    /// the orientations turned a quarter turn (`.left`, `.right` and their mirrored forms).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let stored = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        return imageOrientation.isQuarterTurn ? CGSize(width: stored.height, height: stored.width) : stored
    }

    /// The image as PNG bytes.
    public func pngData() -> Data? {
        (try? cgImage?.bitmap.pngData()).map { Data($0) }
    }

    /// How an image's stored pixels are turned to be shown (UIKit's raw values; EXIF
    /// orientations 1, 3, 8, 6, 2, 4, 5 and 7).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Flipped horizontally, then turned 90° counterclockwise: rows become columns.
        case leftMirrored
        /// Flipped horizontally, then turned 90° clockwise.
        case rightMirrored

        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// Maps the stored image laid upright in a `width` × `height` rectangle (swapped for a
        /// quarter turn) onto the `width` × `height` rectangle it is shown in, y down.
        func transform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
            switch self {
            case .up: .identity
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
            }
        }
    }
}
