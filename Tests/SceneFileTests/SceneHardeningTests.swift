import Foundation
import SceneFile
import Testing

@Suite("Scene file hardening")
struct SceneHardeningTests {
    @Test("UTF-16 and UTF-32 files are reported as the wrong encoding", arguments: [
        (String.Encoding.utf16LittleEndian, "UTF-16LE", false),
        (.utf16BigEndian, "UTF-16BE", false),
        (.utf32LittleEndian, "UTF-32LE", false),
        (.utf32BigEndian, "UTF-32BE", false),
        (.utf16LittleEndian, "UTF-16LE", true),
        (.utf32BigEndian, "UTF-32BE", true),
    ])
    func wrongEncoding(encoding: String.Encoding, name: String, byteOrderMark: Bool) throws {
        var bytes = Array(try #require(#"{"size": [10, 10]}"#.data(using: encoding)))
        // Foundation writes no byte order mark for the explicit-endian encodings: add one.
        if byteOrderMark { bytes = Array(try #require("\u{FEFF}".data(using: encoding))) + bytes }
        #expect(throws: SceneError.syntax(line: 1, column: 1, message: "the file is \(name), not UTF-8: save it as UTF-8")) {
            try Scene.decode(json: bytes)
        }
    }

    @Test("a gradient has at most 1000 colors")
    func gradientStops() throws {
        func scene(_ count: Int) -> String {
            let colors = Array(repeating: "\"#FF0000\"", count: count).joined(separator: ",")
            return #"{"size": [10, 10], "layers": [{"type": "gradient", "frame": [0, 0, 10, 10], "colors": [\#(colors)]}]}"#
        }
        #expect(try Scene.decode(json: scene(1000)).root.sublayers.count == 1)
        #expect {
            try Scene.decode(json: scene(1001))
        } throws: { error in
            (error as? SceneError)?.description.hasSuffix("a gradient has at most 1000 colors, got 1001") == true
        }
    }

    @Test("a 7 MB unknown key is rejected at once, named by its start and length")
    func hugeUnknownKey() throws {
        let key = String(repeating: "x", count: 7_000_000)
        let json = #"{"size": [10, 10], "layers": [{"\#(key)": 1}]}"#
        // Its first 40 bytes and its length, and no suggestion: quoting the whole key and comparing it
        // with every allowed key took 10.6 s. (No wall-clock bound: a busy machine made one flaky.)
        #expect(throws: SceneError.invalid(path: "layers[0]", message: "unknown key \"\(String(repeating: "x", count: 40))\"… (7000000 bytes)")) {
            try Scene.decode(json: json)
        }
        // A short unknown key is still quoted whole, with a suggestion.
        #expect(throws: SceneError.invalid(path: "layers[0]", message: "unknown key \"opacty\" (did you mean \"opacity\"?)")) {
            try Scene.decode(json: #"{"size": [10, 10], "layers": [{"opacty": 1}]}"#)
        }
    }
}
