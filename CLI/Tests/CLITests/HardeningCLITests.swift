import Foundation
import Imaging
import Testing

/// Hostile or careless use of the command line (issue 14's hardening findings): each case
/// fails early with one line and exit 2, or does what the help promises.
@Suite("layershot hardening")
struct HardeningCLITests {
    /// Renders the default knob at scale 1 (140×140 px) to `name` in `dir`.
    static func knob(in dir: URL, name: String, _ extra: [String] = []) throws -> String {
        let path = dir.appendingPathComponent(name).path
        let run = try CLI.run(["render", "knob", "--scale", "1", "-o", path] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return path
    }

    @Test("diff refuses to write its output over an input, also through a link", arguments: ["--output", "--triptych"])
    func diffOutputIsInput(flag: String) throws {
        let dir = try CLI.temporaryDirectory()
        let a = try Self.knob(in: dir, name: "a.png")
        let b = try Self.knob(in: dir, name: "b.png", ["--value", "1"])
        let link = dir.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        for target in [a, link, b] {
            let run = try CLI.run(["diff", a, b, flag, target])
            #expect(run.status == 2)
            #expect(run.errorLine == "layershot: error: \(flag) \(target) is one of the input images: write the diff to another file")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == before)
    }

    @Test("a triptych too wide fails before --output is written")
    func triptychTooWide() throws {
        // 3 × 5500 + 2 × 4 = 16508 px > 16384.
        let dir = try CLI.temporaryDirectory()
        let a = try Self.knob(in: dir, name: "a.png", ["--size", "5500x4"])
        let diff = dir.appendingPathComponent("diff.png").path
        let run = try CLI.run(["diff", a, a, "--output", diff, "--triptych", dir.appendingPathComponent("t.png").path])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: --triptych: ") && !run.errorLine.contains("\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: diff))
    }

