import Imaging
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// `drawHierarchy(in:afterScreenUpdates:)`, the usual way iOS code feeds a view to an image
/// renderer, and the accessibility settings controls read.
@Suite("UIView: drawing the hierarchy into a context", .isolatedQuartzState)
struct UIViewHierarchyTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test("a view's tree is drawn into the current context, its bounds scaled to the rect")
    func drawsScaled() throws {
        // A 10 × 10 pt red view with a 5 × 5 pt blue subview at its origin, drawn into the
        // rect (10, 0, 20, 20) of a 30 × 20 pt image at 1 px per point: red from x = 10 to 30,
        // blue in (10…20, 0…10), clear left of x = 10.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        corner.backgroundColor = .blue
        view.addSubview(corner)
        var drawn = false
        let image = rendered(30, 20) { _ in drawn = view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 20, height: 20), afterScreenUpdates: true) }
        let bitmap = try #require(image.cgImage).bitmap
        #expect(drawn)
        #expect(bitmap[5, 10].a == 0)
        #expect(bitmap[15, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[25, 5] == Self.red && bitmap[15, 15] == Self.red && bitmap[29, 19] == Self.red)
    }

    @Test("without a current context, or with empty bounds, nothing is drawn and the answer is false")
    func nothingToDrawInto() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
        let empty = UIView(frame: .zero)
        var drawn = true
        _ = rendered(10, 10) { _ in drawn = empty.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false) }
        #expect(!drawn)
    }

    @Test("headlessly Reduce Motion is off and VoiceOver is not running")
    func accessibilitySettings() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }
}
