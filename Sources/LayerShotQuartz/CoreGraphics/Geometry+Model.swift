import Foundation
import LayerModel

// Conversions between Foundation's CG geometry and LayerModel's, in one place.

extension CGPoint {
    var model: Point { Point(x: Double(x), y: Double(y)) }
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    var model: Size { Size(width: Double(width), height: Double(height)) }
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    var model: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
