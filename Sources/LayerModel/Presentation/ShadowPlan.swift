/// Where a layer's shadow is drawn offscreen, in whole device pixels: a pure function of the
/// layer, its device transform and the image, which the renderer only acts on.
public struct ShadowPlan: Sendable, Hashable {
    /// The pixels the layer's own drawing is drawn over: those of it that show (or, when one
    /// canvas serves both, those that show or cast). Empty when none of it shows.
    public var drawing: Rect
    /// The pixels the shadow's caster is drawn over when it gets a canvas of its own (a
    /// `shadowPath`, or a drawing whose showing and casting parts lie far apart); nil when
    /// the drawing's canvas casts the shadow.
    public var casting: Rect?
    /// How far the blurred shadow reaches beyond its caster, pixels: `Layer.shadowReach`.
    public var pad: Int
    /// The shadow offset in device pixels.
    public var offset: Point

    public init(drawing: Rect, casting: Rect?, pad: Int, offset: Point) {
        (self.drawing, self.casting, self.pad, self.offset) = (drawing, casting, pad, offset)
    }

    /// The canvas that casts the shadow.
    public var caster: Rect { casting ?? drawing }

    /// The shadow pixels blurred: the caster padded by `pad` on every side.
    public var blurredPixels: Int {
        Int(caster.width + Double(2 * pad)) * Int(caster.height + Double(2 * pad))
    }

    /// The offscreen pixels the shadow holds at once: the drawing's canvas, the caster's when
    /// it has its own, and the blurred coverage counted twice (an A8 plane and the blur's
    /// 16-bit copy of it: 3 bytes a pixel, counted as two 4-byte pixels).
    public var offscreenPixels: Int {
        Int(drawing.width * drawing.height) + Int((casting?.width ?? 0) * (casting?.height ?? 0)) + 2 * blurredPixels
    }

    /// What a layer with a shadow draws.
    public enum Decision: Sendable, Hashable {
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
    public var wholePixels: Rect {
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
    /// larger than two. The layer must have a shadow (`hasShadow`).
    public func shadowDecision(toDevice m: AffineTransform, scale: Double, image: Rect) -> ShadowPlan.Decision {
        let reach = Layer.shadowReach(radius: shadowRadius, scale: scale)
        let offset = shadowOffsetInDevice(m)
        let drawn = shadowBody.drawingBounds(toDevice: m, scale: scale)
        let visible = drawn.intersection(image).wholePixels
        let casting = shadowCasterBounds(drawing: drawn, toDevice: m)
            .intersection(image.offsetBy(dx: -offset.x, dy: -offset.y).insetBy(dx: -reach, dy: -reach)).wholePixels
        guard !visible.isEmpty || !casting.isEmpty else { return .nothing }
        guard !casting.isEmpty else { return .withoutShadow }
        let both = visible.union(casting)
        let shared = shadowPath == nil && both.area <= visible.area + casting.area
        return .shadow(ShadowPlan(drawing: shared ? both : visible, casting: shared ? nil : casting, pad: Int(reach), offset: offset))
    }

    /// The layer as its shadow's canvases draw it: its own drawing and sublayers, without the
    /// shadow, opacity, clip and mask that are applied around them.
    public var shadowBody: Layer {
        var body = self
        body.shadowOpacity = 0
        body.opacity = 1
        body.masksToBounds = false
        body.mask = nil
        return body
    }
}
