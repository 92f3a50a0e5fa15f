#if canImport(UIKit)
import UIKit
#else
import LayerShotQuartz
#endif

/// A pie-chart segment control drawn entirely in `draw(in:)` with Core Graphics: one wedge a
/// segment, clockwise from 12 o'clock, each filled with its colour and separated by white
/// gaps; the selected wedge pulled out along its bisector with a soft shadow; a hole in the
/// middle showing the selected segment's title.
public final class PieChartLayer: CALayer {
    /// The segments' sizes (any positive numbers; each wedge is its share of the sum).
    public var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
    /// The wedges' colours, repeated when there are fewer than values.
    public var colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink] { didSet { setNeedsDisplay() } }
    /// The segments' titles; the selected one shows in the middle.
    public var titles: [String] = [] { didSet { setNeedsDisplay() } }
    /// The segment pulled out, or nil. Default: nil.
    public var selectedIndex: Int? { didSet { setNeedsDisplay() } }

    /// How far the selected wedge moves out, points.
    public static let pullOut: CGFloat = 6
    /// The white gap between wedges, points.
    public static let gap: CGFloat = 2

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
        // The screen's scale, so the wedges are drawn at full resolution in a 2× snapshot.
        contentsScale = 2
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The wedges' angles: (start, end) in radians, clockwise on screen from 12 o'clock.
    public var wedgeAngles: [(start: CGFloat, end: CGFloat)] {
        let total = values.reduce(0) { $0 + max($1, 0) }
        guard total > 0 else { return [] }
        var start = -CGFloat.pi / 2
        return values.map { value in
            let end = start + 2 * .pi * max(value, 0) / total
            defer { start = end }
            return (start, end)
        }
    }

    public override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - PieChartLayer.pullOut - 4
        for (index, wedge) in wedgeAngles.enumerated() {
            ctx.saveGState()
            if index == selectedIndex {
                let mid = (wedge.start + wedge.end) / 2
                ctx.translateBy(x: PieChartLayer.pullOut * cos(mid), y: PieChartLayer.pullOut * sin(mid))
                ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 6, color: UIColor(white: 0, alpha: 0.4).cgColor)
            }
            ctx.move(to: center)
            // `clockwise: false` runs clockwise on a y-down layer (Core Graphics' convention).
            ctx.addArc(center: center, radius: radius, startAngle: wedge.start, endAngle: wedge.end, clockwise: false)
            ctx.closePath()
            ctx.setFillColor(colors[index % colors.count].cgColor)
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineWidth(PieChartLayer.gap)
            ctx.setLineJoin(.round)
            ctx.drawPath(using: .fillStroke)
            ctx.restoreGState()
        }
        // The hole, cut out with the clear blend mode, and the selected title.
        let hole = radius * 0.5
        ctx.saveGState()
        ctx.setBlendMode(.clear)
        ctx.fillEllipse(in: CGRect(x: center.x - hole, y: center.y - hole, width: 2 * hole, height: 2 * hole))
        ctx.restoreGState()
        guard let index = selectedIndex, titles.indices.contains(index) else { return }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 13),
            .foregroundColor: UIColor.darkGray,
        ]
        let title = titles[index]
        let size = title.size(withAttributes: attributes)
        UIGraphicsPushContext(ctx)
        title.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        UIGraphicsPopContext()
    }
}
