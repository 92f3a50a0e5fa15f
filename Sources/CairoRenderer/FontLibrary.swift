internal import CCairo
import Foundation
import Imaging
import LayerModel

/// Loads font files through FreeType once per process, hands out Cairo font faces to the
/// renderer and measures text (`FontLibrary+Metrics.swift`).
///
/// Faces are cached for the life of the process (Cairo keeps using the FreeType face), and
/// shared by every thread: Cairo locks a FreeType face while it rasterizes glyphs from it.
public final class FontLibrary: @unchecked Sendable {
    /// The process's fonts.
    public static let shared = FontLibrary()

    /// File name of the shipped default font, a resource of this module.
    static let defaultFontFile = "DejaVuSans-Bold.ttf"

    /// The shipped system-font stand-in (Inter Display) for each shipped weight.
    static let systemFontFiles: [TextLayer.Font.Weight: String] = [
        .regular: "InterDisplay-Regular.otf", .medium: "InterDisplay-Medium.otf",
        .semibold: "InterDisplay-SemiBold.otf", .bold: "InterDisplay-Bold.otf",
    ]

    private let lock = NSLock()
    private var library: OpaquePointer?
    private var faces: [String: OpaquePointer] = [:]
    private var resources: [String: Result<String, RenderError>] = [:]

    /// The largest text drawn or measured, device pixels per em: 16,384. FreeType refuses
    /// sizes from about 65,536 px per em, and a refusal leaves the shared face unusable for
    /// every later size in the process, so larger text is refused before it reaches FreeType.
    static let maxPixelsPerEm = 16_384.0

    /// Throws `textTooLarge` when `size` points drawn at `stretch` device pixels per point
    /// make more than `maxPixelsPerEm`.
    static func checkPixelsPerEm(size: Double, stretch: Double) throws(RenderError) {
        guard size * stretch <= maxPixelsPerEm else {
            throw .textTooLarge(pixelsPerEm: size * stretch, limit: maxPixelsPerEm)
        }
    }

    /// `body` given the Cairo font options all text is drawn and measured with: unhinted
    /// outlines and metrics (glyphs look the same at every scale and on every machine), gray
    /// anti-aliasing.
    static func withTextOptions<T, E: Error>(_ body: (OpaquePointer?) throws(E) -> T) throws(E) -> T {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return try body(options)
    }

    /// The Cairo font face for `font`, loading it on first use.
    func face(for font: TextLayer.Font) throws(RenderError) -> OpaquePointer {
        let path: String
        switch font {
        case .dejaVuSansBold: path = try resourcePath(FontLibrary.defaultFontFile, systemFolder: "/usr/share/fonts/truetype/dejavu/").get()
        case let .system(weight): path = try resourcePath(FontLibrary.systemFontFiles[weight.nearestShipped] ?? "InterDisplay-Regular.otf").get()
        case let .file(p): path = p
        }
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[path] { return face }
        if library == nil {
            var lib: OpaquePointer?
            guard FT_Init_FreeType(&lib) == 0, let lib else {
                throw .fontUnavailable(path: path, reason: "FreeType could not start")
            }
            library = lib
        }
        // Read like any file from a user (regular files only, no blocking on a FIFO, a size
        // cap) and handed to FreeType from memory. Every failure says the same, so that a
        // path cannot be probed (a missing file reads like a file that is not a font).
        let refusal = RenderError.fontUnavailable(
            path: path, reason: "not a readable TrueType or OpenType file of at most \(TextLayer.Font.maxFileSize >> 20) MiB")
        guard let bytes = try? FileIO.contents(of: path, maxBytes: TextLayer.Font.maxFileSize), !bytes.isEmpty else { throw refusal }
        // FreeType reads the face from this memory for as long as the face lives: the life of
        // the process, like the cache.
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = memory.initialize(from: bytes)
        var ftFace: FT_Face?
        guard FT_New_Memory_Face(library, memory.baseAddress, FT_Long(bytes.count), 0, &ftFace) == 0, let ftFace else {
            memory.deallocate()
            throw refusal
        }
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            FT_Done_Face(ftFace)
            memory.deallocate()
            throw refusal
        }
        faces[path] = face
        return face
    }

    /// Where a shipped font file is, looked up once: in this module's resource bundle beside
    /// the executable (or the test bundle), else in `systemFolder` when one is given (DejaVu
    /// Sans Bold is the same release as the system's fonts-dejavu-core; Inter Display has no fallback,
    /// so that text never depends on the machine's fonts).
    func resourcePath(_ file: String, systemFolder: String? = nil) -> Result<String, RenderError> {
        lock.lock()
        defer { lock.unlock() }
        if let known = resources[file] { return known }
        let bundleName = "LayerShot_CairoRenderer.resources"
        let executableDir = Bundle.main.bundleURL
        var candidates = [
            executableDir.appendingPathComponent(bundleName).appendingPathComponent(file).path,
            executableDir.deletingLastPathComponent().appendingPathComponent(bundleName).appendingPathComponent(file).path,
        ]
        if let systemFolder { candidates.append(systemFolder + file) }
        let found: Result<String, RenderError>
        if let path = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
            found = .success(path)
        } else {
            let hint = systemFolder == nil ? "not found beside the executable (the package's resources are missing)"
                : "not found beside the executable nor in \(systemFolder ?? "") (install fonts-dejavu-core)"
            found = .failure(.fontUnavailable(path: file, reason: hint))
        }
        resources[file] = found
        return found
    }
}
