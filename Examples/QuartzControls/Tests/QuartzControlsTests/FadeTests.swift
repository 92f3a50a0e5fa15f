import LayerShotQuartz
import LayerShotTesting
import Testing
import XCTest

// docs/QUARTZ.md's isolated clock, as written there ("The clock is virtual").

/// A 10 × 10 pt black layer fading in over 1 s from now, committed as on screen.
func fadingLayer() -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = UIColor.black.cgColor
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    layer.add(fade, forKey: "fade")
    CATransaction.flush()
    return layer
}

@Suite("Fading", .isolatedQuartzState)
struct FadeTests {
    @Test("half the duration shows half the fade")
    func halfway() {
        let layer = fadingLayer()
        MediaClock.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 0.5)  // this test's own clock, from 0
        #expect(layer.presentation()?.opacity == 0.5)
    }
}

final class FadeXCTests: XCTestCase {
    override func invokeTest() { MediaClock.withIsolatedState { super.invokeTest() } }

    func testHalfway() {
        let layer = fadingLayer()
        MediaClock.advance(by: 0.5)
        XCTAssertEqual(CACurrentMediaTime(), 0.5)
        XCTAssertEqual(layer.presentation()?.opacity, 0.5)
    }
}
