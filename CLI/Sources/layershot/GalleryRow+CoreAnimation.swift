import LayerModel

/// The gallery's "Core Animation" row: one layer feature each, built with the model's API.
extension GalleryRow {
    /// Every sample is 120×120 pt on iOS's grouped background (systemGray6).
    private static let canvas = Rect(x: 0, y: 0, width: 120, height: 120)
    private static let paper = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)

    static func coreAnimation() throws -> GalleryRow {
        GalleryRow(control: "core-animation", states: [
            State(name: "image", layer: try image(), background: paper),
            State(name: "continuous card", layer: card(), background: paper),
            State(name: "conic wheel", layer: wheel(), background: paper),
            State(name: "card flip", layer: flip(), background: paper),
            State(name: "replicator spinner", layer: try spinner(), background: paper),
            State(name: "wrapped text", layer: text(), background: paper),
        ])
    }

    private static func root(_ layers: [Layer]) -> Layer {
        var root = Layer(bounds: canvas)
        root.sublayers = layers
        return root
    }

    /// A 12×12 px image made in code — a red-to-blue ramp across, darker down, with a white
    /// diagonal — drawn 8 pt a pixel with the nearest filter, so its pixels show as squares.
    private static func image() throws -> Layer {
        let side = 12
        var pixels: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                let shade = 1 - 0.5 * Double(y) / Double(side - 1)
                let t = Double(x) / Double(side - 1)
                let rgb = x == y ? [1.0, 1.0, 1.0] : [(1 - t) * shade, 0.3 * shade, t * shade]
                pixels += rgb.map { UInt8(($0 * 255).rounded()) } + [255]
            }
        }
        var layer = Layer(frame: Rect(x: 12, y: 12, width: 96, height: 96))
        layer.contents = try LayerImage(width: side, height: side, premultipliedRGBA: pixels)
        layer.magnificationFilter = .nearest
        layer.cornerRadius = 12
        layer.masksToBounds = true
        return root([layer])
    }

    /// A white card with Apple's continuous corners casting a soft shadow from its `shadowPath`.
    private static func card() -> Layer {
        let frame = Rect(x: 15, y: 25, width: 90, height: 64)
        var card = Layer(frame: frame)
        card.backgroundColor = .white
        card.cornerRadius = 18
        card.cornerCurve = .continuous
        card.shadowOpacity = 0.25
        card.shadowRadius = 8
        card.shadowOffset = Size(width: 0, height: 6)
        card.shadowPath = Path(roundedRect: Rect(size: frame.size), cornerRadius: 18, cornerCurve: .continuous)
        var bar = Layer(frame: Rect(x: 14, y: 16, width: 46, height: 8))
        bar.backgroundColor = .systemBlue
        bar.cornerRadius = 4
        var line = Layer(frame: Rect(x: 14, y: 34, width: 62, height: 6))
        line.backgroundColor = Color(white: 0.85)
        line.cornerRadius = 3
        card.sublayers = [bar, line]
        return root([card])
    }

    /// A conic gradient through the hues, clipped to a circle: a colour wheel.
    private static func wheel() -> Layer {
        let hues: [Color] = [.red, Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
                             Color(red: 0, green: 1, blue: 1), .blue, .magenta, .red]
        var wheel = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 100),
                          kind: .gradient(GradientLayer(type: .conic, colors: hues, startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))))
        wheel.cornerRadius = 50
        wheel.masksToBounds = true
        return root([wheel])
    }

    /// A card turned 50° about y in perspective (`m34 = −1/300`), its front (blue, a white band
    /// at the top) facing the viewer and its back (orange) hidden.
    private static func flip() -> Layer {
        var stage = Layer(frame: canvas)
        stage.sublayerTransform.m34 = -1.0 / 300
        var card = Layer(frame: Rect(x: 30, y: 20, width: 60, height: 80))
        card.kind = .transform
        card.transform = Transform3D(rotation: .pi * 50 / 180, x: 0, y: 1, z: 0)
        var front = Layer(frame: Rect(size: card.bounds.size))
        front.backgroundColor = .systemBlue
        front.cornerRadius = 8
        front.isDoubleSided = false
        var band = Layer(frame: Rect(x: 0, y: 12, width: 60, height: 10))
        band.backgroundColor = .white
        front.sublayers = [band]
        var back = Layer(frame: Rect(size: card.bounds.size))
        back.backgroundColor = Color(red: 1, green: 149.0 / 255, blue: 0)
        back.cornerRadius = 8
        back.isDoubleSided = false
        back.transform = Transform3D(rotation: .pi, x: 0, y: 1, z: 0)
        card.sublayers = [front, back]
        stage.sublayers = [card]
        return root([stage])
    }

    /// The activity indicator: twelve capsules 30° apart, each 1/12 fainter (`CAReplicatorLayer`).
    private static func spinner() throws -> Layer {
        var spinner = Layer(frame: Rect(x: 20, y: 20, width: 80, height: 80))
        var replicator = try Replicator(instanceCount: 12)
        replicator.instanceTransform = Transform3D(rotationZ: 2 * .pi / 12)
        replicator.instanceAlphaOffset = -1.0 / 12
        spinner.replicator = replicator
        let bar = Path(roundedRect: Rect(x: 0, y: 0, width: 6, height: 20), cornerRadius: 3)
        spinner.sublayers = [Layer(frame: Rect(x: 37, y: 4, width: 6, height: 20),
                                   kind: .shape(ShapeLayer(path: bar, fillColor: Color(white: 0.25), strokeColor: nil)))]
        return root([spinner])
    }

    /// Two paragraphs wrapped to the layer's width in the system font.
    private static func text() -> Layer {
        let paragraph = TextLayer(string: "Text layers wrap long lines at spaces and break at newlines,\nas CATextLayer does.",
                                  font: .system(weight: .regular), fontSize: 13, foregroundColor: Color(white: 0.1),
                                  alignment: .natural, isWrapped: true)
        return root([Layer(frame: Rect(x: 10, y: 10, width: 100, height: 100), kind: .text(paragraph))])
    }
}
