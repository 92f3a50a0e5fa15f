import Foundation
import ImageDiff
import Imaging
import LayerModel

/// Renders `subject` with `LayerRenderer` and checks it against the golden image `name`.
/// Returns nil when it matches, or the failure; reports nothing (see `assertGolden`).
///
/// `subject` is anything that makes a `DrawableTree`: a `Layer`, or a Core Animation layer
/// (`CALayer` in `LayerShotQuartz`, snapshotted as `snapshot(scale:)` and
/// `snapshot(scale:at:)` do).
///
/// - Parameters:
///   - name: the golden's name, kebab-case after what it shows (`value-0.75`); `/` makes
///     subfolders. The file is `<directory>/<name>@<scale>x.png`. Default: nil, the test
///     function's name in kebab-case (`knobAtThreeQuarters()` → `knob-at-three-quarters`,
///     XCTest's `testKnob()` → `knob`). Two test functions checking the same golden file in
///     one run fail with a message saying so.
///   - time: nil draws the model, animations ignored; a time draws what shows then, on the
///     subject's clock (`DrawableTreeConvertible.drawableTree(at:)`: the root's parent's time
///     for a `Layer`, virtual media time for a `CALayer`). Default: nil.
///   - configuration: scale, background, where goldens are, tolerance. Default: nil, the
///     configuration in force (`GoldenConfiguration.current`: a `.goldens(_:)` trait,
///     `withGoldenConfiguration`, `LAYERSHOT_GOLDEN_PRESET`, else `.standard`).
///   - record: the record mode for this assertion; nil uses `withGoldenRecording` or
///     `LAYERSHOT_RECORD`, else `.off`. Default: nil.
public func verifyGolden(
    of subject: some DrawableTreeConvertible, named name: String? = nil, at time: Double? = nil,
    configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) -> GoldenFailure? {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line).verify(.tree(subject, at: time))
}

/// Checks an image you rendered yourself against the golden `name`. The configuration's
/// `scale` only names the file (`@2x`); `background` is not used.
public func verifyGolden(
    of image: Bitmap, named name: String? = nil, configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) -> GoldenFailure? {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line).verify(.image(image))
}

/// Renders `subject` and checks it against the golden `name` (see `verifyGolden`), reporting a
/// failure to the running test: `Issue.record` under Swift Testing, `XCTFail` under XCTest.
///
/// Call it from the test's own task. In a detached task or on a Dispatch queue Swift Testing
/// cannot tell which test is running, and XCTest ignores a failure outside a test, so the
/// failure would be lost: there, use `verifyGolden` and report what it returns.
///
/// ```swift
/// @Test func knobAtThreeQuarters() throws {
///     assertGolden(of: try Knob(value: 0.75).layer, named: "value-0.75")
/// }
/// ```
public func assertGolden(
    of subject: some DrawableTreeConvertible, named name: String? = nil, at time: Double? = nil,
    configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line).assert(.tree(subject, at: time), filePath: filePath, column: column)
}

/// Checks an image against the golden `name` (see `verifyGolden(of:named:…)` for bitmaps),
/// reporting a failure to the running test.
public func assertGolden(
    of image: Bitmap, named name: String? = nil, configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line).assert(.image(image), filePath: filePath, column: column)
}

/// One golden check: find the golden, record or compare, write artifacts, explain.
struct GoldenCheck {
    let name: String
    let configuration: GoldenConfiguration
    let record: GoldenRecordMode?
    /// The test function (`#function`), which names the golden when no name is given and
    /// owns its file for the run.
    let function: String
    let fileID: String
    let filePath: String
    let line: UInt

    init(name: String?, configuration: GoldenConfiguration?, record: GoldenRecordMode?, function: String = "",
         fileID: String, filePath: String, line: UInt) {
        self.name = name ?? GoldenCheck.defaultName(function: function)
        self.configuration = configuration ?? .current
        self.record = record
        self.function = function
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    /// Where a failure's message says to go to record goldens.
    static let recordHint = "LAYERSHOT_RECORD=missing swift test"

    /// Stands for the reference file when another tool manages it
    /// (`compare(_:withReference:recordHint:)`): the artifacts mirror this path.
    var referencePath: String?

    var goldenPath: String {
        referencePath ?? configuration.directory.resolve(testFile: filePath) + "/" + name + configuration.scaleSuffix + ".png"
    }

    var location: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let test = IssueReporter.currentTestName.map { " in \($0)" } ?? ""
        return "\(file):\(line)\(test)"
    }

    func failure(_ kind: GoldenFailure.Kind, _ message: String, verdict: DiffVerdict? = nil, artifacts: FailureArtifacts? = nil) -> GoldenFailure {
        GoldenFailure(kind: kind, name: name, goldenPath: goldenPath, verdict: verdict, artifacts: artifacts, message: message)
    }

