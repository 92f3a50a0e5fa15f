import Imaging
import LayerShotQuartz
import LayerShotTesting
import Testing

/// `UIWindow`, `UIView.window` and the window hooks: who is told, in which order, and when
/// nobody is; snapshots of windows and of views in them; a control that animates while it is
/// in a window. Names stand for views in the recorded calls: W (a window), C (a container),
/// A (C's back subview), A1 (A's subview), B (C's front subview).
@Suite("UIWindow", .isolatedQuartzState)
struct UIWindowTests {
    /// The calls the views of one test record, in order.
    final class Log { var calls: [String] = [] }

    /// Records its window and superview hooks as "name.hook(argument)"; in
    /// `didMoveToWindow()` the argument is the `window` it has then.
    final class RecordingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log, _ subviews: [UIView] = []) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            for view in subviews { addSubview(view) }
        }
        required init?(coder: NSCoder) { nil }

        override func willMove(toWindow newWindow: UIWindow?) { log.calls.append("\(name).willMove(toWindow: \(label(newWindow)))") }
        override func didMoveToWindow() { log.calls.append("\(name).didMoveToWindow(\(label(window)))") }
        override func willMove(toSuperview newSuperview: UIView?) { log.calls.append("\(name).willMove(toSuperview: \(label(newSuperview)))") }
        override func didMoveToSuperview() { log.calls.append("\(name).didMoveToSuperview(\(label(superview)))") }
        override func didAddSubview(_ subview: UIView) { log.calls.append("\(name).didAddSubview(\(label(subview)))") }
        override func willRemoveSubview(_ subview: UIView) { log.calls.append("\(name).willRemoveSubview(\(label(subview)))") }
    }

    /// A window recording its subview hooks, its key status changes, and any window hook it
    /// gets (none should come: a window is always its own window).
    final class RecordingWindow: UIWindow {
        var name = ""
        var log = Log()
        override func willMove(toWindow newWindow: UIWindow?) { log.calls.append("\(name).willMove(toWindow: \(label(newWindow)))") }
        override func didMoveToWindow() { log.calls.append("\(name).didMoveToWindow(\(label(window)))") }
        override func didAddSubview(_ subview: UIView) { log.calls.append("\(name).didAddSubview(\(label(subview)))") }
        override func willRemoveSubview(_ subview: UIView) { log.calls.append("\(name).willRemoveSubview(\(label(subview)))") }
        override func becomeKey() { log.calls.append("\(name).becomeKey") }
        override func resignKey() { log.calls.append("\(name).resignKey") }
    }

    static func window(_ name: String, _ log: Log) -> RecordingWindow {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.name = name
        window.log = log
        return window
    }

    /// W and a tree C holding A (with A1) behind B, recording into one log.
    struct Scene {
        let log = Log()
        let w: RecordingWindow
        let c, a, a1, b: RecordingView

        /// The tree inside W or on its own, the log empty.
        init(inWindow: Bool) {
            w = UIWindowTests.window("W", log)
            a1 = RecordingView("A1", log)
            a = RecordingView("A", log, [a1])
            b = RecordingView("B", log)
            c = RecordingView("C", log, [a, b])
            if inWindow { w.addSubview(c) }
            log.calls = []
        }
    }

    @Test("window is the view itself when it is a UIWindow, else the nearest window up the superviews, else nil")
    func windowProperty() {
        let s = Scene(inWindow: false)
        #expect(s.w.window === s.w && s.c.window == nil && s.a1.window == nil)
        s.w.addSubview(s.c)
        #expect([s.c, s.a, s.a1].allSatisfy { $0.window === s.w })
        let inner = Self.window("V", s.log)
        s.a.addSubview(inner)
        #expect(inner.window === inner && inner.superview === s.a, "a window inside a window is its own window")
        s.c.removeFromSuperview()
        #expect(s.c.window == nil && s.a1.window == nil && inner.window === inner)
    }

    @Test("adding a tree to a window: willMove(toWindow:) to each view before its subviews, then willMove(toSuperview:); didMoveToWindow() to each view after its subviews, then didMoveToSuperview()")
    func addOrder() {
        let s = Scene(inWindow: false)
        s.w.addSubview(s.c)
        #expect(s.log.calls == [
            "C.willMove(toWindow: W)", "A.willMove(toWindow: W)", "A1.willMove(toWindow: W)", "B.willMove(toWindow: W)",
            "C.willMove(toSuperview: W)",
            "W.didAddSubview(C)",
            "A1.didMoveToWindow(W)", "A.didMoveToWindow(W)", "B.didMoveToWindow(W)", "C.didMoveToWindow(W)",
            "C.didMoveToSuperview(W)",
        ])
    }

    @Test("removing a tree from a window: willMove(toSuperview: nil) first, then willMove(toWindow: nil) down the tree; didMoveToWindow() up the tree, window nil, then didMoveToSuperview()")
    func removeOrder() {
        let s = Scene(inWindow: true)
        s.c.removeFromSuperview()
        #expect(s.log.calls == [
            "W.willRemoveSubview(C)",
            "C.willMove(toSuperview: nil)",
            "C.willMove(toWindow: nil)", "A.willMove(toWindow: nil)", "A1.willMove(toWindow: nil)", "B.willMove(toWindow: nil)",
            "A1.didMoveToWindow(nil)", "A.didMoveToWindow(nil)", "B.didMoveToWindow(nil)", "C.didMoveToWindow(nil)",
            "C.didMoveToSuperview(nil)",
        ])
    }

    @Test("moving a view from one window to another tells it the new window; insertSubview does too")
    func windowToWindow() {
        let log = Log()
        let (w1, w2) = (Self.window("W1", log), Self.window("W2", log))
        let v = RecordingView("V", log)
        w1.addSubview(v)
        log.calls = []
        w2.insertSubview(v, at: 0)
        #expect(log.calls == [
            "V.willMove(toWindow: W2)", "V.willMove(toSuperview: W2)", "W1.willRemoveSubview(V)",
            "W2.didAddSubview(V)", "V.didMoveToWindow(W2)", "V.didMoveToSuperview(W2)",
        ])
    }

    @Test("no window hook when the window stays the same: moving within one window, reordering, trees without a window, a window moving with its own tree")
    func noChangeNoHook() {
        let s = Scene(inWindow: true)
        let loose = Scene(inWindow: false)
        let log = s.log
        s.b.addSubview(s.a1)                 // superview to superview inside W
        s.c.bringSubviewToFront(s.a)         // a new place among siblings
        s.c.insertSubview(s.b, belowSubview: s.a)
        loose.b.addSubview(loose.a1)         // no window before, none after
        loose.a.removeFromSuperview()
        #expect(!(log.calls + loose.log.calls).contains { $0.contains("Window") })
        #expect(log.calls.contains("A1.didMoveToSuperview(B)") && loose.log.calls.contains("A1.didMoveToSuperview(B)"),
                "the superview hooks still come")
        let inner = Self.window("V", log)
        inner.addSubview(loose.c)
        log.calls = []
        loose.log.calls = []
        s.c.addSubview(inner)                // a window stays its own window, and so does its tree
        inner.removeFromSuperview()
        #expect(log.calls == ["C.didAddSubview(V)", "C.willRemoveSubview(V)"] && loose.log.calls.isEmpty)
    }

    @Test("a window cannot be added to itself or below itself: nothing changes and nobody is told")
    func cycles() {
        let s = Scene(inWindow: true)
        s.w.addSubview(s.w)
        s.a1.addSubview(s.w)
        s.c.insertSubview(s.w, at: 0)
        #expect(s.log.calls.isEmpty && s.w.superview == nil && s.w.window === s.w && s.a1.window === s.w)
    }

    @Test("a new window is hidden and not key; makeKeyAndVisible shows it and makes it key; the key window before it resigns")
    func keyWindow() {
        let log = Log()
        let (w1, w2) = (Self.window("W1", log), Self.window("W2", log))
        #expect(w1.isHidden && !w1.isKeyWindow && UIWindow().isHidden && UIWindow().bounds == .zero)
        w1.makeKeyAndVisible()
        #expect(!w1.isHidden && w1.isKeyWindow && log.calls == ["W1.becomeKey"])
        w1.makeKey()
        w2.makeKey()
        #expect(w2.isHidden && w2.isKeyWindow && !w1.isKeyWindow)
        #expect(log.calls == ["W1.becomeKey", "W1.resignKey", "W2.becomeKey"], "making the key window key again tells nobody")
    }

    @Test("a snapshot of a window is a snapshot of a root view once it is shown (transparent while hidden); a view inside draws as on its own")
    func snapshots() throws {
        func content() -> UIView {
            let view = UIView(frame: CGRect(x: 2, y: 4, width: 6, height: 6))
            view.backgroundColor = .red
            return view
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        window.backgroundColor = .blue
        let inside = content()
        window.addSubview(inside)
        let root = UIView(frame: window.frame)
        root.backgroundColor = .blue
        root.addSubview(content())

        let hidden = try window.layer.snapshot(scale: 1)
        #expect(hidden[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0) && hidden[5, 7] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(try inside.layer.snapshot(scale: 2) == content().layer.snapshot(scale: 2), "the hidden window is not in the view's picture")
        window.makeKeyAndVisible()
        let shown = try window.layer.snapshot(scale: 2)
        #expect(shown == (try root.layer.snapshot(scale: 2)))
        #expect(shown[0, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255) && shown[10, 14] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    /// The common iOS pattern: a pulsing dot that animates only while it is in a window.
    final class PulsingDot: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
        }
        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { startAnimating() } else { stopAnimating() }
        }

        /// Fades from opaque to clear in 1 s, linearly, over and over.
        func startAnimating() {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0
            pulse.duration = 1
            pulse.timingFunction = CAMediaTimingFunction(name: .linear)
            pulse.repeatCount = .infinity
            layer.add(pulse, forKey: "pulse")
        }

        func stopAnimating() { layer.removeAnimation(forKey: "pulse") }
    }

    @Test("a control that starts a CABasicAnimation in didMoveToWindow shows it on the virtual clock, and stops when it leaves the window")
    func animatesInWindow() throws {
        let dot = PulsingDot(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(dot.layer.animationKeys() == nil)
        let t0 = CACurrentMediaTime()
        window.addSubview(dot)
        #expect(dot.layer.animationKeys() == ["pulse"])
        window.makeKeyAndVisible()
        // Linear from 1 to 0 in 1 s: opacity 0.75 at 0.25 s and again at 1.25 s (the second
        // pulse); red premultiplied by 0.75 × 255 = 191.25.
        let red75 = RGBA8(r: 191, g: 0, b: 0, a: 191)
        #expect(try dot.layer.snapshot(scale: 1, at: t0 + 0.25)[1, 1] == red75)
        #expect(try window.layer.snapshot(scale: 1, at: t0 + 1.25)[1, 1] == red75)
        #expect(try dot.layer.snapshot(scale: 1)[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the model value")
        dot.removeFromSuperview()
        #expect(dot.layer.animationKeys() == nil)
        #expect(try dot.layer.snapshot(scale: 1, at: t0 + 1.5)[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}

/// The name a recorded call shows for `view`: its name, "nil", or its type.
private func label(_ view: UIView?) -> String {
    switch view {
    case nil: "nil"
    case let view as UIWindowTests.RecordingView: view.name
    case let window as UIWindowTests.RecordingWindow: window.name
    case let view?: "\(type(of: view))"
    }
}
