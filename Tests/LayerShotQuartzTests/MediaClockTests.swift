import Imaging
@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Times the virtual clock and animated snapshots refuse.
@Suite("The virtual clock: bad times", .isolatedQuartzState)
struct MediaClockTests {
    @Test("a negative or non-finite step, or a non-finite time, leaves the clock where it is and says so",
          arguments: [-5, Double.nan, .infinity, -.infinity])
    func badMoves(value: Double) {
        MediaClock.set(10)
        lastQuartzLog = nil
        MediaClock.advance(by: value)
        #expect(MediaClock.now == 10)
        #expect(lastQuartzLog?.hasPrefix("MediaClock.advance(by: ") == true)
        #expect(lastQuartzLog?.hasSuffix("the clock stays at 10.0") == true)
        if !value.isFinite {
            lastQuartzLog = nil
            MediaClock.set(value)
            #expect(MediaClock.now == 10)
            #expect(lastQuartzLog?.hasPrefix("MediaClock.set(") == true)
        }
    }

    @Test("a step of 0 and an earlier time move without a word")
    func quietMoves() {
        MediaClock.set(10)
        lastQuartzLog = nil
        MediaClock.advance(by: 0)
        MediaClock.set(3)
        #expect(MediaClock.now == 3)
        #expect(lastQuartzLog == nil)
    }

    @Test("an animated snapshot at a time that is not finite throws, naming the time",
          arguments: [Double.nan, .infinity])
    func snapshotAtBadTime(time: Double) {
        let layer = sizedLayer(10, 10)
        do {
            _ = try layer.snapshot(scale: 1, at: time)
            Issue.record("no error")
        } catch {
            #expect(error.description == "the snapshot time must be a finite media time in seconds, not \(time)")
        }
    }
}
