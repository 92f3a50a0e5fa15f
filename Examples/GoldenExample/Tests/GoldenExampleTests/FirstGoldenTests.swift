import LayerModel
import LayerShotTesting
import Testing

/// A pill-shaped button: the layer tree a control of yours would build.
func pill(title: String) -> Layer {
    var pill = Layer(name: "pill", bounds: Rect(x: 0, y: 0, width: 120, height: 36))
    pill.backgroundColor = .systemBlue
    pill.cornerRadius = 18
    var label = Layer(name: "title", frame: pill.bounds)
    label.text = TextLayer(string: title, fontSize: 15, foregroundColor: .white, alignment: .center, centersVertically: true)
    pill.addSublayer(label)
    return pill
}

@Suite(.goldens(.standard))
struct PillTests {
    // The golden is __Goldens__/FirstGoldenTests/continue-button@2x.png, named after the test.
    @Test func continueButton() {
        assertGolden(of: pill(title: "Continue"))
    }
}
