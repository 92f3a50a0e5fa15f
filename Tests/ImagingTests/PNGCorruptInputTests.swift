import Foundation
import Imaging
import Testing
import TestSupport

/// The repository's `Fixtures/inputs` folder.
let inputsFolder = Repository.fixtures.appendingPathComponent("inputs")

/// The reason of a `.corruptPNG` error, or nil for any other outcome.
func corruptionReason(_ decode: () throws(ImagingError) -> Bitmap) -> String? {
    do {
        _ = try decode()
        return nil
    } catch {
        guard case let .corruptPNG(reason) = error else { return nil }
        return reason
    }
}

/// A bad file under `Fixtures/inputs` and the error it must produce.
struct BadInput: CustomTestStringConvertible, Sendable {
    let file: String
    let expected: ImagingError
    var testDescription: String { file }
}

@Suite("Decoding corrupt PNG input")
struct PNGCorruptInputTests {
    /// A valid 16 × 16 PNG from the encoder under test.
    let valid: [UInt8]

    init() throws {
        valid = try randomBitmap(width: 16, height: 16).pngData()
    }

    @Test("empty data is a corrupt PNG")
    func empty() {
        #expect(throws: ImagingError.corruptPNG(reason: "the data is empty (0 bytes)")) { try Bitmap(pngData: []) }
    }

    @Test("a damaged signature is reported as not a PNG")
    func badSignature() {
        var png = valid
        png[1] = UInt8(ascii: "Q")
        #expect(
            corruptionReason { () throws(ImagingError) in try Bitmap(pngData: png) }
                == "not a PNG file (the 8-byte PNG signature is missing)"
        )
    }

    @Test("random bytes are a corrupt PNG", arguments: [1, 8, 100, 5_000])
    func randomBytes(count: Int) {
        var random = SeededGenerator(seed: UInt64(count))
        let noise = random.bytes(count)
        let afterSignature = TestPNG.signature + noise
        #expect(corruptionReason { () throws(ImagingError) in try Bitmap(pngData: noise) } != nil)
        #expect(corruptionReason { () throws(ImagingError) in try Bitmap(pngData: afterSignature) } != nil)
    }

    @Test("a PNG cut short anywhere, even in IEND, is a corrupt PNG")
    func truncated() {
        for length in [1, 7, 8, 20, 33, 40, 41, valid.count / 2, valid.count - 13, valid.count - 12, valid.count - 1] {
            let reason = corruptionReason { () throws(ImagingError) in
                try Bitmap(pngData: Array(valid.prefix(length)))
            }
            #expect(reason != nil, "cut at \(length) of \(valid.count) bytes")
        }
    }

    @Test("a wrong CRC is reported with its chunk", arguments: ["IHDR", "IDAT"])
    func badCRC(chunk: String) throws {
        var png = valid
        let chunks = TestPNG.chunks(of: png)
        let index = try #require(chunks.firstIndex { $0.type == chunk })
        let crcOffset = 8 + chunks[..<index].reduce(0) { $0 + 12 + $1.data.count } + 8 + chunks[index].data.count
        png[crcOffset] ^= 0xFF
        #expect(corruptionReason { () throws(ImagingError) in try Bitmap(pngData: png) } == "\(chunk): CRC error")
    }

    @Test("flipping any single byte gives a bitmap or a typed error, never a crash")
    func everySingleByteCorruption() throws {
        let small = try randomBitmap(width: 3, height: 3).pngData()
        for offset in small.indices {
            var png = small
            png[offset] ^= 0x5A
            do {
                _ = try Bitmap(pngData: png)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test(
        "absurd header dimensions are refused before allocating pixels",
        arguments: [(100_000, 100_000), (16_385, 1), (1, 16_385), (1_000_000, 1_000_000)]
    )
    func absurdDimensions(width: UInt32, height: UInt32) {
        #expect(throws: ImagingError.pngTooLarge(width: Int(width), height: Int(height), limit: Bitmap.maxSide)) {
            try Bitmap(pngData: TestPNG.header(width: width, height: height))
        }
    }

    @Test("header dimensions libpng itself rejects are a corrupt PNG", arguments: [(0, 1), (1, 0), (0x8000_0000, 1)])
    func invalidDimensions(width: UInt32, height: UInt32) {
        let header = TestPNG.header(width: width, height: height)
        #expect(corruptionReason { () throws(ImagingError) in try Bitmap(pngData: header) } != nil)
    }

    @Test(
        "each bad input file fails with a typed error naming the file",
        arguments: [
            BadInput(file: "empty.png", expected: .corruptPNG(reason: "the data is empty (0 bytes)")),
            BadInput(
                file: "bad-signature.png",
                expected: .corruptPNG(reason: "not a PNG file (the 8-byte PNG signature is missing)")
            ),
            BadInput(file: "bad-crc-in-idat.png", expected: .corruptPNG(reason: "IDAT: CRC error")),
            BadInput(
                file: "truncated-in-idat.png",
                expected: .corruptPNG(reason: "the data ends before the PNG does (truncated file?)")
            ),
            BadInput(
                file: "huge-dimensions-100000x100000.png",
                expected: .pngTooLarge(width: 100_000, height: 100_000, limit: Bitmap.maxSide)
            ),
        ]
    )
    func badInputFile(_ input: BadInput) {
        let path = inputsFolder.appendingPathComponent(input.file).path
        #expect(throws: ImagingError.inFile(path: path, input.expected)) { try Bitmap(contentsOfPNG: path) }
    }
}
