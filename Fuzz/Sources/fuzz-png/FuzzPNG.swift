import FuzzDriver
import Imaging
import LayerModel

/// One input: PNG bytes, decoded as `layershot diff` and scene `contents` decode them.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? Bitmap(pngData: input(data, size), maxSide: ImageGeometry.maxPixelSide, colors: .convertToSRGB)
    return 0
}

@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOne)
}
