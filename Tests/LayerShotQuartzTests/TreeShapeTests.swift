import Foundation
import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

@Suite("Trees a snapshot refuses: cycles, depth, numbers that are not finite", .isolatedQuartzState)
struct TreeShapeTests {
    /// A chain of `depth` 20 × 20 layers under and including the returned root; the innermost
    /// is red and named "bottom".
    static func chain(_ depth: Int) -> CALayer {
        let root = sizedLayer(20, 20)
        var current = root
        for _ in 1..<depth {
            let child = CALayer()
            child.frame = root.bounds
            current.addSublayer(child)
            current = child
        }
        current.name = "bottom"
        current.backgroundColor = UIColor.red.cgColor
        return root
    }

    @Test("a chain of 100 layers renders (the deepest the renderer's recursion is asked to go)")
    func deepestAllowed() throws {
        let bitmap = try Self.chain(100).snapshot(scale: 1)
        #expect(bitmap[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let frames = try Self.chain(100).snapshotFrames(from: 0, to: 0.1, fps: 10, scale: 1)
        #expect(frames.count == 2 && frames.allSatisfy { $0[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255) })
    }

    @Test("a chain of 101 or 2,000 layers throws, where the recursive passes crashed past about 190")
    func tooDeep() {
        for depth in [101, 2_000] {
            let root = Self.chain(depth)
            let error = #expect(throws: QuartzError.self) { try root.snapshot(scale: 1) }
            #expect(error?.description.hasSuffix("is nested more than 100 layers deep (sublayers and masks); a tree may nest at most 100") == true)
            #expect(throws: QuartzError.self) { try root.snapshotFrames(from: 0, to: 1, fps: 2, scale: 1) }
        }
    }

    @Test("a layer that is its own mask, or masks a layer it holds, throws instead of recursing for ever")
    func maskCycles() {
        let selfMasked = sizedLayer(10, 10)
        selfMasked.name = "a"
        selfMasked.mask = selfMasked
        let error = #expect(throws: QuartzError.self) { try selfMasked.snapshot(scale: 1) }
        #expect(error?.description == "layer a is its own mask or the mask of a layer it holds: a mask must not contain the layer it masks")

        let outer = sizedLayer(10, 10)
        outer.name = "outer"
        let inner = sizedLayer(10, 10)
        outer.addSublayer(inner)
        inner.mask = outer
        #expect(throws: QuartzError.self) { try outer.snapshot(scale: 1) }
        #expect(throws: QuartzError.self) { try inner.snapshot(scale: 1) }

        // render(in:) logs and draws nothing rather than crashing.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = renderer.image { selfMasked.render(in: $0.cgContext) }
    }

    @Test("a position or frame that is not finite throws naming the property, not a perspective error")
    func nonFiniteGeometry() throws {
        let root = sizedLayer(20, 20)
        let card = CALayer()
        card.name = "card"
        root.addSublayer(card)
        card.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let error = #expect(throws: QuartzError.self) { try root.snapshot(scale: 1) }
        #expect(error?.description.contains("layer card: position must be finite") == true)
        card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        card.cornerRadius = CGFloat.nan
        let radius = #expect(throws: QuartzError.self) { try root.snapshot(scale: 1) }
        #expect(radius?.description.contains("layer card: cornerRadius must be finite, got nan") == true)
    }

    @Test("a font size of 1e9 throws naming the layer and fontSize, not a FreeType error")
    func hugeFontSize() {
        let text = CATextLayer()
        text.name = "label"
        text.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        text.string = "x"
        text.fontSize = 1e9
        let error = #expect(throws: QuartzError.self) { try text.snapshot(scale: 1) }
        #expect(error?.description.contains("layer label: fontSize must be at most 10000 pt, got 1000000000") == true)
    }
}
