/// What every tree a renderer draws must be: nested at most `Layer.maxNesting` deep, with
/// finite numbers. Checked without recursion, so a tree of any depth is refused with an error
/// instead of overflowing the stack of the recursive passes that follow.
extension Layer {
    /// The most layers a chain of sublayers and masks may nest, the root being the first:
    /// 100. Each later pass (presentation, planning, drawing) recurses once per level, with
    /// tens of KB of stack a level; a control's tree is rarely 20 deep.
    public static let maxNesting = 100

    /// The largest `TextLayer.fontSize`, points: 10,000 (FreeType refuses glyphs of some
    /// millions of pixels; no image holds a glyph this large at any scale).
    public static let maxFontSize = 10_000.0

    /// Throws `tooDeep` when a chain of sublayers and masks nests more than `maxNesting`
    /// layers, and `nonFinite` for the first layer (in depth-first order) with a geometry,
    /// appearance, content or replicator value that is not a finite number — a NaN
    /// `position` is refused here, as Core Animation refuses it when it is set — or a
    /// `fontSize` above `maxFontSize` (`fontSizeTooLarge`).
    package func checkStructure() throws(LayerModelError) {
        var pending: [(layer: Layer, depth: Int)] = [(self, 1)]
        while let (layer, depth) = pending.popLast() {
            guard depth <= Layer.maxNesting else {
                throw .tooDeep(layer: layer.name ?? "(unnamed)", limit: Layer.maxNesting)
            }
            try layer.checkValues()
            if let mask = layer.mask { pending.append((mask, depth + 1)) }
            for sublayer in layer.sublayers.reversed() { pending.append((sublayer, depth + 1)) }
        }
    }

    /// This layer's own numbers (not its sublayers' or mask's): see `checkStructure()`.
    private func checkValues() throws(LayerModelError) {
        let layer = name ?? "(unnamed)"
        func finite(_ property: String, _ values: Double...) throws(LayerModelError) {
            try finite(property, values)
        }
        func finite(_ property: String, _ values: [Double]) throws(LayerModelError) {
            guard values.allSatisfy(\.isFinite) else { throw .nonFinite(layer: layer, property: property, values: values) }
        }
        func finite(_ property: String, _ t: Transform3D) throws(LayerModelError) {
            try finite(property, t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                       t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44)
        }
        func finite(_ property: String, _ r: Rect) throws(LayerModelError) {
            try finite(property, r.minX, r.minY, r.width, r.height)
        }
        try finite("bounds", bounds)
        try finite("position", position.x, position.y)
        try finite("anchorPoint", anchorPoint.x, anchorPoint.y)
        try finite("anchorPointZ", anchorPointZ)
        try finite("zPosition", zPosition)
        try finite("transform", transform)
        try finite("sublayerTransform", sublayerTransform)
        try finite("opacity", opacity)
        try finite("cornerRadius", cornerRadius)
        try finite("borderWidth", borderWidth)
        try finite("shadowOpacity", shadowOpacity)
        try finite("shadowOffset", shadowOffset.width, shadowOffset.height)
        try finite("shadowRadius", shadowRadius)
        try finite("contentsScale", contentsScale)
        try finite("contentsRect", contentsRect)
        try finite("contentsCenter", contentsCenter)
        switch kind {
        case .plain, .transform:
            break
        case let .replicator(r):
            try finite("instanceTransform", r.instanceTransform)
            try finite("instanceDelay", r.instanceDelay)
            try finite("instance color offsets", r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset)
        case let .shape(s):
            try finite("lineWidth", s.lineWidth)
            try finite("miterLimit", s.miterLimit)
            try finite("lineDashPhase", s.lineDashPhase)
            try finite("strokeStart", s.strokeStart)
            try finite("strokeEnd", s.strokeEnd)
        case let .gradient(g):
            try finite("startPoint", g.startPoint.x, g.startPoint.y)
            try finite("endPoint", g.endPoint.x, g.endPoint.y)
            try finite("locations", g.locations ?? [])
        case let .text(t):
            try finite("fontSize", t.fontSize)
            // A size of 0 or less draws nothing (a spring's overshoot may pass through it).
            guard t.fontSize <= Layer.maxFontSize else {
                throw .fontSizeTooLarge(layer: layer, fontSize: t.fontSize, limit: Layer.maxFontSize)
            }
        }
    }
}
