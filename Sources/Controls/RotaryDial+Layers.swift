import LayerModel

extension RotaryDial {
    /// The dial's layer tree: a root of the bounds (clipping in `halfDial`, where the disc's lower
    /// half overflows) holding `disc`, a 2R×2R circle (corner radius R, clipping) centered on
    /// `discCenter`, filled with `discColor`, turned by `currentAngle` (with `pendingAnimation`
    /// under `rotationAnimationKey`). Its sublayers `label-0` … `label-(n−1)` are text layers at
    /// `labelCenter(index:…)` turned by `index·step`, so each glyph stands radially: "\(index)",
    /// DejaVu Sans Bold 22 pt, `labelColor`, centered by advance width and line box in a roomy box
    /// so the box's size does not move the glyphs.
    public var layer: Layer {
        var root = Layer(name: "rotary-dial", bounds: bounds, position: bounds.center)
        root.masksToBounds = layout == .halfDial
        root.addSublayer(discLayer)
        return root
    }

    private var discLayer: Layer {
        let r = radius
        var disc = Layer(name: "disc", bounds: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r),
                         position: discCenter)
        disc.backgroundColor = discColor
        disc.cornerRadius = r
        disc.masksToBounds = true
        disc.transform = Transform3D(rotationZ: currentAngle)
        if let pendingAnimation {
            // Cannot fail: rotate(to:animated:duration:) built it from finite angles and a
            // positive duration, and a basic `transform` animation fits every layer.
            try? disc.add(pendingAnimation, forKey: RotaryDial.rotationAnimationKey)
        }
        for index in 0..<numberOfLabels {
            disc.addSublayer(labelLayer(index: index))
        }
        return disc
    }

    private func labelLayer(index: Int) -> Layer {
        let string = "\(index)"
        let fontSize = RotaryDial.labelFontSize
        let box = Size(width: fontSize * Double(string.count + 1), height: fontSize * 1.5)
        let text = TextLayer(string: string, font: .dejaVuSansBold, fontSize: fontSize,
                             foregroundColor: labelColor, alignment: .center, centersVertically: true)
        let center = RotaryDial.labelCenter(index: index, numberOfLabels: numberOfLabels, radius: radius)
        var label = Layer(name: "label-\(index)", bounds: Rect(size: box), position: center, kind: .text(text))
        label.transform = Transform3D(rotationZ: angleStep * Double(index))
        return label
    }
}
