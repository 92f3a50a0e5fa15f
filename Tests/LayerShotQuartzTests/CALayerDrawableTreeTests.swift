import LayerModel
import LayerShotQuartz
import LayerShotTesting
import Testing
import TestSupport

@Suite("CALayer's drawable tree", .isolatedQuartzState)
struct CALayerDrawableTreeTests {
    @Test("a mask's tree at a media time runs on the clock of the layer it masks, which is its time parent")
    func maskRunsOnItsOwnersClock() throws {
        let owner = sizedLayer(10, 10)
        owner.timeOffset = 2
        let mask = sizedLayer(10, 10)
        mask.add(basicAnimation("opacity", from: 0.0, to: 1.0, duration: 10, beginTime: 3), forKey: "fade")
        owner.mask = mask
        // Media time 2 is the owner's (and so the mask's) local time 4: the fade began 1 s before.
        let opacity = try mask.drawableTree(at: 2).root.opacity
        #expect(isClose(opacity, 0.1, 1e-6), "opacity \(opacity)")
        // Without a time, the model: the animation is not evaluated.
        #expect(try mask.drawableTree(at: nil).root.opacity == 1)
    }
}