    @Test("animate --out removes the frames of an earlier run, and nothing else")
    func staleFrames() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["frame-0003.png", "frame-0015.png", "frame-12345.png", "frame-1.png", "notes.txt", "frame-00x1.png"] {
            #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data([1])))
        }
        // 0.05 s at 60 fps: frames 0…3.
        let run = try CLI.run(["animate", "knob", "--from", "0", "--to", "1", "--duration", "0.05", "--scale", "1", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-00x1.png", "frame-1.png", "notes.txt"])
        #expect(try Bitmap(contentsOfPNG: dir.appendingPathComponent("frame-0003.png").path).width == 140)
    }

    @Test("gesture --out removes the touch and snap frames of an earlier run")
    func staleGestureFrames() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["touch-0007.png", "snap-0040.png"] {
            #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data([1])))
        }
        let run = try CLI.run(["gesture", "knob", "--drag", "70,130 20,70", "--scale", "1", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        // Two points: a begin, a move, an end, one frame each.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["touch-0000.png", "touch-0001.png", "touch-0002.png"])
    }

    @Test("events written to a full disk are an error, not lost silently", arguments: [
        ["gesture", "knob", "--drag", "70,130 20,70 70,20"],
        ["diff", "Fixtures/goldens/knob/angles-pi-to-0-orange-value-0.3@2x.png", "Fixtures/goldens/knob/angles-pi-to-0-orange-value-0.3@2x.png"],
    ])
    func fullStandardOutput(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try CLI.run(arguments, standardOutput: full)
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: cannot write to standard output: No space left on device")
    }

    @Test("a command group with no subcommand is a usage error", arguments: [
        ([], "layershot <render|animate|gesture|diff|gallery>"),
        (["render"], "layershot render <knob|gradient|slider|dial|scene>"),
        (["animate"], "layershot animate <knob|dial|slider|scene>"),
        (["gesture"], "layershot gesture <knob|slider|dial>"),
    ])
    func missingSubcommand(arguments: [String], usage: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        let path = usage.prefix { $0 != "<" }.dropLast()
        #expect(run.errorLine == "layershot: error: missing subcommand; usage: \(usage) [options] (see \(path) --help)")
        #expect(run.stdout.isEmpty)
    }

    @Test("a mistyped subcommand is named as such, not as an unknown option after it", arguments: [
        (["rendr", "knob", "-o", "a.png"], "unknown subcommand 'rendr' of layershot; expected one of render, animate, gesture, diff, gallery (see layershot --help)"),
        (["render", "foo", "-o", "a.png"], "unknown subcommand 'foo' of layershot render; expected one of knob, gradient, slider, dial, scene (see layershot render --help)"),
        (["animate", "foo", "--out", "x"], "unknown subcommand 'foo' of layershot animate; expected one of knob, dial, slider, scene (see layershot animate --help)"),
    ])
    func unknownSubcommand(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: " + message)
        #expect(run.stdout.isEmpty)
    }

    @Test("animate checks its total work before drawing, with the numbers", arguments: [
        // round(41 × 240) + 1 = 9841 frames of 8000² = 64,000,000 px: 629,824,000,000 pixels.
        (["--size", "4000x4000", "--scale", "2", "--fps", "240", "--duration", "41"],
         "9841 frames of 8000x8000 px are 9841 × 64000000 pixels, more than the 2147483648 a run may render: "
            + "use a shorter --duration, a lower --fps or a smaller --size or --scale"),
        // 7 frames of 8192² px: 469,762,048 pixels pass; the APNG's peak (3 × 7 + 2) × 8192² × 4
        // = 6,174,015,488 bytes = 5888 MiB does not.
        (["--size", "4096x4096", "--scale", "2", "--duration", "0.1", "--apng", "a.png"],
         "--apng of 7 frames of 8192x8192 px needs up to 5888 MiB while it is encoded, more than 2048 MiB: use fewer frames or a smaller size"),
    ])
    func workBudget(arguments: [String], message: String) throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["animate", "knob", "--from", "0", "--to", "1", "--out", dir.appendingPathComponent("f").path] + arguments, timeout: 10)
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("a filmstrip of too many frames fails before any frame is drawn")
    func filmstripTooLong() throws {
        let dir = try CLI.temporaryDirectory()
        // 240 frames of 1000 pt in 6 columns: 40 rows of 1000 + 18 + 8 pt, 41,048 pt tall:
        // 4096 px would need scale 0.0998.
        let run = try CLI.run(["animate", "knob", "--from", "0", "--to", "1", "--scale", "1", "--size", "1000x1000",
                               "--fps", "60", "--duration", "4", "--filmstrip-frames", "240",
                               "--filmstrip", dir.appendingPathComponent("s.png").path, "--out", dir.appendingPathComponent("f").path])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: --filmstrip of 240 frames would be 6056x41048 points, "
            + "more than 4096 px a side even at scale 0.1: use a smaller --filmstrip-frames", "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("animate writes only an APNG or a filmstrip when --out is left out, and needs one of the three")
    func optionalOut() throws {
        let dir = try CLI.temporaryDirectory()
        let apng = dir.appendingPathComponent("a.png").path
        let run = try CLI.run(["animate", "knob", "--from", "0", "--to", "1", "--duration", "0.05", "--scale", "1", "--apng", apng])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "4 frames: \(apng)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
        let none = try CLI.run(["animate", "knob", "--from", "0", "--to", "1"])
        #expect(none.status == 2)
        #expect(none.errorLine == "layershot: error: give at least one of --out, --filmstrip and --apng: there is nothing to write")
    }

    @Test("a drag needs two different end angles, and the message names the flags")
    func equalAngles() throws {
        let run = try CLI.run(["gesture", "knob", "--drag", "0,0 1,1", "--start-angle", "1", "--end-angle", "1"])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: --start-angle and --end-angle must differ for a drag, which turns angles into values; both are 1")
    }

    @Test("-o on a dangling symbolic link writes through it")
    func danglingLink() throws {
        let dir = try CLI.temporaryDirectory()
        let link = dir.appendingPathComponent("out.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        _ = try Self.knob(in: dir, name: "out.png")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
        #expect(try Bitmap(contentsOfPNG: dir.appendingPathComponent("target.png").path).width == 140)
    }
}

@Suite("layershot scene fonts")
struct SceneFontCLITests {
    @Test("render scene takes fonts from the scene's folder or --font-folder only, with one message for every refusal")
    func fontFolders() throws {
        let fonts = try CLI.temporaryDirectory(), scenes = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Sources/CairoRenderer/Resources/DejaVuSans-Bold.ttf"),
            to: fonts.appendingPathComponent("f.ttf"))
        #expect(mkfifo(scenes.appendingPathComponent("fifo.ttf").path, 0o600) == 0)
        let output = scenes.appendingPathComponent("out.png").path
        func render(_ fontFile: String, _ extra: [String] = []) throws -> CLIRun {
            let json = #"{"size": [40, 20], "layers": [{"type": "text", "string": "Hi", "frame": [0, 0, 40, 20], "fontFile": "\#(fontFile)"}]}"#
            let scene = scenes.appendingPathComponent("scene.json")
            try Data(json.utf8).write(to: scene)
            return try CLI.run(["render", "scene", scene.path, "-o", output] + extra, timeout: 20)
        }
        let font = fonts.appendingPathComponent("f.ttf").path
        for fontFile in [font, "/etc/passwd", "missing.ttf", "fifo.ttf"] {
            let run = try render(fontFile)
            #expect(run.status == 2)
            #expect(run.errorLine == "layershot: error: layers[0].fontFile: \"\(fontFile)\" is not a font file this scene may use: a fontFile "
                + "must be a regular file of at most 32 MiB in the scene file's folder or a font folder given (--font-folder)")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        let allowed = try render(font, ["--font-folder", fonts.path])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
        // --scale wins over the scene's scale for the size limit too, and the error names the scene's size.
        let wide = scenes.appendingPathComponent("wide.json")
        try Data(#"{"size": [5000, 100]}"#.utf8).write(to: wide)
        let atOne = try CLI.run(["render", "scene", wide.path, "--scale", "1", "-o", output])
        #expect(atOne.status == 0, "\(atOne.stderr)")
        #expect(try Bitmap(contentsOfPNG: output).width == 5000)
        let atTwo = try CLI.run(["render", "scene", wide.path, "-o", output])
        #expect(atTwo.errorLine == "layershot: error: the scene's size 5000x100 pt at scale 2 makes a 10000x200 px image; each side must be 1...8192 px")
        // A folder that is not there is a mistake in the command, not an empty allowance.
        let missing = try render(font, ["--font-folder", fonts.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2)
        #expect(missing.errorLine == "layershot: error: --font-folder \(fonts.appendingPathComponent("nowhere").path): no such folder")
    }
}
