import GoldenExample
import LayerModel
import LayerShotTesting
import Testing

@Test("a badge with a two-digit count") func twoDigits() {
    assertGolden(of: Badge(count: 12).layer, named: "count-12")
}

@Test("a badge in every width, in one golden") func widths() {
    let grid = ScenarioGrid([3, 42, 120].map { Scenario("count \($0)", Badge(count: $0).layer) })
    assertGolden(of: grid.layer, named: "widths")
}
