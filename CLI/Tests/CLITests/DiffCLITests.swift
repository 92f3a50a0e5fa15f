import Foundation
import Imaging
import Testing

@Suite("layershot diff")
struct DiffCLITests {
    /// Renders a knob at `value` (and optional flags) into `dir`, returning the file path.
    static func knob(_ value: String, _ extra: [String] = [], in dir: URL, name: String) throws -> String {
        let file = dir.appendingPathComponent(name).path
        let run = try CLI.run(["render", "knob", "--value", value] + extra + ["-o", file])
        #expect(run.status == 0, "\(run.stderr)")
        return file
    }

    @Test("identical images match: exit 0, metrics on one line")
    func identical() throws {
        let dir = try CLI.temporaryDirectory()
        let a = try Self.knob("0.5", in: dir, name: "a.png"), b = try Self.knob("0.5", in: dir, name: "b.png")
        let run = try CLI.run(["diff", a, b])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    @Test("a turned pointer differs: exit 1, and --output writes a diff image of the same size")
    func turnedPointer() throws {
        let dir = try CLI.temporaryDirectory()
        // 0.0095 of the 315° range is a 3° turn of the pointer.
        let a = try Self.knob("0.5", in: dir, name: "a.png"), b = try Self.knob("0.5095", in: dir, name: "b.png")
        let diff = dir.appendingPathComponent("diff.png").path
        let run = try CLI.run(["diff", a, b, "--output", diff])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasPrefix("differ"))
        let image = try Bitmap(contentsOfPNG: diff)
        #expect(image.width == 280 && image.height == 280)
        let heat = dir.appendingPathComponent("heat.png").path
        #expect(try CLI.run(["diff", a, b, "--heat-map", heat]).status == 1)
        #expect(try Bitmap(contentsOfPNG: heat).width == 280)
        // A generous budget lets the same change pass, once the systematic measures are off
        // (the pointer's edges moved) or loose enough.
        #expect(try CLI.run(["diff", a, b, "--max-diff-pixels", "100000"]).status == 1)
        #expect(try CLI.run(["diff", a, b, "--max-diff-pixels", "100000", "--no-systematic"]).status == 0)
        #expect(try CLI.run(["diff", a, b, "--max-diff-pixels", "100000", "--max-level-shift", "255", "--max-edge-move", "100"]).status == 0)
    }

    @Test("a Display P3 PNG is compared in sRGB: it matches the same color written as sRGB")
    func displayP3() throws {
        // P3 (200, 100, 50) is sRGB (215, 93, 31); read as sRGB it would be 15 levels off in red.
        let run = try CLI.run(["diff", "Fixtures/inputs/display-p3-200-100-50.png", "Fixtures/inputs/srgb-215-93-31.png"])
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasPrefix("match: identical"), "\(run.stdout)")
    }

    @Test("different sizes differ with a clear message, exit 1")
    func sizes() throws {
        let dir = try CLI.temporaryDirectory()
        let a = try Self.knob("0.5", in: dir, name: "a.png")
        let b = try Self.knob("0.5", ["--size", "100x100"], in: dir, name: "b.png")
        let run = try CLI.run(["diff", a, b])
        #expect(run.status == 1)
        #expect(run.stdout.contains("280x280") && run.stdout.contains("200x200"), "\(run.stdout)")
    }

    @Test("an input wider than the renderer's 8192 px is refused before it is decoded: exit 2, one line naming the limit")
    func inputSideLimit() throws {
        let dir = try CLI.temporaryDirectory()
        let wide = dir.appendingPathComponent("8193x1.png").path, widest = dir.appendingPathComponent("8192x1.png").path
        try Bitmap(width: 8193, height: 1, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255)).writePNG(to: wide)
        try Bitmap(width: 8192, height: 1, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255)).writePNG(to: widest)
        let run = try CLI.run(["diff", wide, wide])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(wide): PNG is 8193x1 px, more than 8192 px on a side")
        // The limit itself is accepted.
        let atLimit = try CLI.run(["diff", widest, widest])
        #expect(atLimit.status == 0, "\(atLimit.stderr)")
    }

    @Test("a setting out of range is refused by the comparator, in the flag's words, before any image is read", arguments: [
        (["--threshold", "2"], "--threshold must be from 0 to 1, got 2"),
        (["--threshold", "-0.5"], "--threshold must be from 0 to 1, got -0.5"),
        (["--max-level-shift", "300"], "--max-level-shift must be from 0 to 255, got 300"),
        (["--max-edge-move", "-1"], "--max-edge-move must be 0 or more, got -1"),
        (["--max-diff-pixels", "-1"], "--max-diff-pixels must be 0 or more, got -1"),
        (["--max-diff-ratio", "1.5"], "--max-diff-ratio must be from 0 to 1, got 1.5"),
    ])
    func settingOutOfRange(flags: [String], message: String) throws {
        let run = try CLI.run(["diff", "Fixtures/inputs/does-not-exist.png", "Fixtures/inputs/does-not-exist.png"] + flags)
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
    }

    @Test("bad input: exit 2 with one line", arguments: [
        ["diff", "Fixtures/inputs/does-not-exist.png", "Fixtures/inputs/does-not-exist.png"],
        ["diff", "Fixtures/scenes/knob.json", "Fixtures/scenes/knob.json"],
        ["diff", "Fixtures/inputs/truncated-in-idat.png", "Fixtures/inputs/bad-crc-in-idat.png"],
        ["diff", "A", "B", "--threshold", "2"],
        ["diff", "A", "B", "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"],
        ["diff", "A", "B", "--max-level-shift", "300"],
        ["diff", "A", "B", "--max-level-shift", "nan"],
        ["diff", "A", "B", "--max-edge-move", "-1"],
        ["diff", "A", "B", "--no-systematic", "--max-edge-move", "1"],
        ["diff", "A"],
        ["diff", "/dev/urandom", "/dev/zero"],
        ["diff", "/tmp", "/tmp"],
        ["diff", "Fixtures/inputs/iccp-inflates-past-4-mib.png", "Fixtures/inputs/iccp-inflates-past-4-mib.png"],
    ])
    func badInput(arguments: [String]) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: ") && !run.errorLine.contains("\n"), "\(run.stderr)")
    }
}
