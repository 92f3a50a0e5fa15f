import Foundation
import LayerModel
import Testing
@testable import SceneFile
import TestSupport

/// Where a scene file's fonts may come from (`Scene(contentsOf:fontFolders:)`).
@Suite("Scene font folders")
struct FontFolderTests {
    /// A fresh folder holding `scene.json` whose one text layer names `fontFile`, and a real
    /// font `f.ttf` beside it.
    static func sceneFolder(fontFile: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let font = Repository.root.appendingPathComponent("Sources/CairoRenderer/Resources/DejaVuSans-Bold.ttf")
        try FileManager.default.copyItem(at: font, to: dir.appendingPathComponent("f.ttf"))
        try FileManager.default.copyItem(at: font, to: dir.appendingPathComponent("fonts/g.ttf"))
        let json = #"{"size": [10, 10], "layers": [{"type": "text", "string": "a", "fontFile": "\#(fontFile)"}]}"#
        try Data(json.utf8).write(to: dir.appendingPathComponent("scene.json"))
        return dir
    }

    static func font(of scene: Scene) -> TextLayer.Font? { scene.root.sublayers.first?.text?.font }

    @Test("a font beside the scene file, or in a folder below it, is allowed (by its real path)", arguments: ["f.ttf", "fonts/g.ttf", "./fonts/../f.ttf"])
    func besideTheScene(fontFile: String) throws {
        let dir = try Self.sceneFolder(fontFile: fontFile)
        let scene = try Scene(contentsOf: dir.appendingPathComponent("scene.json").path)
        let real = try #require(realpath(dir.appendingPathComponent(fontFile).path, nil))
        defer { free(real) }
        #expect(Self.font(of: scene) == .file(String(cString: real)))
    }

    @Test("every other font is refused with one message: outside the folder, missing, a FIFO, a folder, too large, a link out")
    func refusals() throws {
        let other = try Self.sceneFolder(fontFile: "f.ttf")
        let dir = try Self.sceneFolder(fontFile: "f.ttf")
        #expect(mkfifo(dir.appendingPathComponent("fifo.ttf").path, 0o600) == 0)
        // 33 MiB, sparse: over the 32 MiB cap without writing it.
        #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent("big.ttf").path, contents: nil))
        #expect(truncate(dir.appendingPathComponent("big.ttf").path, 33 << 20) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("passwd.ttf").path, withDestinationPath: "/etc/passwd")
        let outside = other.appendingPathComponent("f.ttf").path
        for fontFile in ["/etc/passwd", "missing.ttf", "fifo.ttf", "fonts", "big.ttf", "passwd.ttf", outside, "../\(other.lastPathComponent)/f.ttf", "/dev/zero"] {
            let json = #"{"size": [10, 10], "layers": [{"type": "text", "fontFile": "\#(fontFile)"}]}"#
            let file = dir.appendingPathComponent("scene.json").path
            try Data(json.utf8).write(to: URL(fileURLWithPath: file))
            #expect(throws: SceneError.invalid(path: "layers[0].fontFile", message: FontFolders.refusal(fontFile)), "\(fontFile)") {
                try Scene(contentsOf: file)
            }
        }
        #expect(FontFolders.refusal("x.ttf") == #""x.ttf" is not a font file this scene may use: a fontFile must be a regular file of at most 32 MiB in the scene file's folder or a font folder given (--font-folder)"#)
    }

    @Test("a font folder given allows its fonts, and only those")
    func givenFolder() throws {
        let other = try Self.sceneFolder(fontFile: "f.ttf")
        let dir = try Self.sceneFolder(fontFile: other.appendingPathComponent("fonts/g.ttf").path)
        let file = dir.appendingPathComponent("scene.json").path
        #expect(throws: SceneError.self) { try Scene(contentsOf: file) }
        #expect(throws: SceneError.self) { try Scene(contentsOf: file, fontFolders: [dir.path, "/nonexistent"]) }
        let scene = try Scene(contentsOf: file, fontFolders: [other.appendingPathComponent("fonts").path])
        #expect(Self.font(of: scene).map { if case .file = $0 { true } else { false } } == true)
    }

    @Test("contents images follow the fonts' rule: the scene's folder or a font folder, one message for every refusal")
    func contentsImages() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = Repository.fixtures.appendingPathComponent("goldens/renderer/replicator-spinner@2x.png")
        try FileManager.default.copyItem(at: png, to: dir.appendingPathComponent("beside.png"))
        func scene(_ contents: String) throws -> String {
            let file = dir.appendingPathComponent("scene-\(UUID().uuidString).json")
            try Data(#"{"size": [10, 10], "layers": [{"contents": "\#(contents)"}]}"#.utf8).write(to: file)
            return file.path
        }
        #expect(try Scene(contentsOf: scene("beside.png")).root.sublayers[0].contents != nil)
        var messages: [String] = []
        for outside in ["/etc/passwd", "/nonexistent.png", png.path] {
            do {
                _ = try Scene(contentsOf: scene(outside))
                Issue.record("\(outside) was read")
            } catch {
                messages.append("\(error)".replacingOccurrences(of: outside, with: "FILE"))
            }
        }
        #expect(Set(messages).count == 1, "\(messages)")
        #expect(messages[0].contains("not an image this scene may use"), "\(messages)")
        // A folder given (--font-folder) allows its images too.
        let allowed = try Scene(contentsOf: scene(png.path), fontFolders: [png.deletingLastPathComponent().path])
        #expect(allowed.root.sublayers[0].contents != nil)
    }

    @Test("decoding text with no font folders allows any path, as before")
    func unrestricted() throws {
        let scene = try Scene.decode(json: #"{"size": [10, 10], "layers": [{"type": "text", "fontFile": "/nowhere/x.ttf"}]}"#)
        #expect(Self.font(of: scene) == .file("/nowhere/x.ttf"))
    }
}
