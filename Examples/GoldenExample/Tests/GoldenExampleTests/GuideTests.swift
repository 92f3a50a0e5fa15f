import CairoRenderer
import LayerModel
import LayerShotTesting
import SceneFile
import Testing

// MARK: A control of your own

/// A switch: a capsule track and a round thumb with a soft shadow. Like any control, it
/// describes layers and draws nothing itself.
struct Switch {
    var isOn: Bool

    static let size = Size(width: 51, height: 31)

    /// Where the thumb's center is, in the track's coordinates.
    func thumbPosition(on: Bool) -> Point {
        Point(x: on ? 35.5 : 15.5, y: 15.5)
    }

    var layer: Layer {
        var track = Layer(name: "track", bounds: Rect(size: Switch.size))
        track.backgroundColor = isOn ? Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255) : Color(white: 0.9)
        track.cornerRadius = 15.5
        var thumb = Layer(name: "thumb", bounds: Rect(x: 0, y: 0, width: 27, height: 27), position: thumbPosition(on: isOn))
        thumb.backgroundColor = .white
        thumb.cornerRadius = 13.5
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = Size(width: 0, height: 2)
        track.addSublayer(thumb)
        return track
    }

    /// The tree with the thumb sliding to the other side over 0.25 s, eased.
    func toggled() throws -> Layer {
        var flipped = Switch(isOn: !isOn).layer
        var slide = Animation.basic(keyPath: "position", from: .point(thumbPosition(on: isOn)), to: .point(thumbPosition(on: !isOn)))
        slide.duration = 0.25
        slide.timingFunction = .easeInEaseOut
        try flipped[sublayerNamed: "thumb"]?.add(slide, forKey: "slide")
        return flipped
    }
}

// MARK: Golden tests of it

@Suite struct SwitchTests {
    @Test func bothStates() {
        let grid = ScenarioGrid([Scenario("off", Switch(isOn: false).layer), Scenario("on", Switch(isOn: true).layer)])
        assertGolden(of: grid.layer)
    }

    @Test func halfwayThroughTheToggle() throws {
        assertGolden(of: try Switch(isOn: false).toggled().presentation(at: 0.125))
    }

    @Test func framesOfTheToggle() throws {
        let frames = try LayerRenderer(scale: 2).renderFrames(of: try Switch(isOn: false).toggled(), at: [0, 0.125, 0.25])
        #expect(frames.count == 3)
        #expect(frames[0] != frames[2])
    }

    @Test func asASceneFile() throws {
        let json = try Scene(size: Switch.size, layers: [Switch(isOn: true).layer]).encodedJSON()
        #expect(json.contains("\"thumb\""))
    }
}
