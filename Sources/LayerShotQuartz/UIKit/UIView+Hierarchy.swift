public import Foundation

extension UIView {
    /// Draws the view's tree, as `layer.render(in:)` draws it (laid out and displayed first),
    /// into the current graphics context, its bounds scaled to `rect`. LayerShot's tree is
    /// always up to date, so `afterScreenUpdates` makes no difference. Returns false without
    /// drawing when there is no current context or the bounds are empty.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: context)
        return true
    }
}