    func run(_ actual: Bitmap) -> GoldenFailure? {
        if let problem = GoldenCheck.nameProblem(name) {
            return failure(.invalidSetup, "invalid golden name \"\(name)\": \(problem)")
        }
        if let problem = GoldenConfiguration.processDefault.problem {
            return failure(.invalidSetup, problem)
        }
        let mode: GoldenRecordMode
        switch resolvedMode() {
        case let .success(m): mode = m
        case let .failure(problem): return failure(.invalidSetup, problem.text)
        }
        let path = goldenPath
        if let owner = GoldenOwners.shared.claim(path, for: "\(fileID) \(function)"), !function.isEmpty {
            return failure(.invalidSetup, """
                Golden "\(name)" at \(path) is already checked by \(owner) in this run; \
                two tests would overwrite each other's golden. Give one of them another name.
                """)
        }
        let store = ArtifactStore(configured: configuration.artifactsDirectory, testFile: filePath)
        store.refreshOnce()
        let shownPath = store.packageRoot.flatMap { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : nil } ?? path

        guard FileManager.default.fileExists(atPath: path) else {
            if mode == .off {
                let artifacts = try? store.record(entry(.missing, "no golden; recording is off"), expected: nil, actual: actual, diff: nil)
                return failure(.missing, """
                    No golden "\(name)" at \(path).
                    To record it: \(GoldenCheck.recordHint), then review and commit the new PNG.\
                    \(artifacts.map { "\nThe image it would record: \($0.actualPath)" } ?? "")
                    """, artifacts: artifacts)
            }
            return write(actual, to: path, kind: .recorded, message: """
                Recorded new golden "\(name)" (\(actual.width)x\(actual.height) px) at \(shownPath) (record mode \(mode)).
                Review it and commit it, then run again without recording: a recording run always fails.
                """)
        }

        let expected: Bitmap
        do {
            // A golden recorded elsewhere (a Mac's Display P3 snapshot) is compared in sRGB.
            expected = try Bitmap(contentsOfPNG: path, colors: .convertToSRGB)
        } catch {
            if mode == .failed || mode == .all {
                return write(actual, to: path, kind: .recorded, message: """
                    Re-recorded unreadable golden "\(name)" at \(shownPath) (was: \(error)).
                    Review it and commit it, then run again without recording: a recording run always fails.
                    """)
            }
            let artifacts = try? store.record(entry(.unreadableGolden, "\(error)"), expected: nil, actual: actual, diff: nil)
            return failure(.unreadableGolden, """
                Cannot read golden "\(name)": \(error).
                To replace it: LAYERSHOT_RECORD=failed swift test, then review and commit it.
                """, artifacts: artifacts)
        }

        // Compare first (byte-equal images return at once); draw the diff only for a failure.
        let result = configuration.comparator.compare(expected, actual)
        let verdict = configuration.tolerance.verdict(for: result)
        if verdict.matches, mode != .all {
            store.clear(goldenPath: path)
            return nil
        }
        if verdict.matches {
            // `.all` re-records even a match; identical bytes need no write.
            if result.isIdentical {
                return failure(.recorded, """
                    Golden "\(name)" recorded, unchanged (record mode all): \(verdict).
                    Run again without recording: a recording run always fails.
                    """, verdict: verdict)
            }
            return write(actual, to: path, kind: .recorded, verdict: verdict, message: """
                Re-recorded golden "\(name)" at \(shownPath) (record mode all); it matched within tolerance: \(verdict).
                Review it and commit it, then run again without recording: a recording run always fails.
                """)
        }

        let written = writeMismatchArtifacts(expected, actual, verdict: verdict, store: store)
        if mode == .failed || mode == .all {
            return write(actual, to: path, kind: .recorded, verdict: verdict, artifacts: written.artifacts, message: """
                Re-recorded golden "\(name)" at \(shownPath) (record mode \(mode)); it was: \(verdict)\(written.files)
                Review the change and commit it, then run again without recording: a recording run always fails.
                """)
        }
        return failure(.mismatch, """
            Golden "\(name)" \(verdict)
              golden:   \(path)\(written.files)\(written.error)
            If the change is intended, re-record it: LAYERSHOT_RECORD=failed swift test, then review and commit.
            """, verdict: verdict, artifacts: written.artifacts)
    }

