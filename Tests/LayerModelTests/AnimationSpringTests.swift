import Foundation
import Testing
@testable import LayerModel

/// `CASpringAnimation`: the closed-form spring and Core Animation's `settlingDuration`.
///
/// The default spring (mass 1, stiffness 100, damping 10) has ω₀ = √(100/1) = 10 and
/// ζ = 10/(2·√100) = 0.5: under-damped, ω_d = 10·√0.75 = 5√3, B = ζω₀/ω_d = 5/(5√3) = 1/√3.
@Suite("Spring animations")
struct AnimationSpringTests {
    static let wd = 5 * 3.0.squareRoot()

    @Test("Core Animation's defaults: mass 1, stiffness 100, damping 10, no initial velocity, no overdamping")
    func defaults() {
        let spring = SpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
        #expect(spring.initialVelocity == 0 && !spring.allowsOverdamping)
    }

    @Test("the under-damped default spring: 1 − e^(−5s)·(cos ω_d s + sin ω_d s / √3)", arguments: [0.1, 0.2, 0.5])
    func underDamped(s: Double) {
        let expected = 1 - exp(-5 * s) * (cos(Self.wd * s) + sin(Self.wd * s) / 3.0.squareRoot())
        #expect(abs(SpringAnimation().progress(atSeconds: s) - expected) <= 1e-12)
        // And in numbers worked out separately: 0.3403 at 0.1 s, 0.8494 at 0.2 s, 1.0746 at 0.5 s.
        let worked = [0.1: 0.34029984660829826, 0.2: 0.8494256348541123, 0.5: 1.0745905665950333]
        #expect(abs(SpringAnimation().progress(atSeconds: s) - worked[s]!) <= 1e-12)
    }

    @Test("starts at 0 and overshoots to 1 + e^(−π/√3) at s = π/ω_d")
    func overshoot() {
        let spring = SpringAnimation()
        #expect(spring.progress(atSeconds: 0) == 0)
        let peak = spring.progress(atSeconds: .pi / Self.wd)
        #expect(abs(peak - (1 + exp(-Double.pi / 3.0.squareRoot()))) <= 1e-12) // 1.16303
        #expect(spring.progress(atSeconds: .pi / Self.wd - 0.01) < peak)
        #expect(spring.progress(atSeconds: .pi / Self.wd + 0.01) < peak)
    }

    @Test("an initial velocity towards the end value: v₀ = 5 cancels B, leaving 1 − e^(−5s)·cos ω_d s")
    func initialVelocity() {
        let spring = SpringAnimation(initialVelocity: 5)
        #expect(abs(spring.progress(atSeconds: 0.1) - (1 - exp(-0.5) * cos(Self.wd * 0.1))) <= 1e-12)
        // Moving away first: a negative velocity dips below 0.
        #expect(SpringAnimation(initialVelocity: -20).progress(atSeconds: 0.02) < 0)
    }

    @Test("critically damped (damping 20): 1 − e^(−10s)·(1 + 10s)")
    func criticallyDamped() {
        let spring = SpringAnimation(damping: 20)
        #expect(abs(spring.progress(atSeconds: 0.1) - (1 - 2 * exp(-1))) <= 1e-12) // 0.26424
        #expect(abs(spring.progress(atSeconds: 0.3) - (1 - 4 * exp(-3))) <= 1e-12)
    }

    // damping 50: ζ = 2.5, r₁ = −10/(2.5 + √5.25) = −2.0871, r₂ = −10·(2.5 + √5.25) = −47.913,
    // C₂ = −r₁/(r₂ − r₁) = −0.045545, C₁ = 1.045545.
    @Test("over-damped only with allowsOverdamping; otherwise critically damped with the same ω₀")
    func overDamped() {
        var spring = SpringAnimation(damping: 50)
        #expect(abs(spring.progress(atSeconds: 0.1) - (1 - 2 * exp(-1))) <= 1e-12) // clamped to ζ = 1
        spring.allowsOverdamping = true
        let root = 5.25.squareRoot()
        let r1 = -10 * (2.5 - root), r2 = -10 * (2.5 + root)
        let c2 = -r1 / (r2 - r1)
        let expected = 1 - ((1 - c2) * exp(r1 * 0.1) + c2 * exp(r2 * 0.1))
        #expect(abs(spring.progress(atSeconds: 0.1) - expected) <= 1e-12)
        #expect(abs(spring.progress(atSeconds: 0.1) - 0.15178386178471592) <= 1e-12)
    }

