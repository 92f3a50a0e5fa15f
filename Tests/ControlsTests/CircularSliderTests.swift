import Testing
import LayerModel
@testable import Controls
import TestSupport

@Suite("Circular slider")
struct CircularSliderTests {
    // MARK: Formulas

    @Test("the handle's origin is rounded to whole points", arguments: [
        (0, Point(x: 240, y: 140)),    // 3 o'clock
        (45, Point(x: 211, y: 69)),    // 210.71, 69.29
        (90, Point(x: 140, y: 40)),    // 12 o'clock
        (135, Point(x: 69, y: 69)),
        (180, Point(x: 40, y: 140)),
        (270, Point(x: 140, y: 240)),  // 139.99999999999997 rounds up
        (360, Point(x: 240, y: 140)),
        (30, Point(x: 227, y: 90)),    // 226.60
        (1, Point(x: 240, y: 138)),    // 239.98, 138.25
        (359, Point(x: 240, y: 142)),  // 239.98, 141.75
    ])
    func handleOrigin(_ c: (angle: Int, origin: Point)) {
        #expect(CircularSlider.handleOrigin(angle: c.angle, size: CircularSlider.defaultSize) == c.origin)
    }

    @Test("on other sizes the ring radius is w/2 − 60", arguments: [
        (Size(width: 200, height: 100), 90, Point(x: 80, y: -10)),  // r = 40
        (Size(width: 321, height: 321), 45, Point(x: 212, y: 69)),  // 211.56, 69.44
        (Size(width: 100, height: 100), 0, Point(x: 30, y: 30)),    // r clamps to 0
    ])
    func handleOnOtherSizes(_ c: (size: Size, angle: Int, origin: Point)) {
        #expect(CircularSlider.handleOrigin(angle: c.angle, size: c.size) == c.origin)
    }

    @Test("a touch gives 360 − floor(clockwise degrees)", arguments: [
        (Point(x: 260, y: 160), 360),     // exactly 3 o'clock
        (Point(x: 260, y: 160.01), 360),  // just below: 0.0057° clockwise
        (Point(x: 260, y: 159.99), 1),    // just above: 359.994° clockwise
        (Point(x: 160, y: 60), 90),       // 12 o'clock: atan2 gives −90°, i.e. 270°
        (Point(x: 60, y: 160), 180),      // 9 o'clock
        (Point(x: 160, y: 260), 270),     // 6 o'clock
        (Point(x: 260, y: 60), 45),       // up-right: 315°
        (Point(x: 60, y: 60), 135),
        (Point(x: 60, y: 260), 225),
        (Point(x: 260, y: 260), 315),
        (Point(x: 200, y: 100), 57),      // 303.69° clockwise
        (Point(x: 160, y: 160), 360),     // the center: atan2(0, 0) = 0
    ])
    func angleFromTouch(_ c: (point: Point, angle: Int)) throws {
        #expect(try CircularSlider.angle(forTouch: c.point, size: CircularSlider.defaultSize) == c.angle)
    }

