import Foundation
import ImageDiff
import LayerModel
@testable import LayerShotTesting
import Testing

@Suite("Golden configuration set once, and names from the test function")
struct GoldenConfigurationTests {
    @Test("a test function's name becomes a kebab-case golden name", arguments: [
        ("knobAtThreeQuarters()", "knob-at-three-quarters"),
        ("slider(angle:)", "slider"),
        ("testKnob()", "knob"),
        ("testing()", "testing"),
        ("value2Labels()", "value2-labels"),
        ("", "golden"),
    ])
    func defaultNames(function: String, name: String) {
        #expect(GoldenCheck.defaultName(function: function) == name)
    }

    @Test("without a name, the golden file is named after the test function")
    func namedAfterFunction() throws {
        let box = Sandbox()
        defer { box.remove() }
        let failure = try #require(verifyGolden(of: Samples.card(), configuration: box.configuration(), record: .missing))
        #expect(failure.kind == .recorded)
        #expect(failure.goldenPath == box.goldens + "/named-after-function@2x.png")
    }

    @Test("two test functions cannot check one golden file in a run")
    func collision() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        _ = verifyGolden(of: Samples.card(), named: "shared", configuration: config, record: .missing, function: "first()")
        #expect(verifyGolden(of: Samples.card(), named: "shared", configuration: config, function: "first()") == nil,
                "the same test may check its golden again")
        let failure = try #require(verifyGolden(of: Samples.card(), named: "shared", configuration: config, function: "second()"))
        #expect(failure.kind == .invalidSetup)
        #expect(failure.message.contains("already checked by") && failure.message.contains("first()"))
    }

    @Test("withGoldenConfiguration sets the configuration of assertions that pass none")
    func scoped() throws {
        let box = Sandbox()
        defer { box.remove() }
        _ = verifyGolden(of: Samples.card(), named: "scoped", configuration: box.configuration(), record: .missing)
        var strict = GoldenConfiguration.strict
        strict.directory = .absolute(box.goldens)
        strict.artifactsDirectory = box.artifacts
        // One level off in the bar's blue: the standard comparison passes it, strict does not.
        let nearlyBlue = Samples.card(barColor: Color(red: 0, green: 122 / 255, blue: 254 / 255))
        #expect(verifyGolden(of: nearlyBlue, named: "scoped", configuration: box.configuration()) == nil)
        withGoldenConfiguration(strict) {
            #expect(GoldenConfiguration.current == strict)
            #expect(verifyGolden(of: nearlyBlue, named: "scoped")?.kind == .mismatch)
        }
        #expect(GoldenConfiguration.current == .standard)
    }

    @Test("the presets say what they are")
    func presets() {
        #expect(GoldenConfiguration.standard == GoldenConfiguration())
        #expect(GoldenConfiguration.strict.tolerance == .identical)
        #expect(GoldenConfiguration.crossPlatform.comparator.systematic == (try? SystematicLimits(levels: 4, displacement: 1)))
        #expect(GoldenConfiguration.crossPlatform.tolerance == (try? DiffTolerance.maxDifferingRatio(0.001)))
    }

    @Test("LAYERSHOT_GOLDEN_PRESET names a preset; a wrong name is a setup error")
    func presetFromEnvironment() {
        #expect(GoldenConfiguration.preset(environmentValue: nil) == (.standard, nil))
        #expect(GoldenConfiguration.preset(environmentValue: " Strict ").configuration == .strict)
        #expect(GoldenConfiguration.preset(environmentValue: "cross-platform").configuration == .crossPlatform)
        #expect(GoldenConfiguration.preset(environmentValue: "").problem == nil)
        #expect(GoldenConfiguration.preset(environmentValue: "loose").problem
                == "LAYERSHOT_GOLDEN_PRESET must be one of cross-platform, standard, strict (or empty), got \"loose\"")
    }
}

@Suite("A suite's trait", .goldens(.strict))
struct GoldenTraitTests {
    @Test("sets the configuration of every test in it")
    func traitApplies() {
        #expect(GoldenConfiguration.current == .strict)
    }
}
