import LayerModel

extension CircularSlider {
    /// The slider's layer tree: a root of the slider's bounds (positioned at its center) with,
    /// bottom to top, every layer covering the whole bounds:
    ///
    /// 1. `background-ring`: a full circle at `radius`, black stroke 60 wide, butt caps.
    /// 2. `active-arc`: an axial gradient, blue #0000FF at the top-middle to magenta #FF00FF at
    ///    the bottom-middle, masked by `activeArcMask`.
    /// 3. `light-outer`, `light-inner`: the same sweep at `radius ± 30` (the background ring's
    ///    edges: 130 and 70 at the default size), 1 wide, round caps, white at alpha 0.05.
    /// 4. `handle`: a 40-pt disc filling `handleRect`, white at alpha 0.7, with a black shadow
    ///    of σ 1.5 pt (CG blur 3), offset 0.
    /// 5. `value-label`: `"\(angle)"` centered both ways, white at alpha 0.8, DejaVu Sans
    ///    Bold 65 pt.
    ///
    /// The sweep runs from 3 o'clock counterclockwise on screen by `angle` degrees. At 0 it is
    /// empty and its layers are hidden; at 360 it is a closed circle, so no cap or seam shows.
    public var layer: Layer {
        var root = Layer(name: "circular-slider", bounds: bounds, position: bounds.center)
        root.addSublayer(backgroundRingLayer)
        root.addSublayer(activeArcLayer)
        let halfRing = CircularSlider.backgroundWidth / 2
        root.addSublayer(lightLayer(named: "light-outer", radius: radius + halfRing))
        root.addSublayer(lightLayer(named: "light-inner", radius: radius - halfRing))
        root.addSublayer(handleLayer)
        root.addSublayer(valueLabelLayer)
        return root
    }

    /// The shadow's Gaussian σ around the active arc's mask, points: CG blur `angle/20`, so
    /// σ = `angle/40`; the arc's edges soften as the value grows.
    public var activeArcShadowRadius: Double { Double(angle) / 40 }

    /// The sweep `angle` degrees counterclockwise on screen from 3 o'clock, at `radius`:
    /// empty at 0 (or for a radius ≤ 0), a closed full circle at 360.
    public func sweepPath(radius r: Double) -> Path {
        var path = Path()
        guard angle > 0, r > 0 else { return path }
        let end = -Double.pi * Double(angle) / 180
        path.addArc(center: bounds.center, radius: r, startAngle: 0, endAngle: end, clockwise: false)
        if angle >= 360 { path.closeSubpath() }
        return path
    }

    private var backgroundRingLayer: Layer {
        var path = Path()
        if radius > 0 {
            path.addArc(center: bounds.center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            path.closeSubpath()
        }
        let shape = ShapeLayer(path: path, fillColor: nil, strokeColor: .black,
                               lineWidth: CircularSlider.backgroundWidth, lineCap: .butt)
        return Layer(name: "background-ring", bounds: bounds, position: bounds.center, kind: .shape(shape))
    }

    /// The gradient (over the whole bounds) shown through `activeArcMask`.
    private var activeArcLayer: Layer {
        let gradient = GradientLayer(type: .axial, colors: [.blue, .magenta],
                                     startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        var layer = Layer(name: "active-arc", bounds: bounds, position: bounds.center, kind: .gradient(gradient))
        layer.mask = activeArcMask
        layer.isHidden = angle == 0
        return layer
    }

    /// The active arc's mask: a container holding the arc (opaque stroke 40 wide, butt caps)
    /// with a black shadow of σ `activeArcShadowRadius`, offset 0. The arc is composited over
    /// its shadow, so the mask's alpha is `arc + blur(arc)·(1 − arc)`.
    public var activeArcMask: Layer {
        let shape = ShapeLayer(path: sweepPath(radius: radius), fillColor: nil, strokeColor: .red,
                               lineWidth: CircularSlider.lineWidth, lineCap: .butt)
        var arc = Layer(name: "arc", bounds: bounds, position: bounds.center, kind: .shape(shape))
        arc.shadowColor = .black
        arc.shadowOpacity = 1
        arc.shadowOffset = .zero
        arc.shadowRadius = activeArcShadowRadius
        var mask = Layer(name: "active-arc-mask", bounds: bounds, position: bounds.center)
        mask.addSublayer(arc)
        return mask
    }

    private func lightLayer(named name: String, radius r: Double) -> Layer {
        let shape = ShapeLayer(path: sweepPath(radius: r), fillColor: nil,
                               strokeColor: Color(white: 1, alpha: 0.05), lineWidth: 1, lineCap: .round)
        var layer = Layer(name: name, bounds: bounds, position: bounds.center, kind: .shape(shape))
        layer.isHidden = angle == 0 || r <= 0
        return layer
    }

    private var handleLayer: Layer {
        let shape = ShapeLayer(path: Path(ellipseIn: handleRect), fillColor: Color(white: 1, alpha: 0.7))
        var layer = Layer(name: "handle", bounds: bounds, position: bounds.center, kind: .shape(shape))
        layer.shadowColor = .black
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = 1.5
        return layer
    }

    private var valueLabelLayer: Layer {
        let text = TextLayer(string: "\(angle)", font: .dejaVuSansBold, fontSize: CircularSlider.fontSize,
                             foregroundColor: Color(white: 1, alpha: 0.8), alignment: .center,
                             centersVertically: true)
        return Layer(name: "value-label", bounds: bounds, position: bounds.center, kind: .text(text))
    }
}
