/// A pixel buffer: premultiplied RGBA, 8 bits per channel, rows tightly packed
/// (`bytesPerRow == width * 4`), origin top-left.
///
/// This is the one pixel format of LayerShot. Pixels enter it from Cairo (converted once,
/// in the renderer) or from a decoded PNG, and leave it un-premultiplied only when encoded.
public struct Bitmap: Sendable, Equatable {
    /// The largest width or height accepted, in pixels.
    public static let maxSide = 16_384

    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, color premultiplied by alpha.
    public var pixels: [UInt8]

    /// A fully transparent bitmap.
    public init(width: Int, height: Int) throws(ImagingError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A bitmap over existing premultiplied RGBA pixels.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImagingError) {
        try Bitmap.validate(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, got: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Throws unless both sides are in `1...maxSide`.
    public static func validate(width: Int, height: Int) throws(ImagingError) {
        guard (1...maxSide).contains(width), (1...maxSide).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }
}

/// One premultiplied RGBA8 pixel.
public struct RGBA8: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
