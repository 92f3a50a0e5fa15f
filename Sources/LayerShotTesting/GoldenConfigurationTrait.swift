public import Testing

/// A Swift Testing trait that sets the golden configuration of a suite (all its tests,
/// nested suites included) or of one test: `@Suite(.goldens(.strict))`.
public struct GoldenConfigurationTrait: SuiteTrait, TestTrait, TestScoping {
    /// The configuration the assertions without a `configuration:` argument use.
    public let configuration: GoldenConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await GoldenConfiguration.$scoped.withValue(configuration) { try await function() }
    }
}

extension Trait where Self == GoldenConfigurationTrait {
    /// Golden assertions in this suite or test use `configuration` unless they pass their own:
    /// `@Suite(.goldens(.strict))`, `@Suite(.goldens(myGoldens))`.
    public static func goldens(_ configuration: GoldenConfiguration) -> Self {
        GoldenConfigurationTrait(configuration: configuration)
    }
}
