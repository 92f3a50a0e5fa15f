import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// `LevelSlider`, a control written as iOS code (`#if canImport(UIKit)`), compiles unchanged,
/// draws its layers and responds to a touch.
@Suite("A UIControl port", .isolatedQuartzState)
struct UIControlPortTests {
    static let blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
    static let grey = RGBA8(r: 229, g: 229, b: 234, a: 255)

    @Test("the fill covers value × width in the tint colour, the track the rest")
    func drawsValue() throws {
        let slider = LevelSlider(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        slider.value = 0.3
        let bitmap = try slider.layer.snapshot(scale: 1)
        // The fill is 30 points wide: pixels 0…29.
        #expect(bitmap[29, 5] == Self.blue && bitmap[30, 5] == Self.grey)
        slider.tintColor = .red
        #expect(try slider.layer.snapshot(scale: 1)[10, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("dragging sets the value from the touch and sends valueChanged each time")
    func drag() throws {
        let slider = LevelSlider(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        var values: [CGFloat] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        slider.layerShotTrackTouch(through: [CGPoint(x: 20, y: 5), CGPoint(x: 75, y: 5), CGPoint(x: 140, y: 5)])
        #expect(values == [0.2, 0.75, 1])
        let bitmap = try slider.layer.snapshot(scale: 1)
        #expect(bitmap[99, 5] == Self.blue)
    }
}
