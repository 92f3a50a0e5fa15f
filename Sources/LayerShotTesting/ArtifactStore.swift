import Foundation
import ImageDiff
import Imaging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of failure artifacts: for each failing golden its expected, actual and diff
/// PNGs and one HTML fragment, and an `index.html` built from all fragments, showing every
/// failure side by side with its metrics.
///
/// Tests run in parallel, in threads and (XCTest's `--parallel`) in processes, so each
/// failure writes only its own files, and the index is rebuilt from the fragments on disk
/// under an exclusive `flock` on `.lock`, then renamed into place: whatever the interleaving,
/// the last rebuild sees every fragment written before it. A golden that passes again removes
/// its files. The index lists this run's failures; fragments written before this process
/// first checked a golden (an earlier run's, for goldens not checked again) are listed apart,
/// folded and marked as such. The index is rebuilt at the first check of every process, so a
/// run without failures shows none.
struct ArtifactStore: Sendable {
    /// The artifacts folder, absolute.
    let root: String
    /// The package root the golden paths are shown relative to, if known.
    let packageRoot: String?

    /// The environment variable that moves the folder (absolute, or relative to the
    /// current directory).
    static let environmentVariable = "LAYERSHOT_ARTIFACTS"
    /// The folder's name at the package root when `LAYERSHOT_ARTIFACTS` is not set.
    static let defaultFolderName = "layershot-artifacts"

    init(configured: String?, testFile: String) {
        let packageRoot = PackageRoot.find(from: testFile)
        self.packageRoot = packageRoot
        let environment = ProcessInfo.processInfo.environment[ArtifactStore.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let path = configured ?? environment {
            root = URL(fileURLWithPath: path).standardizedFileURL.path
        } else {
            let base = packageRoot ?? FileManager.default.currentDirectoryPath
            root = URL(fileURLWithPath: base).appendingPathComponent(ArtifactStore.defaultFolderName).path
        }
    }

    var indexPath: String { root + "/index.html" }
    private var fragmentsFolder: String { root + "/.fragments" }

    /// The artifacts' path stem for a golden: its path relative to the package root without
    /// `.png` (`Fixtures/goldens/knob/value-0.75@2x`), so that artifacts mirror the goldens; for
    /// a golden outside the package, its last two path components.
    func stem(forGolden goldenPath: String) -> String {
        var relative: String
        if let packageRoot, goldenPath.hasPrefix(packageRoot + "/") {
            relative = String(goldenPath.dropFirst(packageRoot.count + 1))
        } else {
            relative = goldenPath.split(separator: "/").suffix(2).joined(separator: "/")
        }
        if relative.hasSuffix(".png") { relative.removeLast(4) }
        return relative
    }

    /// The fragment's file for a stem: one flat folder, `/` spelled `~`.
    private func fragmentPath(stem: String) -> String {
        fragmentsFolder + "/" + stem.replacingOccurrences(of: "/", with: "~") + ".html"
    }

    /// When this process first checked a golden: fragments older than this are an earlier run's.
    static let runStart = Date()

    /// The artifact folders whose index this process has rebuilt at least once.
    private static let refreshed = RefreshedFolders()

    /// Rebuilds the index once per process and folder, so that an earlier run's failures are
    /// marked even when this run has none.
    func refreshOnce() {
        _ = ArtifactStore.runStart
        guard ArtifactStore.refreshed.insert(root), FileManager.default.fileExists(atPath: indexPath) else { return }
        try? rebuildIndex()
    }

    /// Writes the PNGs and the fragment of one failure and rebuilds the index.
    func record(_ failure: ReportEntry, expected: Bitmap?, actual: Bitmap, diff: DiffImage?) throws -> FailureArtifacts {
        let stem = stem(forGolden: failure.goldenPath)
        let base = root + "/" + stem
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: base).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: fragmentsFolder, withIntermediateDirectories: true)

        let actualPath = base + ".actual.png"
        try actual.writePNG(to: actualPath)
        var expectedPath: String?
        if let expected {
            expectedPath = base + ".expected.png"
            try expected.writePNG(to: base + ".expected.png")
        } else {
            try? FileManager.default.removeItem(atPath: base + ".expected.png")
        }
        var diffPath: String?, heatMapPath: String?
        if let diff {
            diffPath = base + ".diff.png"
            try diff.diff.writePNG(to: base + ".diff.png")
            heatMapPath = base + ".heat.png"
            try diff.heatMap().writePNG(to: base + ".heat.png")
        } else {
            try? FileManager.default.removeItem(atPath: base + ".diff.png")
            try? FileManager.default.removeItem(atPath: base + ".heat.png")
        }
        let artifacts = FailureArtifacts(expectedPath: expectedPath, actualPath: actualPath, diffPath: diffPath,
                                         heatMapPath: heatMapPath, indexPath: indexPath)
        let fragment = failure.html(artifacts: artifacts, relativeTo: root)
        try Data(fragment.utf8).write(to: URL(fileURLWithPath: fragmentPath(stem: stem)), options: .atomic)
        try rebuildIndex()
        return artifacts
    }

    /// Removes a golden's artifacts after it passed, and rebuilds the index if it was listed.
    func clear(goldenPath: String) {
        let stem = stem(forGolden: goldenPath)
        let fragment = fragmentPath(stem: stem)
        guard FileManager.default.fileExists(atPath: fragment) else { return }
        try? FileManager.default.removeItem(atPath: fragment)
        for suffix in [".expected.png", ".actual.png", ".diff.png", ".heat.png"] {
            try? FileManager.default.removeItem(atPath: root + "/" + stem + suffix)
        }
        try? rebuildIndex()
    }

    /// Regenerates `index.html` from every fragment, under the folder's lock.
    private func rebuildIndex() throws {
        try withLock {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fragmentsFolder)) ?? []
            var current: [String] = [], earlier: [String] = []
            for name in names.filter({ $0.hasSuffix(".html") && !$0.hasPrefix(".") }).sorted() {
                let path = fragmentsFolder + "/" + name
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                let written = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
                if written < ArtifactStore.runStart { earlier.append(text) } else { current.append(text) }
            }
            try Data(ReportEntry.page(current, earlier: earlier).utf8).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `<root>/.lock`, which serializes threads
    /// (each opens its own descriptor) and processes alike.
    private func withLock<R>(_ body: () throws -> R) throws -> R {
        let descriptor = open(root + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: root + "/.lock"])
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: root + "/.lock"]) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// A set of folder paths shared by every thread of the process.
private final class RefreshedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []

    /// Adds `folder`; true when it was not there yet.
    func insert(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return folders.insert(folder).inserted
    }
}
