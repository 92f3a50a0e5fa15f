/// LayerShot's one pixel format: premultiplied RGBA, 8 bits per channel, rows tightly packed
/// (`bytesPerRow == width * 4`), origin top-left; un-premultiplied only when encoded.
///
/// Always exactly `width * height * 4` bytes: `pixels` is read-only, bulk writes go through
/// `withUnsafeMutableBytes(_:)`, `fill(_:in:)` or the subscript. It prints its size, not its bytes.
public struct Bitmap: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// The largest width or height accepted, in pixels: 16,384, twice LayerModel's
    /// `ImageGeometry.maxPixelSide` (a test that sees both modules keeps them together), leaving
    /// room for composites (a filmstrip, a diff's triptych) and PNGs read as they come. Code
    /// that takes a decoded PNG as a drawn image reads it with `maxSide: ImageGeometry.maxPixelSide`.
    public static let maxSide = 16_384

    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, color premultiplied by alpha.
    public private(set) var pixels: [UInt8]

    /// A fully transparent bitmap.
    public init(width: Int, height: Int) throws(ImagingError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A bitmap of one premultiplied color.
    public init(width: Int, height: Int, filledWith color: RGBA8) throws(ImagingError) {
        try self.init(width: width, height: height)
        fill(color)
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

    /// A bitmap whose uninitialized bytes `initialize` must write, all of them: for a renderer
    /// that draws straight into the bitmap's memory.
    package init(width: Int, height: Int,
                 initializingWith initialize: (UnsafeMutableRawBufferPointer) -> Void) throws(ImagingError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            initialize(UnsafeMutableRawBufferPointer(buffer))
            count = width * height * 4
        }
    }

    /// The whole bitmap as a rectangle at (0, 0).
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// `Bitmap(WxH px)`.
    public var description: String { "Bitmap(\(width)x\(height) px)" }

    /// The size only: test failures and debuggers show it instead of every byte.
    public var customMirror: Mirror { Mirror(self, children: ["width": width, "height": height]) }

    /// Calls `body` with the `width * height * 4` premultiplied RGBA bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// Calls `body` with the premultiplied RGBA bytes to change in place (not resize).
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBytes(body)
    }

    /// Sets every pixel in `rect` (the whole bitmap by default; clipped to it) to `color`.
    public mutating func fill(_ color: RGBA8, in rect: PixelRect? = nil) {
        let area = (rect ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = self.width
        let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in area.y..<area.y + area.height {
                let start = y * width + area.x
                words[start..<start + area.width].update(repeating: UInt32(littleEndian: word))
            }
        }
    }

    /// The part inside `rect`, clipped to the bitmap as Core Graphics' `cropping(to:)` does;
    /// nil when they do not overlap.
    public func cropped(to rect: PixelRect) -> Bitmap? {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(area.area * 4)
        for y in area.y..<area.y + area.height {
            let start = (y * width + area.x) * 4
            bytes += pixels[start..<start + area.width * 4]
        }
        return try? Bitmap(width: area.width, height: area.height, pixels: bytes)
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
