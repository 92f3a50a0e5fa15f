import LayerShotQuartz
import Testing

/// UIKit and Core Animation API that controls use, with hand-computed values.
@Suite("UIKit additions: fonts, colours, springs, image renderer bounds")
struct UIKitAdditionsTests {
    @Test("UIGraphicsImageRenderer(bounds:format:) puts the bounds' origin at the image's top-left")
    func rendererBoundsOrigin() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let bitmap = try #require(image.cgImage).bitmap
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(bitmap[0, 0].a == 255 && bitmap[4, 4].a == 255)
        #expect(bitmap[5, 5].a == 0 && bitmap[12, 12].a == 0)
    }
}
