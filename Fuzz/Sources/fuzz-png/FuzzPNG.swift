import CPNG
import FuzzDriver
import Imaging
import LayerModel

/// One input: PNG bytes, decoded as `layershot diff` and scene `contents` decode them. A
/// decoded image of at most 512 × 512 px is encoded again, which must give back its pixels
/// exactly (every encoder path: palette, the RGB plans, RGBA); and the bytes themselves, read
/// as filtered rows, go through CPNG's own deflate encoder and back through libdeflate.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = input(data, size)
    if let bitmap = try? Bitmap(pngData: bytes, maxSide: ImageGeometry.maxPixelSide, colors: .convertToSRGB),
       bitmap.width * bitmap.height <= 512 * 512 {
        guard let png = try? bitmap.pngData(), (try? Bitmap(pngData: png)) == bitmap else {
            fatalError("a decoded \(bitmap.width)x\(bitmap.height) image does not survive encoding")
        }
    }
    deflateRoundTrip(bytes)
    return 0
}

/// Compresses `bytes` with cpng_deflate_rows (rows of 1 + 3 × 7 bytes, the first input byte
/// choosing the row length when there is one, the last one the kind of rows' settings) and
/// traps unless libdeflate inflates them back.
func deflateRoundTrip(_ bytes: [UInt8]) {
    let rowBytes = 1 + 3 * Int(bytes.first ?? 7)
    let rows = cpng_rows(rawValue: UInt32(bytes.last ?? 0) % 3)
    var stream = [UInt8](repeating: 0, count: cpng_deflate_rows_bound(bytes.count))
    var written = 0
    let deflated = cpng_deflate_rows(bytes, bytes.count, rowBytes, 3, rows, &stream, stream.count, &written, nil, 0)
    guard deflated == CPNG_OK else {
        fatalError("cpng_deflate_rows failed on \(bytes.count) bytes")
    }
    var back = [UInt8](repeating: 0, count: bytes.count + 1)
    var inflated = 0
    let status = cpng_zlib_decompress(stream, written, &back, back.count, &inflated, nil, 0)
    guard status == CPNG_OK, inflated == bytes.count, back.prefix(inflated).elementsEqual(bytes) else {
        fatalError("cpng_deflate_rows's stream does not inflate back to its \(bytes.count) bytes")
    }
}

@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOne)
}
