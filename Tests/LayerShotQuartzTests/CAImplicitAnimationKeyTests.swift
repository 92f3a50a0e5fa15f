import Imaging
import LayerModel
import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

/// Implicit animations of the properties Apple documents as animatable beyond the common ones:
/// `contentsRect`, `contentsCenter`, the replicator's `instance…` properties and
/// `CATextLayer.fontSize`. Each change of a committed layer runs the 0.25 s implicit animation
/// with the default timing function; at 0.125 s that curve stands at `halfway`.
@Suite("Implicit animations of contents rectangles, replicator instances and font size", .isolatedQuartzState)
struct CAImplicitAnimationKeyTests {
    /// The default timing function (0.25, 0.1, 0.25, 1) at x = 0.5: solving x(s) = 0.5 gives
    /// s = 0.699572…, and y(s) = 0.802403… (bisection by hand, to 15 digits). The model solves
    /// the curve numerically, to about 1e-10, so values built on it are compared within 1e-6.
    static let halfway = 0.802403387584857

    /// A committed 30 × 10 root holding a replicator of two white 10 × 10 squares, the second
    /// moved 10 pt right.
    static func replicator() throws -> (root: CALayer, replicator: CAReplicatorLayer, square: CALayer) {
        let root = sizedLayer(30, 10)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        _ = try root.snapshot(scale: 1)
        return (root, replicator, square)
    }

    /// Sets one of the replicator's colour offsets to −1.
    static func lowerOffset(_ key: String, of replicator: CAReplicatorLayer) {
        switch key {
        case "instanceRedOffset": replicator.instanceRedOffset = -1
        case "instanceGreenOffset": replicator.instanceGreenOffset = -1
        case "instanceBlueOffset": replicator.instanceBlueOffset = -1
        default: replicator.instanceAlphaOffset = -1
        }
    }

    @Test("a colour offset fades the second instance's channel: 1 − 0.8024 at 0.125 s",
          arguments: ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"])
    func colorOffsets(key: String) throws {
        let (root, replicator, _) = try Self.replicator()
        let t0 = CACurrentMediaTime()
        Self.lowerOffset(key, of: replicator)
        #expect(replicator.animationKeys() == [key])
        let image = try root.snapshot(scale: 1, at: t0 + 0.125)
        // 255 × (1 − 0.802403) = 50.4; the alpha offset lowers all four premultiplied channels.
        let pixel = image[15, 5]
        let expected = (r: key == "instanceRedOffset", g: key == "instanceGreenOffset", b: key == "instanceBlueOffset")
        let alpha = key == "instanceAlphaOffset"
        #expect(isClose(pixel.r, expected.r || alpha ? 50 : 255) && isClose(pixel.g, expected.g || alpha ? 50 : 255)
                && isClose(pixel.b, expected.b || alpha ? 50 : 255) && isClose(pixel.a, alpha ? 50 : 255), "\(pixel)")
        #expect(image[5, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255), "instance 0 has no offset")
    }

    @Test("instanceColor fades from white to black: both instances 1 − 0.8024 grey at 0.125 s")
    func instanceColor() throws {
        let (root, replicator, _) = try Self.replicator()
        let t0 = CACurrentMediaTime()
        replicator.instanceColor = UIColor.black.cgColor
        #expect(replicator.animationKeys() == ["instanceColor"])
        let image = try root.snapshot(scale: 1, at: t0 + 0.125)
        for x in [5, 15] {
            #expect(isClose(image[x, 5].r, 50) && isClose(image[x, 5].b, 50) && image[x, 5].a == 255, "\(image[x, 5])")
        }
    }

    @Test("instanceTransform moves the second instance from 10 to 20 pt: 18.024 pt at 0.125 s")
    func instanceTransform() throws {
        let (root, replicator, _) = try Self.replicator()
        let t0 = CACurrentMediaTime()
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        #expect(replicator.animationKeys() == ["instanceTransform"])
        let presented = try root.layerModel().presentation(at: t0 + 0.125).sublayers[0].sublayers[1]
        let centre = presented.transformToSuperlayer().apply(to: presented.bounds.center)
        #expect(isClose(centre, Point(x: 15 + 10 * Self.halfway, y: 5), 1e-6), "\(centre)")
        // The square covers x 18.024…28.024: column 18 is 97.6 % covered, column 28 2.4 %.
        let image = try root.snapshot(scale: 1, at: t0 + 0.125)
        #expect(image[17, 5].a == 0 && isClose(image[18, 5].a, 249, 2) && image[27, 5].a == 255 && isClose(image[28, 5].a, 6, 2))
    }

