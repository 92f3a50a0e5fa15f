import LayerModel
import Testing

/// Where `contents` goes, hand-computed: a 40×20 px image at `contentsScale` 2 is 20×10 pt.
@Suite("Layer contents geometry")
struct LayerContentsTests {
    static func image(_ w: Int, _ h: Int) throws -> LayerImage {
        try LayerImage(width: w, height: h, premultipliedRGBA: [UInt8](repeating: 255, count: w * h * 4))
    }

    /// A 100×60 pt layer showing a 40×20 px image at scale 2 with `gravity`.
    static func layer(_ gravity: Layer.ContentsGravity) throws -> Layer {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 60))
        layer.contents = try image(40, 20)
        layer.contentsScale = 2
        layer.contentsGravity = gravity
        return layer
    }

    /// In a y-down layer, the vertical names are Core Animation's y-up ones, as on iOS:
    /// `.top` is the bottom edge (y 50…60) and `.bottom` the top edge (y 0…10).
    static let frames: [(Layer.ContentsGravity, Rect)] = [
        (.resize, Rect(x: 0, y: 0, width: 100, height: 60)),
        (.resizeAspect, Rect(x: 0, y: 5, width: 100, height: 50)),  // k = min(100/20, 60/10) = 5
        (.resizeAspectFill, Rect(x: -10, y: 0, width: 120, height: 60)),  // k = max(5, 6) = 6
        (.center, Rect(x: 40, y: 25, width: 20, height: 10)),
        (.top, Rect(x: 40, y: 50, width: 20, height: 10)),
        (.bottom, Rect(x: 40, y: 0, width: 20, height: 10)),
        (.left, Rect(x: 0, y: 25, width: 20, height: 10)),
        (.right, Rect(x: 80, y: 25, width: 20, height: 10)),
        (.topLeft, Rect(x: 0, y: 50, width: 20, height: 10)),
        (.topRight, Rect(x: 80, y: 50, width: 20, height: 10)),
        (.bottomLeft, Rect(x: 0, y: 0, width: 20, height: 10)),
        (.bottomRight, Rect(x: 80, y: 0, width: 20, height: 10)),
    ]

    @Test("each of the twelve gravities places the image where Core Animation does on iOS", arguments: frames)
    func gravity(gravity: Layer.ContentsGravity, expected: Rect) throws {
        let layer = try Self.layer(gravity)
        #expect(layer.contentsFrame == expected)
        #expect(layer.contentsPieces == [Layer.ContentsPiece(source: Rect(x: 0, y: 0, width: 40, height: 20), destination: expected)])
    }

    @Test("every gravity is covered")
    func allGravities() {
        #expect(Set(Self.frames.map(\.0)) == Set(Layer.ContentsGravity.allCases))
    }

    @Test("defaults are Core Animation's")
    func defaults() {
        let layer = Layer()
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsRect == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
    }

    @Test("contentsRect picks a part of the image, which keeps its own natural size")
    func contentsRect() throws {
        var layer = try Self.layer(.center)
        layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        // The right half: 20×20 px, 10×10 pt, centered in 100×60.
        #expect(layer.contentsFrame == Rect(x: 45, y: 25, width: 10, height: 10))
        #expect(layer.contentsPieces.map(\.source) == [Rect(x: 20, y: 0, width: 20, height: 20)])
    }

    @Test("nothing draws without an image, with a scale that is not > 0, or with an empty contentsRect")
    func nothing() throws {
        #expect(Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10)).contentsFrame == nil)
        var layer = try Self.layer(.center)
        for scale in [0, -1, Double.nan, .infinity] {
            layer.contentsScale = scale
            #expect(layer.contentsFrame == nil && layer.contentsPieces.isEmpty)
        }
        layer = try Self.layer(.center)
        layer.contentsRect = Rect(x: 0, y: 0, width: 0, height: 1)
        #expect(layer.contentsFrame == nil)
        layer = try Self.layer(.resize)
        layer.bounds = .zero
        #expect(layer.contentsPieces.isEmpty)
    }

    /// A `width`×60 pt layer showing a 30×30 px image whose middle third stretches.
    static func thirds(width: Double) throws -> Layer {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: width, height: 60))
        layer.contents = try image(30, 30)
        layer.contentsCenter = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        return layer
    }

    @Test("contentsCenter cuts nine pieces: corners at natural size, edges and center stretched")
    func ninePart() throws {
        var layer = try Self.thirds(width: 100)
        let pieces = layer.contentsPieces
        #expect(pieces.count == 9)
        // Columns: source 0…10, 10…20, 20…30 px onto 0…10, 10…90, 90…100 pt; rows onto 0…10, 10…50, 50…60.
        #expect(pieces.map(\.destination.minX) == [0, 10, 90, 0, 10, 90, 0, 10, 90])
        #expect(pieces.map(\.destination.maxX) == [10, 90, 100, 10, 90, 100, 10, 90, 100])
        #expect(pieces.map(\.destination.minY) == [0, 0, 0, 10, 10, 10, 50, 50, 50])
        #expect(pieces.map(\.destination.maxY) == [10, 10, 10, 50, 50, 50, 60, 60, 60])
        #expect(pieces[4] == Layer.ContentsPiece(source: Rect(x: 10, y: 10, width: 10, height: 10),
                                                 destination: Rect(x: 10, y: 10, width: 80, height: 40)))
        // At contentsScale 2 the 10 px caps are 5 pt.
        layer.contentsScale = 2
        #expect(layer.contentsPieces[4].destination == Rect(x: 5, y: 5, width: 90, height: 50))
    }

    @Test("contentsCenter is in the unit space of the contentsRect part")
    func centerInsideRect() throws {
        var layer = try Self.layer(.resize)
        layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        layer.contentsCenter = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
        // The part is source x 20…40 px; its middle half, 25…35 px, stretches; 5 px caps are 2.5 pt.
        #expect(layer.contentsPieces.map(\.source.minX) == [20, 25, 35])
        #expect(layer.contentsPieces.map(\.destination.minX) == [0, 2.5, 97.5])
    }

    @Test("caps wider than the frame shrink in proportion and the center vanishes")
    func ninePartShrinks() throws {
        let pieces = try Self.thirds(width: 10).contentsPieces
        // Caps of 10 + 10 pt in 10 pt: halved to 5 each; two columns × three rows.
        #expect(pieces.count == 6)
        #expect(Set(pieces.map(\.destination.minX)) == [0, 5])
        #expect(Set(pieces.map(\.destination.width)) == [5])
        #expect(Set(pieces.map(\.source.minX)) == [0, 20])
    }

    @Test("a zero-width center stretches the pixel column on its line")
    func zeroWidthCenter() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 30))
        layer.contents = try Self.image(30, 30)
        layer.contentsCenter = Rect(x: 0.5, y: 0, width: 0, height: 1)
        let pieces = layer.contentsPieces
        #expect(pieces.map(\.destination.minX) == [0, 15, 85])
        #expect(pieces[1].source == Rect(x: 14.5, y: 0, width: 1, height: 30))
    }

    @Test("an image larger than the bounds reaches past them in the drawing bounds, unless masksToBounds")
    func overflow() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = try Self.image(40, 40)
        layer.contentsGravity = .center
        #expect(layer.contentsFrame == Rect(x: -15, y: -15, width: 40, height: 40))
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: -15, y: -15, width: 40, height: 40))
        layer.masksToBounds = true
        #expect(try layer.drawingBounds(toDevice: AffineTransform.identity, scale: 1) == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("an image's size and pixel count are checked")
    func imageLimits() throws {
        #expect(throws: LayerModelError.self) { try LayerImage(width: 0, height: 1, premultipliedRGBA: []) }
        #expect(throws: LayerModelError.self) { try LayerImage(width: 8193, height: 1, premultipliedRGBA: [UInt8](repeating: 0, count: 8193 * 4)) }
        #expect(throws: LayerModelError.self) { try LayerImage(width: 2, height: 2, premultipliedRGBA: [0, 0, 0, 0]) }
        let error = #expect(throws: LayerModelError.self) { try LayerImage(width: 9000, height: 10, premultipliedRGBA: []) }
        #expect(error?.description == "invalid image: 9000x10 px is too large for contents: each side must be 1...8192 px")
        #expect(try Self.image(3, 2).description == "LayerImage(3x2 px)")
    }
}
