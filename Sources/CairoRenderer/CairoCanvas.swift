internal import CCairo
import Imaging
import LayerModel

/// An owned Cairo ARGB32 image surface and a context drawing on it.
///
/// Coordinates given to the canvas are canvas pixels; an offscreen canvas covering only part
/// of the image carries a device offset so that the same coordinates keep working.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    /// The canvas pixel of this surface's top-left pixel.
    let originX: Int, originY: Int
    let width: Int, height: Int

    /// Cairo's largest image surface side, pixels.
    static let maxSide = 32_767

    init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) throws(RenderError) {
        let surface = try CairoCanvas.imageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height)
        cairo_surface_set_device_offset(surface, Double(-originX), Double(-originY))
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(status: "could not create a context")
        }
        cairo_set_tolerance(context, Layer.flatteningTolerance)
        self.surface = surface
        self.context = context
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
    }

    /// A new transparent image surface the caller destroys, or an error for a size Cairo
    /// cannot make.
    static func imageSurface(_ format: cairo_format_t, width: Int, height: Int) throws(RenderError) -> OpaquePointer {
        guard (1...CairoCanvas.maxSide).contains(width), (1...CairoCanvas.maxSide).contains(height) else {
            throw .cairo(status: "a \(width)x\(height) px surface is outside Cairo's 1...\(CairoCanvas.maxSide) px")
        }
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw .cairo(status: "could not create a \(width)x\(height) surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(status: CairoCanvas.describe(status))
        }
        return surface
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Throws if Cairo has put the context or surface into an error state.
    func checkStatus() throws(RenderError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(status: CairoCanvas.describe(status)) }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else { throw .cairo(status: CairoCanvas.describe(surfaceStatus)) }
    }

    /// Calls `body` with the surface's premultiplied ARGB32 pixels and its row stride in bytes.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws(RenderError) -> R) throws(RenderError) -> R {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo(status: "surface has no pixel data") }
        let result = try body(data, Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return result
    }

    /// The surface as a `Bitmap`: Cairo's native-endian ARGB32 words to RGBA bytes, both
    /// premultiplied — the one place pixels leave Cairo. One pass writes every byte of the
    /// bitmap, so its buffer is never zeroed first.
    func bitmap() throws(RenderError) -> Bitmap {
        let (w, h) = (width, height)
        let rgba = try withPixels { (data, stride) in
            [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
                guard let out = buffer.baseAddress else { return }
                for y in 0..<h {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let words = UnsafeMutableRawPointer(out + y * w * 4).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        // A R G B (high to low) to the bytes R G B A: R and B trade places.
                        let v = row[x]
                        words[x] = ((v & 0xFF00_FF00) | (v >> 16 & 0xFF) | (v & 0xFF) << 16).littleEndian
                    }
                }
                count = w * h * 4
            }
        }
        do {
            return try Bitmap(width: w, height: h, pixels: rgba)
        } catch {
            throw .cairo(status: error.description)
        }
    }

    static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(cString: text)
    }
}

extension AffineTransform {
    /// The same transform as a Cairo matrix.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}
