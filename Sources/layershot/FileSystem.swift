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
