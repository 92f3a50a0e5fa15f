import Testing
@testable import LayerModel

@Suite("Drawable trees: checked, presented, ready to plan")
struct DrawableTreeTests {
    @Test("at a time the tree is the presentation; without one the layer as it is, its animations not evaluated")
    func presented() throws {
        var fade = Animation.basic(keyPath: "opacity", from: .number(0), to: .number(1))
        fade.duration = 1
        var root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.add(fade, forKey: "fade")
        let presented = try DrawableTree(root, at: 0.5).root
        #expect(presented == root.presentation(at: 0.5) && presented.opacity == 0.5)
        #expect(try DrawableTree(root).root == root)
        #expect(try root.drawableTree(at: 0.5).root == presented && root.drawableTree(at: nil).root == root)
    }

    @Test("a tree nested too deep is refused before it is presented, with or without a time")
    func refusedBeforePresenting() throws {
        let deep = LayerStructureTests.chain(101)
        #expect(throws: LayerModelError.tooDeep(layer: "bottom", limit: 100)) { try DrawableTree(deep) }
        #expect(throws: LayerModelError.tooDeep(layer: "bottom", limit: 100)) { try DrawableTree(deep, at: 1) }
    }

    @Test("the plan covers the geometry's pixels from the root's bounds origin")
    func plan() throws {
        var root = Layer(bounds: Rect(x: 5, y: 5, width: 10, height: 10))
        root.backgroundColor = .black
        let plan = try DrawableTree(root).plan(in: ImageGeometry(size: root.bounds.size, scale: 2))
        #expect(plan.root?.toDevice == AffineTransform(translationX: -5, y: -5).concatenating(AffineTransform(scaleX: 2, y: 2)))
        #expect(plan.root?.background == .black && plan.root?.border == nil && plan.root?.contents == nil)
    }
}
