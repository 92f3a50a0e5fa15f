import LayerModel

/// Paths: a list of commands, each an array that starts with the command's name.
extension SceneDecoder {
    /// A path command: its name (the raw value) and the values it takes, in order (for messages
    /// and `docs/SCENES.md`). The first six are `Path.Element`s, as the encoder writes them; the
    /// others append closed shapes.
    enum PathCommand: String, CaseIterable {
        case move, line, quad, curve, arc, close, rect, ellipse, roundedRect, continuousRoundedRect

        var arguments: [String] {
            switch self {
            case .move, .line: ["x", "y"]
            case .quad: ["cx", "cy", "x", "y"]
            case .curve: ["c1x", "c1y", "c2x", "c2y", "x", "y"]
            case .arc: ["cx", "cy", "radius", "startAngle", "endAngle", "clockwise"]
            case .close: []
            case .rect, .ellipse: ["x", "y", "width", "height"]
            case .roundedRect, .continuousRoundedRect: ["x", "y", "width", "height", "radius"]
            }
        }
    }

    /// The largest arc angle, in half turns (16π): an arc sweeps at most 16 turns, which bounds
    /// the work of measuring, trimming and drawing it.
    static let maxArcHalfTurns = 16

    func path(_ f: SceneField) throws(SceneError) -> Path {
        var path = Path()
        for command in try f.array() {
            try appendCommand(command, to: &path)
        }
        return path
    }

    private func appendCommand(_ f: SceneField, to path: inout Path) throws(SceneError) {
        guard case let .array(items) = f.value, case let .string(name)? = items.first else {
            throw f.mismatch("a path command like [\"line\", x, y]")
        }
        guard let command = PathCommand(rawValue: name) else {
            let names = PathCommand.allCases.map(\.rawValue).joined(separator: ", ")
            throw f.element(0, items[0]).error("unknown path command \(JSONValue.quoted(name)); expected one of \(names)")
        }
        let arguments = Array(items.dropFirst())
        guard arguments.count == command.arguments.count else {
            let count = command.arguments.count
            let needs = count == 0
                ? "close takes no values"
                : "\(name) needs \(count) \(count == 1 ? "value" : "values") (\(command.arguments.joined(separator: ", ")))"
            throw f.error("\(needs), got \(arguments.count)")
        }
        /// Argument `i` (0-based after the name), at its own path.
        func argument(_ i: Int) -> SceneField { f.element(i + 1, arguments[i]) }
        func number(_ i: Int) throws(SceneError) -> Double { try argument(i).number() }
        func point(_ i: Int) throws(SceneError) -> Point { Point(x: try number(i), y: try number(i + 1)) }
        func rect() throws(SceneError) -> Rect {
            Rect(x: try number(0), y: try number(1), width: try argument(2).nonNegative(), height: try argument(3).nonNegative())
        }

        switch command {
        case .move:
            path.move(to: try point(0))
        case .line:
            path.addLine(to: try point(0))
        case .quad:
            let control = try point(0)
            path.addQuadCurve(to: try point(2), control: control)
        case .curve:
            let c1 = try point(0), c2 = try point(2)
            path.addCurve(to: try point(4), control1: c1, control2: c2)
        case .arc:
            path.addArc(
                center: try point(0), radius: try argument(2).nonNegative(),
                startAngle: try argument(3).angle(halfTurns: SceneDecoder.maxArcHalfTurns),
                endAngle: try argument(4).angle(halfTurns: SceneDecoder.maxArcHalfTurns),
                clockwise: try argument(5).bool()
            )
        case .close:
            path.closeSubpath()
        case .rect:
            path.append(Path(rect: try rect()))
        case .ellipse:
            path.append(Path(ellipseIn: try rect()))
        case .roundedRect, .continuousRoundedRect:
            let r = try rect()
            path.append(Path(roundedRect: r, cornerRadius: try argument(4).nonNegative(),
                             cornerCurve: command == .roundedRect ? .circular : .continuous))
        }
    }
}
