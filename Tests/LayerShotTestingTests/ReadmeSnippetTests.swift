import Foundation
import Testing
import TestSupport

/// The README's golden-test snippets are the example package's files, so that they compile
/// exactly as written (scripts/test builds and runs the example package).
@Suite("README snippets")
struct ReadmeSnippetTests {
    static let root = Repository.root

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the package manifest is Examples/GoldenExample's, with LayerShot beside it")
    func manifest() throws {
        let example = try Self.read("Examples/GoldenExample/Package.swift")
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"../LayerShot\"")
        #expect(try Self.read("README.md").contains("```swift\n" + example + "```"))
    }

    @Test("the first golden test is Examples/GoldenExample's FirstGoldenTests.swift")
    func firstTest() throws {
        let example = try Self.read("Examples/GoldenExample/Tests/GoldenExampleTests/FirstGoldenTests.swift")
        #expect(try Self.read("README.md").contains("```swift\n" + example + "```"))
    }

    @Test("every block of docs/GUIDE.md is in Examples/GoldenExample's GuideTests.swift, or Examples/SnapshotBridge's files")
    func guide() throws {
        let guide = try Self.read("Examples/GoldenExample/Tests/GoldenExampleTests/GuideTests.swift")
        let bridge = try Self.read("Examples/SnapshotBridge/Package.swift")
            + Self.read("Examples/SnapshotBridge/Tests/SnapshotBridgeTests/BadgeSnapshotTests.swift")
        let blocks = try Self.read("docs/GUIDE.md").components(separatedBy: "```swift\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 6)
        for block in blocks.prefix(3) { #expect(guide.contains(block), "\(block)") }
        for block in blocks.dropFirst(3) { #expect(bridge.contains(block), "\(block)") }
    }

    @Test("every Swift block of docs/QUARTZ.md but the manifest fragment is compiled code: Examples/QuartzControls' files or the Quartz tests'")
    func quartz() throws {
        // Indentation aside (a block may sit inside a test function), and a block's leading
        // `import LayerShotQuartz`, which the compiling file has at its top.
        func lines(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        }
        let compiled = try [
            "Examples/QuartzControls/Sources/QuartzControls/ProgressRing.swift",
            "Examples/QuartzControls/Tests/QuartzControlsTests/ProgressRingTests.swift",
            "Examples/QuartzControls/Tests/QuartzControlsTests/ScrubTests.swift",
            "Examples/QuartzControls/Tests/QuartzControlsTests/FadeTests.swift",
            "Tests/LayerShotQuartzTests/CALayerDrawingTests.swift",
            "Tests/LayerShotQuartzTests/UIWindowTests.swift",
        ].map { lines(try Self.read($0)) }.joined(separator: "\n")
        let blocks = try Self.read("docs/QUARTZ.md").components(separatedBy: "```swift\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
            .filter { !$0.hasPrefix("// Package.swift") }
            .map { $0.hasPrefix("import LayerShotQuartz\n\n") ? String($0.dropFirst("import LayerShotQuartz\n\n".count)) : $0 }
        #expect(blocks.count == 7)
        for block in blocks { #expect(compiled.contains(lines(block)), "\(block)") }
    }
}
