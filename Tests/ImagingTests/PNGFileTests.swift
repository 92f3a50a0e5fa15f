import Foundation
import Imaging
import Testing

/// A fresh empty directory, removed when the test ends.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("imaging-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

@Suite("Reading and writing PNG files")
struct PNGFileTests {
    let scratch: ScratchDirectory
    let bitmap: Bitmap

    init() throws {
        scratch = try ScratchDirectory()
        bitmap = try randomBitmap(width: 20, height: 10)
    }

    @Test("a written PNG reads back equal and leaves no temporary file")
    func writeAndRead() throws {
        let path = scratch.path + "/frame.png"
        try bitmap.writePNG(to: path)
        #expect(try scratch.contents() == ["frame.png"])
        #expect(try Bitmap(contentsOfPNG: path) == bitmap)
    }

    @Test("writing replaces an existing file whole")
    func replace() throws {
        let path = scratch.path + "/frame.png"
        try Data("old contents".utf8).write(to: URL(fileURLWithPath: path))
        try bitmap.writePNG(to: path)
        #expect(try Bitmap(contentsOfPNG: path) == bitmap)
        #expect(try scratch.contents() == ["frame.png"])
    }

    @Test("writing into a missing directory fails with the path and leaves nothing behind")
    func missingDirectory() throws {
        let path = scratch.path + "/missing/frame.png"
        #expect(throws: ImagingError.unwritableFile(path: path, reason: "No such file or directory")) {
            try bitmap.writePNG(to: path)
        }
        #expect(try scratch.contents() == [])
    }

    @Test("a failed rename onto a directory removes the temporary file")
    func renameFailure() throws {
        let path = scratch.path + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: ImagingError.unwritableFile(path: path, reason: "Is a directory")) {
            try bitmap.writePNG(to: path)
        }
        #expect(try scratch.contents() == ["taken"])
    }

    @Test("an animated PNG is written atomically too")
    func animation() throws {
        let path = scratch.path + "/spin.png"
        try AnimatedPNG(frames: [bitmap, bitmap], framesPerSecond: 12).write(to: path)
        #expect(try scratch.contents() == ["spin.png"])
        #expect(try Bitmap(contentsOfPNG: path) == bitmap)
    }

    @Test("reading a missing file fails with its path and the system's reason")
    func missingFile() {
        let path = scratch.path + "/nothing.png"
        #expect(throws: ImagingError.unreadableFile(path: path, reason: "No such file or directory")) {
            try Bitmap(contentsOfPNG: path)
        }
    }

    @Test("reading a directory or a device fails with its path, without reading", arguments: ["", "/dev/zero", "/dev/urandom"])
    func readNonFile(device: String) {
        let path = device.isEmpty ? scratch.path : device
        #expect(throws: ImagingError.unreadableFile(path: path, reason: "not a regular file")) {
            try Bitmap(contentsOfPNG: path)
        }
    }
}
