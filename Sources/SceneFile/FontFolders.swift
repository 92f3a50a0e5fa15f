import Foundation
import Imaging
import LayerModel

/// The folders a scene's `fontFile`s and `contents` images may come from. A font is allowed
/// when, after every link is followed, it is a regular file of at most
/// `TextLayer.Font.maxFileSize` bytes inside one of them, an image when it lies inside one of
/// them; anything else is refused with the same message, so that a scene from an untrusted
/// source learns nothing about the file system outside them (not even whether a file exists).
struct FontFolders {
    /// The folders, canonical (links followed), each ending in `/`.
    let folders: [String]

    /// The folders given; one that does not exist allows nothing.
    init(_ folders: [String]) {
        self.folders = folders.compactMap { FontFolders.canonical($0).map { $0.hasSuffix("/") ? $0 : $0 + "/" } }
    }

    /// The canonical path of the file at `path` when it lies inside one of the folders, else nil.
    func file(at path: String) -> String? {
        guard let file = FontFolders.canonical(path), folders.contains(where: file.hasPrefix) else { return nil }
        return file
    }

    /// The canonical path of the font at `path` when it is allowed, else nil.
    func font(at path: String) -> String? {
        guard let file = file(at: path) else { return nil }
        // Opened and read as the renderer will: no blocking on a FIFO, no device, a size cap.
        guard (try? FileIO.contents(of: file, maxBytes: TextLayer.Font.maxFileSize)) != nil else { return nil }
        return file
    }

    /// The one message for every refused `fontFile`.
    static func refusal(_ file: String) -> String {
        "\"\(file)\" is not a font file this scene may use: a fontFile must be a regular file of at most "
            + "\(TextLayer.Font.maxFileSize >> 20) MiB in the scene file's folder or a font folder given (--font-folder)"
    }

    /// The one message for every `contents` image outside the folders.
    static func imageRefusal(_ file: String) -> String {
        "\"\(file)\" is not an image this scene may use: contents must be a file in the scene file's folder or a font folder given (--font-folder)"
    }

    /// `path` with every link and `.`/`..` resolved, or nil when it does not exist.
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
