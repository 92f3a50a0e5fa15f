/// What can go wrong creating, decoding or encoding images. Each description says what to fix.
public enum ImagingError: Swift.Error, Equatable, CustomStringConvertible {
    case invalidDimensions(width: Int, height: Int)
    case pixelCountMismatch(expected: Int, got: Int)

    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "image size \(width)x\(height) px is out of range: each side must be 1...\(Bitmap.maxSide)"
        case let .pixelCountMismatch(expected, got):
            return "pixel buffer has \(got) bytes, expected \(expected) (width × height × 4)"
        }
    }
}
