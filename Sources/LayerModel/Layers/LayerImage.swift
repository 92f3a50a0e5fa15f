/// A decoded image a layer shows as its `contents` (Core Animation's `CGImage` in
/// `CALayer.contents`): premultiplied RGBA, 8 bits per channel, rows tightly packed, origin
/// top-left — the same pixel format as Imaging's `Bitmap`, so converting is a copy.
///
/// A value type whose pixels are shared between copies until written; two images are equal
/// when their size, pixels and `source` are.
public struct LayerImage: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels, 1…`ImageGeometry.maxPixelSide`.
    public let width: Int
    /// Height in pixels, 1…`ImageGeometry.maxPixelSide`.
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A per pixel, color premultiplied by alpha.
    public let pixels: [UInt8]
    /// Where the image was read from (a file path), so that a scene can be written back;
    /// not used for drawing. Default: nil.
    public var source: String?

    /// An image over premultiplied RGBA pixels. Throws when a side is outside
    /// 1…`ImageGeometry.maxPixelSide` or `pixels` does not hold `width · height · 4` bytes.
    public init(width: Int, height: Int, premultipliedRGBA pixels: [UInt8], source: String? = nil) throws(LayerModelError) {
        let sides = 1...ImageGeometry.maxPixelSide
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidImage("\(width)x\(height) px is too large for contents: each side must be 1...\(ImageGeometry.maxPixelSide) px")
        }
        guard pixels.count == width * height * 4 else {
            throw .invalidImage("\(pixels.count) bytes of pixels for \(width)x\(height) px, expected \(width * height * 4)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.source = source
    }

    /// The size in pixels.
    public var pixelSize: Size { Size(width: Double(width), height: Double(height)) }

    /// Size and source, never the pixels.
    public var description: String { "LayerImage(\(width)x\(height) px\(source.map { ", \($0)" } ?? ""))" }
}
