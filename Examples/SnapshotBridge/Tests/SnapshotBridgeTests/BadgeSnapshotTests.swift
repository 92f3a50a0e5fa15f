#if canImport(UIKit)
import UIKit
#else
import LayerShotQuartz
import LayerShotSnapshotTesting
#endif
import SnapshotTesting
import Testing

/// A notification badge as iOS code builds it: a red capsule with a white dot.
func badge(color: UIColor = .systemRed) -> CALayer {
    let capsule = CALayer()
    capsule.frame = CGRect(x: 0, y: 0, width: 44, height: 28)
    capsule.backgroundColor = color.cgColor
    capsule.cornerRadius = 14
    let dot = CAShapeLayer()
    dot.path = UIBezierPath(ovalIn: CGRect(x: 16, y: 8, width: 12, height: 12)).cgPath
    dot.fillColor = UIColor.white.cgColor
    capsule.addSublayer(dot)
    return capsule
}

@Suite(.snapshots) struct BadgeSnapshotTests {
    @Test func badgeAsImage() {
        // On iOS, Apple's renderer and a UIImage; on Linux, LayerShot's renderer and diff.
        assertSnapshot(of: badge(), as: .image)
    }
}
