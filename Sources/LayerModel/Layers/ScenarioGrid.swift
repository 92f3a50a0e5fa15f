/// One labelled state in a `ScenarioGrid`.
public struct Scenario: Sendable, Hashable {
    /// The caption under the cell, e.g. `value 0.75`.
    public var label: String
    /// The state's layer tree, drawn as the renderer would draw it alone: its bounds, without
    /// its position and transform.
    public var layer: Layer
    /// Fills the state's cell under it, as a renderer's background would. Default: nil.
    public var background: Color?

    public init(_ label: String, _ layer: Layer, background: Color? = nil) {
        self.label = label
        self.layer = layer
        self.background = background
    }
}

/// Several states of a control in one golden image: a grid of cells, each holding one state's
/// layer with its label under it, all composed as one layer tree (labels are `TextLayer`s in
/// the bundled font), so the renderer draws the grid like any other layer.
///
/// One image per control instead of one per state keeps a golden suite small and shows a
/// reviewer the states side by side. The CLI's gallery and filmstrips are grids too.
///
/// ```swift
/// let grid = ScenarioGrid(try [0, 0.5, 1].map { Scenario("value \($0)", try Knob(value: $0).layer) })
/// assertGolden(of: grid.layer, named: "values")
/// ```
public struct ScenarioGrid: Sendable, Hashable {
    public var scenarios: [Scenario]
    /// Cells per row; nil for ⌈√n⌉. Default: nil.
    public var columns: Int?
    /// The room for each state, points: a larger state is scaled down to fit (aspect kept,
    /// never enlarged). nil: the largest state's size. Default: nil.
    public var cellSize: Size?
    /// Fills each cell's state area (not its caption) behind the state, where the scenario
    /// has no `background` of its own; nil for none. Default: nil.
    public var cellBackgroundColor: Color?
    /// Space around and between cells, points. Default: 8.
    public var spacing: Double = 8
    /// Caption font size, points. Default: 12.
    public var labelFontSize: Double = 12
    /// Caption color. Default: opaque black.
    public var labelColor: Color = .black
    /// The whole grid's background; nil for transparent. Default: opaque white, so captions
    /// read in any viewer.
    public var backgroundColor: Color? = .white

    public init(_ scenarios: [Scenario], columns: Int? = nil) {
        self.scenarios = scenarios
        self.columns = columns
    }

    /// The caption line's height, points.
    var labelHeight: Double { (labelFontSize * 1.5).rounded(.up) }

    /// The grid as one layer tree. A cell is `cellSize` (or the largest state's size), widened
    /// when needed for the longest caption (estimated at 0.7 em per character, about DejaVu
    /// Sans Bold's widest common advance); each state is centered in its cell, its caption
    /// centered under it. An empty grid is an empty layer (rendering it reports the empty size).
    public var layer: Layer {
        let count = scenarios.count
        let columnCount = max(1, min(count, columns ?? ScenarioGrid.defaultColumns(for: count)))
        let rowCount = count == 0 ? 0 : (count + columnCount - 1) / columnCount
        let room = cellSize ?? Size(
            width: scenarios.map(\.layer.bounds.width).max() ?? 0,
            height: scenarios.map(\.layer.bounds.height).max() ?? 0
        )
        let captionWidth = (Double(scenarios.map(\.label.count).max() ?? 0) * 0.7 * labelFontSize).rounded(.up)
        let cellWidth = max(room.width, captionWidth), cellHeight = room.height
        let pitchX = cellWidth + spacing
        let pitchY = cellHeight + labelHeight + spacing

        var root = Layer(name: "scenario-grid", bounds: Rect(
            x: 0, y: 0,
            width: count == 0 ? 0 : spacing + Double(columnCount) * pitchX,
            height: count == 0 ? 0 : spacing + Double(rowCount) * pitchY
        ))
        root.backgroundColor = backgroundColor
        for (index, scenario) in scenarios.enumerated() {
            let cell = Rect(
                x: spacing + Double(index % columnCount) * pitchX,
                y: spacing + Double(index / columnCount) * pitchY,
                width: cellWidth, height: cellHeight
            )
            if let fill = scenario.background ?? cellBackgroundColor {
                var background = Layer(name: "cell-\(index)", frame: cell)
                background.backgroundColor = fill
                root.addSublayer(background)
            }
            root.addSublayer(ScenarioGrid.place(scenario.layer, centeredIn: cell, fitting: room))
            var caption = Layer(name: "label-\(index)", frame: Rect(x: cell.minX, y: cell.maxY, width: cellWidth, height: labelHeight))
            caption.text = TextLayer(
                string: scenario.label, fontSize: labelFontSize, foregroundColor: labelColor,
                alignment: .center, centersVertically: true
            )
            root.addSublayer(caption)
        }
        return root
    }

    /// `state` drawn as the renderer draws a root (its bounds, without its own position and
    /// transform), scaled down to fit `room` if larger, centered in `cell`.
    static func place(_ state: Layer, centeredIn cell: Rect, fitting room: Size) -> Layer {
        var placed = state
        let w = state.bounds.width, h = state.bounds.height
        let factor = min(1, w > 0 ? room.width / w : 1, h > 0 ? room.height / h : 1)
        placed.transform = factor < 1 ? Transform3D(scaleX: factor, y: factor) : .identity
        // The transform scales about the anchor point, which sits at `position`: put the
        // bounds' center at the cell's center.
        placed.position = Point(
            x: cell.midX - factor * (0.5 - state.anchorPoint.x) * w,
            y: cell.midY - factor * (0.5 - state.anchorPoint.y) * h
        )
        return placed
    }

    /// ⌈√n⌉, at least 1.
    static func defaultColumns(for count: Int) -> Int {
        var c = 1
        while c * c < count { c += 1 }
        return c
    }
}
