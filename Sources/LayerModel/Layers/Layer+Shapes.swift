/// The outlines a layer's own drawing follows: its rounded bounds and its border.
extension Layer {
    /// The bounds rounded by `cornerRadius` at `maskedCorners` in the `cornerCurve` shape: what
    /// the background fills and `masksToBounds` clips to.
    public var boundsPath: Path {
        Path(roundedRect: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners, cornerCurve: cornerCurve)
    }

    /// The border's area, to fill with the even-odd rule: `boundsPath` and, inside it, the
    /// bounds inset by `borderWidth` rounded by `cornerRadius − borderWidth` (at least 0) with
    /// the same corners and curve, as Core Animation draws a border. Where the border is wider
    /// than half the shorter side it fills the whole `boundsPath`; empty for a width ≤ 0.
    public var borderPath: Path {
        guard borderWidth > 0 else { return Path() }
        var path = boundsPath
        let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
        if !inner.isEmpty {
            path.append(Path(roundedRect: inner, cornerRadius: max(0, cornerRadius - borderWidth),
                             maskedCorners: maskedCorners, cornerCurve: cornerCurve))
        }
        return path
    }
}
