import Foundation
import Imaging
import Testing
@testable import LayerShotTesting

@Suite("Failure artifacts and the report")
struct ArtifactTests {
    @Test("a mismatch writes expected, actual and diff PNGs and lists them in index.html")
    func artifacts() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        _ = verifyGolden(of: Samples.card(), named: "suite/card", configuration: config, record: .missing)
        let failure = try #require(verifyGolden(of: Samples.card(barColor: .red), named: "suite/card", configuration: config))
        let a = try #require(failure.artifacts)
        #expect(a.actualPath.hasPrefix(box.artifacts + "/"))
        #expect(a.actualPath.hasSuffix("suite/card@2x.actual.png"))
        let expected = try Bitmap(contentsOfPNG: #require(a.expectedPath))
        let actual = try Bitmap(contentsOfPNG: a.actualPath)
        let diff = try Bitmap(contentsOfPNG: #require(a.diffPath))
        #expect(expected.width == 80 && actual.width == 80 && diff.width == 80)
        #expect(a.indexPath == box.artifacts + "/index.html")
        let html = try String(contentsOfFile: a.indexPath, encoding: .utf8)
        #expect(html.contains("LayerShot golden failures: 1"))
        #expect(html.contains("suite/card"))
        #expect(html.contains(ReportEntry.escape(failure.verdict!.description)))
        #expect(html.contains("card@2x.diff.png"))
        #expect(html.contains("card@2x.heat.png"))
        let heat = try Bitmap(contentsOfPNG: #require(a.heatMapPath))
        #expect(heat.width == 80, "the heat map is as large as the images")
        #expect(html.contains("ArtifactTests.swift"))

        // Fixed: the golden passes again and leaves the report.
        #expect(verifyGolden(of: Samples.card(), named: "suite/card", configuration: config) == nil)
        #expect(!FileManager.default.fileExists(atPath: a.actualPath))
        #expect(try String(contentsOfFile: a.indexPath, encoding: .utf8).contains("LayerShot golden failures: 0"))
    }

    @Test("many failures at once all reach the report")
    func parallel() async throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        let count = 24
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<count {
                group.addTask { _ = verifyGolden(of: Samples.gray(UInt8(i)), named: "parallel/case-\(i)", configuration: config) }
            }
        }
        let html = try String(contentsOfFile: box.artifacts + "/index.html", encoding: .utf8)
        #expect(html.contains("LayerShot golden failures: \(count)"))
        for i in 0..<count {
            #expect(html.contains("parallel/case-\(i)@2x.actual.png"))
        }
    }

    @Test("report text is escaped")
    func escaping() {
        #expect(ReportEntry.escape("<b>\"x\" & y</b>") == "&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;")
    }

    @Test("failures of an earlier run are listed apart, folded, and the count is this run's")
    func earlierRuns() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        _ = verifyGolden(of: Samples.card(), named: "old", configuration: config, record: .missing)
        _ = verifyGolden(of: Samples.card(), named: "new", configuration: config, record: .missing)
        _ = verifyGolden(of: Samples.card(barColor: .red), named: "old", configuration: config)
        // Age the fragment as if an earlier run had written it.
        let fragments = box.artifacts + "/.fragments"
        for name in try FileManager.default.contentsOfDirectory(atPath: fragments) {
            try FileManager.default.setAttributes([.modificationDate: Date.distantPast], ofItemAtPath: fragments + "/" + name)
        }
        _ = verifyGolden(of: Samples.card(barColor: .red), named: "new", configuration: config)
        let html = try String(contentsOfFile: box.artifacts + "/index.html", encoding: .utf8)
        #expect(html.contains("LayerShot golden failures: 1"))
        let folded = try #require(html.range(of: "<details class=\"earlier\">"))
        #expect(html[folded.upperBound...].contains("old@2x.actual.png"))
        #expect(!html[folded.upperBound...].contains("new@2x.actual.png"))
    }
}