    @Test("a non-finite touch is rejected")
    func nonFiniteTouch() {
        #expect(throws: ControlsError.self) {
            try CircularSlider.angle(forTouch: Point(x: .nan, y: 0), size: CircularSlider.defaultSize)
        }
    }

    @Test("the angle is clamped into 0…360", arguments: [(400, 360), (-5, 0), (0, 0), (360, 360), (123, 123)])
    func clamping(_ c: (given: Int, stored: Int)) throws {
        #expect(try CircularSlider(angle: c.given).angle == c.stored)
        var slider = try CircularSlider()
        slider.angle = c.given
        #expect(slider.angle == c.stored)
    }

    @Test("defaults: 320×320, full ring, radius 100")
    func defaults() throws {
        let slider = try CircularSlider()
        #expect(slider.size == Size(width: 320, height: 320))
        #expect(slider.angle == 360)
        #expect(slider.radius == 100)
        #expect(CircularSlider.seedBackgroundColor.hex == "#1A1A1AFF")
    }

    // MARK: Layer tree

    @Test("layers from bottom to top: ring, gradient arc, lights, handle, label")
    func layerOrder() throws {
        let root = try CircularSlider(angle: 90).layer
        #expect(root.bounds == Rect(x: 0, y: 0, width: 320, height: 320))
        #expect(root.position == Point(x: 160, y: 160))
        #expect(root.sublayers.map(\.name) == [
            "background-ring", "active-arc", "light-outer", "light-inner", "handle", "value-label",
        ])
        for sub in root.sublayers {
            #expect(sub.frame == root.bounds)
        }
    }

    @Test("the background ring is a black stroke 60 wide at radius 100")
    func backgroundRing() throws {
        let ring = try #require(try CircularSlider(angle: 10).layer.sublayers[0].shape)
        #expect(ring.strokeColor == .black)
        #expect(ring.fillColor == nil)
        #expect(ring.lineWidth == 60)
        #expect(ring.lineCap == .butt)
        guard case let .arc(center, radius, _, _, _) = ring.path.elements.first else {
            Issue.record("the ring is not an arc")
            return
        }
        #expect(center == Point(x: 160, y: 160) && radius == 100)
        #expect(ring.path.elements.last == .close)
    }

    @Test("the gradient runs blue at the top to magenta at the bottom over the whole bounds")
    func gradient() throws {
        let arc = try CircularSlider(angle: 200).layer.sublayers[1]
        let gradient = try #require(arc.gradient)
        #expect(gradient.colors == [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1)])
        #expect(gradient.startPoint == Point(x: 0.5, y: 0))
        #expect(gradient.endPoint == Point(x: 0.5, y: 1))
        #expect(arc.frame == Rect(x: 0, y: 0, width: 320, height: 320))
    }

    @Test("the mask's arc casts a shadow of σ = angle/40", arguments: [
        (1, 0.025), (40, 1.0), (90, 2.25), (200, 5.0), (360, 9.0),
    ])
    func maskShadow(_ c: (angle: Int, sigma: Double)) throws {
        let mask = try #require(try CircularSlider(angle: c.angle).layer.sublayers[1].mask)
        #expect(mask.frame == Rect(x: 0, y: 0, width: 320, height: 320))
        let arc = try #require(mask.sublayers.first)
        #expect(arc.shadowRadius == c.sigma)
        #expect(arc.shadowOpacity == 1)
        #expect(arc.shadowOffset == .zero)
        #expect(arc.shadowColor == .black)
        let shape = try #require(arc.shape)
        #expect(shape.lineWidth == 40)
        #expect(shape.lineCap == .butt)
        #expect(shape.fillColor == nil)
        #expect(shape.strokeColor?.alpha == 1)
    }

    @Test("the mask's arc runs counterclockwise on screen from 3 o'clock")
    func maskArc() throws {
        let mask = try #require(try CircularSlider(angle: 90).layer.sublayers[1].mask)
        let path = try #require(mask.sublayers.first?.shape?.path)
        #expect(path.elements.count == 1)
        guard case let .arc(center, radius, start, end, clockwise) = path.elements[0] else {
            Issue.record("not an arc: \(path.elements)")
            return
        }
        #expect(center == Point(x: 160, y: 160) && radius == 100)
        #expect(start == 0 && isClose(end, -1.5707963267948966) && !clockwise)
        // The sweep reaches 12 o'clock.
        #expect(isClose(path.boundingBox.minY, 60) && isClose(path.boundingBox.maxX, 260))
        #expect(isClose(path.boundingBox.maxY, 160) && isClose(path.boundingBox.minX, 160))
    }

    @Test("at 360 the sweep is a closed circle; at 0 nothing is drawn")
    func sweepEnds() throws {
        let full = try CircularSlider(angle: 360).layer
        let fullPath = try #require(full.sublayers[1].mask?.sublayers.first?.shape?.path)
        #expect(fullPath.elements.last == .close)
        #expect(isClose(Path.arcSweep(startAngle: 0, endAngle: -2 * Double.pi, clockwise: false), -2 * Double.pi))
        #expect(!full.sublayers[1].isHidden)

        let empty = try CircularSlider(angle: 0).layer
        #expect(empty.sublayers[1].isHidden)
        #expect(empty.sublayers[2].isHidden && empty.sublayers[3].isHidden)
        #expect(empty.sublayers[1].mask?.sublayers.first?.shape?.path.isEmpty == true)
        #expect(!empty.sublayers[4].isHidden) // the handle still shows at 3 o'clock
    }

    @Test("the light reflections sit on the ring's edges, 1 wide, white at 5%")
    func lights() throws {
        let root = try CircularSlider(angle: 180).layer
        for (index, expectedRadius) in [(2, 130.0), (3, 70.0)] {
            let shape = try #require(root.sublayers[index].shape)
            #expect(shape.lineWidth == 1)
            #expect(shape.lineCap == .round)
            #expect(shape.fillColor == nil)
            #expect(shape.strokeColor == Color(white: 1, alpha: 0.05))
            guard case let .arc(_, radius, start, end, clockwise) = shape.path.elements.first else {
                Issue.record("not an arc")
                continue
            }
            #expect(radius == expectedRadius)
            #expect(start == 0 && isClose(end, -3.141592653589793) && !clockwise)
        }
    }

    @Test("the handle is a 40-pt white disc at 70% with a σ 1.5 shadow")
    func handle() throws {
        let handle = try CircularSlider(angle: 45).layer.sublayers[4]
        let shape = try #require(handle.shape)
        #expect(shape.fillColor == Color(white: 1, alpha: 0.7))
        #expect(shape.strokeColor == nil)
        #expect(shape.path == Path(ellipseIn: Rect(x: 211, y: 69, width: 40, height: 40)))
        #expect(handle.shadowOpacity == 1)
        #expect(handle.shadowRadius == 1.5)
        #expect(handle.shadowOffset == .zero)
    }

    @Test("the label shows the angle centered, 65 pt bold, white at 80%")
    func label() throws {
        let label = try CircularSlider(angle: 123).layer.sublayers[5]
        let text = try #require(label.text)
        #expect(text.string == "123")
        #expect(text.fontSize == 65)
        #expect(text.font == .dejaVuSansBold)
        #expect(text.foregroundColor == Color(white: 1, alpha: 0.8))
        #expect(text.alignment == .center)
        #expect(text.centersVertically)
    }
}
