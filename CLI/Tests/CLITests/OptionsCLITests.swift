import Foundation
import Testing

@Suite("layershot options and help")
struct OptionsCLITests {
    static let commands: [[String]] = [
        [], ["render"], ["render", "knob"], ["render", "gradient"], ["render", "slider"], ["render", "dial"], ["render", "scene"],
        ["animate"], ["animate", "knob"], ["animate", "dial"], ["animate", "slider"], ["animate", "scene"],
        ["gesture"], ["gesture", "knob"], ["gesture", "slider"], ["gesture", "dial"], ["diff"], ["gallery"],
    ]

    @Test("every --help states each default once", arguments: commands)
    func helpDefaultsOnce(command: [String]) throws {
        let run = try CLI.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        // An option's text runs to the next line that starts a flag; none may say its
        // default in its own words and again as argument-parser's "(default: …)".
        let options = run.stdout.components(separatedBy: "\n  -")
        for option in options.dropFirst() {
            #expect(!(option.contains("Default:") && option.contains("(default:")), "\(option)")
            #expect(!option.contains("<value>") && !option.contains("<string>"), "an unnamed value: \(option)")
        }
    }

    @Test("scene commands do not offer --size (the scene file gives it)", arguments: [["render", "scene"], ["animate", "scene"]])
    func sceneHasNoSize(command: [String]) throws {
        let help = try CLI.run(command + ["--help"])
        #expect(!help.stdout.contains("--size"))
        let output = command[0] == "render" ? "-o" : "--apng"
        let run = try CLI.run(command + ["Fixtures/scenes/shapes.json", "--size", "10x10", output, "/tmp/never.png"])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: Unknown option '--size'"))
    }

    @Test("animate takes the value from --from, for the knob as for the dial: --value is no animate flag",
          arguments: ["knob", "dial"])
    func animateRefusesValue(control: String) throws {
        let help = try CLI.run(["animate", control, "--help"])
        #expect(!help.stdout.contains("--value"))
        let run = try CLI.run(["animate", control, "--from", "0", "--to", "1", "--value", "1", "--apng", "/tmp/never.png"])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: Unknown option '--value'"))
    }

    @Test("every control refuses a size ≤ 0 itself, in --size's words", arguments: [
        ["render", "knob", "-o", "/tmp/never.png"], ["render", "gradient", "-o", "/tmp/never.png"],
        ["render", "slider", "-o", "/tmp/never.png"], ["render", "dial", "-o", "/tmp/never.png"],
        ["animate", "knob", "--from", "0", "--to", "1", "--apng", "/tmp/never.png"],
        ["animate", "dial", "--from", "0", "--to", "1", "--apng", "/tmp/never.png"],
        ["animate", "slider", "--from", "0", "--to", "1", "--apng", "/tmp/never.png"],
        ["gesture", "knob", "--drag", "1,1 2,2"], ["gesture", "slider", "--drag", "1,1 2,2"], ["gesture", "dial", "--drag", "1,1 2,2"],
    ])
    func sizeRefused(arguments: [String]) throws {
        let run = try CLI.run(arguments + ["--size", "10x-0.5"])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: --size must be positive on both sides, got 10x-0.5")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }

    @Test("a control's refusal names the flag, with numbers as they were given", arguments: [
        (["render", "knob", "--line-width", "-1"], "--line-width must be 0 or more, got -1"),
        (["render", "knob", "--pointer-length", "-0.5"], "--pointer-length must be 0 or more, got -0.5"),
        (["render", "knob", "--min", "-1e308", "--max", "1e308"], "--max − --min (1e+308 − -1e+308) must be a finite number"),
        (["animate", "dial", "--from", "0", "--to", "1", "--duration", "0", "--apng", "/tmp/never.png"], "--duration must be more than 0, got 0"),
        (["render", "knob", "--size", "0x5"], "--size must be positive on both sides, got 0x5"),
        (["render", "knob", "--filmstrip-frames", "0"], "Unknown option '--filmstrip-frames'"),
        (["animate", "knob", "--from", "0", "--to", "1", "--filmstrip-frames", "0", "--apng", "/tmp/never.png"],
         "--filmstrip-frames must be from 1 to 240, got 0"),
        (["gesture", "knob", "--drag", "1,2 3,4", "--start-angle", "pi", "--end-angle", "pi"],
         "--start-angle and --end-angle must differ for a drag, which turns angles into values; both are pi"),
    ])
    func flagNamed(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments + (arguments[0] == "render" ? ["-o", "/tmp/never.png"] : []))
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
