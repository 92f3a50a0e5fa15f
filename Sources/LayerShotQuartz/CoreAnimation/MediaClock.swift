import Foundation
import LayerModel

/// The virtual media clock that Core Animation time reads here: `CACurrentMediaTime()`
/// returns it, implicit and explicit animations start at it, and it moves only when a test
/// moves it — never with the wall clock, so every run sees the same times.
///
/// Like `CATransaction` state, the clock belongs to the current thread, so a program's main
/// thread keeps one clock. A test runs in `withIsolatedState(_:)` (LayerShotTesting's
/// `.isolatedQuartzState` trait does it for Swift Testing): test frameworks run many tests on
/// one thread, one after another or interleaved at `await`s, and a thread's clock is where the
/// tests before left it. It starts at 0.
public enum MediaClock {
    /// The current media time, seconds.
    public static var now: CFTimeInterval { CoreAnimationState.current.now }

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
        CoreAnimationState.current.moveClock(to: time)
    }

    /// Runs `body` with LayerShotQuartz's per-thread state fresh and its own: the clock at 0, no
    /// transaction open, nothing waiting for the clock or the run loop's next turn, no current
    /// graphics context, no animation block open and animations enabled, no key window, no
    /// last diagnostic. The state follows `body`'s task across `await`s, to whichever thread
    /// resumes it, and its child tasks share it; code outside sees its own, and after `body`
    /// the state is dropped. Work `body` hands to a thread of its own (`DispatchQueue`,
    /// `Thread`) sees that thread's state, as snapshots' frame rendering needs none.
    ///
    /// For a test: each Swift Testing test gets this from the `.isolatedQuartzState` trait, an
    /// XCTest case from `override func invokeTest() { MediaClock.withIsolatedState { super.invokeTest() } }`.
    public static func withIsolatedState<R>(_ body: () throws -> R) rethrows -> R {
        try StateScope.isolated(body)
    }

    /// The `async` form of `withIsolatedState(_:)`.
    public static func withIsolatedState<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await StateScope.isolated(isolation: isolation, body)
    }
}

/// On Apple platforms seconds since boot; here the virtual `MediaClock.now`.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

public typealias CFTimeInterval = Double
