import CairoRenderer
import Foundation
import LayerModel
import Testing
import TestSupport

/// Font files are read like any file from a user: regular files only, never blocking, capped.
@Suite("Font files")
struct FontFileTests {
    static func text(_ font: TextLayer.Font) -> Layer {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        layer.text = TextLayer(string: "a", fontSize: 10, foregroundColor: .black)
        layer.text?.font = font
        return layer
    }

    @Test("a FIFO, a missing file, a device, a text file and a file over 32 MiB fail at once, all with the same reason")
    func refused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-fontfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let fifo = dir.appendingPathComponent("fifo.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let big = dir.appendingPathComponent("big.ttf").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, (32 << 20) + 1) == 0)
        let renderer = try LayerRenderer(scale: 1)
        let reason = "not a readable TrueType or OpenType file of at most 32 MiB"
        for path in [fifo, dir.appendingPathComponent("missing.ttf").path, "/dev/zero", "/etc/passwd", big, dir.path] {
            #expect(throws: RenderError.fontUnavailable(path: path, reason: reason), "\(path)") {
                try renderer.render(Self.text(.file(path)))
            }
        }
    }

    @Test("a font file read into memory draws exactly as the shipped font it copies")
    func fromMemory() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-font-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Sources/CairoRenderer/Resources/DejaVuSans-Bold.ttf"), to: copy)
        let renderer = try LayerRenderer(scale: 2)
        #expect(try renderer.render(Self.text(.file(copy.path))) == renderer.render(Self.text(.dejaVuSansBold)))
    }
}
