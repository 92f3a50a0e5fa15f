import Foundation
import Imaging
public import LayerModel

/// A layer tree read from a scene file (the JSON format of `docs/SCENES.md`), with the image
/// settings the file asks for.
///
/// The root layer is implicit: its bounds are `(0, 0, size)` and its position the center of
/// that, so the image shows exactly the root's bounds; the file's `layers` are its sublayers.
/// Decoding checks every value (finite numbers in range, colors, enum names, no unknown keys,
/// animations through `Layer.add(_:forKey:)`, `contents` PNG files read and decoded), so a
/// decoded scene renders without input errors once its size is checked at the scale it is
/// drawn at (`geometry(scale:)`; a `fontFile` that cannot be loaded is the renderer's to
/// report).
public struct Scene: Sendable, Hashable {
    /// The root layer: bounds `(0, 0, size)`, position at their center, the file's layers as
    /// sublayers, named by the file's `name`.
    public var root: Layer
    /// Pixels per point the file asks for, within `ImageGeometry.scales`; nil when it does
    /// not say (the renderer's default, 2, then applies).
    public var scale: Double?
    /// Fills the image before drawing; nil leaves it transparent. Default: nil.
    public var background: Color?

    /// The largest scene file accepted, in bytes (8 MiB).
    public static let maxFileSize = 8 << 20

    /// A scene of `size` points holding `layers`. Not checked: decoding is where files are
    /// validated.
    public init(size: Size, layers: [Layer] = [], name: String? = nil, scale: Double? = nil, background: Color? = nil) {
        var root = Layer(name: name, bounds: Rect(size: size), position: Rect(size: size).center)
        root.sublayers = layers
        self.root = root
        self.scale = scale
        self.background = background
    }

    /// The image size in points: the root layer's bounds size.
    public var size: Size { root.bounds.size }

    /// The image this scene makes at `scale` (a caller's, such as `--scale`, which wins), else
    /// at the file's scale, else at 2: the one check of the scene's size, made when the scale
    /// is known. Throws when a side makes no pixel or more than `ImageGeometry.maxPixelSide`.
    public func geometry(scale: Double? = nil) throws(LayerModelError) -> ImageGeometry {
        try ImageGeometry(size: size, scale: scale ?? self.scale ?? ImageGeometry.defaultScale)
    }

    /// Decodes a scene from the UTF-8 bytes of a scene file. Relative `fontFile` and `contents`
    /// paths are resolved against `baseDirectory` when one is given, else left as they are
    /// (relative to the working directory). With `fontFolders`, every `fontFile` must be a
    /// regular file of at most `TextLayer.Font.maxFileSize` bytes inside one of them (after
    /// following links), and every `contents` image a file inside one of them, or the scene is
    /// refused with one message whatever the reason, so that a scene cannot probe the file
    /// system; nil allows any font and image file.
    public static func decode(json bytes: [UInt8], baseDirectory: String? = nil, fontFolders: [String]? = nil) throws(SceneError) -> Scene {
        guard bytes.count <= maxFileSize else { throw .fileTooLarge(bytes: bytes.count) }
        if let encoding = utf16Or32(bytes) {
            throw .syntax(line: 1, column: 1, message: "the file is \(encoding), not UTF-8: save it as UTF-8")
        }
        let json = try JSONParser.parse(bytes)
        return try SceneDecoder(baseDirectory: baseDirectory, fonts: fontFolders.map(FontFolders.init))
            .scene(SceneField(value: json, path: ""))
    }

    /// Decodes a scene from the text of a scene file.
    public static func decode(json text: String, baseDirectory: String? = nil, fontFolders: [String]? = nil) throws(SceneError) -> Scene {
        try decode(json: Array(text.utf8), baseDirectory: baseDirectory, fontFolders: fontFolders)
    }

    /// The encoding's name when `bytes` start as UTF-16 or UTF-32 text does: by its byte
    /// order mark, or, without one, by the zero bytes around the first (ASCII) character
    /// (RFC 4627, section 3).
    static func utf16Or32(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0, 0, 0xFE, 0xFF): return "UTF-32BE"
        case (0xFF, 0xFE, 0, 0): return "UTF-32LE"
        case (0xFE, 0xFF, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _): return "UTF-16LE"
        case (0, 0, 0, let c) where c != 0: return "UTF-32BE"
        case (let c, 0, 0, 0) where c != 0 && bytes.count >= 4: return "UTF-32LE"
        case (0, let c, _, _) where c != 0: return "UTF-16BE"
        case (let c, 0, _, _) where c != 0 && bytes.count >= 2: return "UTF-16LE"
        default: return nil
        }
    }

    /// Reads and decodes the scene file at `path`; relative `fontFile` and `contents` paths in
    /// it are resolved against the file's directory. Its fonts and images must come from that directory
    /// (or a folder below it) or from one of `fontFolders` (see `decode(json:baseDirectory:fontFolders:)`).
    public init(contentsOf path: String, fontFolders: [String] = []) throws(SceneError) {
        let bytes = try Scene.readFile(path)
        let directory = (path as NSString).deletingLastPathComponent
        let base = directory.isEmpty ? "." : directory
        self = try Scene.decode(json: bytes, baseDirectory: base, fontFolders: [base] + fontFolders)
    }

    /// The file's bytes, refusing anything larger than `maxFileSize` before reading it.
    private static func readFile(_ path: String) throws(SceneError) -> [UInt8] {
        do {
            return try FileIO.contents(of: path, maxBytes: maxFileSize)
        } catch {
            switch error {
            case let .unreadable(reason): throw .unreadable(file: path, reason: reason)
            case let .tooLarge(bytes): throw .fileTooLarge(bytes: bytes)
            }
        }
    }
}
