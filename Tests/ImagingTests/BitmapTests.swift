import Imaging
import Testing

/// `Bitmap`'s invariant and its bulk operations: fill, crop, raw access, description.
@Suite("Bitmap")
struct BitmapTests {
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    let halfBlue = RGBA8(r: 0, g: 0, b: 128, a: 128)

    @Test("filledWith and fill set every pixel, R G B A in byte order")
    func fillWhole() throws {
        var bitmap = try Bitmap(width: 3, height: 2, filledWith: red)
        #expect(bitmap.pixels == Array(repeating: [255, 0, 0, 255], count: 6).flatMap { $0 })
        bitmap.fill(halfBlue)
        #expect(bitmap.pixels == Array(repeating: [0, 0, 128, 128], count: 6).flatMap { $0 })
    }

    @Test("fill(in:) changes only the rectangle, clipped to the bitmap")
    func fillRect() throws {
        var bitmap = try Bitmap(width: 4, height: 3)
        bitmap.fill(red, in: PixelRect(x: 2, y: 1, width: 5, height: 5))  // reaches past the right and bottom
        for y in 0..<3 {
            for x in 0..<4 {
                #expect(bitmap[x, y] == (x >= 2 && y >= 1 ? red : RGBA8(r: 0, g: 0, b: 0, a: 0)), "pixel \(x),\(y)")
            }
        }
        let before = bitmap
        bitmap.fill(halfBlue, in: PixelRect(x: -5, y: 0, width: 5, height: 3))  // wholly left of it
        bitmap.fill(halfBlue, in: PixelRect(x: 1, y: 1, width: 0, height: 2))  // empty
        #expect(bitmap == before)
    }

    @Test("cropped keeps the overlapping pixels, clipped like cropping(to:); nil without overlap")
    func crop() throws {
        var bitmap = try Bitmap(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { bitmap[x, y] = RGBA8(r: UInt8(x), g: UInt8(y), b: 0, a: 255) } }
        let part = try #require(bitmap.cropped(to: PixelRect(x: 2, y: 1, width: 10, height: 1)))
        #expect(part.width == 2 && part.height == 1)
        #expect(part.pixels == [2, 1, 0, 255, 3, 1, 0, 255])
        #expect(bitmap.cropped(to: bitmap.bounds) == bitmap)
        #expect(bitmap.cropped(to: PixelRect(x: 4, y: 0, width: 2, height: 2)) == nil)
        #expect(bitmap.cropped(to: PixelRect(x: 1, y: 1, width: 0, height: 1)) == nil)
    }

    @Test("raw access sees and changes the pixels in place, never their count")
    func rawAccess() throws {
        var bitmap = try Bitmap(width: 2, height: 2)
        #expect(bitmap.withUnsafeBytes(\.count) == 16)
        bitmap.withUnsafeMutableBytes { bytes in
            #expect(bytes.count == 16)
            bytes[4 + 3] = 255
        }
        #expect(bitmap[1, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("a bitmap describes itself by its size, not its bytes")
    func description() throws {
        let bitmap = try Bitmap(width: 640, height: 480, filledWith: red)
        #expect(bitmap.description == "Bitmap(640x480 px)")
        #expect(String(describing: bitmap) == "Bitmap(640x480 px)")
        #expect(Mirror(reflecting: bitmap).children.map(\.label) == ["width", "height"])
    }

    @Test("PixelRect: union, intersection, area and emptiness")
    func pixelRect() {
        let a = PixelRect(x: 0, y: 0, width: 4, height: 3), b = PixelRect(x: 2, y: 1, width: 5, height: 5)
        #expect(a.union(b) == PixelRect(x: 0, y: 0, width: 7, height: 6))
        #expect(a.intersection(b) == PixelRect(x: 2, y: 1, width: 2, height: 2))
        #expect(a.intersection(PixelRect(x: 4, y: 0, width: 1, height: 1)) == .zero)
        #expect(a.area == 12 && PixelRect(x: 1, y: 1, width: -2, height: 3).area == 0)
        #expect(PixelRect.zero.union(b) == b && b.union(.zero) == b)
        #expect(PixelRect(x: 1, y: 1, width: 0, height: 3).isEmpty)
    }
}
