import Foundation

/// Keyframe animations along a path (`CAKeyframeAnimation.path`): the animated point follows
/// the path, and with a `rotationMode` the layer turns to the path's direction.
extension KeyframeAnimation {
    /// The point on `path` at `progress` (0…1, clamped) and the direction of travel there,
    /// radians clockwise on screen from the positive x axis; nil without a path or when it has
    /// no segment. Each line, curve or arc is one keyframe segment (a move starts none, the
    /// line an arc draws from the current point to its start is one of its own, and so is the
    /// line a `close` draws): `keyTimes` has one entry per vertex (one more in `discrete`
    /// mode). Within a segment the point moves at constant speed along it.
    func pathPosition(at progress: Double) -> (point: Point, direction: Double)? {
        guard let pieces = path?.pieces(), let last = pieces.last else { return nil }
        let f = min(max(progress, 0), 1)
        let vertices = pieces.count + 1
        switch calculationMode {
        case .discrete:
            let i = KeyframeAnimation.discreteIndex(at: f, keyTimes: keyTimes, count: vertices)
            return i < pieces.count ? pieces[i].pointAndDirection(atFraction: 0) : last.pointAndDirection(atFraction: 1)
        case .paced, .cubicPaced:
            var remaining = f * pieces.reduce(0) { $0 + $1.length }
            for piece in pieces.dropLast() {
                if remaining <= piece.length { return piece.pointAndDirection(atFraction: piece.length > 0 ? remaining / piece.length : 0) }
                remaining -= piece.length
            }
            return last.pointAndDirection(atFraction: last.length > 0 ? min(remaining / last.length, 1) : 1)
        case .linear, .cubic:
            let times = keyTimes ?? KeyframeAnimation.evenlySpaced(vertices)
            guard let (i, local) = KeyframeAnimation.segment(at: f, times: times) else { return last.pointAndDirection(atFraction: 1) }
            return pieces[i].pointAndDirection(atFraction: i < timingFunctions.count ? timingFunctions[i].value(at: local) : local)
        }
    }
}
