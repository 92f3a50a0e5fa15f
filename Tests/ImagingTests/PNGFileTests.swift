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

    /// What writing over anything but a regular file at `path` throws.
    static func notAFile(_ path: String) -> ImagingError {
        .unwritableFile(path: path, reason: "not a regular file (only files are replaced)")
    }

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

    @Test("an empty path is refused in words, not as a file named nothing")
    func emptyPath() throws {
        #expect(throws: ImagingError.unwritableFile(path: "\"\"", reason: "an empty path names no file")) {
            try bitmap.writePNG(to: "")
        }
        #expect(ImagingError.unwritableFile(path: "\"\"", reason: "an empty path names no file").description
            == "cannot write \"\": an empty path names no file")
    }

    @Test("writing onto a directory is refused and leaves no temporary file")
    func renameFailure() throws {
        let path = scratch.path + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: Self.notAFile(path)) {
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

    @Test("writing through a symbolic link replaces its target and keeps the link")
    func writeThroughLink() throws {
        let target = scratch.path + "/target.png"
        let link = scratch.path + "/link.png"
        let bitmap = try Bitmap(width: 2, height: 2, filledWith: RGBA8(r: 255, g: 0, b: 0, a: 255))
        try bitmap.writePNG(to: target)
        #expect(symlink(target, link) == 0)
        let blue = try Bitmap(width: 3, height: 3, filledWith: RGBA8(r: 0, g: 0, b: 255, a: 255))
        try blue.writePNG(to: link)
        var info = stat()
        #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
        #expect(try Bitmap(contentsOfPNG: target) == blue)
    }

    @Test("a FIFO or a folder in the output's place is refused, not replaced")
    func writeOverNonFile() throws {
        let fifo = scratch.path + "/pipe.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let bitmap = try Bitmap(width: 2, height: 2, filledWith: RGBA8(r: 255, g: 0, b: 0, a: 255))
        for path in [fifo, scratch.path] {
            #expect(throws: Self.notAFile(path)) {
                try bitmap.writePNG(to: path)
            }
        }
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test("reading a directory or a device fails with its path, without reading",
          arguments: ["", "/dev/zero", "/dev/urandom"])
    func readNonFile(device: String) {
        let path = device.isEmpty ? scratch.path : device
        #expect(throws: ImagingError.unreadableFile(path: path, reason: "not a regular file")) {
            try Bitmap(contentsOfPNG: path)
        }
    }
}
