import Foundation

/// A scope of its own for what a facade keeps per thread, as Apple's frameworks do
/// (LayerShotQuartz's media clock, transactions, current contexts): a test runs in one so that
/// it never sees what another test left on the same thread — Swift Testing runs many tests on
/// one thread. Outside any scope such state stays per thread. The scope is a task-local: it
/// follows its task across `await`s and is shared by the task's children.
public final class StateScope: @unchecked Sendable {  // one test uses it at a time, as its layers
    /// What the scope holds, by key.
    public let dictionary = NSMutableDictionary()

    /// The innermost scope around this task, if any.
    @TaskLocal public static var current: StateScope?

    /// Runs `body` in a fresh scope, dropped after it.
    public static func isolated<R>(_ body: () throws -> R) rethrows -> R {
        try $current.withValue(StateScope(), operation: body)
    }

    /// The `async` form of `isolated(_:)`.
    public static func isolated<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $current.withValue(StateScope(), operation: body, isolation: isolation)
    }
}
