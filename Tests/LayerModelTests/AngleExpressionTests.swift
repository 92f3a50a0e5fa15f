import Testing
import LayerModel

@Suite("Angle expressions")
struct AngleExpressionTests {
    static let acceptedForms: [(text: String, value: Double)] = [
        ("0", 0), ("-3.927", -3.927), ("0.5", 0.5), ("1e-3", 0.001), ("2.5E+1", 25), ("-0", 0),
        ("pi", Double.pi), ("-pi", -Double.pi), ("2pi", 2 * Double.pi), ("pi/2", Double.pi / 2),
        ("3pi/8", 3 * Double.pi / 8), ("-11pi/8", -11 * Double.pi / 8), ("2pi/8", 2 * Double.pi / 8),
        ("0pi", 0), ("14pi/8", 14 * Double.pi / 8),
    ]

    @Test("accepted forms", arguments: acceptedForms)
    func accepted(text: String, value: Double) {
        #expect(AngleExpression.parse(text) == value)
    }

    @Test("the knob's default angles equal the constants Swift code writes")
    func knobAngles() {
        #expect(AngleExpression.parse("-11pi/8") == -Double.pi * 11 / 8)
        #expect(AngleExpression.parse("3pi/8") == Double.pi * 3 / 8)
    }

    static let rejectedForms = [
        "", " pi", "pi ", "π", "+pi", "+1", "1.5pi", "pi/0", "pi/", "/2", "pi/2.5", "pi/-2", "--pi", "2*pi", "pi2",
        "pipi", "2 pi", "nan", "inf", "-inf", "1e999", ".5", "5.", "0x10", "1_000", "PI", "pi/8/2", "deg", "45°",
    ]

    @Test("everything else is rejected", arguments: rejectedForms)
    func rejected(text: String) {
        #expect(AngleExpression.parse(text) == nil)
    }
}
