import Foundation
import Imaging
import Testing

/// A PNG whose ancillary chunk declares far more data than the file holds must fail as
/// truncated without reserving memory for the declared length (issue 14).
@Suite("PNG hostile chunk lengths")
struct PNGHostileChunkTests {
    /// The process's peak resident memory since the last reset, bytes (`VmHWM`).
    static func peakResident() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try #require(Int(line.split(separator: " ")[1])) * 1024
    }

    @Test("a text chunk claiming 2³¹ − 1 bytes fails as truncated, without a 2 GB allocation",
          arguments: ["tEXt", "zTXt", "iTXt"])
    func hugeTextChunk(type: String) throws {
        // Signature (8) + IHDR (25) + a chunk header claiming 0x7FFFFFFF bytes (8) + 3 bytes = 44.
        let header = TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 6, 0, 0, 0]
        let png = TestPNG.signature + TestPNG.chunk("IHDR", header)
            + TestPNG.bigEndian(0x7FFF_FFFF) + Array(type.utf8) + Array("abc".utf8)
        #expect(png.count == 44)
        // Resets the peak to the current resident size (Linux: clear_refs 5).
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = try Self.peakResident()
        #expect {
            _ = try Bitmap(pngData: png)
        } throws: { error in
            guard case let .corruptPNG(reason) = error as? ImagingError else { return false }
            return reason.contains("truncated")
        }
        // Before the fix the decoder reserved and zeroed the declared 2 GB; other tests running
        // meanwhile stay far below the allowance.
        #expect(try Self.peakResident() - before < 512 << 20)
    }
}
