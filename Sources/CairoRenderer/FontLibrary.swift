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

    /// The shipped system-font stand-in (Inter Display) for each shipped weight.
    static let systemFontFiles: [TextLayer.Font.Weight: String] = [
        .regular: "InterDisplay-Regular.otf", .medium: "InterDisplay-Medium.otf",
        .semibold: "InterDisplay-SemiBold.otf", .bold: "InterDisplay-Bold.otf",
    ]

    private let lock = NSLock()
    private var library: OpaquePointer?
    private var faces: [String: OpaquePointer] = [:]
    private var resources: [String: Result<String, RenderError>] = [:]

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
