import ImageDiff

/// Why a golden assertion failed, with everything a person needs to act on it.
public struct GoldenFailure: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The image differs from the golden beyond the tolerance.
        case mismatch
        /// There is no golden and recording is off.
        case missing
        /// The golden was written (recording is on); review and commit it, then run again.
        case recorded
        /// The golden exists but cannot be read (not a PNG, truncated, …).
        case unreadableGolden
        /// The layer could not be rendered.
        case renderFailed
        /// The name or the setup is wrong (an invalid golden name, an unknown
        /// `LAYERSHOT_RECORD` value), or a file could not be written.
        case invalidSetup
    }

    public let kind: Kind
    /// The golden's name as given to the assertion.
    public let name: String
    /// The golden's file.
    public let goldenPath: String
    /// The comparison's verdict, when a comparison was made.
    public let verdict: DiffVerdict?
    /// The failure artifacts written (expected, actual, diff PNGs), when any.
    public let artifacts: FailureArtifacts?
    /// The whole message: what happened, the files, what to do.
    public let message: String

    public var description: String { message }
}

/// The files written for a failure under the artifacts folder.
public struct FailureArtifacts: Sendable, Hashable {
    /// The golden as it was, when there was one.
    public let expectedPath: String?
    /// The image under test.
    public let actualPath: String
    /// The diff image (see `DiffImage`), when there was a golden to compare with.
    public let diffPath: String?
    /// The heat map (see `DiffImage.heatMap()`), when there was a golden to compare with.
    public let heatMapPath: String?
    /// The report showing every failure side by side.
    public let indexPath: String
}
