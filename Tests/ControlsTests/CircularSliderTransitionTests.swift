import Controls
import Testing

@Suite("Circular slider transitions")
struct CircularSliderTransitionTests {
    @Test("eased whole degrees", arguments: [
        (0.0, 0), (-1, 0),
        // easeInEaseOut(0.5) = 0.5: halfway.
        (1.0, 180),
        // easeInEaseOut(0.25) = 0.1291619310…: 360·0.12916 = 46.5 → 46.
        (0.5, 46),
        (2.0, 360), (5, 360),
    ])
    func angles(t: Double, expected: Int) {
        #expect(CircularSlider.transitionAngle(from: 0, to: 360, at: t, duration: 2) == expected)
    }

    @Test("runs backwards too, and a zero duration jumps to the end")
    func backwards() {
        #expect(CircularSlider.transitionAngle(from: 270, to: 90, at: 0.5, duration: 1) == 180)
        #expect(CircularSlider.transitionAngle(from: 270, to: 90, at: 0, duration: 0) == 90)
    }

    @Test("ends outside 0…360 clamp first, even at the extremes of Int")
    func clamped() {
        #expect(CircularSlider.transitionAngle(from: Int.min, to: Int.max, at: 1, duration: 2) == 180)
        #expect(CircularSlider.transitionAngle(from: -50, to: 400, at: 5, duration: 2) == 360)
    }
}
