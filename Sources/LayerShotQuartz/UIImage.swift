public import Foundation
import Imaging

/// UIKit's image, as far as drawing needs it: a `CGImage` and the scale its pixels were made at.
open class UIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    /// Pixels per point. Default: 1.
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale
        super.init()
    }

    /// An empty image (no pixels, size zero).
    public override init() {
        cgImage = nil
        scale = 1
        super.init()
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
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale)
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG bytes.
    public func pngData() -> Data? {
        (try? cgImage?.bitmap.pngData()).map { Data($0) }
    }

    /// Accepted for source compatibility; images always draw upright.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
}
