import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// `CAGradientLayer` as iOS draws it, through the facade: the model and renderer's rules
/// (`GradientRenderTests`) reach a snapshot.
@Suite("CAGradientLayer drawing", .isolatedQuartzState)
struct CAGradientLayerTests {
    // 100 × 20 at scale 1, (0, 0) → (1, 1) in the unit square: pixel (99, 0), centre
    // (99.5, 0.5) → u = (0.995, 0.025) → t = 0.51 → red·0.49 + blue·0.51 = (125, 0, 130); pixel
    // (0, 19) → t = 0.49 → (130, 0, 125). Both off-diagonal corners are about the middle color.
    @Test("a diagonal gradient on a non-square layer is laid out in the unit square")
    func unitSquare() throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.startPoint = .zero
        layer.endPoint = CGPoint(x: 1, y: 1)
        let bitmap = try layer.snapshot(scale: 1)
        for (p, r, b) in [(bitmap[99, 0], 125, 130), (bitmap[0, 19], 130, 125)] {
            #expect(abs(Int(p.r) - r) <= 1 && p.g == 0 && abs(Int(p.b) - b) <= 1 && p.a == 255, "\(p)")
        }
    }

    @Test("a gradient fills the rounded shape without masksToBounds, over its background")
    func roundedCorners() throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.cornerRadius = 10
        layer.backgroundColor = UIColor.green.cgColor
        let bitmap = try layer.snapshot(scale: 1)
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        // Pixel row 10, centre y = 10.5: t = 0.525 → red·0.475 + blue·0.525 = (121.1, 0, 133.9), opaque.
        let centre = bitmap[10, 10]
        #expect(abs(Int(centre.r) - 121) <= 1 && centre.g == 0 && abs(Int(centre.b) - 134) <= 1 && centre.a == 255, "\(centre)")
    }
}
