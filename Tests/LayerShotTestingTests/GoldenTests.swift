import Foundation
import ImageDiff
import Imaging
import LayerModel
import Testing
@testable import LayerShotTesting
import TestSupport

@Suite("Golden checks")
struct GoldenTests {
    @Test("a rendered layer is recorded at @2x and then matches")
    func renderAndMatch() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        let recorded = try #require(verifyGolden(of: Samples.card(), named: "card/default", configuration: config, record: .missing))
        #expect(recorded.goldenPath == box.goldens + "/card/default@2x.png")
        let golden = try Bitmap(contentsOfPNG: recorded.goldenPath)
        #expect(golden.width == 80 && golden.height == 60)
        #expect(verifyGolden(of: Samples.card(), named: "card/default", configuration: config) == nil)

        var at3x = config
        at3x.scale = 3
        let other = try #require(verifyGolden(of: Samples.card(), named: "card/default", configuration: at3x, record: .missing))
        #expect(other.goldenPath.hasSuffix("/card/default@3x.png"))
    }

    @Test("a recolored or resized bar fails with metrics, paths and a hint")
    func mismatch() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        _ = verifyGolden(of: Samples.card(), named: "card", configuration: config, record: .missing)
        for changed in [Samples.card(barColor: .red), Samples.card(barWidth: 28)] {
            let failure = try #require(verifyGolden(of: changed, named: "card", configuration: config))
            #expect(failure.kind == .mismatch)
            #expect(failure.verdict?.matches == false)
            #expect(failure.message.contains("differ: "))
            #expect(failure.message.contains("LAYERSHOT_RECORD=failed swift test"))
            #expect(failure.message.contains(failure.artifacts!.diffPath!))
        }
    }

    @Test("a tolerance lets a small change pass")
    func tolerance() throws {
        let box = Sandbox()
        defer { box.remove() }
        _ = verifyGolden(of: Samples.card(), named: "card", configuration: box.configuration(), record: .missing)
        var loose = box.configuration(tolerance: try .maxDifferingRatio(0.5))
        // The bar's edge moved: the systematic measures see it, so they are off too.
        #expect(verifyGolden(of: Samples.card(barWidth: 28), named: "card", configuration: loose) != nil)
        loose.comparator = try ImageComparator(systematic: nil)
        #expect(verifyGolden(of: Samples.card(barWidth: 28), named: "card", configuration: loose) == nil)
    }

    @Test("a size change fails clearly")
    func sizeChange() throws {
        let box = Sandbox()
        defer { box.remove() }
        _ = verifyGolden(of: Samples.gray(9, width: 8), named: "g", configuration: box.configuration(), record: .missing)
        let failure = try #require(verifyGolden(of: Samples.gray(9, width: 9), named: "g", configuration: box.configuration()))
        #expect(failure.message.contains("differ: size 9x8 px, expected 8x8 px"))
    }

    @Test("a golden recorded in Display P3 (a Mac's snapshot) is compared in sRGB")
    func displayP3Golden() throws {
        let box = Sandbox()
        defer { box.remove() }
        // 8 × 8 px of P3 (200, 100, 50) with an iCCP Display P3 profile: sRGB (215, 93, 31).
        let fixture = Repository.fixtures.appendingPathComponent("inputs/display-p3-200-100-50.png")
        try FileManager.default.createDirectory(atPath: box.goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: box.goldens + "/p3@2x.png"))
        func fill(_ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Bitmap {
            try Bitmap(width: 8, height: 8, filledWith: RGBA8(r: r, g: g, b: b, a: 255))
        }
        #expect(verifyGolden(of: try fill(215, 93, 31), named: "p3", configuration: box.configuration(tolerance: .identical)) == nil)
        #expect(verifyGolden(of: try fill(200, 100, 50), named: "p3", configuration: box.configuration())?.kind == .mismatch)
    }

    @Test("verifyImage compares with a reference another tool read, writes artifacts on a mismatch and clears them on a match")
    func verifyImageAgainstReference() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        let testFile = box.root + "/Tests/CardTests.swift"
        #expect(verifyImage(Samples.gray(100), againstReference: Samples.gray(100), named: "CardTests/card-line-3",
                            recordHint: "record it", configuration: config, filePath: testFile) == nil)
        // 8 levels darker everywhere: no pixel over the threshold, but a level shift of −8.
        let failure = try #require(verifyImage(Samples.gray(92), againstReference: Samples.gray(100), named: "CardTests/card-line-3",
                                               recordHint: "record it", configuration: config, filePath: testFile))
        #expect(failure.kind == .mismatch)
        #expect(failure.message.hasPrefix("Snapshot \"CardTests/card-line-3\" differ: "), "\(failure.message)")
        #expect(failure.message.contains("level shift -8.0"), "\(failure.message)")
        #expect(failure.message.hasSuffix("If the change is intended, re-record it: record it."))
        let diff = try #require(failure.artifacts?.diffPath)
        #expect(diff.hasPrefix(box.artifacts + "/") && diff.hasSuffix("/CardTests/card-line-3.diff.png"), "\(diff)")
        #expect(box.exists(diff))
        #expect(verifyImage(Samples.gray(100), againstReference: Samples.gray(100), named: "CardTests/card-line-3",
                            recordHint: "record it", configuration: config, filePath: testFile) == nil)
        #expect(!box.exists(diff), "a match removes the earlier failure's artifacts")
    }

    @Test("an unreadable golden fails; recording failed goldens replaces it")
    func unreadable() throws {
        let box = Sandbox()
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.goldens, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: box.goldens + "/bad@2x.png"))
        let failure = try #require(verifyGolden(of: Samples.gray(5), named: "bad", configuration: box.configuration()))
        #expect(failure.kind == .unreadableGolden)
        #expect(failure.message.contains("corrupt PNG"))
        #expect(verifyGolden(of: Samples.gray(5), named: "bad", configuration: box.configuration(), record: .failed)?.kind == .recorded)
        #expect(verifyGolden(of: Samples.gray(5), named: "bad", configuration: box.configuration()) == nil)
    }

    @Test("an unrenderable layer fails with the renderer's reason")
    func renderFailure() throws {
        let box = Sandbox()
        defer { box.remove() }
        let failure = try #require(verifyGolden(of: Layer(bounds: .zero), named: "empty", configuration: box.configuration()))
        #expect(failure.kind == .renderFailed)
        #expect(failure.message.hasSuffix("0x0 pt at scale 2 makes a 0x0 px image; each side must be 1...8192 px"))
    }

    @Test("golden names are checked", arguments: ["", "/abs", "a//b", "../up", "trailing/", "sp ace", "é"])
    func invalidNames(name: String) throws {
        let box = Sandbox()
        defer { box.remove() }
        let failure = try #require(verifyGolden(of: Samples.gray(1), named: name, configuration: box.configuration(), record: .all))
        #expect(failure.kind == .invalidSetup)
        #expect(!box.exists(box.goldens))
    }

    @Test("the default golden folder is __Goldens__/<test file> beside the test file")
    func besideTestFile() {
        let config = GoldenConfiguration()
        let check = GoldenCheck(name: "value-0.5", configuration: config, record: nil, fileID: "M/KnobTests.swift",
                                filePath: "/src/Tests/MyTests/KnobTests.swift", line: 1)
        #expect(check.goldenPath == "/src/Tests/MyTests/__Goldens__/KnobTests/value-0.5@2x.png")
    }

    @Test("package-relative folders and artifacts start at the package root")
    func packageRoot() throws {
        let root = try #require(PackageRoot.find(from: #filePath))
        #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
        #expect("\(#filePath)".hasPrefix(root + "/Tests/"))
        #expect(GoldenDirectory.packageRelative("Fixtures/goldens/knob").resolve(testFile: #filePath) == root + "/Fixtures/goldens/knob")
        if ProcessInfo.processInfo.environment["LAYERSHOT_ARTIFACTS"] == nil {
            #expect(ArtifactStore(configured: nil, testFile: #filePath).root == root + "/layershot-artifacts")
        }
        #expect(PackageRoot.find(from: "/no/such/place/file.swift") == nil)
    }

    @Test("this file's own golden, beside it in __Goldens__")
    func ownGolden() {
        assertGolden(of: Samples.card(), named: "card")
    }

    @Test("assertGolden reports a failure as a Swift Testing issue")
    func reportsIssue() {
        let box = Sandbox()
        defer { box.remove() }
        withKnownIssue {
            assertGolden(of: Samples.gray(1), named: "never-recorded", configuration: box.configuration())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No golden \"never-recorded\"") }
        }
    }
}
