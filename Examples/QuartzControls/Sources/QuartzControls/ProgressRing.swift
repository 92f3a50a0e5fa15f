#if canImport(UIKit)
import UIKit
#else
import LayerShotQuartz
#endif

/// A progress ring: a grey track, a teal-to-blue gradient masked by a round-capped arc
/// whose `strokeEnd` is the progress, and a percentage label in the middle.
public final class ProgressRing {
    public let layer = CALayer()
    private let trackLayer = CAShapeLayer()
    private let gradientLayer = CAGradientLayer()
    private let progressLayer = CAShapeLayer()
    private let labelLayer = CATextLayer()

    /// The ring's stroke width, points.
    public var lineWidth: CGFloat = 12 {
        didSet { layout() }
    }

    /// The progress shown, 0…1.
    public private(set) var progress: CGFloat = 0

    public init(size: CGSize) {
        layer.bounds = CGRect(origin: .zero, size: size)

        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor

        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.black.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0

        gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        gradientLayer.mask = progressLayer

        labelLayer.fontSize = 24
        labelLayer.alignmentMode = .center
        labelLayer.foregroundColor = UIColor.label.cgColor
        labelLayer.string = "0%"

        layer.addSublayer(trackLayer)
        layer.addSublayer(gradientLayer)
        layer.addSublayer(labelLayer)
        layout()
    }

    private func layout() {
        let bounds = layer.bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        // From 12 o'clock, clockwise on screen.
        let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = ring.cgPath
            shape.lineWidth = lineWidth
        }
        gradientLayer.frame = bounds
        labelLayer.frame = CGRect(x: 0, y: bounds.midY - labelLayer.fontSize * 0.6,
                                  width: bounds.width, height: labelLayer.fontSize * 1.2)
    }

    /// Shows `value` (clamped to 0…1); animated, the arc grows over 0.5 s, eased in and out.
    public func setProgress(_ value: CGFloat, animated: Bool) {
        let clamped = min(max(value, 0), 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        labelLayer.string = "\(Int((clamped * 100).rounded()))%"
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progress
            animation.toValue = clamped
            animation.duration = 0.5
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.commit()
        progress = clamped
    }
}
