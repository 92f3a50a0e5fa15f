import Foundation
import LayerModel

/// Each layer's own time space (`CAMediaTiming` on a layer): `beginTime`, `speed` and
/// `timeOffset` map its parent's time `tp` — its superlayer's local time, the local time of the
/// layer it masks, or the media clock for a root — to its local time
/// `t = (tp − beginTime) × speed + timeOffset`, in which its animations and sublayers run.
extension CALayer {
    /// The layer whose local time is this layer's parent time: its superlayer, or the layer
    /// whose `mask` it is; nil for a root, whose parent time is the media clock.
    var timeParent: CALayer? { superlayer ?? maskOwner }

    /// `beginTime`, `speed` and `timeOffset` as the model's value; nil when one is not finite.
    var timingModel: LayerTiming? {
        try? LayerTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
    }

    /// This layer and its time parents, this layer first (stopping at a layer met twice, which
    /// a mask of its own ancestor would make).
    private var timeChain: [CALayer] {
        var chain: [CALayer] = []
        var seen: Set<ObjectIdentifier> = []
        var layer: CALayer? = self
        while let l = layer, seen.insert(ObjectIdentifier(l)).inserted {
            chain.append(l)
            layer = l.timeParent
        }
        return chain
    }

    /// Converts `t` from the time space of `l` to this layer's: `l`'s timings undone up to the
    /// nearest layer both descend from (or are), then this layer's applied down from there;
    /// `l` nil is the media clock (`CACurrentMediaTime()`). Two layers in different trees meet
    /// at the media clock, as Apple's example shows: a root `layer` and a root
    /// `offsetSlowMoLayer` with `timeOffset` 1 and `speed` 0.5 convert 0.5 s to
    /// (0.5 − 0) × 0.5 + 1 = 1.25 s. Undoing a paused layer's time (speed 0) divides by 0
    /// (±infinity, or NaN at its `timeOffset`); a timing value that is not finite gives NaN.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let down = timeChain, up = l?.timeChain ?? []
        let common = up.first { layer in down.contains { $0 === layer } }
        return Self.time(t, up: up.prefix { $0 !== common }, down: down.prefix { $0 !== common })
    }

    /// Converts `t` from this layer's time space to that of `l` (nil: the media clock); the
    /// inverse of `convertTime(_:from:)`.
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        guard let l else { return Self.time(t, up: timeChain[...], down: []) }
        return l.convertTime(t, from: self)
    }

    /// `t` taken up through `up` (each layer's time to its parent's, innermost first) and down
    /// through `down` (each parent's time to the layer's, applied outermost first).
    private static func time(_ t: Double, up: ArraySlice<CALayer>, down: ArraySlice<CALayer>) -> Double {
        var time = t
        for layer in up {
            guard let timing = layer.timingModel else { return .nan }
            time = timing.parentTime(fromLocal: time)
        }
        for layer in down.reversed() {
            guard let timing = layer.timingModel else { return .nan }
            time = timing.localTime(fromParent: time)
        }
        return time
    }

    /// The time of this layer's time parent at media time `t`: the time its model layer is
    /// presented at.
    func parentTime(atMediaTime t: Double) -> Double {
        timeParent?.convertTime(t, from: nil) ?? t
    }

    /// The first media time, not before `now`, at which this layer's local time is at least
    /// `local`: `now` when it already is, nil when it never will (its time is paused or runs
    /// backward, or a timing value is not finite). Local time is `a + s × media time` once the
    /// timings are composed, so a later time exists only when `s` > 0: `(local − a) / s`.
    func mediaTime(reaching local: Double, notBefore now: Double) -> Double? {
        var a = 0.0, s = 1.0
        for layer in timeChain.reversed() {
            guard let timing = layer.timingModel else { return nil }
            a = timing.localTime(fromParent: a)
            s *= timing.speed
        }
        if a + s * now >= local { return now }
        return s > 0 ? (local - a) / s : nil
    }
}
