import LayerModel

extension Knob {
    /// The knob's layer tree: a root of its bounds holding two shape layers of its bounds, no
    /// fill, butt-capped strokes of `color` and `lineWidth`:
    ///
    /// - `track`: an arc of radius `trackRadius` from `startAngle` clockwise to `endAngle`.
    /// - `pointer`: a line from `(w − pointerLength − lineWidth/2, h/2)` to `(w, h/2)`, turned
    ///   by `pointerAngle`, with `pendingAnimation` under `Knob.pointerAnimationKey`.
    public var layer: Layer {
        var root = Layer(name: "knob", bounds: bounds, position: bounds.center)
        root.addSublayer(trackLayer)
        root.addSublayer(pointerLayer)
        return root
    }

    /// The track shape layer (also in `layer.sublayers[0]`).
    public var trackLayer: Layer {
        var path = Path()
        path.addArc(center: bounds.center, radius: trackRadius,
                    startAngle: startAngle, endAngle: endAngle, clockwise: true)
        return strokeLayer(named: "track", path: path)
    }

    /// The pointer shape layer with its rotation (also in `layer.sublayers[1]`).
    public var pointerLayer: Layer {
        var path = Path()
        path.move(to: Point(x: size.width - pointerLength - lineWidth / 2, y: size.height / 2))
        path.addLine(to: Point(x: size.width, y: size.height / 2))
        var pointer = strokeLayer(named: "pointer", path: path)
        pointer.transform = Transform3D(rotationZ: pointerAngle)
        if let pendingAnimation {
            // Cannot fail: setValue(_:animated:duration:) built it from finite angles and a
            // positive duration, and a keyframe `transform.rotation.z` fits every layer.
            try? pointer.add(pendingAnimation, forKey: Knob.pointerAnimationKey)
        }
        return pointer
    }

    private func strokeLayer(named name: String, path: Path) -> Layer {
        let shape = ShapeLayer(path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth,
                               lineCap: .butt)
        return Layer(name: name, bounds: bounds, position: bounds.center, kind: .shape(shape))
    }
}
