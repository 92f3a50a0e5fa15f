/// A bad argument or a failed operation, reported as one line and exit code 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Wraps any library error, whose description already says what to fix.
    init(_ error: any Error) {
        self.description = String(describing: error)
    }
}
