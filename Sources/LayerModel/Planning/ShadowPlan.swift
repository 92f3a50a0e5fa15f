/// Where a layer's shadow is drawn offscreen, in whole device pixels, and how it is blurred
/// and tinted: a pure function of the layer, its device transform and the image, which the
/// renderer only acts on.
package struct ShadowPlan: Sendable, Hashable {
    /// The pixels the layer's own drawing is drawn over: those of it that show (or, when one
    /// canvas serves both, those that show or cast). Empty when none of it shows.
    package var drawing: Rect
    /// What casts the shadow, and over which pixels.
    package var caster: Caster
    /// How far the blurred shadow reaches beyond its caster, pixels: `Layer.shadowReach`.
    package var pad: Int
    /// The shadow offset in device pixels.
    package var offset: Point
    /// The blur's Gaussian σ in pixels: `Layer.shadowSigmaPixels(radius:scale:)`.
    package var sigma: Double
    /// What the blurred coverage is painted with: `shadowColor`, its alpha times
    /// `shadowOpacity` (at most 1).
    package var color: Color

    /// What casts a shadow: the drawing's canvas, or a canvas of its own.
    package enum Caster: Sendable, Hashable {
        /// The drawing's canvas casts the shadow.
        case drawing
        /// The layer's body drawn again over these pixels: its showing and casting parts lie
        /// so far apart that two canvases are smaller than one holding both.
        case body(Rect)
        /// The layer's `shadowPath`, filled opaque over these pixels.
        case shadowPath(Path, Rect)
    }

    package init(drawing: Rect, caster: Caster = .drawing, pad: Int, offset: Point, sigma: Double, color: Color) {
        (self.drawing, self.caster, self.pad, self.offset, self.sigma, self.color) = (drawing, caster, pad, offset, sigma, color)
    }

    /// The pixels of the canvas that casts the shadow.
    package var casterRegion: Rect {
        switch caster {
        case .drawing: drawing
        case let .body(region), let .shadowPath(_, region): region
        }
    }

    /// The canvases the layer's body (its own drawing and sublayers) is drawn on: the
    /// drawing's unless empty, and the caster's when that draws the body again.
    package var bodyCanvases: [Rect] {
        var canvases = drawing.isEmpty ? [] : [drawing]
        if case let .body(region) = caster { canvases.append(region) }
        return canvases
    }

    /// The shadow pixels blurred: the caster padded by `pad` on every side.
    package var blurredPixels: Int {
        let caster = casterRegion
        return Int(caster.width + Double(2 * pad)) * Int(caster.height + Double(2 * pad))
    }

    /// The offscreen pixels the shadow holds at once: the drawing's canvas, the caster's when
    /// it has its own, and the blurred coverage counted twice (an A8 plane and the blur's
    /// 16-bit copy of it: 3 bytes a pixel, counted as two 4-byte pixels).
    package var offscreenPixels: Int {
        let own: Rect = if case .drawing = caster { .zero } else { casterRegion }
        return Int(drawing.width * drawing.height) + Int(own.width * own.height) + 2 * blurredPixels
    }

    /// What a layer with a shadow draws.
    package enum Decision: Sendable, Hashable {
        /// Neither the drawing nor its shadow reaches the image.
        case nothing
        /// The shadow lands wholly outside the image: the layer draws as if it had none.
        case withoutShadow
        /// The drawing over its shadow, through these canvases.
        case shadow(ShadowPlan)
    }
}

extension Rect {
    /// The smallest rectangle of whole pixels holding this one; `.zero` for an empty or
    /// non-finite one, or one reaching beyond ±1e9 (no image is that large).
    package var wholePixels: Rect {
        guard !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              max(abs(minX), abs(minY), abs(maxX), abs(maxY)) < 1e9 else { return .zero }
        let x = minX.rounded(.down), y = minY.rounded(.down)
        return Rect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
    }

    /// Width × height, 0 when empty.
    var area: Double { isEmpty ? 0 : width * height }
}

extension Layer {
    /// How this layer's shadow is drawn when its bounds space maps to device pixels by `m`
    /// and the image covers `image` (device pixels): only the drawing's pixels that show and
    /// those whose shadow lands in the image (each at most the image plus the shadow's reach,
    /// however far the offset puts them) are drawn offscreen, on one canvas when that is no
    /// larger than two. The layer must have a shadow (`hasShadow`). Throws as `drawingBounds`
    /// does.
    package func shadowDecision(toDevice m: AffineTransform, scale: Double, image: Rect) throws(LayerModelError) -> ShadowPlan.Decision {
        let reach = Layer.shadowReach(radius: shadowRadius, scale: scale)
        let offset = shadowOffsetInDevice(m)
        let drawn = try shadowBody.drawingBounds(toDevice: m, scale: scale)
        let visible = drawn.intersection(image).wholePixels
        let casting = shadowCasterBounds(drawing: drawn, toDevice: m)
            .intersection(image.offsetBy(dx: -offset.x, dy: -offset.y).insetBy(dx: -reach, dy: -reach)).wholePixels
        guard !visible.isEmpty || !casting.isEmpty else { return .nothing }
        guard !casting.isEmpty else { return .withoutShadow }
        let plan = { (drawing: Rect, caster: ShadowPlan.Caster) in
            ShadowPlan(drawing: drawing, caster: caster, pad: Int(reach), offset: offset,
                       sigma: Layer.shadowSigmaPixels(radius: shadowRadius, scale: scale),
                       color: shadowColor.withAlphaMultiplied(by: min(shadowOpacity, 1)))
        }
        if let shadowPath { return .shadow(plan(visible, .shadowPath(shadowPath, casting))) }
        let both = visible.union(casting)
        if both.area <= visible.area + casting.area { return .shadow(plan(both, .drawing)) }
        return .shadow(plan(visible, .body(casting)))
    }

    /// The layer as its shadow's canvases draw it: its own drawing and sublayers, without the
    /// shadow, opacity, clip and mask that are applied around them.
    package var shadowBody: Layer {
        var body = self
        body.shadowOpacity = 0
        body.opacity = 1
        body.masksToBounds = false
        body.mask = nil
        return body
    }
}
