import Imaging
import Testing
@testable import ImageDiff

@Suite("Diff images")
struct DiffImageTests {
    @Test("differences are red, anti-aliasing yellow, the rest a faded gray")
    func colors() throws {
        let white = try Bitmap(width: 10, height: 10, filledWith: RGBA8(r: 255, g: 255, b: 255, a: 255))
        var changed = white
        changed[3, 4] = RGBA8(r: 0, g: 0, b: 0, a: 255)
        let image = ImageComparator.standard.diffImage(white, changed)
        #expect(image.diff[3, 4] == DiffImage.differenceColor)
        #expect(image.diff[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.result == ImageComparator.standard.compare(white, changed))

        let black = try Bitmap(width: 10, height: 10, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let gray = ImageComparator.standard.diffImage(black, black).diff[5, 5]
        #expect(gray.r == gray.g && gray.g == gray.b && gray.a == 255)
        #expect((225...235).contains(gray.r), "black faded to 10% is a light gray, got \(gray)")

        let shifted = ImageComparator.standard.diffImage(Scenes.knob(), Scenes.knob(dx: 1))
        let yellow = shifted.diff.pixels.withUnsafeBufferPointer { p in
            stride(from: 0, to: p.count, by: 4).filter { p[$0] == 255 && p[$0 + 1] == 255 && p[$0 + 2] == 0 }.count
        }
        #expect(yellow == shifted.result.metrics!.antiAliasedPixels)
        #expect(yellow > 0)
    }

    @Test("the triptych is expected | diff | actual with gaps")
    func triptych() throws {
        let a = Scenes.knob(size: 60)
        let b = Scenes.knob(angle: 0, size: 60)
        let image = ImageComparator.standard.diffImage(a, b)
        let t = try image.triptych()
        #expect(t.width == 3 * 60 + 2 * DiffImage.gap && t.height == 60)
        #expect(t[10, 30] == a[10, 30])
        #expect(t[60 + DiffImage.gap + 10, 30] == image.diff[10, 30])
        #expect(t[2 * (60 + DiffImage.gap) + 59, 30] == b[59, 30])
        #expect(t[60, 0] == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }

    @Test("a triptych wider than a bitmap can be is an error")
    func hugeTriptych() throws {
        let wide = try Bitmap(width: Bitmap.maxSide / 2, height: 1, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let image = ImageComparator.standard.diffImage(wide, wide)
        #expect(throws: ImagingError.self) { try image.triptych() }
    }

    @Test("the diff of equal images has no red")
    func noRed() {
        let image = ImageComparator.standard.diffImage(Scenes.knob(), Scenes.knob())
        #expect(!image.diff.pixels.withUnsafeBufferPointer { p in
            stride(from: 0, to: p.count, by: 4).contains { p[$0] == 255 && p[$0 + 1] == 0 && p[$0 + 2] == 0 }
        })
    }
}

@Suite("Heat maps")
struct HeatMapTests {
    @Test("a difference of 1 level is yellow, 32 or more red, within one pixel of it; equal areas gray")
    func colors() throws {
        let gray = try Bitmap(width: 12, height: 12, filledWith: RGBA8(r: 128, g: 128, b: 128, a: 255))
        var changed = gray
        changed[2, 2] = RGBA8(r: 129, g: 128, b: 128, a: 255)
        changed[8, 8] = RGBA8(r: 200, g: 128, b: 128, a: 255)
        let heat = ImageComparator.standard.diffImage(gray, changed).heatMap()
        #expect(heat[2, 2] == DiffImage.heatCool && heat[3, 3] == DiffImage.heatCool)
        #expect(heat[8, 8] == DiffImage.heatHot && heat[7, 9] == DiffImage.heatHot)
        #expect(heat[5, 5] == heat[0, 0] && heat[0, 0].r == heat[0, 0].g, "unchanged: faded gray")
    }
}
