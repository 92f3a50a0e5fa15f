import Foundation
import Imaging

/// The memory layout of a bare bitmap context's pixels, and the conversions between it and
/// the canvas's premultiplied RGBA.
struct BitmapLayout {
    enum Channels { case rgba, bgra, gray, alpha }
    let channels: Channels
    /// Whether colour is stored (the alpha byte is kept) or skipped (forced opaque).
    let hasAlpha: Bool
    let space: CGColorSpace
    let alphaInfo: CGImageAlphaInfo
    let bitmapInfo: UInt32
    var bytesPerRow = 0

    var bytesPerPixel: Int { channels == .gray || channels == .alpha ? 1 : 4 }

    init?(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        let big = order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue
        switch (space.model, alpha) {
        case (.rgb, .premultipliedLast) where big, (.rgb, .noneSkipLast) where big:
            channels = .rgba
        case (.rgb, .premultipliedFirst) where little, (.rgb, .noneSkipFirst) where little:
            channels = .bgra
        case (.monochrome, .none):
            channels = .gray
        case (_, .alphaOnly):
            channels = .alpha
        default:
            return nil
        }
        hasAlpha = alpha == .premultipliedLast || alpha == .premultipliedFirst || alpha == .alphaOnly
        self.space = space
        alphaInfo = alpha
        self.bitmapInfo = bitmapInfo
    }

    /// The memory's pixels as premultiplied RGBA.
    func read(_ memory: UnsafeMutableRawPointer, width: Int, height: Int) -> Bitmap? {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * bytesPerRow + x * bytesPerPixel, d = (y * width + x) * 4
                let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8) = switch channels {
                case .rgba: (bytes[s], bytes[s + 1], bytes[s + 2], hasAlpha ? bytes[s + 3] : 255)
                case .bgra: (bytes[s + 2], bytes[s + 1], bytes[s], hasAlpha ? bytes[s + 3] : 255)
                case .gray: (bytes[s], bytes[s], bytes[s], 255)
                case .alpha: (0, 0, 0, bytes[s])
                }
                (pixels[d], pixels[d + 1], pixels[d + 2], pixels[d + 3]) = (min(r, a), min(g, a), min(b, a), a)
            }
        }
        return try? Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Writes premultiplied RGBA pixels into the memory in this layout (grey as the
    /// 0.3/0.59/0.11 luminance of the colour over black).
    func write(_ bitmap: Bitmap, to memory: UnsafeMutableRawPointer) {
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        bitmap.pixels.withUnsafeBufferPointer { p in
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let s = (y * bitmap.width + x) * 4, d = y * bytesPerRow + x * bytesPerPixel
                    let a = hasAlpha ? p[s + 3] : 255
                    switch channels {
                    case .rgba: (bytes[d], bytes[d + 1], bytes[d + 2], bytes[d + 3]) = (p[s], p[s + 1], p[s + 2], a)
                    case .bgra: (bytes[d], bytes[d + 1], bytes[d + 2], bytes[d + 3]) = (p[s + 2], p[s + 1], p[s], a)
                    case .gray:
                        let luma = 0.3 * Double(p[s]) + 0.59 * Double(p[s + 1]) + 0.11 * Double(p[s + 2])
                        bytes[d] = UInt8(min(255, luma.rounded()))
                    case .alpha: bytes[d] = p[s + 3]
                    }
                }
            }
        }
    }
}
