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
/// its files, so the index lists the goldens whose last check failed.
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

    /// Writes the PNGs and the fragment of one failure and rebuilds the index.
    func record(_ failure: ReportEntry, expected: Bitmap?, actual: Bitmap, diff: Bitmap?) throws -> FailureArtifacts {
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
        var diffPath: String?
        if let diff {
            diffPath = base + ".diff.png"
            try diff.writePNG(to: base + ".diff.png")
        } else {
            try? FileManager.default.removeItem(atPath: base + ".diff.png")
        }
        let artifacts = FailureArtifacts(expectedPath: expectedPath, actualPath: actualPath, diffPath: diffPath, indexPath: indexPath)
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
        for suffix in [".expected.png", ".actual.png", ".diff.png"] {
            try? FileManager.default.removeItem(atPath: root + "/" + stem + suffix)
        }
        try? rebuildIndex()
    }

    /// Regenerates `index.html` from every fragment, under the folder's lock.
    private func rebuildIndex() throws {
        try withLock {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fragmentsFolder)) ?? []
            let fragments = names.filter { $0.hasSuffix(".html") && !$0.hasPrefix(".") }.sorted().compactMap {
                try? String(contentsOfFile: fragmentsFolder + "/" + $0, encoding: .utf8)
            }
            try Data(ReportEntry.page(fragments).utf8).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
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
