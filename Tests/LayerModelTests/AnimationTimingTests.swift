import Testing
import LayerModel

/// Timing on the presentation clock (`CAMediaTiming`), seen through a linear opacity animation:
/// the presented opacity is the fraction of the way through an iteration, unless noted.
@Suite("Animation timing")
struct AnimationTimingTests {
    /// Opacity from `from` to `to` over 1 s starting at t = 0, on a layer of model opacity 1.
    static func fade(from: Double = 0, to: Double = 1, _ configure: (inout Animation) -> Void = { _ in }) -> Animation {
        var fade = Animation.basic(keyPath: "opacity", from: .number(from), to: .number(to))
        fade.duration = 1
        configure(&fade)
        return fade
    }

    // From 0.2 to 0.6 during t = 1…2; model opacity 1 shows where the animation does not apply.
    @Test("fill modes decide what shows before and after the active time", arguments: [
        (Animation.FillMode.removed, 1.0, 1.0),
        (.forwards, 1.0, 0.6),
        (.backwards, 0.2, 1.0),
        (.both, 0.2, 0.6),
    ])
    func fillModes(mode: Animation.FillMode, before: Double, after: Double) throws {
        let fade = Self.fade(from: 0.2, to: 0.6) {
            $0.beginTime = 1
            $0.fillMode = mode
            $0.isRemovedOnCompletion = false
        }
        #expect(try presentedOpacity(fade, at: 0.5) == before)
        #expect(try presentedOpacity(fade, at: 1) == 0.2)
        #expect(abs(try presentedOpacity(fade, at: 1.5) - 0.4) <= 1e-12)
        #expect(try presentedOpacity(fade, at: 2) == after) // the active time ends at 2
        #expect(try presentedOpacity(fade, at: 10) == after)
    }

    // Core Animation removes a finished animation unless told not to; here nothing is removed,
    // the animation just stops showing after its active time, whatever the fill.
    @Test("an animation removed on completion shows nothing after its active time, even filled forwards",
          arguments: [Animation.FillMode.forwards, .both])
    func removedOnCompletion(mode: Animation.FillMode) throws {
        let fade = Self.fade(from: 0.2, to: 0.6) {
            $0.beginTime = 1
            $0.fillMode = mode
        }
        #expect(fade.isRemovedOnCompletion) // Core Animation's default
        #expect(abs(try presentedOpacity(fade, at: 1.999) - 0.5996) <= 1e-12)
        #expect(try presentedOpacity(fade, at: 2) == 1)
        #expect(try presentedOpacity(fade, at: 10) == 1)
        #expect(try presentedOpacity(fade, at: 0.5) == (mode == .both ? 0.2 : 1)) // the backwards fill still holds
    }

    @Test("a duration of 0 means 0.25 s, as in Core Animation")
    func zeroDuration() throws {
        let fade = Self.fade { $0.duration = 0 }
        #expect(try presentedOpacity(fade, at: 0.125) == 0.5)
        #expect(fade.endTime == 0.25)
    }

    @Test("repeatCount repeats whole iterations, fractions included", arguments: [
        // (repeatCount, t, opacity); after the end the forwards fill holds where it stopped.
        (2.0, 0.25, 0.25), (2.0, 1.25, 0.25), (2.0, 1.75, 0.75), (2.0, 3.0, 1.0),
        (1.5, 1.25, 0.25), (1.5, 1.5, 0.5), (1.5, 9.0, 0.5),
    ])
    func repeatCount(count: Double, t: Double, expected: Double) throws {
        let fade = Self.fade {
            $0.repeatCount = count
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(abs(try presentedOpacity(fade, at: t) - expected) <= 1e-12)
        #expect(fade.endTime == count)
    }

    @Test("autoreverses plays each iteration forward then back and ends at the start value", arguments: [
        (0.25, 0.25), (1.0, 1.0), (1.25, 0.75), (1.5, 0.5), (2.0, 0.0), (5.0, 0.0),
    ])
    func autoreverses(t: Double, expected: Double) throws {
        let fade = Self.fade {
            $0.autoreverses = true
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(abs(try presentedOpacity(fade, at: t) - expected) <= 1e-12)
        #expect(fade.endTime == 2)
    }

    @Test("autoreverses with repeatCount 1.5 ends after the forward half of the second iteration")
    func autoreverseFractionalRepeat() throws {
        let fade = Self.fade {
            $0.autoreverses = true
            $0.repeatCount = 1.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(fade.endTime == 3)
        #expect(abs(try presentedOpacity(fade, at: 2.5) - 0.5) <= 1e-12)
        #expect(try presentedOpacity(fade, at: 4) == 1)
    }

    @Test("an infinite repeatCount never ends")
    func infiniteRepeat() throws {
        let fade = Self.fade { $0.repeatCount = .infinity }
        #expect(abs(try presentedOpacity(fade, at: 1000.25) - 0.25) <= 1e-9)
        #expect(fade.endTime == .infinity)
    }

    @Test("speed scales the animation's time", arguments: [(2.0, 0.25, 0.5, 0.5), (0.5, 1.0, 0.5, 2.0)])
    func speed(speed: Double, t: Double, expected: Double, end: Double) throws {
        let fade = Self.fade { $0.speed = speed }
        #expect(try presentedOpacity(fade, at: t) == expected)
        #expect(fade.endTime == end)
    }

    @Test("speed 0 freezes the animation at its timeOffset")
    func frozen() throws {
        let fade = Self.fade {
            $0.speed = 0
            $0.timeOffset = 0.3
        }
        #expect(try presentedOpacity(fade, at: 0) == 0.3)
        #expect(try presentedOpacity(fade, at: 100) == 0.3)
        #expect(fade.endTime == .infinity)
    }

    @Test("timeOffset starts partway and wraps around the iteration", arguments: [
        (0.0, 0.5), (0.25, 0.75), (0.75, 0.25), (1.0, 0.5),
    ])
    func timeOffset(t: Double, expected: Double) throws {
        let fade = Self.fade {
            $0.timeOffset = 0.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(abs(try presentedOpacity(fade, at: t) - expected) <= 1e-12)
    }

    @Test("a non-finite time shows the model", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTime(t: Double) throws {
        #expect(try presentedOpacity(Self.fade(from: 0.2, to: 0.6) { $0.fillMode = .both }, at: t) == 1)
    }

    @Test("the animation's timing function shapes each iteration")
    func timingFunctionPerIteration() throws {
        let fade = Self.fade {
            $0.timingFunction = .easeInEaseOut
            $0.repeatCount = 2
        }
        // easeInEaseOut(0.25), from the high-precision reference in TimingFunctionTests.
        #expect(abs(try presentedOpacity(fade, at: 1.25) - 0.12916193104731981) <= 1e-6)
    }
}
