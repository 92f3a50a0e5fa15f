import LayerModel
import Testing

@Suite("Tree structure: nesting depth and finite numbers")
struct LayerStructureTests {
    /// A chain of `depth` layers, the root first; the innermost named "bottom".
    static func chain(_ depth: Int) -> Layer {
        var layer = Layer(name: "bottom", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for _ in 1..<depth {
            var parent = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            parent.sublayers = [layer]
            layer = parent
        }
        return layer
    }

    @Test("a chain of maxNesting layers passes; one more is refused, naming the first layer past the limit")
    func depthLimit() throws {
        #expect(Layer.maxNesting == 100)
        try Self.chain(100).checkStructure()
        #expect(throws: LayerModelError.tooDeep(layer: "bottom", limit: 100)) { try Self.chain(101).checkStructure() }
        let message = LayerModelError.tooDeep(layer: "bottom", limit: 100).description
        #expect(message == "layer bottom is nested more than 100 layers deep (sublayers and masks); a tree may nest at most 100")
    }

    @Test("a chain of 3,000 layers (deeper than the recursive passes survive) is refused without overflowing the stack")
    func veryDeep() {
        #expect(throws: LayerModelError.self) { try Self.chain(3_000).checkStructure() }
    }

    @Test("a mask counts as a level below the layer it masks")
    func maskLevel() throws {
        var root = Self.chain(99)
        try root.checkStructure()
        root.mask = Self.chain(99)  // 1 + 99 = 100 levels
        try root.checkStructure()
        root.mask = Self.chain(100)
        #expect(throws: LayerModelError.tooDeep(layer: "bottom", limit: 100)) { try root.checkStructure() }
    }

    /// A layer named "card" with one value that is not finite, by property name.
    static func card(withNonFinite property: String) -> Layer {
        var l = Layer(name: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        switch property {
        case "position": l.position = Point(x: .nan, y: 0)
        case "bounds": l.bounds = Rect(x: 0, y: 0, width: .infinity, height: 1)
        case "transform": l.transform.m41 = .nan
        case "cornerRadius": l.cornerRadius = .nan
        case "shadowRadius": l.shadowRadius = -.infinity
        case "lineWidth": l.kind = .shape(ShapeLayer(path: Path(), lineWidth: .nan))
        case "fontSize": l.kind = .text(TextLayer(string: "x", fontSize: .nan))
        default: l.kind = .gradient(GradientLayer(colors: [.red, .blue], locations: [0, .nan]))
        }
        return l
    }

    @Test("a value that is not finite is refused, naming the layer, the property and the values", arguments: [
        ("position", "nan, 0"), ("bounds", "0, 0, inf, 1"), ("transform", nil), ("cornerRadius", "nan"),
        ("shadowRadius", "-inf"), ("lineWidth", "nan"), ("fontSize", "nan"), ("locations", "0, nan"),
    ] as [(String, String?)])
    func nonFinite(property: String, values: String?) throws {
        var root = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.sublayers = [Self.card(withNonFinite: property)]
        let error = try #require(throws: LayerModelError.self) { try root.checkStructure() }
        guard case let .nonFinite(layer, named, _) = error else {
            Issue.record("expected nonFinite, got \(error)")
            return
        }
        #expect(layer == "card" && named == property)
        if let values {
            #expect(error.description == "layer card: \(property) must be finite, got \(values)")
        }
    }

    @Test("a font size may be at most 10,000 pt; 0 or less draws nothing and is no error")
    func fontSizeRange() throws {
        var layer = Layer(name: "label", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.kind = .text(TextLayer(string: "x", fontSize: 10_000))
        try layer.checkStructure()
        layer.kind = .text(TextLayer(string: "x", fontSize: 1e9))
        #expect(throws: LayerModelError.fontSizeTooLarge(layer: "label", fontSize: 1e9, limit: 10_000)) { try layer.checkStructure() }
        #expect(LayerModelError.fontSizeTooLarge(layer: "label", fontSize: 1e9, limit: 10_000).description
            == "layer label: fontSize must be at most 10000 pt, got 1000000000")
        layer.kind = .text(TextLayer(string: "x", fontSize: -3))
        try layer.checkStructure()
    }
}
