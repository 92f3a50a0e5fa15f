import LayerShotQuartz
import LayerShotTesting
import QuartzControls
import Testing

@Suite("Pie chart drawn in draw(in:)", .isolatedQuartzState)
struct PieChartLayerTests {
    static func chart(selected: Int?) -> PieChartLayer {
        let chart = PieChartLayer()
        chart.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        chart.values = [3, 2, 1]
        chart.titles = ["Rent", "Food", "Fun"]
        chart.selectedIndex = selected
        return chart
    }

    @Test("wedges: shares of the sum, clockwise from 12 o'clock")
    func wedgeAngles() {
        let angles = Self.chart(selected: nil).wedgeAngles
        // 3/6, 2/6 and 1/6 of a turn from −π/2: ends at π/2, π/2 + 2π/3 = 7π/6, 3π/2.
        let expected: [(CGFloat, CGFloat)] = [(-.pi / 2, .pi / 2), (.pi / 2, 7 * .pi / 6), (7 * .pi / 6, 3 * .pi / 2)]
        #expect(angles.count == 3)
        for (a, e) in zip(angles, expected) {
            #expect(abs(a.start - e.0) < 1e-12 && abs(a.end - e.1) < 1e-12)
        }
    }

    @Test("states", arguments: [nil, 0, 1] as [Int?])
    func states(selected: Int?) {
        assertGolden(of: Self.chart(selected: selected), named: "selected-\(selected.map(String.init) ?? "none")")
    }
}
