/// `CAMediaTiming`: from the presentation clock to the fraction of an iteration.
///
/// The animation's time is counted in *legs*: one leg is one pass of `duration`, forward or,
/// with `autoreverses`, backward. It is active for `repeatCount` iterations of one leg each, or
/// two with `autoreverses`.
extension Animation {
    /// When the animation stops being active, seconds on the presentation clock:
    /// `beginTime + duration × iterations (× 2 with autoreverses) / speed`, with a duration of
    /// 0 counted as 0.25 s; `.infinity` when it repeats forever or its speed is 0.
    public var endTime: Double {
        beginTime + effectiveDuration * legs / speed
    }

    /// `duration`, with Core Animation's reading of 0 as 0.25 s.
    var effectiveDuration: Double { duration == 0 ? 0.25 : duration }

    /// The active time's length in legs.
    private var legs: Double { (repeatCount == 0 ? 1 : repeatCount) * (autoreverses ? 2 : 1) }

    /// Where in its iterations the animation is at time `t` on its parent's clock (the
    /// presentation clock, or a group's local time): the fraction of an iteration 0…1, already
    /// reversed on a backward leg, before the timing function, and the iteration's index from 0
    /// (for `isCumulative`). Nil when the animation does not apply: `t` is not finite, or it is
    /// outside the active time and `fillMode` does not hold it — after the active time, never
    /// when `isRemovedOnCompletion` counts (`honoringRemoval`; false inside groups).
    ///
    /// Before `beginTime` a backwards fill shows the animation's first moment (its time
    /// `timeOffset`); after the active time a forwards fill holds its last moment, taken as the
    /// end of the last leg (fraction 1, or 0 after a backward leg) rather than the start of a
    /// next one.
    func iterationPosition(at t: Double, honoringRemoval: Bool) -> (fraction: Double, iteration: Double)? {
        guard t.isFinite else { return nil }
        let d = effectiveDuration
        let elapsed = t - beginTime
        let position: Double // legs since the start of the animation's own time
        var atEnd = false
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            position = timeOffset / d
        } else if elapsed * speed / d >= legs {
            guard fillMode == .forwards || fillMode == .both, !(isRemovedOnCompletion && honoringRemoval) else { return nil }
            position = legs + timeOffset / d
            atEnd = true
        } else {
            position = elapsed * speed / d + timeOffset / d
        }
        let legsPerIteration = autoreverses ? 2.0 : 1.0
        var iteration = (position / legsPerIteration).rounded(.down)
        var fraction: Double
        if autoreverses {
            var cycle = position.truncatingRemainder(dividingBy: 2)
            if cycle < 0 { cycle += 2 }
            fraction = cycle <= 1 ? cycle : 2 - cycle
        } else {
            fraction = position - position.rounded(.down)
        }
        if atEnd, position > 0, position == iteration * legsPerIteration {
            // Exactly at the end of an iteration: its last moment, not the next one's first.
            iteration -= 1
            if !autoreverses { fraction = 1 }
        }
        // A time so large that the position overflowed (an endless animation at t ≈ 1e308).
        guard fraction.isFinite, iteration.isFinite else { return nil }
        return (fraction, max(iteration, 0))
    }
}
