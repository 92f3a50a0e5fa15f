import Controls
import Foundation
import ImageDiff
import LayerModel
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
        let never = try CLI.temporaryDirectory().appendingPathComponent("never.png").path
        let run = try CLI.run(command + ["Fixtures/scenes/shapes.json", "--size", "10x10", output, never])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: Unknown option '--size'"))
    }

    @Test("animate takes the value from --from, for the knob as for the dial: --value is no animate flag",
          arguments: ["knob", "dial"])
    func animateRefusesValue(control: String) throws {
        let help = try CLI.run(["animate", control, "--help"])
        #expect(!help.stdout.contains("--value"))
        let never = try CLI.temporaryDirectory().appendingPathComponent("never.png").path
        let run = try CLI.run(["animate", control, "--from", "0", "--to", "1", "--value", "1", "--apng", never])
        #expect(run.status == 2)
        #expect(run.errorLine.hasPrefix("layershot: error: Unknown option '--value'"))
    }

    @Test("every control refuses a size ≤ 0 itself, in --size's words", arguments: [
        ["render", "knob", "-o", "NEVER"], ["render", "gradient", "-o", "NEVER"],
        ["render", "slider", "-o", "NEVER"], ["render", "dial", "-o", "NEVER"],
        ["animate", "knob", "--from", "0", "--to", "1", "--apng", "NEVER"],
        ["animate", "dial", "--from", "0", "--to", "1", "--apng", "NEVER"],
        ["animate", "slider", "--from", "0", "--to", "1", "--apng", "NEVER"],
        ["gesture", "knob", "--drag", "1,1 2,2"], ["gesture", "slider", "--drag", "1,1 2,2"], ["gesture", "dial", "--drag", "1,1 2,2"],
    ])
    func sizeRefused(arguments: [String]) throws {
        let never = try CLI.temporaryDirectory().appendingPathComponent("never.png").path
        let run = try CLI.run(arguments.map { $0 == "NEVER" ? never : $0 } + ["--size", "10x-0.5"])
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: --size must be positive on both sides, got 10x-0.5")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test("a control's refusal names the flag, with numbers as they were given", arguments: [
        (["render", "knob", "--line-width", "-1"], "--line-width must be 0 or more, got -1"),
        (["render", "knob", "--pointer-length", "-0.5"], "--pointer-length must be 0 or more, got -0.5"),
        (["render", "knob", "--min", "-1e308", "--max", "1e308"], "--max − --min (1e+308 − -1e+308) must be a finite number"),
        (["animate", "dial", "--from", "0", "--to", "1", "--duration", "0", "--apng", "NEVER"], "--duration must be more than 0, got 0"),
        (["render", "knob", "--size", "0x5"], "--size must be positive on both sides, got 0x5"),
        (["render", "knob", "--filmstrip-frames", "0"], "Unknown option '--filmstrip-frames'"),
        (["animate", "knob", "--from", "0", "--to", "1", "--filmstrip-frames", "0", "--filmstrip", "NEVER"],
         "--filmstrip-frames must be from 1 to 240, got 0"),
        (["gesture", "knob", "--drag", "1,2 3,4", "--start-angle", "pi", "--end-angle", "pi"],
         "--start-angle and --end-angle must differ for a drag, which turns angles into values; both are pi"),
    ])
    func flagNamed(arguments: [String], message: String) throws {
        let never = try CLI.temporaryDirectory().appendingPathComponent("never.png").path
        let run = try CLI.run((arguments + (arguments[0] == "render" ? ["-o", "NEVER"] : [])).map { $0 == "NEVER" ? never : $0 })
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    /// The help text of `flag` in `help`: from its line to the next option's.
    static func option(_ flag: String, in help: String) -> String {
        guard let start = help.range(of: "\n  \(flag) ") else { return "" }
        let rest = help[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n  -")?.lowerBound ?? rest.endIndex)])
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque), as COLOR flags are written.
    static func hex(_ color: Color) -> String {
        color.hex.hasSuffix("FF") ? String(color.hex.dropLast(2)) : color.hex
    }

    @Test("help shows the library's defaults, read from its constants", arguments: [
        (["render", "knob"], "--value", NumberText.format(Knob.defaultValue)),
        (["render", "knob"], "--min", NumberText.format(Knob.defaultMinimumValue)),
        (["render", "knob"], "--max", NumberText.format(Knob.defaultMaximumValue)),
        (["render", "knob"], "--line-width", NumberText.format(Knob.defaultLineWidth)),
        (["render", "knob"], "--pointer-length", NumberText.format(Knob.defaultPointerLength)),
        (["render", "knob"], "--color", hex(Knob.defaultColor)),
        (["render", "knob"], "--size", "\(NumberText.format(Knob.defaultSize.width))x\(NumberText.format(Knob.defaultSize.height))"),
        (["render", "knob"], "--scale", NumberText.format(ImageGeometry.defaultScale)),
        (["animate", "knob"], "--duration", NumberText.format(Knob.defaultAnimationDuration)),
        (["animate", "knob"], "--size", "\(NumberText.format(Knob.defaultSize.width))x\(NumberText.format(Knob.defaultSize.height))"),
        (["gesture", "knob"], "--line-width", NumberText.format(Knob.defaultLineWidth)),
        (["render", "gradient"], "--angle", NumberText.format(GradientView.defaultAngle)),
        (["render", "gradient"], "--size", "\(NumberText.format(GradientView.defaultSize.width))x\(NumberText.format(GradientView.defaultSize.height))"),
        (["render", "slider"], "--angle", String(CircularSlider.defaultAngle)),
        (["gesture", "slider"], "--size", "\(NumberText.format(CircularSlider.defaultSize.width))x\(NumberText.format(CircularSlider.defaultSize.height))"),
        (["render", "dial"], "--labels", String(RotaryDial.defaultNumberOfLabels)),
        (["render", "dial"], "--disc-color", hex(RotaryDial.defaultDiscColor)),
        (["animate", "dial"], "--duration", NumberText.format(RotaryDial.defaultAnimationDuration)),
        (["animate", "dial"], "--size", "\(NumberText.format(RotaryDial.defaultSize.width))x\(NumberText.format(RotaryDial.defaultSize.height))"),
        (["diff"], "--threshold", NumberText.format(ImageComparator.standard.threshold)),
        (["diff"], "--max-level-shift", NumberText.format(SystematicLimits.standard.levels)),
        (["diff"], "--max-edge-move", NumberText.format(SystematicLimits.standard.displacement)),
        (["render", "scene"], "--scale", "the scene file's scale, else \(NumberText.format(ImageGeometry.defaultScale))"),
        (["animate", "scene"], "--background", "the scene file's background, else none"),
    ])
    func libraryDefaults(command: [String], flag: String, shown: String) throws {
        let help = try CLI.run(command + ["--help"]).stdout
        let text = Self.option(flag, in: help)
        #expect(text.hasSuffix("(default: \(shown))"), "\(command) \(flag): \(text)")
    }

    @Test("the knob's default angles show in a form that reads back as the library's exact angles")
    func knobAngles() throws {
        let help = try CLI.run(["render", "knob", "--help"]).stdout
        for (flag, angle) in [("--start-angle", Knob.defaultStartAngle), ("--end-angle", Knob.defaultEndAngle)] {
            let text = Self.option(flag, in: help)
            let shown = text.components(separatedBy: "(default: ").last.map { String($0.dropLast()) } ?? ""
            #expect(AngleExpression.parse(shown) == angle, "\(flag): \(text)")
        }
    }

    @Test("a flag that only matters with another is refused without it, naming both", arguments: [
        (["animate", "knob", "--from", "0", "--to", "1", "--apng", "NEVER", "--filmstrip-frames", "5"],
         "--filmstrip-frames needs --filmstrip: it sets how many frames the filmstrip shows"),
        (["gesture", "knob", "--drag", "1,1 2,2", "--scale", "3"], "--scale needs --out: a gesture draws nothing without it"),
        (["gesture", "knob", "--drag", "1,1 2,2", "--background", "#FFFFFF"], "--background needs --out: a gesture draws nothing without it"),
        (["gesture", "knob", "--drag", "1,1 2,2", "--line-width", "4"], "--line-width needs --out: a gesture draws nothing without it"),
        (["gesture", "knob", "--drag", "1,1 2,2", "--pointer-length", "1"], "--pointer-length needs --out: a gesture draws nothing without it"),
        (["gesture", "knob", "--drag", "1,1 2,2", "--color", "#FF0000"], "--color needs --out: a gesture draws nothing without it"),
        (["gesture", "slider", "--drag", "1,1 2,2", "--scale", "1"], "--scale needs --out: a gesture draws nothing without it"),
        (["gesture", "dial", "--drag", "1,1 2,2", "--disc-color", "none"], "--disc-color needs --out: a gesture draws nothing without it"),
        (["gesture", "dial", "--drag", "1,1 2,2", "--background", "none"], "--background needs --out: a gesture draws nothing without it"),
    ])
    func needsAnother(arguments: [String], message: String) throws {
        let never = try CLI.temporaryDirectory().appendingPathComponent("never.png").path
        let run = try CLI.run(arguments.map { $0 == "NEVER" ? never : $0 })
        #expect(run.status == 2)
        #expect(run.errorLine == "layershot: error: \(message)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: never))
    }

    @Test("with --out, a gesture's drawing flags apply to its frames")
    func drawingFlagsWithOut() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["gesture", "knob", "--drag", "70,130 20,70", "--out", dir.path, "--scale", "1", "--line-width", "4",
                               "--pointer-length", "8", "--color", "#FF9500", "--background", "#FFFFFF"])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = dir.appendingPathComponent("expected.png").path
        // After the second touch the knob shows 3/14 (see GestureCLITests.knobDrag).
        #expect(try CLI.run(["render", "knob", "--value", "\(3.0 / 14)", "--scale", "1", "--line-width", "4", "--pointer-length", "8",
                             "--color", "#FF9500", "--background", "#FFFFFF", "-o", expected]).status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("touch-0001.png")) == (try Data(contentsOf: URL(fileURLWithPath: expected))))
    }

    @Test("help says what happens: a scene's own scale and background, the snap frames only for the dial")
    func helpSaysWhatHappens() throws {
        for command in [["render", "scene"], ["animate", "scene"]] {
            let help = try CLI.run(command + ["--help"]).stdout
            #expect(Self.option("--scale", in: help).contains("the scene file's scale"), "\(help)")
            #expect(Self.option("--background", in: help).contains("the scene file's background"), "\(help)")
        }
        for control in ["knob", "slider"] {
            let help = try CLI.run(["gesture", control, "--help"]).stdout
            #expect(!help.contains("snap-0000") && !help.contains("dial"), "\(help)")
        }
        let dial = try CLI.run(["gesture", "dial", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(dial.contains("With --out, the snap the drag leaves running is rendered too, as snap-0000.png … at 60 fps."), "\(dial)")
    }
}
