#if canImport(UIKit)
import UIKit
#else
import LayerShotQuartz
#endif

/// A toggle switch: a rounded track whose colour animates between grey and green, and a
/// white thumb with a soft shadow that springs from side to side.
public final class ToggleSwitch {
    /// The switch with 10 points of room around it for the thumb's shadow.
    public let layer = CALayer()
    private let trackLayer = CALayer()
    private let thumbLayer = CALayer()

    public private(set) var isOn = false

    private static let trackSize = CGSize(width: 51, height: 31)
    private static let thumbDiameter: CGFloat = 27
    private static let margin: CGFloat = 10

    public init() {
        let track = CGRect(origin: CGPoint(x: Self.margin, y: Self.margin), size: Self.trackSize)
        layer.bounds = CGRect(x: 0, y: 0, width: track.width + 2 * Self.margin, height: track.height + 2 * Self.margin)

        trackLayer.frame = track
        trackLayer.cornerRadius = track.height / 2
        trackLayer.backgroundColor = UIColor.systemGray5.cgColor

        thumbLayer.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumbLayer.cornerRadius = Self.thumbDiameter / 2
        thumbLayer.backgroundColor = UIColor.white.cgColor
        thumbLayer.shadowColor = UIColor.black.cgColor
        thumbLayer.shadowOpacity = 0.2
        thumbLayer.shadowRadius = 4
        thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
        thumbLayer.shadowPath = UIBezierPath(ovalIn: thumbLayer.bounds).cgPath
        thumbLayer.position = thumbCenter(on: false)

        layer.addSublayer(trackLayer)
        layer.addSublayer(thumbLayer)
    }

    private func thumbCenter(on: Bool) -> CGPoint {
        let track = trackLayer.frame
        let inset = (track.height - Self.thumbDiameter) / 2 + Self.thumbDiameter / 2
        return CGPoint(x: on ? track.maxX - inset : track.minX + inset, y: track.midY)
    }

    /// Switches on or off; animated, the thumb springs across and the track colour fades.
    public func setOn(_ on: Bool, animated: Bool) {
        let color = (on ? UIColor.systemGreen : UIColor.systemGray5).cgColor
        let center = thumbCenter(on: on)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if animated {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = thumbLayer.position.x
            spring.toValue = center.x
            spring.stiffness = 400
            spring.damping = 22
            spring.duration = spring.settlingDuration
            thumbLayer.add(spring, forKey: "thumb")

            let fade = CABasicAnimation(keyPath: "backgroundColor")
            fade.fromValue = trackLayer.backgroundColor
            fade.toValue = color
            fade.duration = 0.25
            trackLayer.add(fade, forKey: "track")
        }
        thumbLayer.position = center
        trackLayer.backgroundColor = color
        CATransaction.commit()
        isOn = on
    }
}
