/// An animated PNG (APNG): equally sized frames at a fixed rate, looping forever; frame 0 is
/// the default image, which viewers without APNG support show.
///
/// Every frame is stored whole and compressed like `Bitmap.pngData()`, all in one format:
/// palette when they have at most 256 colors in all, else RGB when all are opaque, else RGBA.
public struct AnimatedPNG: Sendable, Equatable {
    /// The frames in display order, all of the same size. At least one.
    public let frames: [Bitmap]
    /// Frames per second, 1...65535: each frame shows for 1 / `framesPerSecond` seconds.
    public let framesPerSecond: Int

    /// Throws unless there is a frame, all match frame 0's size and the rate fits APNG's 16 bits.
    public init(frames: [Bitmap], framesPerSecond: Int) throws(ImagingError) {
        guard let first = frames.first else { throw .noFrames }
        for (index, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
            throw .frameSizeMismatch(
                index: index, width: frame.width, height: frame.height,
                expectedWidth: first.width, expectedHeight: first.height
            )
        }
        guard (1...Int(UInt16.max)).contains(framesPerSecond) else {
            throw .invalidFrameRate(framesPerSecond)
        }
        self.frames = frames
        self.framesPerSecond = framesPerSecond
    }

    /// The APNG file: IHDR, acTL, per frame an fcTL and its image data (IDAT for frame 0, fdAT
    /// after; fcTL and fdAT share one sequence counter from 0), IEND.
    public func data() throws(ImagingError) -> [UInt8] {
        let (width, height) = (frames[0].width, frames[0].height)
        var writer = PNGWriter(width: width, height: height, format: PNGWriter.Format(for: frames))
        let loopForever: UInt32 = 0
        writer.appendChunk("acTL",
                           fields: PNGWriter.bigEndian(UInt32(frames.count)) + PNGWriter.bigEndian(loopForever))
        // Every frame: full size at offset 0, 0, shown for 1/fps s, then left as is (dispose
        // op none), replacing what was there (blend op source).
        let (offset, delayNumerator, disposeNone, blendSource): (UInt32, UInt16, UInt8, UInt8) = (0, 1, 0, 0)
        let frameFields = PNGWriter.bigEndian(UInt32(width)) + PNGWriter.bigEndian(UInt32(height))
            + PNGWriter.bigEndian(offset) + PNGWriter.bigEndian(offset)
            + PNGWriter.bigEndian(delayNumerator) + PNGWriter.bigEndian(UInt16(framesPerSecond))
            + [disposeNone, blendSource]
        var sequenceNumber: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            writer.appendChunk("fcTL", fields: PNGWriter.bigEndian(sequenceNumber) + frameFields)
            sequenceNumber += 1
            if index == 0 {
                try writer.appendImageData(of: frame)
            } else {
                try writer.appendImageData(of: frame, sequenceNumber: sequenceNumber)
                sequenceNumber += 1
            }
        }
        return writer.finish()
    }

    /// Writes `data()` to `path` atomically, like `Bitmap.writePNG(to:)`.
    public func write(to path: String) throws(ImagingError) {
        try FileIO.writeAtomically(try data(), to: path)
    }
}
