@testable import LayerShotQuartz
import LayerShotTesting
import Testing

/// UIKit gives a view a backing store only when it overrides `draw(_:)`: a view that does not
/// gets no bitmap, whatever its size; one that draws gets its picture as before.
@Suite("UIView: no bitmap for a view that does not draw", .isolatedQuartzState)
struct UIViewBackingStoreTests {
    /// Fills its bounds blue; notes what asking for the context logged.
    final class FillingView: UIView {
        var logWhenAsked: String?
        override func draw(_ rect: CGRect) {
            lastQuartzLog = nil
            if let context = UIGraphicsGetCurrentContext() {
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(rect)
            }
            logWhenAsked = lastQuartzLog
        }
    }

    @Test("a 1e6-pt view without draw(_:) displays without a bitmap or a message; one that draws at that size is told, when it asks for the context, that it is too large")
    func hugeView() {
        let frame = CGRect(x: 0, y: 0, width: 1e6, height: 1e6)
        let plain = UIView(frame: frame)
        lastQuartzLog = nil
        plain.layer.displayIfNeeded()
        #expect(lastQuartzLog == nil, "no context was made")
        #expect(plain.layer.contents == nil && !plain.layer.needsDisplay())

        // 1e6 pt at scale 2 is 2e6 px a side, over the 8192 px limit.
        let drawing = FillingView(frame: frame)
        drawing.layer.displayIfNeeded()
        #expect(drawing.logWhenAsked?.contains("each side must be 1...8192 px") == true)
        #expect(drawing.layer.contents == nil)
    }

    @Test("a view that draws still gets contents of its bounds at the screen's scale")
    func drawingView() throws {
        let view = FillingView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.layer.displayIfNeeded()
        let contents = try #require(view.layer.contents as? CGImage)
        // 3 × 2 pt at scale 2: 6 × 4 px.
        #expect(contents.width == 6 && contents.height == 4)
    }
}