    /// Compares `actual` with a reference image another tool found, read and records (a
    /// swift-snapshot-testing strategy): no recording here; a mismatch writes the artifacts.
    func compare(_ actual: Bitmap, withReference expected: Bitmap, recordHint: String) -> GoldenFailure? {
        let store = ArtifactStore(configured: configuration.artifactsDirectory, testFile: filePath)
        store.refreshOnce()
        let verdict = configuration.tolerance.verdict(for: configuration.comparator.compare(expected, actual))
        if verdict.matches {
            store.clear(goldenPath: goldenPath)
            return nil
        }
        let written = writeMismatchArtifacts(expected, actual, verdict: verdict, store: store)
        return failure(.mismatch, """
            Snapshot "\(name)" \(verdict)\(written.files)\(written.error)
            If the change is intended, re-record it: \(recordHint).
            """, verdict: verdict, artifacts: written.artifacts)
    }

    /// Writes expected, actual, diff and heat map PNGs and the report entry of a mismatch;
    /// returns them, their paths as message lines, and why they could not be written.
    private func writeMismatchArtifacts(_ expected: Bitmap, _ actual: Bitmap, verdict: DiffVerdict, store: ArtifactStore)
        -> (artifacts: FailureArtifacts?, files: String, error: String) {
        do {
            let diff = configuration.comparator.diffImage(expected, actual)
            let a = try store.record(entry(.mismatch, verdict.description), expected: expected, actual: actual, diff: diff)
            let files = "\n  expected: \(a.expectedPath ?? "-")\n  actual:   \(a.actualPath)\n  diff:     \(a.diffPath ?? "-")\n  heat map: \(a.heatMapPath ?? "-")\n  report:   \(a.indexPath)"
            return (a, files, "")
        } catch {
            return (nil, "", "\n(could not write the failure artifacts: \(error))")
        }
    }

    /// Writes `image` as the golden; the returned failure says it was recorded (or why not).
    private func write(_ image: Bitmap, to path: String, kind: GoldenFailure.Kind, verdict: DiffVerdict? = nil,
                       artifacts: FailureArtifacts? = nil, message: String) -> GoldenFailure {
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try image.writePNG(to: path)
        } catch {
            return failure(.invalidSetup, "cannot record golden \"\(name)\" at \(path): \(error)", verdict: verdict, artifacts: artifacts)
        }
        return failure(kind, message, verdict: verdict, artifacts: artifacts)
    }

    private func entry(_ kind: GoldenFailure.Kind, _ summary: String) -> ReportEntry {
        ReportEntry(name: name, goldenPath: goldenPath, location: location, summary: summary, kind: kind)
    }

    /// The record mode in force: argument, scope, environment, off.
    func resolvedMode(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<GoldenRecordMode, SetupProblem> {
        if let record { return .success(record) }
        if let scoped = GoldenRecordMode.scoped { return .success(scoped) }
        guard let value = environment[GoldenRecordMode.environmentVariable] else { return .success(.off) }
        guard let mode = GoldenRecordMode.parse(environmentValue: value) else {
            let valid = GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(SetupProblem(text: "\(GoldenRecordMode.environmentVariable) must be one of \(valid) (or empty), got \"\(value)\""))
        }
        return .success(mode)
    }

    /// The golden name for a test function with none given: `knobAtThreeQuarters()` →
    /// `knob-at-three-quarters`, `slider(angle:)` → `slider`, XCTest's `testKnob()` → `knob`.
    static func defaultName(function: String) -> String {
        var base = String(function.prefix { $0 != "(" })
        if base.hasPrefix("test"), base.count > 4, base.dropFirst(4).first?.isUppercase == true { base.removeFirst(4) }
        var out = ""
        for c in base {
            if c.isUppercase, !out.isEmpty, out.last != "-" { out += "-" }
            out += c.isLetter || c.isNumber ? c.lowercased() : "-"
        }
        return out.isEmpty ? "golden" : out
    }

    /// Why `name` cannot name a golden file, or nil: path components of letters, digits,
    /// `.`, `_` and `-`, separated by single `/`, none `.` or `..`.
    static func nameProblem(_ name: String) -> String? {
        guard !name.isEmpty else { return "it is empty" }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            guard !component.isEmpty else { return "it has an empty path component (a leading, trailing or double /)" }
            guard component != ".", component != ".." else { return "\".\" and \"..\" cannot be path components" }
            guard component.unicodeScalars.allSatisfy({ ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "._-".unicodeScalars.contains($0) }) else {
                return "use letters, digits, \".\", \"_\", \"-\" and \"/\" only"
            }
        }
        return nil
    }
}

/// A setup mistake, for `Result`.
struct SetupProblem: Swift.Error {
    let text: String
}

/// Which test function checks which golden file in this process, so that two tests cannot
/// silently share (and overwrite) one golden.
final class GoldenOwners: @unchecked Sendable {
    static let shared = GoldenOwners()
    private let lock = NSLock()
    private var owners: [String: String] = [:]

    /// Claims `path` for `owner`; returns the other owner when another one claimed it first.
    func claim(_ path: String, for owner: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let existing = owners[path], existing != owner { return existing }
        owners[path] = owner
        return nil
    }
}
