import Foundation

/// When a golden assertion writes the golden instead of (or besides) comparing with it.
///
/// Every mode but `.off` makes the assertions it records fail, so that a recording run is
/// never green: record, look at the new goldens, commit them, run again.
///
/// The mode in force is, first to last: the `record:` argument of the assertion, the
/// innermost `withGoldenRecording(_:_:)`, the `LAYERSHOT_RECORD` environment variable
/// (`off`, `missing`, `failed` or `all`), `.off`. `.off` is the right mode for CI.
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Compare only. A missing golden fails and says how to record it. Default.
    case off
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Record missing goldens and re-record those that differ (after writing the failure
    /// artifacts, so the change can still be reviewed).
    case failed
    /// Record every golden.
    case all

    /// The environment variable read when no mode is given in code.
    public static let environmentVariable = "LAYERSHOT_RECORD"

    public var description: String { rawValue }

    /// The mode set by `withGoldenRecording(_:_:)` in this task, if any.
    @TaskLocal static var scoped: GoldenRecordMode?

    /// Parses `LAYERSHOT_RECORD`'s value; empty means `.off`.
    static func parse(environmentValue value: String) -> GoldenRecordMode? {
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? .off : GoldenRecordMode(rawValue: trimmed)
    }
}

/// Runs `body` with every golden assertion in it (in this task and its child tasks)
/// recording in `mode`, unless an assertion passes its own `record:` argument.
///
/// ```swift
/// @Test func knobStates() throws {
///     try withGoldenRecording(.missing) { assertGolden(of: knob.layer, named: "value-0.5") }
/// }
/// ```
public func withGoldenRecording<R>(_ mode: GoldenRecordMode, _ body: () throws -> R) rethrows -> R {
    try GoldenRecordMode.$scoped.withValue(mode, operation: body)
}

/// The `async` form of `withGoldenRecording(_:_:)`.
public func withGoldenRecording<R>(
    _ mode: GoldenRecordMode, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
    try await GoldenRecordMode.$scoped.withValue(mode, operation: body, isolation: isolation)
}
