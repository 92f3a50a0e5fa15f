import Foundation

/// Where golden images live. A golden's file is `<directory>/<name>@<scale>x.png`; a name may
/// hold `/` to use subfolders (`knob/value-0.75`).
///
/// Goldens are found from the test file's `#filePath` at run time, never bundled as
/// resources: they stay plain files in the source tree that a person reviews and commits.
public enum GoldenDirectory: Sendable, Hashable {
    /// `__Goldens__/<TestFileName>/` beside the test file, as in
    /// `Tests/MyTests/__Goldens__/KnobTests/value-0.5@2x.png` for `KnobTests.swift`. Default.
    case besideTestFile
    /// A folder relative to the package root: the nearest folder above the test file that
    /// holds a `Package.swift`. `.packageRelative("Fixtures/goldens/knob")`.
    case packageRelative(String)
    /// An absolute folder.
    case absolute(String)

    /// The folder for a test file at `filePath`.
    func resolve(testFile filePath: String) -> String {
        switch self {
        case .besideTestFile:
            let url = URL(fileURLWithPath: filePath)
            let stem = url.deletingPathExtension().lastPathComponent
            return url.deletingLastPathComponent().appendingPathComponent("__Goldens__").appendingPathComponent(stem).path
        case let .packageRelative(relative):
            let root = PackageRoot.find(from: filePath) ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().path
            return URL(fileURLWithPath: root).appendingPathComponent(relative).standardizedFileURL.path
        case let .absolute(path):
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }
}

/// Finds the package a source file belongs to.
enum PackageRoot {
    /// The nearest folder at or above `filePath`'s folder holding a `Package.swift`, or nil.
    static func find(from filePath: String) -> String? {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
