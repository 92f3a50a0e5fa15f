import Foundation
import Imaging
import Testing

@Suite("layershot animate")
struct AnimateCLITests {
    /// The largest channel difference between two same-size bitmaps.
    static func maxDelta(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    static func render(_ arguments: [String], in dir: URL, name: String) throws -> Bitmap {
        let file = dir.appendingPathComponent(name).path
        let run = try CLI.run(arguments + ["-o", file])
        #expect(run.status == 0, "\(run.stderr)")
        return try Bitmap(contentsOfPNG: file)
    }

    /// The chunk types of a PNG file, in order, and the frame count its acTL declares.
    static func chunks(_ bytes: [UInt8]) -> (types: [String], frames: Int?) {
        var types: [String] = [], frames: Int?
        var i = 8
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while i + 8 <= bytes.count {
            let length = u32(i)
            let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
            if type == "acTL" { frames = u32(i + 8) }
            types.append(type)
            i += 12 + length
        }
        return (types, frames)
    }

    @Test("the knob example: 16 frames from the old value to the new, a filmstrip and an APNG")
    func knobExample() throws {
        let dir = try CLI.temporaryDirectory()
        let frames = dir.appendingPathComponent("f")
        let strip = dir.appendingPathComponent("strip.png").path
        let apng = dir.appendingPathComponent("k.png").path
        let run = try CLI.run(["animate", "knob", "--from", "0.1", "--to", "0.9", "--out", frames.path, "--filmstrip", strip, "--apng", apng])
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == (0...15).map { String(format: "frame-%04d.png", $0) })

        let first = try Bitmap(contentsOfPNG: frames.appendingPathComponent("frame-0000.png").path)
        let last = try Bitmap(contentsOfPNG: frames.appendingPathComponent("frame-0015.png").path)
        #expect(first == (try Self.render(["render", "knob", "--value", "0.1"], in: dir, name: "old.png")))
        #expect(Self.maxDelta(last, try Self.render(["render", "knob", "--value", "0.9"], in: dir, name: "new.png")) <= 2)

        // Frame 6 (t = 0.1 s = 0.4 of the animation): easeInEaseOut(0.4) = 0.3318838701…
        // (Bézier (0.42, 0, 0.58, 1) solved for x = 0.4); the keyframes [0.1, 0.5, 0.9] at
        // [0, 0.5, 1] are linear in that progress, so the pointer shows value 0.1 + 0.8·0.33188.
        let middle = try Bitmap(contentsOfPNG: frames.appendingPathComponent("frame-0006.png").path)
        let expected = try Self.render(["render", "knob", "--value", "\(0.1 + 0.8 * 0.3318838701)"], in: dir, name: "mid.png")
        #expect(Self.maxDelta(middle, expected) <= 2)

        let animated = try [UInt8](Data(contentsOf: URL(fileURLWithPath: apng)))
        let (types, count) = Self.chunks(animated)
        #expect(count == 16)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.contains("fdAT"))
        #expect(types.filter { $0 == "fcTL" }.count == 16)
        // A plain PNG decoder shows frame 0 (the default image).
        #expect(try Bitmap(contentsOfPNG: apng) == first)
        let filmstrip = try Bitmap(contentsOfPNG: strip)
        #expect(filmstrip.width > first.width && filmstrip.height > first.height)
    }

