import LayerModel

extension RotaryDial {
    /// The dial's layer tree: a root of the dial's bounds (positioned at its center; it clips
    /// in the `halfDial` layout, where the disc's lower half overflows) holding `disc`.
    ///
    /// `disc` is a 2R×2R layer centered on `discCenter`, filled with `discColor`, rounded to a
    /// circle (corner radius R) and clipping to it, turned about its center by a z rotation of
    /// `currentAngle` (carrying `pendingAnimation` under `RotaryDial.rotationAnimationKey` after an
    /// animated rotation). Its sublayers are the labels `label-0` … `label-(n−1)`: text layers
    /// whose position is the label's center (`labelCenter(index:…)`) and whose transform is a
    /// z rotation of `index·step`, so each glyph stands radially; the text ("\(index)", DejaVu
    /// Sans Bold 22 pt, `labelColor`) is centered in a box roomy enough for it, horizontally by
    /// advance width and vertically by line box, so the box's size does not move the glyphs.
    public var layer: Layer {
        var root = Layer(name: "rotary-dial", bounds: bounds, position: bounds.center)
        root.masksToBounds = layout == .halfDial
        root.addSublayer(discLayer)
        return root
    }

    private var discLayer: Layer {
        let r = radius
        var disc = Layer(name: "disc", bounds: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r), position: discCenter)
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
        var label = Layer(name: "label-\(index)", bounds: Rect(size: box),
                          position: RotaryDial.labelCenter(index: index, numberOfLabels: numberOfLabels, radius: radius),
                          kind: .text(text))
        label.transform = Transform3D(rotationZ: angleStep * Double(index))
        return label
    }
}
