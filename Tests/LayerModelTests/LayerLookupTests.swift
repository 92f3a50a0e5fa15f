import LayerModel
import Testing

@Suite("Layer[sublayerNamed:]")
struct LayerLookupTests {
    /// root ─ track ─ thumb ─ glyph
    ///      └ label      (a second "thumb" under label, found second depth first)
    static var tree: Layer {
        var glyph = Layer(name: "glyph", bounds: Rect(x: 0, y: 0, width: 4, height: 4))
        glyph.opacity = 0.25
        var thumb = Layer(name: "thumb", bounds: Rect(x: 0, y: 0, width: 27, height: 27))
        thumb.addSublayer(glyph)
        var track = Layer(name: "track", bounds: Rect(x: 0, y: 0, width: 51, height: 31))
        track.addSublayer(thumb)
        var label = Layer(name: "label", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        label.addSublayer(Layer(name: "thumb", bounds: Rect(x: 0, y: 0, width: 1, height: 1)))
        var root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(track)
        root.addSublayer(label)
        return root
    }

    @Test("finds the first match depth first, at any depth")
    func getFindsDepthFirst() {
        let root = Self.tree
        #expect(root[sublayerNamed: "thumb"]?.bounds.width == 27)
        #expect(root[sublayerNamed: "glyph"]?.opacity == 0.25)
        #expect(root[sublayerNamed: "label"]?.sublayers.count == 1)
        #expect(root[sublayerNamed: "missing"] == nil)
        #expect(root[sublayerNamed: "root"] == nil, "the layer's own name is not a sublayer's")
    }

    @Test("edits a deep sublayer in place and leaves the rest alone")
    func editInPlace() {
        var root = Self.tree
        root[sublayerNamed: "glyph"]?.opacity = 0.75
        #expect(root.sublayers[0].sublayers[0].sublayers[0].opacity == 0.75)
        root[sublayerNamed: "thumb"]?.position = Point(x: 35.5, y: 15.5)
        #expect(root.sublayers[0].sublayers[0].position == Point(x: 35.5, y: 15.5))
        #expect(root.sublayers[1].sublayers[0].position == Point(x: 0, y: 0), "only the first thumb moves")
        var expected = Self.tree
        expected.sublayers[0].sublayers[0].sublayers[0].opacity = 0.75
        expected.sublayers[0].sublayers[0].position = Point(x: 35.5, y: 15.5)
        #expect(root == expected)
    }

    @Test("optional chaining on a missing name changes nothing")
    func missingNameIsANoOp() {
        var root = Self.tree
        root[sublayerNamed: "missing"]?.opacity = 0
        #expect(root == Self.tree)
    }

    @Test("setting nil removes the first match; setting a new name appends it")
    func removeAndInsert() {
        var root = Self.tree
        root[sublayerNamed: "thumb"] = nil
        #expect(root.sublayers[0].sublayers.isEmpty)
        #expect(root[sublayerNamed: "thumb"]?.bounds.width == 1, "the next thumb is now the first")
        root[sublayerNamed: "badge"] = Layer(name: "badge", bounds: Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(root.sublayers.map(\.name) == ["track", "label", "badge"])
    }

    @Test("masks are not searched")
    func masksAreNotSearched() {
        var root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        root.mask = Layer(name: "cutout", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(root[sublayerNamed: "cutout"] == nil)
    }
}
