import CairoRenderer
import Imaging
import LayerModel
import Testing
@testable import LayerShotTesting

@Suite("Scenario grids")
struct ScenarioGridTests {
    let states = [
        Scenario("default", Samples.card()),
        Scenario("red", Samples.card(barColor: .red)),
        Scenario("wide", Samples.card(barWidth: 30)),
    ]

    @Test("cells are laid out in rows with a caption under each")
    func layout() throws {
        var grid = ScenarioGrid(["a", "b", "c"].map { Scenario($0, Samples.card()) }, columns: 2)
        grid.spacing = 10
        let root = grid.layer
        // 2 columns × (40 + 10) + 10; 2 rows × (30 + 18 + 10) + 10.
        #expect(root.bounds == Rect(x: 0, y: 0, width: 110, height: 126))
        #expect(root.sublayers.count == 6)
        #expect(root.sublayers[0].frame == Rect(x: 10, y: 10, width: 40, height: 30))
        #expect(root.sublayers[1].frame == Rect(x: 10, y: 40, width: 40, height: 18))
        #expect(root.sublayers[1].text?.string == "a")
        #expect(root.sublayers[2].frame.origin == Point(x: 60, y: 10))
        #expect(root.sublayers[4].frame.origin == Point(x: 10, y: 68))
        #expect(root.backgroundColor == .white)
    }

    @Test("cells widen for long captions")
    func wideCaptions() {
        let root = ScenarioGrid([Scenario("a long caption", Samples.card())]).layer
        // 14 characters × 0.7 × 12 pt = 117.6 → 118 pt, the state centered in it.
        #expect(root.bounds.width == 8 + 118 + 8)
        #expect(root.sublayers[0].frame.minX == 8 + 39)
    }

    @Test("columns default to ⌈√n⌉", arguments: [(1, 1), (3, 2), (4, 2), (5, 3), (10, 4)])
    func defaultColumns(count: Int, columns: Int) {
        let root = ScenarioGrid((0..<count).map { Scenario("", Samples.card(barWidth: Double($0))) }).layer
        // Cells are 40 pt wide with 8 pt around them.
        #expect(root.bounds.width == 8 + Double(columns) * 48)
    }

    @Test("a state is drawn as it is drawn alone: its transform and position are not applied")
    func cellsMatchStandaloneRenders() throws {
        var moved = Samples.card()
        moved.position = Point(x: 500, y: -80)
        moved.transform = Transform3D(rotationZ: 0.3)
        var grid = ScenarioGrid([Scenario("moved", moved)])
        grid.backgroundColor = nil
        let renderer = try LayerRenderer(scale: 2)
        let alone = try renderer.render(Samples.card())
        let image = try renderer.render(grid.layer)
        // The cell starts at spacing (8 pt = 16 px).
        for (x, y) in [(20, 20), (40, 30), (70, 50)] {
            #expect(image[16 + x, 16 + y] == alone[x, y], "pixel \(x),\(y)")
        }
    }

    @Test("captions are drawn")
    func captions() throws {
        let image = try LayerRenderer(scale: 2).render(ScenarioGrid(states).layer)
        // Under the first cell: the caption band has dark (text) pixels on white.
        let band = (16..<96).flatMap { x in (76..<110).map { y in image[x, y] } }
        #expect(band.contains { $0.r < 100 && $0.a == 255 })
    }
}

@Suite("Scenario grids with a cell size")
struct ScenarioGridCellSizeTests {
    @Test("larger states are scaled down to fit and centered; smaller ones centered")
    func fitting() throws {
        var big = Layer(name: "big", bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        big.backgroundColor = .red
        var small = Layer(name: "small", bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        small.backgroundColor = .blue
        var grid = ScenarioGrid([Scenario("", big), Scenario("", small)], columns: 2)
        grid.cellSize = Size(width: 100, height: 100)
        grid.cellBackgroundColor = Color(white: 0.5)
        grid.backgroundColor = nil
        let root = grid.layer
        #expect(root.bounds.size == Size(width: 8 + 2 * 108, height: 8 + 100 + 18 + 8))
        // background, state, caption per cell.
        #expect(root.sublayers.count == 6)
        #expect(root.sublayers[0].frame == Rect(x: 8, y: 8, width: 100, height: 100))
        let image = try LayerRenderer(scale: 1).render(root)
        // The big state, halved to 100×50, centered vertically: red from y 33 to 83.
        #expect(image[58, 40] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[58, 20].r == image[58, 20].g, "cell background above it")
        #expect(image[10, 84].r == image[10, 84].g)
        // The small state, 20×20 centered in the second cell (116...216): blue around 166, 58.
        #expect(image[166, 58] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[150, 58].b == image[150, 58].r, "gray beside it")
    }
}
