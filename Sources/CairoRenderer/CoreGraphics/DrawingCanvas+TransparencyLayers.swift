internal import CCairo

/// Transparency layers: a stack of targets drawn on in turn, each composited into the one
/// below when it ends.
extension DrawingCanvas {
    /// Starts a transparency layer: later drawing goes to a transparent image of its own until
    /// `endTransparencyLayer(style:)`; its clip starts empty of restrictions (the outer clip
    /// applies when the layer is composited).
    public func beginTransparencyLayer() throws(RenderError) {
        targets.append(try CairoCanvas(width: width, height: height))
        masks.append(nil)
        savedMasks.append([])
    }

    /// Composites the innermost transparency layer into what is under it with `style`,
    /// through that target's clip; false when no layer is open.
    @discardableResult
    public func endTransparencyLayer(style: Style) throws(RenderError) -> Bool {
        guard targets.count > 1, let layer = targets.popLast() else { return false }
        masks.removeLast()
        savedMasks.removeLast()
        try layer.checkStatus()
        try composite(layer, style: style, mask: masks[masks.count - 1])
        return true
    }

    /// The number of open transparency layers.
    public var transparencyLayerDepth: Int { targets.count - 1 }
}
