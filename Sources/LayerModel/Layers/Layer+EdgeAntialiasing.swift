extension Layer {
    /// Whether the layer's own edges (background, gradient, border, `masksToBounds` clip) are
    /// drawn anti-aliased when its bounds space maps to pixels by `m`: always with
    /// `allowsEdgeAntialiasing`, otherwise only while its edges run along the pixel axes (no
    /// rotation or skew other than quarter turns) — iOS's rule, under which a rotated layer's
    /// edges are pixel staircases. Unrotated layers keep their smooth fractional edges.
    ///
    /// A layer with a `cornerRadius` keeps all its edges smooth: which parts of a rotated
    /// rounded layer Core Animation draws as staircases (the straight parts only, or the arcs
    /// too) has not been established, and a smooth circle stays a smooth circle.
    package func antialiasesEdges(under m: AffineTransform) -> Bool {
        allowsEdgeAntialiasing || cornerRadius > 0 || m.keepsAxesAligned
    }

    /// `antialiasesEdges(under:)` for a layer seen in perspective, whose edges are never all
    /// along the pixel axes.
    package func antialiasesEdges(under h: ProjectiveTransform) -> Bool {
        antialiasesEdges(under: h.affine ?? AffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0))
    }
}

extension AffineTransform {
    /// True when horizontal and vertical lines stay horizontal or vertical: no rotation
    /// other than quarter turns and no skew (to 1e-9 of the scale, so rounding in a quarter
    /// turn does not count).
    package var keepsAxesAligned: Bool {
        let tolerance = 1e-9 * max(abs(a), abs(b), abs(c), abs(d))
        return (abs(b) <= tolerance && abs(c) <= tolerance) || (abs(a) <= tolerance && abs(d) <= tolerance)
    }
}
