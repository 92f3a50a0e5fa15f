import Testing
@testable import LayerModel

@Suite("Number text")
struct NumberTextTests {
    @Test("hexadecimal: upper case, padded to the width, never cut", arguments: [
        (0, 2, "00"), (10, 2, "0A"), (255, 2, "FF"), (0x1F, 4, "001F"), (0x12345, 4, "12345"),
    ])
    func hex(value: Int, width: Int, text: String) {
        #expect(NumberText.hex(value, width: width) == text)
    }

    @Test("whole numbers without a fraction, others in their shortest form", arguments: [
        (1.0, "1"), (-3.0, "-3"), (0.25, "0.25"), (1e20, "1e+20"),
    ])
    func format(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
    }
}
