import LayerShotQuartz
import LayerShotTesting
import QuartzControls
import Testing

@Suite("Toggle switch", .isolatedQuartzState)
struct ToggleSwitchTests {
    @Test("off and on")
    func states() {
        let toggle = ToggleSwitch()
        assertGolden(of: toggle.layer, named: "off")
        toggle.setOn(true, animated: false)
        assertGolden(of: toggle.layer, named: "on")
    }

    @Test("switching on: the thumb springs across while the track turns green")
    func animation() {
        let toggle = ToggleSwitch()
        let start = CACurrentMediaTime()
        toggle.setOn(true, animated: true)
        for t in [0.05, 0.1, 0.2] {
            assertGolden(of: toggle.layer, named: "switching-on-\(t)", at: start + t)
        }
    }
}
