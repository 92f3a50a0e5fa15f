import Foundation
import Imaging
import Testing
@testable import LayerShotTesting

@Suite("Record modes")
struct RecordModeTests {
    @Test("off: a missing golden fails, says how to record it, and writes nothing there")
    func missingWithRecordingOff() throws {
        let box = Sandbox()
        defer { box.remove() }
        let failure = try #require(verifyGolden(of: Samples.gray(100), named: "plain", configuration: box.configuration(), record: .off))
        #expect(failure.kind == .missing)
        #expect(failure.message.contains("LAYERSHOT_RECORD=missing swift test"))
        #expect(!failure.message.contains("scripts/"), "users have no scripts/ folder of LayerShot's")
        #expect(failure.goldenPath == box.goldens + "/plain@2x.png")
        #expect(!box.exists(failure.goldenPath))
        // The image it would have recorded is there to look at.
        let actual = try #require(failure.artifacts?.actualPath)
        #expect(try Bitmap(contentsOfPNG: actual) == Samples.gray(100))
    }

    @Test("missing: records a new golden and fails; the next run passes")
    func recordMissing() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        let failure = try #require(verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .missing))
        #expect(failure.kind == .recorded)
        #expect(failure.message.contains("a recording run always fails"))
        #expect(try Bitmap(contentsOfPNG: failure.goldenPath) == Samples.gray(100))
        #expect(verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .off) == nil)
        // An existing golden that differs is compared, not overwritten.
        let mismatch = try #require(verifyGolden(of: Samples.gray(0), named: "plain", configuration: config, record: .missing))
        #expect(mismatch.kind == .mismatch)
        #expect(try Bitmap(contentsOfPNG: failure.goldenPath) == Samples.gray(100))
    }

    @Test("failed: re-records a differing golden, keeps the artifacts, and fails")
    func recordFailed() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        _ = verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .missing)
        #expect(verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .failed) == nil, "a match passes")
        let failure = try #require(verifyGolden(of: Samples.gray(0), named: "plain", configuration: config, record: .failed))
        #expect(failure.kind == .recorded)
        #expect(failure.verdict?.matches == false)
        #expect(try Bitmap(contentsOfPNG: failure.goldenPath) == Samples.gray(0))
        let artifacts = try #require(failure.artifacts)
        #expect(try Bitmap(contentsOfPNG: #require(artifacts.expectedPath)) == Samples.gray(100))
        #expect(verifyGolden(of: Samples.gray(0), named: "plain", configuration: config) == nil)
    }

    @Test("all: records every golden, even a matching one, and fails")
    func recordAll() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        #expect(verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .all)?.kind == .recorded)
        let unchanged = try #require(verifyGolden(of: Samples.gray(100), named: "plain", configuration: config, record: .all))
        #expect(unchanged.kind == .recorded)
        #expect(unchanged.message.contains("unchanged"))
        // Within the threshold but not identical: re-recorded.
        let near = try #require(verifyGolden(of: Samples.gray(102), named: "plain", configuration: config, record: .all))
        #expect(near.kind == .recorded)
        #expect(try Bitmap(contentsOfPNG: near.goldenPath) == Samples.gray(102))
        let changed = try #require(verifyGolden(of: Samples.gray(0), named: "plain", configuration: config, record: .all))
        #expect(changed.kind == .recorded)
        #expect(try Bitmap(contentsOfPNG: changed.goldenPath) == Samples.gray(0))
    }

    @Test("a scoped mode applies inside it; an argument overrides it")
    func scoped() throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        withGoldenRecording(.missing) {
            #expect(verifyGolden(of: Samples.gray(1), named: "scoped", configuration: config)?.kind == .recorded)
            #expect(verifyGolden(of: Samples.gray(1), named: "argument", configuration: config, record: .off)?.kind == .missing)
        }
        #expect(verifyGolden(of: Samples.gray(1), named: "scoped", configuration: config) == nil)
        #expect(verifyGolden(of: Samples.gray(1), named: "after", configuration: config)?.kind == .missing)
    }

    @Test("the async scope reaches child tasks")
    func scopedAsync() async throws {
        let box = Sandbox()
        defer { box.remove() }
        let config = box.configuration()
        let kinds = await withGoldenRecording(.missing) {
            await withTaskGroup(of: GoldenFailure.Kind?.self) { group in
                for i in 0..<4 {
                    group.addTask { verifyGolden(of: Samples.gray(UInt8(i)), named: "child-\(i)", configuration: config)?.kind }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(kinds == Array(repeating: .recorded, count: 4))
    }

    @Test("LAYERSHOT_RECORD is read when no mode is given in code")
    func environment() throws {
        let check = GoldenCheck(name: "x", configuration: GoldenConfiguration(), record: nil, fileID: "M/F.swift", filePath: #filePath, line: 1)
        #expect(try check.resolvedMode(environment: [:]).get() == .off)
        #expect(try check.resolvedMode(environment: ["LAYERSHOT_RECORD": "missing"]).get() == .missing)
        #expect(try check.resolvedMode(environment: ["LAYERSHOT_RECORD": " Failed "]).get() == .failed)
        #expect(try check.resolvedMode(environment: ["LAYERSHOT_RECORD": ""]).get() == .off)
        guard case let .failure(problem) = check.resolvedMode(environment: ["LAYERSHOT_RECORD": "yes"]) else {
            Issue.record("an unknown value must be an error, not silently off")
            return
        }
        #expect(problem.text == "LAYERSHOT_RECORD must be one of off, missing, failed, all (or empty), got \"yes\"")
    }
}
