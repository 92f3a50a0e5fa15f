import Testing
import LayerModel

@Suite("Basic animations")
struct AnimationBasicTests {
    /// cornerRadius, model value 10, over 1 s, held at the end.
    static func cornerRadius(at t: Double, from: Double?, to: Double?, by: Double?) throws -> Double {
        var animation = Animation.basic(keyPath: "cornerRadius", from: from.map(AnimationValue.number),
                                        to: to.map(AnimationValue.number), by: by.map(AnimationValue.number))
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        var layer = Layer()
        layer.cornerRadius = 10
        try layer.add(animation, forKey: "radius")
        return layer.presentation(at: t).cornerRadius
    }

    // (from, to, by, start, end) with the model at 10, as CABasicAnimation resolves them.
    @Test("from, to and by combine with the model value as in Core Animation", arguments: [
        (2.0, 6.0, nil, 2.0, 6.0),
        (2.0, nil, 6.0, 2.0, 8.0),
        (nil, 20.0, 6.0, 14.0, 20.0),
        (nil, 20.0, nil, 10.0, 20.0),
        (2.0, nil, nil, 2.0, 10.0),
        (nil, nil, 4.0, 10.0, 14.0),
    ] as [(Double?, Double?, Double?, Double, Double)])
    func combinations(from: Double?, to: Double?, by: Double?, start: Double, end: Double) throws {
        #expect(try Self.cornerRadius(at: 0, from: from, to: to, by: by) == start)
        #expect(try Self.cornerRadius(at: 0.5, from: from, to: to, by: by) == (start + end) / 2)
        #expect(try Self.cornerRadius(at: 1, from: from, to: to, by: by) == end)
    }

    @Test("a transform byValue is concatenated after the start")
    func transformBy() throws {
        let start = Transform3D(scaleX: 2, y: 2)
        let by = Transform3D(translationX: 10, y: 0)
        var animation = Animation.basic(keyPath: "transform", from: .transform(start), by: .transform(by))
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        var layer = Layer()
        try layer.add(animation, forKey: "t")
        #expect(transformsMatch(layer.presentation(at: 1).transform, start.concatenating(by)))

        // by + to: the start is `to` with `by` undone.
        var back = Animation.basic(keyPath: "transform", to: .transform(start.concatenating(by)), by: .transform(by))
        back.fillMode = .backwards
        back.beginTime = 1
        try layer.add(back, forKey: "t")
        #expect(transformsMatch(layer.presentation(at: 0).transform, start))
    }

    @Test("points, rects and colors interpolate component-wise")
    func componentWise() throws {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 20), position: Point(x: 1, y: 2))
        var move = Animation.basic(keyPath: "position", by: .point(Point(x: 10, y: -4)))
        move.duration = 1
        var resize = Animation.basic(keyPath: "bounds", to: .rect(Rect(x: 4, y: 0, width: 30, height: 40)))
        resize.duration = 1
        var tint = Animation.basic(keyPath: "backgroundColor", to: .color(.white)) // from nil: clear
        tint.duration = 1
        try layer.add(move, forKey: "move")
        try layer.add(resize, forKey: "resize")
        try layer.add(tint, forKey: "tint")
        let presented = layer.presentation(at: 0.5)
        #expect(presented.position == Point(x: 6, y: 0))
        #expect(presented.bounds == Rect(x: 2, y: 0, width: 20, height: 30))
        #expect(presented.backgroundColor == Color(white: 0.5, alpha: 0.5))
    }
}
