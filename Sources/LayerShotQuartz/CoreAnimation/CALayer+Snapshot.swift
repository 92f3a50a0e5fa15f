import CairoRenderer
public import Foundation
public import Imaging
import LayerModel

extension CALayer: DrawableTreeConvertible {
    /// The layer's bounds drawn as `render(in:)` does: the model tree, animations ignored,
    /// `scale` pixels per point (default 2). Lays the tree out first (`layoutIfNeeded`) and
    /// commits it, so later changes animate implicitly as they would on screen.
    /// Throws for properties LayerShot cannot draw yet (naming the layer and the property),
    /// invalid animations, and image sizes out of range.
    public func snapshot(scale: CGFloat = ImageGeometry.defaultScale) throws(QuartzError) -> Bitmap {
        try render(drawableTree(at: nil, committing: true), scale: scale)
    }

    /// What the screen shows at virtual media time `t` (seconds, `MediaClock`'s time): the
    /// presentation tree with explicit and implicit animations evaluated, each layer in its
    /// time space (the timing of this layer, its sublayers and its ancestors applied). Scale
    /// default 2. A time that is not finite throws `.invalidTime`.
    public func snapshot(scale: CGFloat = ImageGeometry.defaultScale, at t: CFTimeInterval) throws(QuartzError) -> Bitmap {
        try render(drawableTree(at: t, committing: true), scale: scale)
    }

    /// Frames at `fps` from media time `start` to `end` (both included when `end − start`
    /// is a whole number of frames), rendered in parallel, every frame the size of the
    /// layer's bounds at `scale`. More than `FrameTiming.maxFrames` frames throw
    /// `.invalidTiming`, more than `FrameSequence.maxPixels` pixels in all `.render(.invalidFrames)`,
    /// before any frame is drawn.
    public func snapshotFrames(from start: CFTimeInterval, to end: CFTimeInterval, fps: Double, scale: CGFloat = ImageGeometry.defaultScale) throws(QuartzError) -> [Bitmap] {
        let tree = try layerModel(animated: true)
        let times: [Double]
        do {
            times = try FrameTiming(duration: end - start, fps: fps).times.map { parentTime(atMediaTime: start + $0) }
        } catch {
            throw .invalidTiming(error)
        }
        do {
            return try LayerRenderer(scale: scale).renderFrames(of: tree, at: times)
        } catch {
            throw .render(error)
        }
    }

    /// The tree a snapshot draws (`snapshot(scale:)` without a time, `snapshot(scale:at:)`
    /// with one), for LayerShot's own APIs (LayerShotTesting's golden checks). Lays out and
    /// commits like a snapshot.
    public func drawableTree(at t: CFTimeInterval?) throws(QuartzError) -> DrawableTree {
        try drawableTree(at: t, committing: true)
    }

    /// The model tree of this layer with its animations, for LayerShot's own APIs (scene
    /// export). Lays out and commits like a snapshot.
    public func layerModel(animated: Bool = true) throws(QuartzError) -> Layer {
        try prepareSnapshot(committing: true)
        return try modelTree(animated: animated)
    }

    /// The tree drawn at media time `t` (the model, animations ignored, for nil), after the
    /// layer tree is laid out, displayed and — when `committing`, as a snapshot does and
    /// `render(in:)` does not — committed. The model tree's root is presented in its time
    /// parent's time space (`parentTime(atMediaTime:)`).
    func drawableTree(at t: CFTimeInterval?, committing: Bool) throws(QuartzError) -> DrawableTree {
        if let t, !t.isFinite { throw .invalidTime(t) }
        try prepareSnapshot(committing: committing)
        let model = try modelTree(animated: t != nil)
        do {
            guard let t else { return try DrawableTree(model) }
            return try DrawableTree(model, at: parentTime(atMediaTime: t))
        } catch {
            throw .render(.invalidLayer(error))
        }
    }

    /// Checks the tree's shape, lays it out and displays it, and when `committing` flushes
    /// the implicit transaction and marks the tree committed.
    private func prepareSnapshot(committing: Bool) throws(QuartzError) {
        try checkTreeShape()
        layoutIfNeeded()
        displayTreeIfNeeded()
        guard committing else { return }
        CoreAnimationState.current.flush()
        markCommitted()
    }

    /// Throws before anything walks the tree recursively (layout, display, conversion): for a
    /// cycle — a layer that is its own mask, or the mask of a layer it holds — as
    /// `.invalidTree`, and for a chain of sublayers and masks more than `Layer.maxNesting`
    /// layers deep as the model's `tooDeep`. Depth first without recursion, keeping the layers
    /// on the current path.
    func checkTreeShape() throws(QuartzError) {
        var path: [(layer: CALayer, next: Int)] = [(self, 0)]
        var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let (layer, next) = path.last {
            // The sublayers in order, then the mask, then back up.
            let children = layer.children
            guard next <= children.count else {
                path.removeLast()
                onPath.remove(ObjectIdentifier(layer))
                continue
            }
            path[path.count - 1].next += 1
            guard let below = next < children.count ? children[next] : layer.mask else { continue }
            guard !onPath.contains(ObjectIdentifier(below)) else {
                throw .invalidTree("layer \(below.displayName) is its own mask or the mask of a layer it holds: "
                    + "a mask must not contain the layer it masks")
            }
            guard path.count < Layer.maxNesting else {
                throw .render(.invalidLayer(.tooDeep(layer: below.displayName, limit: Layer.maxNesting)))
            }
            path.append((below, 0))
            onPath.insert(ObjectIdentifier(below))
        }
    }

    private func render(_ tree: DrawableTree, scale: CGFloat) throws(QuartzError) -> Bitmap {
        do {
            return try LayerRenderer(scale: scale).render(tree)
        } catch {
            throw .render(error)
        }
    }
}