    @Test("settlingDuration below critical damping: ln((1 + |B|)/0.001)/(ζω₀)")
    func settlingUnderDamped() {
        let expected = log((1 + 1 / 3.0.squareRoot()) / 0.001) / 5
        #expect(abs(SpringAnimation().settlingDuration - expected) <= 1e-12)
        #expect(abs(SpringAnimation().settlingDuration - 1.4727003346780927) <= 1e-12)
    }

    // Critically damped: |1 − progress| = e^(−10s)(1 + 10s) is 0.00123 at 0.9 s, 0.000499 at 1 s.
    @Test("settlingDuration at and above critical damping: the 0.1 s sample from which the spring stays within 0.001")
    func settlingSampled() {
        #expect(abs(SpringAnimation(damping: 20).settlingDuration - 1.0) <= 1e-9)
        var over = SpringAnimation(damping: 50)
        #expect(abs(over.settlingDuration - 1.0) <= 1e-9) // treated as critically damped
        over.allowsOverdamping = true
        // C₁e^(r₁s) < 0.001 first at s = 3.4 (3.33 s exactly): ln(1.045545/0.001)/2.0871 = 3.333.
        #expect(abs(over.settlingDuration - 3.4) <= 1e-9)
        #expect(SpringAnimation(damping: 0).settlingDuration == .infinity)
    }

    @Test("a spring animation follows the spring in seconds: the duration cuts it off and does not stretch it")
    func presentation() throws {
        var layer = Layer()
        var animation = Animation.spring(keyPath: "position.x", from: .number(0), to: .number(100))
        animation.duration = 2
        try layer.add(animation, forKey: "spring")
        #expect(abs(layer.presentation(at: 0.1).position.x - 34.029984660829826) <= 1e-9)
        #expect(abs(layer.presentation(at: 0.5).position.x - 107.45905665950333) <= 1e-9)
        #expect(layer.presentation(at: 2).position.x == 0) // removed on completion: the model shows
        // At half speed the spring takes twice as long on the presentation clock.
        animation.speed = 0.5
        try layer.add(animation, forKey: "spring")
        #expect(abs(layer.presentation(at: 0.2).position.x - 34.029984660829826) <= 1e-9)
    }

    @Test("missing ends come from the model as for a basic animation")
    func modelEnds() throws {
        var layer = Layer(position: Point(x: 10, y: 0))
        var animation = Animation.spring(keyPath: "position.x", by: .number(100))
        animation.duration = 1
        try layer.add(animation, forKey: "spring")
        #expect(abs(layer.presentation(at: 0.2).position.x - (10 + 84.94256348541123)) <= 1e-9)
    }

    @Test("spring parameters must be finite, mass and stiffness > 0, damping ≥ 0", arguments: [
        ("mass", 0.0, "invalid animation: a spring's mass must be a finite number > 0, got 0.0"),
        ("mass", -1, "invalid animation: a spring's mass must be a finite number > 0, got -1.0"),
        ("stiffness", .infinity, "invalid animation: a spring's stiffness must be a finite number > 0, got inf"),
        ("damping", -0.5, "invalid animation: a spring's damping must be a finite number ≥ 0, got -0.5"),
        ("damping", .nan, "invalid animation: a spring's damping must be a finite number ≥ 0, got nan"),
        ("initialVelocity", .infinity, "invalid animation: a spring's initialVelocity must be a finite number, got inf"),
    ])
    func badParameters(parameter: String, value: Double, message: String) {
        var spring = SpringAnimation(toValue: .number(1))
        switch parameter {
        case "mass": spring.mass = value
        case "stiffness": spring.stiffness = value
        case "damping": spring.damping = value
        default: spring.initialVelocity = value
        }
        var layer = Layer()
        #expect(throws: LayerModelError.invalidAnimation(String(message.dropFirst("invalid animation: ".count)))) {
            try layer.add(Animation(keyPath: "opacity", kind: .spring(spring)), forKey: "spring")
        }
    }
}
