public import Foundation
import LayerModel

/// The screen a layer would be shown on, as far as drawing code reads it: its `scale`. Here
/// it is the snapshot's default scale, 2, unless a test sets it.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen; its scale defaults to 2, as `CALayer.snapshot(scale:)` does.
    nonisolated(unsafe) public static var main = UIScreen()

    /// Pixels per point. Default: 2.
    open var scale: CGFloat = ImageGeometry.defaultScale
    /// Also the point size of an iPhone 14's screen, for code that lays out against it.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    open var nativeScale: CGFloat { scale }
}
