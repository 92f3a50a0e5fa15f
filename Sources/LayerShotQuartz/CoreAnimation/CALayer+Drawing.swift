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
        guard hasDrawableSize, let context = makeContentsContext() else {
            contents = nil
            return
        }
        draw(in: context)
        contents = context.makeImage()
    }

    /// Whether the bounds are at least half a pixel each way at `contentsScale`: else the
    /// layer has nothing to draw into.
    var hasDrawableSize: Bool {
        bounds.width * contentsScale >= 0.5 && bounds.height * contentsScale >= 0.5
    }

    /// A new context for the contents, after telling the delegate (`layerWillDraw(_:)`): the
    /// bounds at `contentsScale`, y down, with the bounds' origin at the top left; nil, logged,
    /// when LayerShot cannot make one that size.
    func makeContentsContext() -> CGContext? {
        delegate?.layerWillDraw(self)
        do throws(RenderError) {
            let context = try CGContext(uikitSize: bounds.size, scale: contentsScale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            return context
        } catch {
            quartzLog("CALayer \(displayName): display: \(error.description)")
            return nil
        }
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
            let bitmap = try LayerRenderer(scale: scale).render(try drawableTree(at: nil, committing: false))
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
