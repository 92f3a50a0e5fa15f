import CairoRenderer
import Foundation
import LayerModel

/// Drawing a layer's contents with Core Graphics: `display()` makes a context of the
/// layer's bounds at `contentsScale` (y-down points, as Core Animation hands `draw(in:)`),
/// calls `draw(in:)` and keeps the picture as `contents`. A snapshot displays every layer
/// that needs it first, as Core Animation does when it commits.
extension CALayer {
    /// What `display()` does when no delegate takes over: draw into a new context and keep
    /// the image as `contents` (nil for an empty bounds).
    func drawContents() {
        displayNeeded = false
        let size = bounds.size
        guard size.width * contentsScale >= 0.5, size.height * contentsScale >= 0.5 else {
            contents = nil
            return
        }
        delegate?.layerWillDraw(self)
        let context: CGContext
        do throws(RenderError) {
            context = try CGContext(uikitSize: size, scale: contentsScale)
        } catch {
            quartzLog("CALayer \(displayName): display: \(error.description)")
            contents = nil
            return
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        contents = context.makeImage()
    }

    /// Displays this layer and every layer below it (sublayers and masks) that needs it.
    func displayTreeIfNeeded() {
        displayIfNeeded()
        for child in children { child.displayTreeIfNeeded() }
        mask?.displayTreeIfNeeded()
    }

    /// The layer tree drawn into `ctx` in its current user space (the layer's bounds at the
    /// origin), rasterized at the context's scale and drawn as an image.
    func renderTree(in ctx: CGContext) {
        let m = ctx.state.ctm
        let scales = ImageGeometry.scales
        let scale = min(max((abs(m.a * m.d - m.b * m.c)).squareRoot(), scales.lowerBound), scales.upperBound)
        do {
            try checkTreeShape()
            layoutIfNeeded()
            displayTreeIfNeeded()
            let bitmap = try LayerRenderer(scale: scale).render(try modelTree(animated: false))
            ctx.saveGState()
            ctx.translateBy(x: 0, y: bounds.height)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(CGImage(bitmap: bitmap), in: CGRect(origin: .zero, size: bounds.size))
            ctx.restoreGState()
        } catch {
            quartzLog("CALayer \(displayName): render(in:): \(error)")
        }
    }
}
