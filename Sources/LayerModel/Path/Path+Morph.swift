/// Path morphing: Core Animation animates a shape layer's `path` (and a layer's `shadowPath`)
/// only between paths of the same elements — the same kinds of element in the same order —
/// moving each point of one to the matching point of the other.
extension Path {
    /// Why the two paths cannot morph into each other, or nil when they can: the same number
    /// of elements, of the same kinds in the same order, arcs turning the same way.
    func morphMismatch(with other: Path) -> String? {
        guard elements.count == other.elements.count else {
            return "one has \(elements.count) element\(elements.count == 1 ? "" : "s"), the other \(other.elements.count)"
        }
        for (i, (a, b)) in zip(elements, other.elements).enumerated() where a.kindName != b.kindName {
            return "element \(i) is a \(a.kindName) in one and a \(b.kindName) in the other"
        }
        return nil
    }

    /// Every number of the path in element order: points as x, y; an arc's center, radius and
    /// angles. Two paths that can morph have as many, in the same meaning.
    var components: [Double] {
        elements.flatMap { e -> [Double] in
            switch e {
            case let .move(p), let .line(p): [p.x, p.y]
            case let .quadCurve(p, c): [c.x, c.y, p.x, p.y]
            case let .curve(p, c1, c2): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case let .arc(center, radius, start, end, _): [center.x, center.y, radius, start, end]
            case .close: []
            }
        }
    }

    /// This path's elements with their numbers taken from `values`, in the order of
    /// `components` (which must have as many).
    func replacingComponents(_ values: [Double]) -> Path {
        var i = 0
        func next() -> Double {
            defer { i += 1 }
            return values[i]
        }
        func point() -> Point { Point(x: next(), y: next()) }
        return Path(elements: elements.map { e in
            switch e {
            case .move: return .move(to: point())
            case .line: return .line(to: point())
            case .quadCurve:
                let c = point()
                return .quadCurve(to: point(), control: c)
            case .curve:
                let c1 = point(), c2 = point()
                return .curve(to: point(), control1: c1, control2: c2)
            case let .arc(_, _, _, _, clockwise):
                return .arc(center: point(), radius: next(), startAngle: next(), endAngle: next(), clockwise: clockwise)
            case .close: return .close
            }
        })
    }
}

extension Path.Element {
    /// The element's kind as messages name it; arcs by their direction, which cannot morph.
    var kindName: String {
        switch self {
        case .move: "move"
        case .line: "line"
        case .quadCurve: "quad curve"
        case .curve: "curve"
        case let .arc(_, _, _, _, clockwise): clockwise ? "clockwise arc" : "counterclockwise arc"
        case .close: "close"
        }
    }
}
