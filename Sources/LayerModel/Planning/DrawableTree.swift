/// A layer tree ready to draw: checked (`Layer.checkStructure()`, `checkReplicators()`),
/// presented at a time, its replicators expanded and its perspectives checked
/// (`checkPerspectives()`), once. It is the only thing a renderer plans and draws, so no
/// caller repeats those steps or their order; what can still fail is decided at a pixel size
/// (`plan(in:)`: work budget, drawings behind the eye).
public struct DrawableTree: Sendable {
    /// The tree as drawn: no animation attached, no replicator left, every timing the identity
    /// when it was presented.
    public let root: Layer

    /// `layer` as it is, its animations not evaluated: a presentation tree, or a model drawn
    /// as `CALayer.render(in:)` draws one.
    public init(_ layer: Layer) throws(LayerModelError) {
        try layer.checkStructure()
        try layer.checkReplicators()
        try self.init(checked: layer.expandingReplicators())
    }

    /// `layer` as it shows at `parentTime` (seconds on the clock of its parent: the
    /// presentation clock for a root), `Layer.presentation(at:)`. The model is checked before
    /// it is presented (which recurses once per level), the presented tree after.
    public init(_ layer: Layer, at parentTime: Double) throws(LayerModelError) {
        try layer.checkStructure()
        try layer.checkReplicators()
        try self.init(layer.presentation(at: parentTime))
    }

    /// A tree whose structure and replicators are checked and expanded.
    private init(checked layer: Layer) throws(LayerModelError) {
        try layer.checkPerspectives()
        root = layer
    }

    /// The image of this tree `geometry` covers: `geometry.size` points from the origin of
    /// the root's bounds at `geometry.scale`, every decision made and its work checked against
    /// `RenderWork.budget`. Throws `.workBudget` or `.behindEye`.
    package func plan(in geometry: ImageGeometry) throws(LayerModelError) -> RenderPlan {
        try root.renderPlan(scale: geometry.scale, pixelWidth: geometry.pixelWidth, pixelHeight: geometry.pixelHeight)
    }
}

/// Anything a golden check or a renderer can draw: it makes a `DrawableTree`, as it shows at
/// a time or as its model is.
public protocol DrawableTreeConvertible {
    /// The tree ready to draw at `time` (seconds on the subject's own clock: the root's
    /// parent's for a `Layer`, media time for a `CALayer`); nil draws the model, animations
    /// ignored.
    func drawableTree(at time: Double?) throws -> DrawableTree
}

extension Layer: DrawableTreeConvertible {
    /// `DrawableTree(self)`, or with a time `DrawableTree(self, at: time)`.
    public func drawableTree(at time: Double?) throws(LayerModelError) -> DrawableTree {
        guard let time else { return try DrawableTree(self) }
        return try DrawableTree(self, at: time)
    }
}
