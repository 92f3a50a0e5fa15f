public import Foundation

/// UIKit's window: a view at the root of a view tree, the `window` of every view in it. Adding
/// a view to a window, or to a view in one, calls `willMove(toWindow:)` and `didMoveToWindow()`
/// on it and on every view below it; taking it out calls them again, the new window nil.
///
/// As in UIKit a new window is hidden: `makeKeyAndVisible()` (or `isHidden = false`) shows it,
/// and until then a snapshot of its layer is transparent. A snapshot of a view inside a window
/// draws that view's tree, as for any view. Unlike UIKit there is one screen (`UIScreen.main`), and no
/// scene, root view controller, window level or event dispatch.
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Unlike UIKit nothing is decoded: the window starts as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Whether this is the key window: the window last made key (`makeKey()`,
    /// `makeKeyAndVisible()`) on this thread — or in this `MediaClock.withIsolatedState(_:)`
    /// scope — as LayerShot's clock and transactions are. Default: false.
    open var isKeyWindow: Bool { KeyWindow.current.window === self }

    /// The screen the window is on: `UIScreen.main`, the only one.
    open var screen: UIScreen = .main

    /// Makes the window the key window and shows it (`isHidden = false`).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window without showing it: the key window before it gets
    /// `resignKey()`, then this one `becomeKey()`. Nothing happens when it is already key.
    open func makeKey() {
        let key = KeyWindow.current
        guard key.window !== self else { return }
        let previous = key.window
        key.window = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window became the key window. Default: nothing.
    open func becomeKey() {}
    /// Called when the window stopped being the key window. Default: nothing.
    open func resignKey() {}
}

/// The key window of this thread.
private final class KeyWindow {
    weak var window: UIWindow?
    static var current: KeyWindow { QuartzLocals.object("LayerShotQuartz.UIWindow.key", KeyWindow.init) }
}

/// A view's move from one window to another (nil: none), told to the view and every view
/// below it: `willMove(toWindow:)` to each view before the views below it, and after the move
/// `didMoveToWindow()` to each view after the views below it, subviews back to front. Apple
/// documents no order: this is UIKit's as developers' logs and its crash stacks show it
/// (docs/QUARTZ.md, "Windows").
struct WindowMove {
    let view: UIView
    let newWindow: UIWindow?

    /// The move of `view` to `newSuperview` (nil: out of its superview); nil when its window
    /// stays the same, as for a window, which is its own window wherever it goes.
    init?(of view: UIView, to newSuperview: UIView?) {
        let newWindow = view as? UIWindow ?? newSuperview?.window
        guard newWindow !== view.window else { return nil }
        self.view = view
        self.newWindow = newWindow
    }

    func willMove() {
        for view in view.viewsDownward(subviewsBackToFront: true) { view.willMove(toWindow: newWindow) }
    }

    func didMove() {
        for view in view.viewsDownward(subviewsBackToFront: false).reversed() { view.didMoveToWindow() }
    }
}

extension UIView {
    /// This view and every view below it, each before its own subviews, the subviews taken back
    /// to front or front to back; without recursion, so a deep tree cannot overflow the stack.
    fileprivate func viewsDownward(subviewsBackToFront: Bool) -> [UIView] {
        var views: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            views.append(view)
            // The last one pending is taken first.
            pending += subviewsBackToFront ? view.subviews.reversed() : view.subviews
        }
        return views
    }
}
