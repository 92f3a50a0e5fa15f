import Foundation

/// The virtual media clock that Core Animation time reads here: `CACurrentMediaTime()`
/// returns it, implicit and explicit animations start at it, and it moves only when a test
/// moves it — never with the wall clock, so every run sees the same times.
///
/// Like `CATransaction` state, the clock belongs to the current thread: synchronous tests that
/// run in parallel each have their own. An `async` test may resume on another thread after an
/// `await`, so keep moving the clock and snapshotting free of `await`s. It starts at 0.
public enum MediaClock {
    /// The current media time, seconds.
    public static var now: CFTimeInterval { QuartzThreadState.current.now }

    /// Moves the clock forward by `seconds` (≥ 0), a turn of the run loop: first the
    /// completions of animation blocks that lasted 0 s run (UIKit runs them on the next turn),
    /// then animation delegate callbacks fire, finished animations are removed
    /// (`isRemovedOnCompletion`) and transaction completion blocks run whose time has come, in
    /// time order. 0 does nothing; a negative or non-finite step leaves the clock where it is
    /// and says so on standard error.
    public static func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            quartzLog("MediaClock.advance(by: \(seconds)): the step must be finite and not negative; the clock stays at \(now)")
            return
        }
        guard seconds > 0 else { return }
        set(now + seconds)
    }

    /// Sets the clock to `time` (seconds), as `advance(by:)` does; earlier times are allowed
    /// and run and fire nothing. A non-finite time leaves the clock where it is and says so on
    /// standard error.
    public static func set(_ time: CFTimeInterval) {
        guard time.isFinite else {
            quartzLog("MediaClock.set(\(time)): the time must be finite; the clock stays at \(now)")
            return
        }
        QuartzThreadState.current.moveClock(to: time)
    }
}

/// On Apple platforms seconds since boot; here the virtual `MediaClock.now`.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

public typealias CFTimeInterval = Double
