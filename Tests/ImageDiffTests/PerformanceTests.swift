import Imaging
import Testing
@testable import ImageDiff

#if canImport(Glibc)
import Glibc
#endif

@Suite("Speed")
struct PerformanceTests {
    /// Milliseconds `body` takes, best of `runs`.
    static func milliseconds(runs: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            body()
            clock_gettime(CLOCK_MONOTONIC, &end)
            best = min(best, Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
        }
        return best
    }

    @Test("comparing two 640×640 images is fast")
    func large() {
        let a = Scenes.knob(length: 220, size: 640)
        let b = Scenes.knob(angle: -57, length: 220, size: 640)
        let noisy = Scenes.withNoise(a, amplitude: 2)
        let comparator = ImageComparator.standard
        var sink = 0
        let equal = Self.milliseconds { sink &+= comparator.compare(a, a).metrics!.changedPixels }
        let rotated = Self.milliseconds { sink &+= comparator.compare(a, b).metrics!.differingPixels }
        let everywhere = Self.milliseconds { sink &+= comparator.compare(a, noisy).metrics!.changedPixels }
        let image = Self.milliseconds { sink &+= comparator.diffImage(a, b).diff.width }
        print("640×640 compare, ms (best of 5): equal \(equal), rotated pointer \(rotated), every pixel changed \(everywhere), diff image \(image) [\(sink)]")
        // Generous: debug builds are ~20× slower than release; this catches a lost fast path.
        #expect(equal < 50)
        #expect(everywhere < 2000)
    }
}