    @Test("the filmstrip shows 12 of 16 frames, evenly spaced, copied from the frames rendered")
    func filmstrip() throws {
        let dir = try CLI.temporaryDirectory()
        let frames = dir.appendingPathComponent("f")
        let strip = dir.appendingPathComponent("strip.png").path
        let run = try CLI.run(["animate", "knob", "--from", "0.1", "--to", "0.9", "--background", "#FFFFFF",
                               "--out", frames.path, "--filmstrip", strip])
        #expect(run.status == 0, "\(run.stderr)")
        // Frames round(i · 15/11) for i = 0…11, in 6 columns of 140 + 8 pt and 2 rows of
        // 140 + 18 (caption) + 8 pt, 8 pt margins: 896 x 340 pt, at scale 2.
        let shown = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12, 14, 15]
        let image = try Bitmap(contentsOfPNG: strip)
        #expect(image.width == 1792 && image.height == 680)
        for (cell, index) in shown.enumerated() {
            let frame = try Bitmap(contentsOfPNG: frames.appendingPathComponent(String(format: "frame-%04d.png", index)).path)
            let x = 2 * (8 + (cell % 6) * 148), y = 2 * (8 + (cell / 6) * 166)
            var delta = 0
            for row in 0..<frame.height {
                for i in 0..<(frame.width * 4) {
                    let a = Int(frame.pixels[row * frame.width * 4 + i]), b = Int(image.pixels[((y + row) * image.width + x) * 4 + i])
                    delta = max(delta, abs(a - b))
                }
            }
            #expect(delta == 0, "frame \(index) in cell \(cell)")
        }
    }

    @Test("--filmstrip-frames chooses how many frames the strip shows")
    func filmstripFrames() throws {
        let dir = try CLI.temporaryDirectory()
        let strip = dir.appendingPathComponent("strip.png").path
        let run = try CLI.run(["animate", "knob", "--from", "0", "--to", "1", "--scale", "1", "--filmstrip", strip, "--filmstrip-frames", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "16 frames: \(strip)\n")
        // 3 frames in one row: 8 + 3 × 148 pt wide, 8 + 166 pt tall.
        let image = try Bitmap(contentsOfPNG: strip)
        #expect(image.width == 452 && image.height == 174)
    }

    @Test("the dial turns in round(0.1·60) + 1 = 7 frames")
    func dial() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["animate", "dial", "--from", "0", "--to", "3", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 7)
        let last = try Bitmap(contentsOfPNG: dir.appendingPathComponent("frame-0006.png").path)
        #expect(Self.maxDelta(last, try Self.render(["render", "dial", "--value", "3"], in: try CLI.temporaryDirectory(), name: "d.png")) <= 2)
    }

    @Test("the slider redrawn per frame: its angle eased from --from to --to")
    func slider() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["animate", "slider", "--from", "0", "--to", "90", "--duration", "0.1", "--fps", "20", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 3)
        // Halfway through, easeInEaseOut(0.5) = 0.5: the slider shows 45°.
        let middle = try Bitmap(contentsOfPNG: dir.appendingPathComponent("frame-0001.png").path)
        #expect(middle == (try Self.render(["render", "slider", "--angle", "45"], in: try CLI.temporaryDirectory(), name: "s.png")))
    }

    @Test("the slider's --from and --to are clamped into 0…360, as render slider clamps --angle, and help says so")
    func sliderClamped() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["animate", "slider", "--from", "-360", "--to", "720", "--duration", "0.1", "--fps", "20", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        // Clamped to 0 → 360, halfway (easeInEaseOut(0.5) = 0.5) is 180°; unclamped it would be
        // round(−360 + 1080 · 0.5) = 180 as well, so the quarter frames tell them apart: at
        // t = 0.025 s of 0.1 s (fps 40) easeInEaseOut(0.25) = 0.129161…, clamped 46°, unclamped 0°.
        let middle = try Bitmap(contentsOfPNG: dir.appendingPathComponent("frame-0001.png").path)
        #expect(middle == (try Self.render(["render", "slider", "--angle", "180"], in: try CLI.temporaryDirectory(), name: "s.png")))
        let quarters = try CLI.temporaryDirectory()
        #expect(try CLI.run(["animate", "slider", "--from", "-360", "--to", "720", "--duration", "0.1", "--fps", "40", "--out", quarters.path]).status == 0)
        let quarter = try Bitmap(contentsOfPNG: quarters.appendingPathComponent("frame-0001.png").path)
        #expect(quarter == (try Self.render(["render", "slider", "--angle", "46"], in: try CLI.temporaryDirectory(), name: "q.png")))
        let help = try CLI.run(["animate", "slider", "--help"]).stdout
        #expect(help.contains("Whole degrees before, 0…360 (clamped)") && help.contains("Whole degrees after, 0…360 (clamped)"), "\(help)")
    }

    @Test("a scene's animations render to frames")
    func scene() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["animate", "scene", "Fixtures/scenes/knob-animated.json", "--fps", "20", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 6)
    }

    @Test("bad animate input: one line, exit 2", arguments: [
        (["animate", "knob", "--from", "0", "--to", "1", "--fps", "0"], "--fps must be from 1 to 240, got 0"),
        (["animate", "knob", "--from", "0", "--to", "1", "--fps", "2.5"], "The value '2.5' is invalid for '--fps <F>'"),
        (["animate", "knob", "--from", "0", "--to", "1", "--duration", "-1"], "--duration must be more than 0, got -1"),
        (["animate", "knob", "--from", "0", "--to", "1", "--duration", "0"], "--duration must be more than 0, got 0"),
        (["animate", "knob", "--from", "nan", "--to", "1"], "The value 'nan' is invalid for '--from <V>'"),
        (["animate", "knob", "--from", "0", "--to", "1", "--duration", "1000"], "1000 s at --fps 60 makes 60001 frames; a frame sequence has at most 10000: lower the duration or --fps"),
        (["animate", "dial", "--from", "0", "--to", "x"], "The value 'x' is invalid for '--to <N>'"),
        (["animate", "slider", "--from", "a", "--to", "90"], "The value 'a' is invalid for '--from <DEG>'"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let dir = try CLI.temporaryDirectory().appendingPathComponent("frames")
        let run = try CLI.run(arguments + ["--out", dir.path])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }
}
