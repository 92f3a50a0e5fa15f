public import Foundation

/// Haptic feedback, which a headless snapshot has no device for: every call does nothing, so
/// that a control that taps as its value changes compiles and runs unchanged.
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// A generator for feedback that `view` triggers (iOS 17.5); the view is not used here.
    public init(view: UIView) { super.init() }
    /// Does nothing.
    open func prepare() {}
}

/// An impact of a given weight; `impactOccurred` does nothing here.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Default style: medium.
    public override convenience init() { self.init(style: .medium) }

    /// Default style: medium; the view is not used here.
    public override convenience init(view: UIView) { self.init(style: .medium) }

    /// The view is not used here.
    public convenience init(style: FeedbackStyle, view: UIView) { self.init(style: style) }

    /// Does nothing.
    open func impactOccurred() {}
    /// Does nothing.
    open func impactOccurred(intensity: CGFloat) {}
    /// Does nothing.
    open func impactOccurred(at location: CGPoint) {}
    /// Does nothing.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// A change of selection; `selectionChanged` does nothing here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Does nothing.
    open func selectionChanged() {}
    /// Does nothing.
    open func selectionChanged(at location: CGPoint) {}
}

/// A task's outcome; `notificationOccurred` does nothing here.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    /// Does nothing.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// Does nothing.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
