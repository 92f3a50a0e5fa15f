import Foundation
import ImageDiff
import LayerModel
import LayerShotQuartz
import LayerShotSnapshotTesting
import LayerShotTesting
import SnapshotTesting
import Testing

/// What the bridge does beyond the happy path: a changed layer fails with LayerShot's
/// metrics and artifacts, value-type `Layer` trees snapshot too, and the configuration in
/// force applies. References are never recorded here (`record: .never`).
@Suite struct BridgeBehaviourTests {
    /// BadgeSnapshotTests' references: `badgeAsImage.1.png` is the unchanged badge (named
    /// "1" below, since without the `.snapshots` trait the counter runs across tests).
    static let badgeReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/BadgeSnapshotTests").path

    @Test("a changed layer fails against badgeAsImage's reference, with LayerShot's verdict and artifacts")
    func changedLayerFails() throws {
        // systemRed 8 levels darker in green and blue: the per-pixel test alone would pass it.
        let darker = UIColor(red: 1, green: 51 / 255, blue: 40 / 255, alpha: 1)
        let message = try #require(verifySnapshot(
            of: badge(color: darker), as: .image(), named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()"
        ))
        #expect(message.contains("differ: "), "\(message)")
        #expect(message.contains("level shift"), "\(message)")
        #expect(message.contains("If the change is intended, re-record it: SNAPSHOT_TESTING_RECORD=failed"), "\(message)")
        let diff = try #require(message.split(separator: "\n").first { $0.contains("diff:") }?.split(separator: " ").last)
        #expect(FileManager.default.fileExists(atPath: String(diff)), "\(diff)")
        // The same badge matches its reference.
        #expect(verifySnapshot(of: badge(), as: .image(), named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()") == nil)
    }

    @Test("two failing snapshots in one test keep their own artifacts")
    func twoFailuresInOneTest() throws {
        let darker = UIColor(red: 1, green: 51 / 255, blue: 40 / 255, alpha: 1)
        var diffs: [String] = []
        for _ in 0..<2 {
            let message = try #require(verifySnapshot(
                of: badge(color: darker), as: .image, named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()"
            ))
            diffs.append(String(try #require(message.split(separator: "\n").first { $0.contains("diff:") }?.split(separator: " ").last)))
        }
        #expect(diffs[0] != diffs[1], "\(diffs)")
        #expect(diffs.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(diffs)")
    }

    @Test("a moved dot fails too; a loose configuration lets it through")
    func configuration() throws {
        let moved = badge()
        moved.sublayers?.first?.position = CGPoint(x: 1, y: 0)
        #expect(verifySnapshot(of: moved, as: .image(), named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()") != nil)
        let loose = GoldenConfiguration(comparator: try ImageComparator(systematic: nil), tolerance: try .maxDifferingRatio(1))
        #expect(verifySnapshot(of: moved, as: .image(configuration: loose), named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()") == nil)
    }

    @Test("a LayerShot Layer tree snapshots like a CALayer")
    func layerTree() throws {
        var capsule = Layer(name: "capsule", bounds: Rect(x: 0, y: 0, width: 44, height: 28))
        capsule.backgroundColor = Color(red: 1, green: 59 / 255, blue: 48 / 255)
        capsule.cornerRadius = 14
        var dot = Layer(name: "dot", frame: Rect(x: 16, y: 8, width: 12, height: 12))
        dot.backgroundColor = .white
        dot.cornerRadius = 6
        capsule.addSublayer(dot)
        #expect(verifySnapshot(of: capsule, as: .image, named: "1", record: .never, snapshotDirectory: Self.badgeReferences, testName: "badgeAsImage()") == nil)
    }

    @Test("a missing reference is not recorded with record: .never")
    func missingReference() {
        let message = verifySnapshot(of: badge(), as: .image(), named: "never-recorded", record: .never)
        #expect(message?.contains("No reference was found on disk") == true)
    }
}
