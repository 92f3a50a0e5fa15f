import FuzzDriver
import ImageDiff
import Imaging
import LayerModel

/// One input: two PNG files one after the other (the first ends 8 bytes after its first
/// `IEND`), compared as `layershot diff --output --heat-map --triptych` compares them.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = input(data, size)
    let iend = Array("IEND".utf8)
    guard bytes.count >= 4,
          let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == iend }) else { return 0 }
    let split = min(bytes.count, end + 8)
    func decoded(_ png: ArraySlice<UInt8>) -> Bitmap? {
        try? Bitmap(pngData: Array(png), maxSide: ImageGeometry.maxPixelSide, colors: .convertToSRGB)
    }
    guard let expected = decoded(bytes[..<split]), let actual = decoded(bytes[split...]),
          let comparator = try? ImageComparator() else { return 0 }
    let image = comparator.diffImage(expected, actual)
    _ = image.heatMap()
    _ = try? image.triptych()
    return 0
}

@_cdecl("fuzz_diff_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOne)
}
