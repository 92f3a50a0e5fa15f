import Imaging
import Testing

@Suite("Imaging errors")
struct ImagingErrorTests {
    @Test("error descriptions say what went wrong and where")
    func descriptions() {
        #expect(
            ImagingError.inFile(path: "a.png", .corruptPNG(reason: "IDAT: CRC error")).description
                == "a.png: corrupt PNG: IDAT: CRC error"
        )
        #expect(
            ImagingError.pngTooLarge(width: 100_000, height: 100_000, limit: Bitmap.maxSide).description
                == "PNG is 100000x100000 px, more than 16384 px on a side"
        )
        #expect(
            ImagingError.unwritableFile(path: "/x/y.png", reason: "Permission denied").description
                == "cannot write /x/y.png: Permission denied"
        )
    }
}
