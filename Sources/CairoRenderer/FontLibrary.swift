internal import CCairo
import Foundation
import LayerModel

/// Loads font files through FreeType once per process and hands out Cairo font faces.
///
/// Faces are cached for the life of the process (Cairo keeps using the FreeType face), and
/// shared by every thread: Cairo locks a FreeType face while it rasterizes glyphs from it.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    /// File name of the shipped default font, a resource of this module.
    static let defaultFontFile = "DejaVuSans-Bold.ttf"

    private let lock = NSLock()
    private var library: OpaquePointer?
    private var faces: [String: OpaquePointer] = [:]

    /// The Cairo font face for `font`, loading it on first use.
    func face(for font: TextLayer.Font) throws(RenderError) -> OpaquePointer {
        let path: String
        switch font {
        case .dejaVuSansBold: path = try FontLibrary.defaultFontPath.get()
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
        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else {
            throw .fontUnavailable(path: path, reason: "FreeType error \(error) (missing or not a font file)")
        }
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            FT_Done_Face(ftFace)
            throw .fontUnavailable(path: path, reason: "Cairo could not use it")
        }
        faces[path] = face
        return face
    }

    /// Where the shipped font is, looked up once: in this module's resource bundle beside
    /// the executable (or the test bundle), else the same DejaVu release from the system's
    /// fonts-dejavu-core.
    static let defaultFontPath: Result<String, RenderError> = {
        let bundleName = "LayerShot_CairoRenderer.resources"
        let executableDir = Bundle.main.bundleURL
        let candidates = [
            executableDir.appendingPathComponent(bundleName).appendingPathComponent(defaultFontFile).path,
            executableDir.deletingLastPathComponent().appendingPathComponent(bundleName).appendingPathComponent(defaultFontFile).path,
            "/usr/share/fonts/truetype/dejavu/" + defaultFontFile,
        ]
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            return .failure(.fontUnavailable(path: defaultFontFile, reason: "not found beside the executable nor in /usr/share/fonts (install fonts-dejavu-core)"))
        }
        return .success(found)
    }()
}
