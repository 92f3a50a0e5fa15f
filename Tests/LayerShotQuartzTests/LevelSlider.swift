#if canImport(UIKit)
import UIKit
#else
import LayerShotQuartz
#endif

/// A horizontal level slider written as iOS code: a grey track and a tint-coloured fill, both
/// `CAShapeLayer`s built in `init(frame:)` and laid out in `layoutSubviews()`; dragging sets
/// `value` from the touch, and every change of `value` sends `.valueChanged`.
final class LevelSlider: UIControl {
    private let track = CAShapeLayer()
    private let fill = CAShapeLayer()

    /// 0…1. Default: 0.
    var value: CGFloat = 0 {
        didSet {
            value = min(max(value, 0), 1)
            setNeedsLayout()
            sendActions(for: .valueChanged)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.fillColor = UIColor.systemGray5.cgColor
        fill.fillColor = tintColor.cgColor
        layer.addSublayer(track)
        layer.addSublayer(fill)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for shape in [track, fill] { shape.frame = bounds }
        track.path = UIBezierPath(rect: bounds).cgPath
        fill.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * value, height: bounds.height)).cgPath
        CATransaction.commit()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        fill.fillColor = tintColor.cgColor
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = touch.location(in: self).x / bounds.width
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = touch.location(in: self).x / bounds.width
        return true
    }
}
