import Foundation

/// Runs the built `layershot` binary (it sits beside the test bundle) and captures its output.
struct CLIRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The stderr text without its trailing newline, asserted to be one line by tests.
    var errorLine: String { stderr.trimmingCharacters(in: .newlines) }
}

enum CLI {
    /// The `layershot` executable of this build.
    static let executable: URL = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("layershot"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("layershot"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layershot"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// The repository root (the LayerShot package, above CLI/), found from this file's path:
    /// commands run there, so tests name fixtures as `Fixtures/…`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `layershot` with `arguments`, with a time limit so that a hang fails the test.
    /// With `standardOutput`, stdout goes there (e.g. `/dev/full`) and `stdout` stays empty.
    static func run(_ arguments: [String], timeout: TimeInterval = 60, standardOutput: FileHandle? = nil) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        process.standardError = err
        try process.run()
        // Drain both pipes while the process runs so that a chatty command cannot block.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw CLITimeout(arguments: arguments)
        }
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// A fresh empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct CLITimeout: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "layershot \(arguments.joined(separator: " ")) did not finish in time" }
}
