#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Whole-file reads and atomic writes over POSIX, with errors that name the path: the one
/// hardened reader for every file a user gives LayerShot (PNGs, scene files, fonts).
public enum FileIO {
    /// Why a file could not be read.
    public enum ReadFailure: Swift.Error, Equatable, Sendable {
        /// Not opened or not read; `reason` is the system's ("No such file or directory") or
        /// "not a regular file".
        case unreadable(reason: String)
        /// Over the caller's limit: `bytes` is the size the file claims, or what was read when it grew.
        case tooLarge(bytes: Int)
    }

    /// The largest PNG file read: 256 MiB (a PNG of the largest accepted image is far smaller).
    static let maxFileSize = 256 << 20

    /// The regular file at `path`, at most `maxBytes`. Devices, FIFOs and directories are refused
    /// before reading (opening never blocks, so a writerless FIFO cannot hang); the limit is
    /// checked on the size first, then on what is read (a file may grow while it is read).
    public static func contents(of path: String, maxBytes: Int) throws(ReadFailure) -> [UInt8] {
        let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { throw .unreadable(reason: systemError()) }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw .unreadable(reason: systemError()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(reason: "not a regular file") }
        guard info.st_size <= maxBytes else { throw .tooLarge(bytes: Int(info.st_size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count) }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(reason: systemError())
            }
        }
    }

    /// A PNG file's contents, at most `maxFileSize` bytes, with `ImagingError`s.
    static func contents(of path: String) throws(ImagingError) -> [UInt8] {
        do {
            return try contents(of: path, maxBytes: maxFileSize)
        } catch {
            switch error {
            case let .unreadable(reason): throw .unreadableFile(path: path, reason: reason)
            case let .tooLarge(bytes):
                throw .unreadableFile(path: path,
                                      reason: "\(bytes) bytes, more than the \(maxFileSize >> 20) MiB limit")
            }
        }
    }

    /// Writes `bytes` to a temporary file next to `path` and renames it over `path`, so readers
    /// never see a partial file; on failure the temporary file is removed. Not synced to disk:
    /// a power loss may lose the new file. A symbolic link is written through (its target is
    /// replaced); anything but a regular file (a device, a FIFO, a folder) is refused.
    static func writeAtomically(_ bytes: [UInt8], to requested: String) throws(ImagingError) {
        guard !requested.isEmpty else { throw .unwritableFile(path: "\"\"", reason: "an empty path names no file") }
        let path = try linkTarget(of: requested)
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            throw .unwritableFile(path: requested, reason: "not a regular file (only files are replaced)")
        }
        let temporary = temporaryPath(besides: path)
        // 0o666 less the umask, like any new file; O_EXCL never reuses someone else's file.
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw .unwritableFile(path: path, reason: systemError()) }
        var failure: String?
        var offset = 0
        while failure == nil, offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if count > 0 {
                offset += count
            } else if count == 0 || errno != EINTR {
                failure = count == 0 ? "the file system accepted no bytes" : systemError()
            }
        }
        if close(file) != 0, failure == nil { failure = systemError() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw .unwritableFile(path: path, reason: failure)
        }
    }

    /// The most links followed from one path, as Linux's `MAXSYMLINKS`.
    static let maxLinks = 40

    /// Where the chain of symbolic links at `path` ends, existing or not (a dangling link is
    /// written through); `path` when it is no link. A relative target is from the link's folder.
    static func linkTarget(of path: String) throws(ImagingError) -> String {
        var current = path
        for _ in 0..<maxLinks {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw .unwritableFile(path: path, reason: systemError()) }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else if let slash = current.lastIndex(of: "/") {
                current = current[...slash] + target
            } else {
                current = target
            }
        }
        throw .unwritableFile(path: path, reason: "more than \(maxLinks) symbolic links")
    }

    /// A fresh hidden name in the directory of `path`: `dir/.name.tmp-<random hex>`.
    private static func temporaryPath(besides path: String) -> String {
        let suffix = ".tmp-" + String(UInt64.random(in: .min ... .max), radix: 16)
        guard let slash = path.lastIndex(of: "/") else { return "." + path + suffix }
        let directory = path[...slash]
        let name = path[path.index(after: slash)...]
        return directory + "." + name + suffix
    }

    /// The description of the current `errno`, e.g. "No such file or directory".
    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
