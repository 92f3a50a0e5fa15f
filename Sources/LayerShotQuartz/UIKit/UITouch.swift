public import Foundation

/// A finger on the screen, as a control's tracking overrides see it. Only LayerShot's tracking
/// helper (`UIControl.layerShotTrackTouch(through:)`) makes touches.
open class UITouch: NSObject {
    /// UIKit's phases, with their raw values.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    open internal(set) var phase: Phase = .began
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// Seconds on the virtual media clock (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval = 0
    /// Default: 1.
    open internal(set) var tapCount = 1

    /// Where the touch is and was, in `view`'s bounds space.
    var point: CGPoint = .zero
    var previousPoint: CGPoint = .zero

    init(view: UIView, at point: CGPoint) {
        self.view = view
        self.point = point
        previousPoint = point
        timestamp = CACurrentMediaTime()
    }

    /// The touch's position in `view`'s bounds space (nil: the root view's).
    open func location(in view: UIView?) -> CGPoint {
        self.view?.convert(point, to: view) ?? point
    }

    /// The position before the last move, in `view`'s bounds space (nil: the root view's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        self.view?.convert(previousPoint, to: view) ?? previousPoint
    }
}

/// The event a touch belongs to.
open class UIEvent: NSObject {
    /// Seconds on the virtual media clock.
    open internal(set) var timestamp: TimeInterval
    open internal(set) var allTouches: Set<UITouch>?

    init(touch: UITouch) {
        timestamp = touch.timestamp
        allTouches = [touch]
    }

    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }
}
