public import Foundation
public import Imaging
import LayerModel

/// Core Graphics' bitmap image: decoded pixels (premultiplied RGBA8, Imaging's `Bitmap`),
/// immutable, held by reference.
public final class CGImage: @unchecked Sendable {
    /// The pixels, premultiplied RGBA8, row by row from the top.
    public let bitmap: Bitmap

    /// An image of `bitmap`'s pixels.
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// Decodes PNG bytes (any PNG Imaging's decoder reads); nil when they are not a PNG
    /// it can read.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let bitmap = try? Bitmap(pngData: [UInt8](source.data)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The pixels as the model draws them (sharing the bitmap's storage).
    var layerImage: LayerImage? {
        try? LayerImage(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.pixels)
    }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.width * 4 }

    /// The pixels inside `rect` (in pixels, clipped to the image); nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let (x0, y0, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y0 + row) * width + x0) * 4
            pixels[(row * w * 4)..<((row + 1) * w * 4)] = bitmap.pixels[from..<(from + w * 4)]
        }
        return (try? Bitmap(width: w, height: h, pixels: pixels)).map(CGImage.init(bitmap:))
    }
}

/// The bytes an image is made from.
public final class CGDataProvider: @unchecked Sendable {
    let data: Data
    public init?(data: CFData) { self.data = data }
    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.data = data
    }
    public init?(filename: UnsafePointer<CChar>) {
        guard let data = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.data = data
    }
}

/// On Linux a `CFData` is Foundation's `Data` and a `CFURL` its `URL`.
public typealias CFData = Data
public typealias CFURL = URL

/// Accepted for source compatibility; every image is drawn in sRGB.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
