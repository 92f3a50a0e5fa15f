import Imaging
@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// UIKit documents that a block of duration 0 makes its changes at once and runs its completion
/// on the next turn of the run loop, not before `animate` returns. LayerShot has no run loop:
/// the next move of the clock to a later time is the next turn. Its completions run first, with
/// the clock still at the time of the block; a snapshot before it shows the block's changes
/// without the completion's.
@Suite("UIView: a block of duration 0 completes on the next turn of the run loop", .isolatedQuartzState)
struct UIViewZeroDurationTests {
    @Test("the changes show at once; the completion waits for the clock to move, runs once, at the block's time")
    func completionOnNextTurn() throws {
        let view = try UIViewAnimationTests.committedView()
        let start = CACurrentMediaTime()
        var calls: [(finished: Bool, time: Double)] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { calls.append(($0, CACurrentMediaTime())) })
        #expect(isClose(Double(view.alpha), 0.2, 1e-6) && view.layer.animationKeys() == nil)
        #expect(calls.isEmpty, "not before animate returns")
        // Red at alpha 0.2, premultiplied: 255 · 0.2 = 51.
        let now = try view.layer.snapshot(scale: 1)
        let later = try view.layer.snapshot(scale: 1, at: start + 1)
        #expect(now[5, 5] == RGBA8(r: 51, g: 0, b: 0, a: 51) && later[5, 5] == now[5, 5])
        MediaClock.advance(by: 0)
        #expect(calls.isEmpty, "snapshots and a move by nothing are no turn of the run loop")
        MediaClock.advance(by: 1.0 / 60)
        #expect(calls.count == 1 && calls.first?.finished == true && calls.first?.time == start)
        MediaClock.advance(by: 1.0 / 60)
        #expect(calls.count == 1)
    }

    // A 0.5 s linear fade starts at 0 s, then a 0 s block whose completion moves the centre
    // 5 → 25 over 1 s, linear. One move of the clock to 0.75 s runs that completion first, at
    // 0 s, then the fade's completion, due at 0.5 s. The move began at 0 s, so at 0.75 s the
    // centre is 5 + 20 · 0.75 = 20 (a move begun at 0.75 s would still show 5).
    @Test("on the next move of the clock the completion runs before what is due then, and what it animates begins at the block's time")
    func orderAndTime() throws {
        let view = try UIViewAnimationTests.committedView()
        let start = CACurrentMediaTime()
        var order: [String] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { _ in order.append("fade") })
        UIView.animate(withDuration: 0, animations: { view.backgroundColor = .blue }, completion: { _ in
            order.append("0 s block")
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 25, y: 5) })
        })
        MediaClock.set(start + 0.75)
        #expect(order == ["0 s block", "fade"])
        #expect(isClose(Double(try #require(view.layer.presentation()).position.x), 20, 1e-9))
    }

    @Test("a completion queued while the clock moves, or with a negative duration, waits for the next move; moving the clock back is no turn")
    func queuedDuringMove() throws {
        let view = try UIViewAnimationTests.committedView()
        let start = CACurrentMediaTime()
        var ran = false
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in
            UIView.animate(withDuration: -1, animations: { view.alpha = 1 }, completion: { _ in ran = true })
        })
        MediaClock.set(start + 1)
        #expect(view.alpha == 1 && !ran, "queued at 0.5 s, during the move to 1 s")
        MediaClock.set(start + 0.9)
        #expect(!ran)
        MediaClock.advance(by: 0.1)
        #expect(ran)
    }

    @Test("an infinite duration, or a delay that is not finite, is said and taken as 0", arguments: [
        (Double.infinity, 0.0), (0.5, .infinity), (0.5, .nan),
    ])
    func infiniteTimes(duration: Double, delay: Double) throws {
        let view = try UIViewAnimationTests.committedView()
        lastQuartzLog = nil
        var finished: Bool?
        UIView.animate(withDuration: duration, delay: delay, options: [], animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        #expect(lastQuartzLog?.contains("a time that is not finite is taken as 0") == true)
        let start = CACurrentMediaTime()
        MediaClock.advance(by: 0.25)
        // A duration taken as 0 changes alpha at once. A delay taken as 0 starts the 0.5 s fade
        // now; its default curve, ease in-out, is symmetric, so halfway at 0.25 s: alpha
        // 1 − 0.8 · 0.5 = 0.6.
        let alpha = view.layer.presentation()?.opacity ?? -1
        if duration.isInfinite {
            #expect(isClose(Double(alpha), 0.2, 1e-6) && finished == true)
        } else {
            #expect(isClose(Double(alpha), 0.6, 1e-3), "at \(CACurrentMediaTime() - start) s: \(alpha)")
            MediaClock.advance(by: 0.5)
            #expect(finished == true)
        }
    }
}
