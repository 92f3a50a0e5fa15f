/// What can go wrong creating, decoding or encoding images. Each description says what to fix.
public enum ImagingError: Swift.Error, Equatable, CustomStringConvertible {
    case invalidDimensions(width: Int, height: Int)
    case pixelCountMismatch(expected: Int, got: Int)
    /// The bytes are not a valid PNG. `reason` is the decoder's, e.g. "IDAT: CRC error".
    case corruptPNG(reason: String)
    /// The PNG header declares more than `limit` px on a side (`Bitmap.maxSide` unless the
    /// caller asked for less); thrown before pixel memory is allocated.
    case pngTooLarge(width: Int, height: Int, limit: Int)
    /// The PNG codec failed for a reason other than the image (out of memory).
    case pngCodecFailure(reason: String)
    /// A PNG's color-space chunk or ICC profile is malformed (converting to sRGB only).
    case invalidColorProfile(reason: String)
    /// A PNG's color space is one LayerShot does not convert: a LUT-based, CMYK or Lab ICC
    /// profile, or cICP codes other than sRGB and Display P3 (converting to sRGB only).
    case unsupportedColorProfile(reason: String)
    /// A file could not be read. `reason` is the system's, e.g. "No such file or directory".
    case unreadableFile(path: String, reason: String)
    /// A file could not be written; no partial file was left at `path`.
    case unwritableFile(path: String, reason: String)
    /// Decoding the file at `path` failed with the wrapped error.
    indirect case inFile(path: String, ImagingError)
    /// An animation was given no bitmaps.
    case noFrames
    /// Frame `index` of an animation differs in size from frame 0.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A frame rate outside `1...65535` frames per second.
    case invalidFrameRate(Int)

    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "image size \(width)x\(height) px is out of range: each side must be 1...\(Bitmap.maxSide)"
        case let .pixelCountMismatch(expected, got):
            return "pixel buffer has \(got) bytes, expected \(expected) (width × height × 4)"
        case let .corruptPNG(reason):
            return "corrupt PNG: \(reason)"
        case let .pngTooLarge(width, height, limit):
            return "PNG is \(width)x\(height) px, more than \(limit) px on a side"
        case let .pngCodecFailure(reason):
            return "PNG codec failed: \(reason)"
        case let .invalidColorProfile(reason):
            return "invalid color profile: \(reason)"
        case let .unsupportedColorProfile(reason):
            return "unsupported color profile: \(reason); "
                + "convert the image to sRGB or Display P3 (matrix/TRC) to compare it"
        case let .unreadableFile(path, reason):
            return "cannot read \(path): \(reason)"
        case let .unwritableFile(path, reason):
            return "cannot write \(path): \(reason)"
        case let .inFile(path, error):
            return "\(path): \(error)"
        case .noFrames:
            return "no frames given: an animation needs at least one bitmap"
        case let .frameSizeMismatch(index, width, height, expectedWidth, expectedHeight):
            return "frame \(index) is \(width)x\(height) px but frame 0 is \(expectedWidth)x\(expectedHeight) px: "
                + "all frames of an animation must have the same size"
        case let .invalidFrameRate(framesPerSecond):
            return "frames per second must be 1...65535, got \(framesPerSecond)"
        }
    }
}
