public import Foundation
import LayerModel

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's.
open class CAMediaTimingFunction: NSObject {
    let model: TimingFunction
    /// Why the control points were refused, reported when an animation using it is snapshotted.
    let problem: String?

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: model = .easeIn
        case .easeOut: model = .easeOut
        case .easeInEaseOut: model = .easeInEaseOut
        case .default: model = .default
        default: model = .linear
        }
        problem = nil
        super.init()
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y); x must be in 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        do {
            model = try TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
            problem = nil
        } catch {
            model = .linear
            problem = error.description
        }
        super.init()
    }

    /// Writes control point `idx` (0…3: the end points and the two control points) as two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (model.x1, model.y1), (model.x2, model.y2), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }
}
