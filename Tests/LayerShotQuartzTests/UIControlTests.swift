import LayerShotQuartz
import LayerShotTesting
import Testing

/// `UIControl`'s state flags, UIKit's raw values, actions sent for events, and the tracking
/// overrides as LayerShot's touch helper calls them.
@Suite("UIControl", .isolatedQuartzState)
struct UIControlTests {
    @Test("state follows isEnabled, isSelected and isHighlighted, with UIKit's raw values")
    func state() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.state == .normal && control.state.rawValue == 0)
        control.isEnabled = false
        #expect(control.state == .disabled && control.state.rawValue == 2)
        control.isEnabled = true
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.highlighted, .selected] && control.state.rawValue == 5)
        #expect(UIControl.State.focused.rawValue == 8)
    }

    @Test("control events have UIKit's raw values")
    func eventRawValues() {
        let values: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchUpInside, 64), (.touchCancel, 256), (.valueChanged, 4096),
            (.primaryActionTriggered, 8192), (.editingChanged, 131_072), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in values { #expect(event.rawValue == raw) }
    }

    @Test("sendActions(for:) runs the actions added for a matching event only, with the control as sender")
    func sendActions() {
        let control = UIControl()
        var log: [String] = []
        let changed = UIAction(title: "changed") { action in
            log.append("changed from \(action.sender is UIControl ? "control" : "?")")
        }
        let tapped = UIAction { _ in log.append("tapped") }
        control.addAction(changed, for: .valueChanged)
        control.addAction(tapped, for: [.touchUpInside, .primaryActionTriggered])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside, .primaryActionTriggered])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        control.sendActions(for: .touchDown)
        #expect(log == ["changed from control", "tapped"])
        #expect(changed.sender == nil, "only while the handler runs")

        log = []
        control.removeAction(tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["tapped"], "still added for its other event")

        log = []
        let replacement = UIAction(identifier: changed.identifier) { _ in log.append("replacement") }
        control.addAction(replacement, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["replacement"], "actions are unique by identifier")
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    /// Logs its tracking calls (with the touch's x) and the events it sends.
    final class TrackedControl: UIControl {
        var log: [String] = []
        var keepTracking = true

        override init(frame: CGRect) {
            super.init(frame: frame)
            for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                                  (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside")] {
                addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
            }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("begin \(touch.location(in: self).x) \(touch.phase)")
            return true
        }

        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("continue \(touch.previousLocation(in: self).x)→\(touch.location(in: self).x) \(isHighlighted)")
            return keepTracking
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            log.append("end \(touch?.location(in: self).x ?? -1) \(touch?.phase == .ended)")
        }
    }

    @Test("layerShotTrackTouch calls the tracking overrides in order and sends UIKit's touch events")
    func tracking() {
        let control = TrackedControl(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        control.layerShotTrackTouch(through: [CGPoint(x: 5, y: 5), CGPoint(x: 15, y: 5), CGPoint(x: 50, y: 5), CGPoint(x: 20, y: 5)])
        #expect(control.log == [
            "begin 5.0 began", "down",
            "continue 5.0→15.0 true", "dragInside",
            "continue 15.0→50.0 false", "exit", "dragOutside",
            "continue 50.0→20.0 true", "enter", "dragInside",
            "end 20.0 true", "upInside",
        ])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)

        control.log = []
        control.keepTracking = false
        control.layerShotTrackTouch(through: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5), CGPoint(x: 7, y: 5)])
        #expect(control.log == ["begin 5.0 began", "down", "continue 5.0→6.0 true"], "tracking stops when continueTracking says so")

        control.log = []
        control.isEnabled = false
        control.layerShotTrackTouch(through: [CGPoint(x: 5, y: 5)])
        #expect(control.log.isEmpty, "a disabled control gets no touches")
    }

    /// Records where its touch began, in the root's and the superview's space.
    final class Probe: UIControl {
        var seen: [CGPoint] = []
        var inEvent = false
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            seen = [touch.location(in: nil), touch.location(in: superview)]
            inEvent = event?.touches(for: self)?.first === touch
            return true
        }
    }

    @Test("a touch's location converts to other views")
    func touchLocation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        let probe = Probe(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(probe)
        probe.layerShotTrackTouch(through: [CGPoint(x: 1, y: 2)])
        #expect(probe.seen == [CGPoint(x: 41, y: 62), CGPoint(x: 11, y: 22)])
        #expect(probe.inEvent)
    }
}

/// UIKit calls a control's code makes that a snapshot does not show: they compile, keep their
/// values, and animation switches take effect.
@Suite("UIKit calls kept for a control's code", .isolatedQuartzState)
struct UIKitKeptCallsTests {
    final class Stepper: UIControl {
        var value = 3
        let haptics = UISelectionFeedbackGenerator()
        override var accessibilityValue: String? {
            get { "\(value)" }
            set {}
        }
        override func accessibilityIncrement() {
            value += 1
            haptics.selectionChanged()
            sendActions(for: .valueChanged)
        }
    }

    @Test("accessibility properties and overrides, feedback generators and content alignment")
    func accessibility() {
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .adjustable
        stepper.accessibilityLabel = "Quantity"
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stepper.accessibilityIncrement()
        #expect(stepper.accessibilityValue == "4" && changes == 1)
        #expect(stepper.accessibilityTraits.contains(.adjustable) && stepper.accessibilityLabel == "Quantity")
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 0.5)
        UIImpactFeedbackGenerator(style: .light, view: stepper).impactOccurred(at: .zero)
        #expect(UIImpactFeedbackGenerator(view: stepper).style == .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(stepper.contentHorizontalAlignment == .center && UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
    }

    @Test("contentScaleFactor is the layer's contentsScale")
    func contentScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentScaleFactor == 2)
        view.contentScaleFactor = 3
        #expect(view.layer.contentsScale == 3)
    }

    @Test("setAnimationsEnabled(false) makes blocks change at once; inheritedAnimationDuration is the block's")
    func animationsEnabled() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try view.layer.snapshot(scale: 1)
        var inherited: TimeInterval = -1
        UIView.animate(withDuration: 0.4) { inherited = UIView.inheritedAnimationDuration }
        #expect(inherited == 0.4 && UIView.inheritedAnimationDuration == 0)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var completed = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completed = $0 })
        #expect(view.layer.animationKeys() == nil && view.alpha == 0 && completed)
    }
}