    @Test("instanceDelay runs the second instance's fade 0.8024 s late at 0.125 s")
    func instanceDelay() throws {
        let (root, replicator, square) = try Self.replicator()
        let t0 = CACurrentMediaTime()
        // A linear fade from 0 to 1 over 10 s, half done at t0.
        let fade = basicAnimation("opacity", from: 0, to: 1, duration: 10, beginTime: t0 - 5)
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        square.add(fade, forKey: "fade")
        replicator.instanceDelay = 1
        #expect(replicator.animationKeys() == ["instanceDelay"])
        let instances = try root.layerModel().presentation(at: t0 + 0.125).sublayers[0].sublayers
        #expect(isClose(instances[0].opacity, 0.5125, 1e-9))
        #expect(isClose(instances[1].opacity, (5.125 - Self.halfway) / 10, 1e-6), "\(instances[1].opacity)")
        let image = try root.snapshot(scale: 1, at: t0 + 0.125)
        #expect(isClose(image[5, 5].a, 131) && isClose(image[15, 5].a, 110), "255 × 0.5125 and 255 × 0.43226")
        // The presentation layer shows the replicator's presented delay.
        MediaClock.advance(by: 0.125)
        #expect(isClose(try #require(replicator.presentation()?.instanceDelay), Self.halfway, 1e-6))
    }

    /// A committed 20 × 10 layer drawing a 2 × 1 image.
    static func imageLayer() throws -> CALayer {
        let layer = sizedLayer(20, 10)
        layer.contents = CGImage(bitmap: try Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        _ = try layer.snapshot(scale: 1)
        return layer
    }

    @Test("contentsRect and contentsCenter move 80.24 % of the way at 0.125 s", arguments: ["contentsRect", "contentsCenter"])
    func contentsRectangles(key: String) throws {
        let layer = try Self.imageLayer()
        let t0 = CACurrentMediaTime()
        let target = CGRect(x: 0.5, y: 0.25, width: 0.5, height: 0.5)
        if key == "contentsRect" { layer.contentsRect = target } else { layer.contentsCenter = target }
        #expect(layer.animationKeys() == [key])
        let p = Self.halfway
        let expected = Rect(x: 0.5 * p, y: 0.25 * p, width: 1 - 0.5 * p, height: 1 - 0.5 * p)
        let presented = try layer.layerModel().presentation(at: t0 + 0.125)
        #expect(isClose(key == "contentsRect" ? presented.contentsRect : presented.contentsCenter, expected, 1e-6))
        _ = try layer.snapshot(scale: 1, at: t0 + 0.125)
        // The presentation layer shows the value too.
        MediaClock.advance(by: 0.125)
        let shown = try #require(layer.presentation())
        #expect(isClose(key == "contentsRect" ? shown.contentsRect : shown.contentsCenter, CGRect(x: expected.minX, y: expected.minY, width: expected.width, height: expected.height), 1e-6))
    }

    @Test("a contentsRect action of the layer's actions runs instead of the implicit animation")
    func contentsRectAction() throws {
        let layer = try Self.imageLayer()
        let slide = CABasicAnimation(keyPath: "contentsRect")
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["contentsRect": slide]
        let t0 = CACurrentMediaTime()
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let added = try #require(layer.animation(forKey: "contentsRect") as? CABasicAnimation)
        #expect(added.duration == 1)
        let presented = try layer.layerModel().presentation(at: t0 + 0.5)
        #expect(isClose(presented.contentsRect, Rect(x: 0.25, y: 0, width: 0.75, height: 1), 1e-9))
    }

    @Test("setDisableActions(true) turns every one of these implicit animations off")
    func disabledActions() throws {
        let layer = try Self.imageLayer()
        let (_, replicator, _) = try Self.replicator()
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = try text.snapshot(scale: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceDelay = 1
        replicator.instanceColor = UIColor.black.cgColor
        for key in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"] {
            Self.lowerOffset(key, of: replicator)
        }
        text.fontSize = 12
        CATransaction.commit()
        #expect(layer.animationKeys() == nil && replicator.animationKeys() == nil && text.animationKeys() == nil)
    }

    @Test("fontSize animates implicitly, 36 → 20 pt stands at 23.16 pt at 0.125 s, and explicitly")
    func fontSize() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        text.string = "Hi"
        _ = try text.snapshot(scale: 1)
        let t0 = CACurrentMediaTime()
        text.fontSize = 20
        #expect(text.animationKeys() == ["fontSize"])
        let presented = try text.layerModel().presentation(at: t0 + 0.125)
        #expect(isClose(try #require(presented.text?.fontSize), 36 - 16 * Self.halfway, 1e-6))
        _ = try text.snapshot(scale: 1, at: t0 + 0.125)
        MediaClock.advance(by: 0.125)
        #expect(isClose(Double(try #require(text.presentation()?.fontSize)), 36 - 16 * Self.halfway, 1e-6))

        let grow = basicAnimation("fontSize", from: 10, to: 30, duration: 1, beginTime: CACurrentMediaTime())
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        text.add(grow, forKey: "grow")
        let later = try text.layerModel().presentation(at: CACurrentMediaTime() + 0.5)
        #expect(later.text?.fontSize == 20)
    }

    @Test("an attributed string keeps its own font size and colour while fontSize and foregroundColor animate, as on iOS")
    func attributedStringIgnoresFontSize() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        text.string = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.red])
        _ = try text.snapshot(scale: 1)
        let t0 = CACurrentMediaTime()
        text.fontSize = 20
        text.foregroundColor = UIColor.blue.cgColor
        #expect(text.animationKeys() == ["fontSize", "foregroundColor"])
        let presented = try #require(try text.layerModel().presentation(at: t0 + 0.125).text)
        #expect(presented.fontSize == 15 && presented.foregroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
