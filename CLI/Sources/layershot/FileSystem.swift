import ArgumentParser
import Foundation

/// Creates the folder `path` and its missing parents (like `mkdir -p`), or throws one line
/// naming `flag` and the system's reason.
func makeDirectory(_ path: String, for flag: String) throws {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") where !component.isEmpty {
        current += "/" + component
        if mkdir(current, 0o755) != 0, errno != EEXIST {
            throw CLIError("cannot create \(flag) folder \(path): \(String(cString: strerror(errno)))")
        }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CLIError("\(flag) \(path) is not a folder")
    }
}

/// `prefix-0000.png`, `prefix-0001.png`, …: four digits at least, so names sort in order.
func numberedFileName(_ prefix: String, _ index: Int) -> String {
    let digits = String(index)
    return prefix + "-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
}

/// Whether `name` is one `numberedFileName(prefix, _)` makes: the prefix, a dash, four or more
/// digits, `.png`.
func isNumberedFileName(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix + "-"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(prefix.count + 1).dropLast(4)
    return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
}

/// Removes the numbered frames (`prefix-0000.png …` for each prefix) an earlier run left in
/// `folder`, so that the folder never holds a mix of two runs' frames. Nothing else in the
/// folder is touched.
func removeNumberedFiles(in folder: String, prefixes: [String], for flag: String) throws {
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
        throw CLIError("cannot list \(flag) folder \(folder): \(error.localizedDescription)")
    }
    for name in names where prefixes.contains(where: { isNumberedFileName(name, prefix: $0) }) {
        guard unlink(folder + "/" + name) == 0 || errno == ENOENT else {
            throw CLIError("cannot remove the earlier frame \(folder)/\(name): \(String(cString: strerror(errno)))")
        }
    }
}

/// Whether the paths name the same existing file (after following links).
func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat(), second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
}

/// Prints one line on standard output and flushes it, or throws one line when the output
/// cannot take it (a full disk, a closed pipe): events must never be lost silently.
func printLine(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
        if count > 0 {
            offset += count
        } else if count < 0, errno == EINTR {
            continue
        } else {
            throw CLIError("cannot write to standard output: \(count < 0 ? String(cString: strerror(errno)) : "nothing was written")")
        }
    }
}

/// A command that only groups subcommands. Run without one it is a usage error (exit 2, the
/// usage on one line), so that a script which forgot the subcommand fails instead of
/// printing help and passing.
protocol CommandGroup: ParsableCommand {}

extension CommandGroup {
    func run() throws {
        let names = Self.configuration.subcommands.compactMap { $0.configuration.commandName }
        let path = Self.self == LayerShotCommand.self ? "layershot" : "layershot " + (Self.configuration.commandName ?? "")
        throw CLIError("missing subcommand; usage: \(path) <\(names.joined(separator: "|"))> [options] (see \(path) --help)")
    }
}
