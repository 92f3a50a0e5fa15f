@testable import CairoRenderer
import Imaging
import LayerModel
import Testing

/// The three side limits and how they relate: `ImageGeometry.maxPixelSide` (8192) for every
/// image LayerShot draws, `Bitmap.maxSide` (16,384) for composites of drawn images, and
/// `CairoCanvas.maxSide` (32,767, Cairo's own) above every canvas a render plans.
@Suite("Side limits")
struct SideLimitTests {
    /// Imaging cannot import LayerModel: this target sees both and keeps them together.
    @Test("a bitmap holds two drawn images side by side: Bitmap.maxSide = 2 × ImageGeometry.maxPixelSide")
    func bitmapHoldsTwoImages() throws {
        #expect(Bitmap.maxSide == 2 * ImageGeometry.maxPixelSide)
        #expect(try Bitmap(width: Bitmap.maxSide, height: 1).width == 16_384)
        #expect(try Bitmap(width: 1, height: Bitmap.maxSide).height == 16_384)
        #expect(throws: ImagingError.invalidDimensions(width: 16_385, height: 1)) { try Bitmap(width: Bitmap.maxSide + 1, height: 1) }
        #expect(throws: ImagingError.invalidDimensions(width: 1, height: 16_385)) { try Bitmap(width: 1, height: Bitmap.maxSide + 1) }
        #expect(throws: ImagingError.invalidDimensions(width: 0, height: 1)) { try Bitmap(width: 0, height: 1) }
    }

    @Test("Cairo's limit: a 32,767 px side makes a canvas, 32,768 px does not")
    func cairoCanvasEdges() throws {
        #expect(try CairoCanvas(width: CairoCanvas.maxSide, height: 1).width == 32_767)
        #expect(try CairoCanvas(width: 1, height: CairoCanvas.maxSide).height == 32_767)
        #expect(throws: RenderError.cairo(status: "a 32768x1 px surface is outside Cairo's 1...32767 px")) {
            try CairoCanvas(width: CairoCanvas.maxSide + 1, height: 1)
        }
        #expect(throws: RenderError.cairo(status: "a 1x0 px surface is outside Cairo's 1...32767 px")) {
            try CairoCanvas(width: 1, height: 0)
        }
    }

    /// An 8192 × 1 pt image crossed by a layer whose shadow, 8900 pt to the right with the
    /// widest blur, falls into it.
    static func farShadow() -> Layer {
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 8192, height: 1))
        var strip = Layer(frame: Rect(x: -20_000, y: 0, width: 28_192, height: 1))
        strip.backgroundColor = .black
        strip.shadowOpacity = 1
        strip.shadowRadius = 256
        strip.shadowOffset = Size(width: 8900, height: 0)
        root.addSublayer(strip)
        return root
    }

    /// Offscreens are not capped at the image's side: a shadow's canvases reach its blur
    /// beyond the image, and one canvas may hold the drawing and its caster side by side. The
    /// plan bounds them (each at most the image plus twice the reach, 769 px, and one canvas
    /// for both only when no larger than the two), so every canvas side stays under
    /// 2 × 8192 + 4 × 769 + 2 = 19,462 px, well inside Cairo's 32,767.
    @Test("the widest canvas a plan makes, a shadow beside its caster, is wider than a bitmap and inside Cairo's limit")
    func widestPlannedCanvas() throws {
        let reach = Int(Layer.shadowReach(radius: .infinity, scale: 1))
        #expect(reach == 769)
        #expect(2 * ImageGeometry.maxPixelSide + 4 * reach + 2 < CairoCanvas.maxSide)
        let root = Self.farShadow()
        // The caster's pixels −9669…61 (the image moved 8900 px left, widened by 769 px each
        // side) and the drawing's 0…8192 share one canvas: 17,861 ≤ 9730 + 8192 px wide, and
        // its blurred coverage 17,861 + 2 × 769 = 19,399 px.
        let decision = try root.sublayers[0].shadowDecision(toDevice: AffineTransform(translationX: -20_000, y: 0), scale: 1,
                                                             image: root.bounds)
        guard case let .shadow(plan) = decision else {
            Issue.record("expected a shadow, got \(decision)")
            return
        }
        #expect(plan.drawing.minX == -9669 && plan.drawing.width == 17_861 && plan.pad == reach)
        #expect(Int(plan.drawing.width) + 2 * plan.pad > Bitmap.maxSide)
        let image = try LayerRenderer(scale: 1).render(root, background: .white)
        #expect(image.description == "Bitmap(8192x1 px)")
        #expect(image[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }
}
