import Testing
@testable import LayerModel

@Suite("Timing functions")
struct TimingFunctionTests {
    static let named: [(String, TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    // References: the Bézier solved with mpmath at 40 digits — bisection of x(t) = x over
    // 200 halvings, then y(t) — printed to 17 significant digits.
    @Test("named curves match a high-precision solution to 1e-6", arguments: [
        (TimingFunction.easeInEaseOut, 0.25, 0.12916193104731981),
        (.easeInEaseOut, 0.5, 0.5),
        (.easeInEaseOut, 0.75, 0.87083806895268019),
        (.easeIn, 0.25, 0.093464650718824859),
        (.easeIn, 0.5, 0.3153568125725393),
        (.easeOut, 0.5, 0.6846431874274607),
        (.default, 0.25, 0.40851059135539587),
        (.default, 0.5, 0.80240338758485699),
        (.default, 0.75, 0.96045897834897408),
    ])
    func matchesReference(function: TimingFunction, x: Double, expected: Double) {
        #expect(abs(function.value(at: x) - expected) <= 1e-6)
    }

    @Test("easeInEaseOut is exactly one half at one half")
    func easeInEaseOutMidpointIsExact() {
        #expect(TimingFunction.easeInEaseOut.value(at: 0.5) == 0.5)
    }

    @Test("linear is the identity")
    func linearIsIdentity() {
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(TimingFunction.linear.value(at: x) == x)
        }
    }

    @Test("named curves rise monotonically from 0 to 1", arguments: named)
    func monotonic(name: String, function: TimingFunction) {
        var previous = function.value(at: 0)
        #expect(previous == 0)
        for i in 1...1000 {
            let y = function.value(at: Double(i) / 1000)
            #expect(y >= previous, "\(name) falls at x = \(Double(i) / 1000)")
            previous = y
        }
        #expect(previous == 1)
    }

    // A curve whose x slope vanishes at t = 0.5, where Newton's method stalls and bisection
    // takes over. References from mpmath as above.
    @Test("a curve with a flat x slope is solved by bisection", arguments: [
        (0.3, 0.047395275203942009), (0.45, 0.17688083747904158), (0.55, 0.82311916252095842),
    ])
    func flatSlope(x: Double, expected: Double) throws {
        let function = try TimingFunction(controlPoints: 1, 0, 0, 1)
        #expect(abs(function.value(at: x) - expected) <= 1e-6)
    }

    @Test("times outside 0...1 clamp to the ends")
    func clamps() {
        #expect(TimingFunction.easeIn.value(at: -0.5) == 0)
        #expect(TimingFunction.easeIn.value(at: 1.5) == 1)
    }

    @Test("control points may overshoot in y")
    func overshootingY() throws {
        // Symmetric in x, so t = 0.5 at x = 0.5: y = 3·(1/8)·1.6·2 + 1/8 = 1.325.
        let back = try TimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.6)
        #expect(abs(back.value(at: 0.5) - 1.325) <= 1e-9)
    }

    @Test("control points with x outside 0...1 or not finite are rejected", arguments: [
        (1.5, 0.0, 0.5, 1.0), (0.5, 0.0, -0.1, 1.0), (Double.nan, 0.0, 0.5, 1.0), (0.5, Double.infinity, 0.5, 1.0),
    ])
    func rejectsBadControlPoints(x1: Double, y1: Double, x2: Double, y2: Double) {
        let error = #expect(throws: LayerModelError.self) {
            try TimingFunction(controlPoints: x1, y1, x2, y2)
        }
        guard case let .invalidAnimation(reason)? = error else {
            Issue.record("expected invalidAnimation, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("timing function control point"))
    }
}
