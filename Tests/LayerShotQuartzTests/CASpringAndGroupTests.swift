import LayerModel
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("Springs, groups and depth through the facade", .isolatedQuartzState)
struct CASpringAndGroupTests {
    @Test("the default spring: ζ = 0.5, ω₀ = 10; settles in −ln(0.001/(1+1/√3))/5 = 1.4727003 s")
    func springTiming() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(isClose(spring.settlingDuration, 1.4727003, 1e-6))
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 2
        let layer = sizedLayer(10, 10)
        let t0 = CACurrentMediaTime()
        spring.beginTime = t0
        layer.add(spring, forKey: "spring")
        let model = try layer.layerModel()
        // x(0.1) = 1 − e^(−0.5)·(cos 0.8660 + (1/√3)·sin 0.8660) = 0.3402998.
        #expect(isClose(model.presentation(at: t0 + 0.1).position.x, 34.02998, 1e-4))
    }

    @Test("perceptualDuration and bounce map to stiffness (2π/d)² and damping (1 − bounce)·4π/d")
    func perceptual() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
        #expect(isClose(spring.stiffness, 157.91367, 1e-4))
        #expect(isClose(spring.damping, 18.849556, 1e-5))
    }

    @Test("a group times its children from its own start and cuts them at its duration")
    func group() throws {
        let fade = basicAnimation("opacity", from: 1, to: 0, duration: 0.5, beginTime: 0.25)
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 1
        let layer = sizedLayer(10, 10)
        layer.opacity = 0.9
        let t0 = CACurrentMediaTime()
        group.beginTime = t0 + 1
        layer.add(group, forKey: "group")
        let model = try layer.layerModel()
        #expect(model.presentation(at: t0 + 1.5).opacity == 0.5)
        // Before the child starts and after it ends, the model value (a Float 0.9).
        #expect(model.presentation(at: t0 + 1.1).opacity == Double(Float(0.9)))
        #expect(model.presentation(at: t0 + 1.9).opacity == Double(Float(0.9)))
    }

    @Test("zPosition, anchorPointZ, sublayerTransform and transform layers reach the model")
    func depth() throws {
        let root = sizedLayer(10, 10)
        let a = sizedLayer(10, 10), b = sizedLayer(10, 10)
        a.zPosition = 2
        a.anchorPointZ = -5
        root.addSublayer(a)
        root.addSublayer(b)
        root.sublayerTransform.m34 = -1.0 / 500
        let flip = CATransformLayer()
        root.addSublayer(flip)
        let model = try root.layerModel(animated: false)
        #expect(model.sublayers[0].zPosition == 2 && model.sublayers[0].anchorPointZ == -5)
        #expect(model.sublayerTransform.m34 == -1.0 / 500)
        #expect(model.sublayers[2].isTransformLayer)
        _ = try root.snapshot(scale: 1)
    }

    @Test("shadowPath, maskedCorners and cornerCurve reach the model")
    func shapes() throws {
        let layer = sizedLayer(10, 10)
        layer.shadowPath = UIBezierPath(ovalIn: layer.bounds).cgPath
        layer.cornerRadius = 4
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.cornerCurve = .continuous
        let model = try layer.layerModel()
        #expect(model.shadowPath?.elements.count == 6, "move, four curves, close")
        #expect(model.maskedCorners.rawValue == 1 && model.cornerCurve == .continuous)
    }
}

@Suite("Keyframe paths and cubic modes through the facade", .isolatedQuartzState)
struct CAKeyframePathTests {
    @Test("position follows a keyframe path at constant speed; rotateAuto turns the layer along it")
    func path() throws {
        let layer = sizedLayer(10, 10)
        let route = CGMutablePath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = route
        follow.rotationMode = .rotateAuto
        follow.duration = 2
        let t0 = CACurrentMediaTime()
        follow.beginTime = t0
        layer.add(follow, forKey: "follow")
        let model = try layer.layerModel()
        // Two segments, one per second: at 0.5 s halfway along the first.
        let p = model.presentation(at: t0 + 0.5)
        #expect(isClose(p.position, Point(x: 50, y: 0), 1e-9))
        // At 1.5 s on the second segment, heading down: rotated a quarter turn clockwise.
        let q = model.presentation(at: t0 + 1.5)
        #expect(isClose(q.position.y, 50, 1e-9))
        #expect(isClose(q.transform.m12, 1, 1e-9))
    }

    @Test("cubic and cubicPaced modes are accepted")
    func cubic() throws {
        for mode in [CAAnimationCalculationMode.cubic, .cubicPaced] {
            let layer = CALayer()
            let wobble = CAKeyframeAnimation(keyPath: "opacity")
            wobble.values = [0, 1, 0.5]
            wobble.calculationMode = mode
            layer.add(wobble, forKey: "w")
            #expect(throws: Never.self) { try layer.layerModel() }
        }
    }
}
