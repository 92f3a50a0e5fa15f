import Foundation
import Testing

/// `render scene` with the hostile scene files of issue 14's findings: each is within the
/// scene file's own limits, ran past 60 s before the work budget, and now fails with one line
/// and exit 2 before anything is drawn.
@Suite("layershot work budget")
struct WorkBudgetCLITests {
    /// A scene of 4096² pt at scale 2 (the largest image, 8192² px) holding `layers` (JSON).
    static func scene(_ layers: [String]) -> String {
        ##"{"size": [4096, 4096], "scale": 2, "layers": [\##(layers.joined(separator: ","))]}"##
    }

    static let full = ##""frame": [0, 0, 4096, 4096], "backgroundColor": "#FF000001""##

    static let cases: [(name: String, json: @Sendable () -> String, message: String)] = [
        ("10,000 opacity groups", { scene(Array(repeating: ##"{\##(full), "opacity": 0.5}"##, count: 10_000)) },
         "1140850688 px of offscreen groups"),
        ("5,000 masked layers", { scene(Array(repeating: ##"{\##(full), "mask": {\##(full)}}"##, count: 5_000)) },
         "px of offscreen groups"),
        ("1,000 shadows", { scene(Array(repeating: ##"{\##(full), "shadowOpacity": 1, "shadowRadius": 100}"##, count: 1_000)) },
         "px of offscreen groups"),
        ("100,000 arcs of radius 1e9 with 16 turns", {
            let arcs = Array(repeating: ##"["arc", 0, 0, 1e9, "-16pi", "16pi", true]"##, count: 100_000).joined(separator: ",")
            return scene([##"{"type": "shape", "frame": [0, 0, 4096, 4096], "strokeColor": "#000000", "path": [\##(arcs)]}"##])
        }, "line segments once its curves and round joins are flattened"),
        ("99,999 huge curves stroked 1,000 pt wide with round joins", {
            let curves = Array(repeating: ##"["curve", 1e6, 1e6, -1e6, 2e6, 1e6, -1e6]"##, count: 99_999).joined(separator: ",")
            return scene([##"{"type": "shape", "frame": [0, 0, 4096, 4096], "strokeColor": "#000000", "lineWidth": 1000, "lineJoin": "round", "path": [["move", 0, 0], \##(curves)]}"##])
        }, "line segments once its curves and round joins are flattened"),
    ]

    @Test("render scene checks the work budget before drawing", arguments: cases.indices)
    func hostileScene(index: Int) throws {
        let (name, json, message) = Self.cases[index]
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("scene.json")
        try json().write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.png").path
        // Reading the larger files takes a few seconds in a debug build; drawing any of these
        // took over a minute.
        let run = try CLI.run(["render", "scene", file.path, "-o", out], timeout: 30)
        #expect(run.status == 2, "\(name): \(run.stderr)")
        #expect(run.errorLine.hasPrefix("layershot: error: the layer tree needs "), "\(name)")
        #expect(run.errorLine.contains(message) && !run.errorLine.contains("\n"), "\(name): \(run.errorLine)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("gesture --out refuses a drag whose frames pass the frames × pixels limit before any event or frame")
    func gestureFrames() throws {
        // 32 points make 33 touches, a frame each: 33 × 8192² px = 2,214,592,512 > 2³¹.
        let dir = try CLI.temporaryDirectory()
        let points = (0..<32).map { "\($0),\($0)" }.joined(separator: " ")
        let run = try CLI.run(["gesture", "knob", "--size", "2048x2048", "--scale", "4", "--drag", points, "--out", dir.path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLine == "layershot: error: --out renders a frame per touch: 33 frames of 8192x8192 px are 33 × 67108864 pixels, "
            + "more than the 2147483648 a run may render: give fewer --drag points or a smaller --size or --scale")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
