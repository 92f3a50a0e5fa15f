internal import CCairo
import Imaging
import LayerModel

/// Key of the user data through which a surface gives its `ScratchMemory` block back: only its
/// address matters. Allocated once and never written, so threads share it without an access
/// race (passing `&` a global would count as a write on every call).
nonisolated(unsafe) private let scratchMemoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

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

    /// Cairo's largest image surface side, pixels: 32,767 — Cairo's limit, not a size
    /// LayerShot chooses. Every canvas is sized from an `ImageGeometry` (at most
    /// `ImageGeometry.maxPixelSide`) or from a region the render plan gives, which may be
    /// larger than the image (a shadow's canvases reach its blur beyond it, and one canvas may
    /// hold the drawing beside its caster) but stays under 2 · `ImageGeometry.maxPixelSide`
    /// + 4 · the largest `Layer.shadowReach` + 2 = 19,462 px (pinned by a test); the check
    /// refuses before any memory is taken, should that ever change.
    static let maxSide = 32_767

    /// A transparent canvas of `width` × `height` pixels whose pixel (0, 0) is canvas pixel
    /// (`originX`, `originY`), over memory from `ScratchMemory`.
    convenience init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) throws(RenderError) {
        try self.init(surface: CairoCanvas.imageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height),
                      width: width, height: height, originX: originX, originY: originY)
        CairoCanvas.clear(context)
    }

    /// A canvas drawing into `pixels`, `width` × `height` native-endian ARGB32 words, rows
    /// tightly packed, which the caller keeps alive until `finish()` (and clears first, unless
    /// it draws over what they hold).
    convenience init(width: Int, height: Int, drawingInto pixels: UnsafeMutableRawPointer) throws(RenderError) {
        try CairoCanvas.checkSize(width: width, height: height)
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(width * 4))
        try self.init(surface: CairoCanvas.checked(surface), width: width, height: height, originX: 0, originY: 0)
    }

    /// Takes ownership of `surface`.
    private init(surface: OpaquePointer, width: Int, height: Int, originX: Int, originY: Int) throws(RenderError) {
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

    /// A new image surface the caller clears (`clear(_:)`) and destroys, or an error for a
    /// size Cairo cannot make. Its pixels are a block of `ScratchMemory`, given back when
    /// Cairo destroys the surface (whoever holds the last reference).
    static func imageSurface(_ format: cairo_format_t, width: Int, height: Int) throws(RenderError) -> OpaquePointer {
        try checkSize(width: width, height: height)
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let memory = try ScratchMemory.shared.take(stride * height)
        let surface: OpaquePointer
        do {
            surface = try checked(cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), format,
                                                                      Int32(width), Int32(height), Int32(stride)))
        } catch {
            ScratchMemory.shared.recycle(memory)
            throw error
        }
        let attached = cairo_surface_set_user_data(surface, scratchMemoryKey, memory) { memory in
            if let memory { ScratchMemory.shared.recycle(memory) }
        }
        guard attached == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            ScratchMemory.shared.recycle(memory)
            throw .cairo(status: CairoCanvas.describe(attached))
        }
        return surface
    }

    /// Makes the target of `context` transparent by painting it with Cairo's CLEAR, which
    /// also tells Cairo that it is (a cleared surface lets Cairo composite its first drawing
    /// as a copy, fewer operations for the same pixels).
    static func clear(_ context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
    }

    private static func checkSize(width: Int, height: Int) throws(RenderError) {
        guard (1...CairoCanvas.maxSide).contains(width), (1...CairoCanvas.maxSide).contains(height) else {
            throw .cairo(status: "a \(width)x\(height) px surface is outside Cairo's 1...\(CairoCanvas.maxSide) px")
        }
    }

    /// `surface`, or an error (the surface destroyed) when Cairo could not make it.
    private static func checked(_ surface: OpaquePointer?) throws(RenderError) -> OpaquePointer {
        guard let surface else { throw .cairo(status: "could not create a surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(status: CairoCanvas.describe(status))
        }
        return surface
    }

    /// Ends drawing: the surface no longer touches its pixels, so memory lent to it with
    /// `init(width:height:drawingInto:)` can go.
    func finish() {
        cairo_surface_finish(surface)
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

    /// The surface as a new `Bitmap` (the canvas keeps its pixels): Cairo's native-endian
    /// ARGB32 words to RGBA bytes, both premultiplied. One pass writes every byte of the
    /// bitmap, so its buffer is never zeroed first.
    func bitmap() throws(RenderError) -> Bitmap {
        let (w, h) = (width, height)
        let rgba = try withPixels { (data, stride) in
            [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
                guard let out = buffer.baseAddress else { return }
                for y in 0..<h {
                    CairoCanvas.convertToRGBA(UnsafeRawPointer(data + y * stride), into: UnsafeMutableRawPointer(out + y * w * 4), count: w)
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

    /// Cairo's premultiplied native-endian ARGB32 words to premultiplied RGBA bytes, `count`
    /// pixels from `words` to `rgba` (the same memory or apart) — the one place pixels leave
    /// Cairo.
    static func convertToRGBA(_ words: UnsafeRawPointer, into rgba: UnsafeMutableRawPointer, count: Int) {
        // A R G B (high to low) to the bytes R G B A: R and B trade places.
        var x = 0
        #if _endian(little)
        // Sixteen pixels at a time (the compiler cannot vectorize a loop whose source and
        // target may be the same memory).
        typealias Words = SIMD16<UInt32>
        while x + Words.scalarCount <= count {
            let v = words.loadUnaligned(fromByteOffset: x &* 4, as: Words.self)
            // Each word's 16-bit halves swapped (G A B R) put R and B in each other's place:
            // a shuffle of 16-bit lanes (a rotate of 32-bit ones would be scalar code).
            func swapped(_ w: SIMD4<UInt32>) -> SIMD4<UInt32> {
                let h = unsafeBitCast(w, to: SIMD8<UInt16>.self)
                return unsafeBitCast(SIMD8(h[1], h[0], h[3], h[2], h[5], h[4], h[7], h[6]), to: SIMD4<UInt32>.self)
            }
            let halves = Words(lowHalf: SIMD8(lowHalf: swapped(v.lowHalf.lowHalf), highHalf: swapped(v.lowHalf.highHalf)),
                               highHalf: SIMD8(lowHalf: swapped(v.highHalf.lowHalf), highHalf: swapped(v.highHalf.highHalf)))
            rgba.storeBytes(of: (v & 0xFF00_FF00) | (halves & 0x00FF_00FF),
                            toByteOffset: x &* 4, as: Words.self)
            x &+= Words.scalarCount
        }
        #endif
        let source = words.assumingMemoryBound(to: UInt32.self), target = rgba.assumingMemoryBound(to: UInt32.self)
        while x < count {
            let v = source[x]
            target[x] = ((v & 0xFF00_FF00) | (v >> 16 & 0xFF) | (v & 0xFF) << 16).littleEndian
            x += 1
        }
    }

    /// The alpha bytes of `count` of Cairo's native-endian ARGB32 words (alpha is the top
    /// byte of each), from `words` to `alpha`.
    static func copyAlpha(_ words: UnsafeRawPointer, into alpha: UnsafeMutablePointer<UInt8>, count: Int) {
        typealias Words = SIMD16<UInt32>
        var x = 0
        while x + Words.scalarCount <= count {
            let v = words.loadUnaligned(fromByteOffset: x &* 4, as: Words.self)
            UnsafeMutableRawPointer(alpha + x).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: v &>> 24), as: SIMD16<UInt8>.self)
            x &+= Words.scalarCount
        }
        let source = words.assumingMemoryBound(to: UInt32.self)
        while x < count {
            alpha[x] = UInt8(truncatingIfNeeded: source[x] >> 24)
            x += 1
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
