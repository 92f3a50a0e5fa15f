public import Foundation

extension UIControl {
    /// LayerShot's own helper, not UIKit API: one finger pressed at `points[0]`, moved through
    /// the others and lifted at the last (points in the control's bounds space), fed through
    /// the tracking overrides with the control events UIKit sends. Inside means
    /// `point(inside:with:)`: the bounds unless overridden (UIKit counts a margin of some
    /// points around the control as inside while dragging; it does not document it, and
    /// LayerShot does not add it). At the press
    /// `beginTracking(_:with:)` decides whether to track, the control becomes highlighted and
    /// sends `.touchDown`; each move, while tracking, calls `continueTracking(_:with:)` and sends
    /// `.touchDragInside` or `.touchDragOutside` (after `.touchDragEnter`/`.touchDragExit` when
    /// the touch crossed the bounds), highlighted only inside; lifting calls
    /// `endTracking(_:with:)` and sends `.touchUpInside` or `.touchUpOutside`. A disabled control,
    /// or one whose `isUserInteractionEnabled` is false, gets nothing. The clock does not move:
    /// every touch has the timestamp `CACurrentMediaTime()`.
    public func layerShotTrackTouch(through points: [CGPoint]) {
        guard isEnabled, isUserInteractionEnabled, let first = points.first else { return }
        let touch = UITouch(view: self, at: first)
        let event = UIEvent(touch: touch)
        isTouchInside = point(inside: first, with: event)
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking { sendActions(for: .touchDown) }
        for point in points.dropFirst() {
            touch.phase = .moved
            touch.previousPoint = touch.point
            touch.point = point
            let wasInside = isTouchInside
            isTouchInside = self.point(inside: point, with: event)
            isHighlighted = isTouchInside
            guard isTracking else { continue }
            isTracking = continueTracking(touch, with: event)
            guard isTracking else { continue }
            switch (wasInside, isTouchInside) {
            case (false, true): sendActions(for: .touchDragEnter)
            case (true, false): sendActions(for: .touchDragExit)
            default: break
            }
            sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        }
        touch.phase = .ended
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        }
        isTracking = false
        isTouchInside = false
    }
}
