import Foundation
import Imaging
import Testing

@Suite("layershot render")
struct RenderCLITests {
    @Test("render knob writes a PNG of round(w·scale) × round(h·scale) pixels")
    func knob() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("k.png").path
        let run = try CLI.run(["render", "knob", "--value", "0.5", "--line-width", "4", "--pointer-length", "8", "-o", file])
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try Bitmap(contentsOfPNG: file)
        #expect(bitmap.width == 280 && bitmap.height == 280)
        // Value 0.5 points the pointer straight up: its outer end (x = 70, y = 0…8 pt) is
        // drawn, and the gap at the bottom (x = 70, y = 134 pt) is empty.
        #expect(bitmap[140, 4].a == 255)
        #expect(bitmap[140, 268].a == 0)
    }

    @Test("every control renders with its default size", arguments: [
        (["render", "knob"], 280, 280),
        (["render", "gradient"], 400, 400),
        (["render", "slider", "--angle", "200", "--background", "#1A1A1A"], 640, 640),
        (["render", "dial", "--value", "3", "--half"], 480, 480),
        (["render", "gradient", "--size", "281x609", "--scale", "1", "--angle", "310"], 281, 609),
        (["render", "knob", "--min=-10", "--max", "-5", "--value", "-7", "--start-angle", "-11pi/8", "--end-angle", "3pi/8"], 280, 280),
        (["render", "dial", "--rotation", "pi/6", "--labels", "10", "--disc-color", "none"], 480, 480),
        (["render", "scene", "Fixtures/scenes/knob.json"], 280, 280),
        // Fractional scales anywhere in 1…4: round(33.3 · 1.5) = 50, round(10.25 · 1.5) = 15,
        // round(10.25 · 3.3) = 34, round(80 · 3.3) = 264.
        (["render", "gradient", "--size", "33.3x10.25", "--scale", "1.5"], 50, 15),
        (["render", "gradient", "--size", "10.25x80", "--scale", "3.3"], 34, 264),
        (["render", "gradient", "--size", "2048x1", "--scale", "4"], 8192, 4),
    ])
    func controls(arguments: [String], width: Int, height: Int) throws {
        let file = try CLI.temporaryDirectory().appendingPathComponent("out.png").path
        let run = try CLI.run(arguments + ["-o", file])
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try Bitmap(contentsOfPNG: file)
        #expect(bitmap.width == width && bitmap.height == height)
    }

    @Test("bad input: one line on stderr, exit 2, no file written", arguments: [
        (["render", "knob", "--value", "nan"], "The value 'nan' is invalid for '--value <V>'"),
        (["render", "knob", "--value", "inf"], "The value 'inf' is invalid for '--value <V>'"),
        (["render", "knob", "--min", "1", "--max", "0"], "--min (1) must be less than --max (0)"),
        (["render", "knob", "--min", "1", "--max", "1"], "--min (1) must be less than --max (1)"),
        (["render", "knob", "--size", "0x10"], "--size must be positive on both sides, got 0x10"),
        (["render", "knob", "--size", "-5x10"], "--size must be positive on both sides, got -5x10"),
        (["render", "knob", "--size", "10"], "The value '10' is invalid for '--size <WxH>'"),
        (["render", "knob", "--size", "5000x10"], "--size 5000x10 pt at scale 2 makes a 10000x20 px image; each side must be 1...8192 px"),
        (["render", "knob", "--size", "1e19x10"], "--size 1e+19x10 pt at scale 2 makes a 2e+19x20 px image; each side must be 1...8192 px"),
        (["render", "knob", "--size", "0.2x10", "--scale", "1"], "--size 0.2x10 pt at scale 1 makes a 0x10 px image; each side must be 1...8192 px"),
        (["render", "knob", "--scale", "4.5"], "--scale must be from 1 to 4, got 4.5"),
        (["render", "knob", "--scale", "0.9"], "--scale must be from 1 to 4, got 0.9"),
        (["render", "knob", "--scale", "nan"], "The value 'nan' is invalid for '--scale <S>'"),
        (["render", "knob", "--color", "blue"], "The value 'blue' is invalid for '--color <COLOR>'"),
        (["render", "knob", "--start-angle", "11pi/"], "The value '11pi/' is invalid for '--start-angle <R>'"),
        (["render", "knob", "--background", "#12345"], "The value '#12345' is invalid for '--background <COLOR|none>'"),
        (["render", "slider", "--angle", "45.5"], "The value '45.5' is invalid for '--angle <DEG>'"),
        (["render", "dial", "--value", "1.5"], "The value '1.5' is invalid for '--value <N>'"),
        (["render", "dial", "--value", "1", "--rotation", "2"], "give --value or --rotation, not both"),
        (["render", "dial", "--labels", "0"], "--labels must be from 1 to 360, got 0"),
        (["render", "dial", "--labels", "361"], "--labels must be from 1 to 360, got 361"),
        (["render", "gradient", "--angle", "nan"], "The value 'nan' is invalid for '--angle <DEG>'"),
        (["render", "scene", "Fixtures/inputs/does-not-exist.json"], nil),
        (["render", "scene", "Fixtures/inputs/scene-singular-perspective.json"],
         "layers[0].transform: a matrix with a perspective part (m14, m24, m34 or m44) must be invertible; this one is not"),
        (["render", "scene", "Fixtures/inputs/scene-replicator-instance-count.json"],
         "layers[0].instanceCount: expected a whole number of instances in 0...10000, got 10001"),
        (["render", "scene", "Fixtures/inputs/render-behind-eye.json"],
         "layer card reaches behind the eye (w ≤ 0 after projection): move it back or weaken the perspective (smaller |m34|)"),
    ] as [([String], String?)])
    func badInput(arguments: [String], message: String?) throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("out.png").path
        let run = try CLI.run(arguments + ["-o", file])
        #expect(run.status == 2)
        #expect(run.errorLine.split(separator: "\n").count == 1, "not one line: \(run.stderr)")
        if let message {
            #expect(run.errorLine == "layershot: error: \(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "a partial file was left")
    }

    @Test("same picture, different words", arguments: [
        // The knob's value defaults to 0, clamped into the range (CONTROLS.md), not to --min.
        (["render", "knob", "--min", "-10", "--max", "10"], ["render", "knob", "--min", "-10", "--max", "10", "--value", "0"]),
        (["render", "knob", "--min", "2", "--max", "3"], ["render", "knob", "--min", "2", "--max", "3", "--value", "2"]),
        // Dial values are taken modulo the label count, as setting the value does.
        (["render", "dial", "--value", "12"], ["render", "dial", "--value", "0"]),
        // Negative numbers in both spellings.
        (["render", "knob", "--min=-10", "--max=10", "--value=-5"], ["render", "knob", "--min", "-10", "--max", "10", "--value", "-5"]),
    ])
    func equivalent(a: [String], b: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let first = dir.appendingPathComponent("a.png").path, second = dir.appendingPathComponent("b.png").path
        #expect(try CLI.run(a + ["-o", first]).status == 0)
        #expect(try CLI.run(b + ["-o", second]).status == 0)
        #expect(try Bitmap(contentsOfPNG: first) == Bitmap(contentsOfPNG: second))
    }

    @Test("extreme but finite numbers render quickly instead of hanging", arguments: [
        ["render", "knob", "--end-angle", "1e308"],
        ["render", "knob", "--start-angle=-999999999pi"],
        ["render", "knob", "--min", "-1e308", "--max", "1e308", "--value", "1e307"],
        ["render", "dial", "--rotation", "1e300"],
        ["render", "gradient", "--angle", "1e300"],
    ])
    func extremes(arguments: [String]) throws {
        let file = try CLI.temporaryDirectory().appendingPathComponent("out.png").path
        let run = try CLI.run(arguments + ["-o", file], timeout: 20)
        #expect(run.status == 0 || run.status == 2, "\(run.stderr)")
        #expect(run.status == 0 || run.errorLine.split(separator: "\n").count == 1)
    }

    @Test("a scene path that is a FIFO is refused at once, not waited on")
    func fifo() throws {
        let fifo = try CLI.temporaryDirectory().appendingPathComponent("scene.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try CLI.run(["render", "scene", fifo, "-o", fifo + ".png"], timeout: 10)
        #expect(run.status == 2)
        #expect(run.errorLine.contains("not a regular file"), "\(run.stderr)")
    }

    @Test("usage errors exit 2, not argument-parser's 64")
    func usage() throws {
        let missing = try CLI.run(["render", "knob"])
        #expect(missing.status == 2)
        #expect(missing.errorLine.contains("--output"))
        let unknown = try CLI.run(["render", "teapot"])
        #expect(unknown.status == 2)
        #expect(try CLI.run(["--help"]).status == 0)
    }

    @Test("an unwritable output is an error with exit 2")
    func unwritable() throws {
        let run = try CLI.run(["render", "knob", "-o", "/nonexistent-dir/k.png"])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: "))
    }
}
