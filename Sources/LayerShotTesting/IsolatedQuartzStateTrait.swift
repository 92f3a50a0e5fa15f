import LayerModel
public import Testing

/// A Swift Testing trait that runs each test of a suite (nested suites included), or one test,
/// each argument of a parameterized test apart, in `MediaClock.withIsolatedState(_:)`: a media
/// clock at 0, no transaction, key window or current context left by another test on the same
/// thread, whatever runs in parallel: `@Suite(.isolatedQuartzState)`.
public struct IsolatedQuartzStateTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The scope `MediaClock.withIsolatedState(_:)` opens, without importing LayerShotQuartz.
        try await StateScope.isolated { try await function() }
    }
}

extension Trait where Self == IsolatedQuartzStateTrait {
    /// Each test in this suite, or this test, has LayerShotQuartz's clock, transactions and
    /// other per-thread state to itself (`MediaClock.withIsolatedState(_:)`).
    public static var isolatedQuartzState: Self { IsolatedQuartzStateTrait() }
}
