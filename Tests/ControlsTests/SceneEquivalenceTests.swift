import CairoRenderer
import Controls
import Foundation
import LayerModel
import SceneFile
import Testing
import TestSupport

/// Scene files rebuild controls by hand: the decoded tree and its pixels equal the control's.
@Suite("Scene files rebuild controls")
struct SceneEquivalenceTests {
    static let scenes = Repository.fixtures.appendingPathComponent("scenes")

    @Test("knob.json decodes to the knob at 0.5 and renders the same bytes")
    func knob() throws {
        let scene = try Scene(contentsOf: Self.scenes.appendingPathComponent("knob.json").path)
        let knob = try Knob(value: 0.5).layer
        #expect(scene.root.sublayers == knob.sublayers)
        let renderer = try LayerRenderer(scale: 2)
        #expect(try renderer.render(scene.root) == renderer.render(knob))
    }

    @Test("knob-animated.json animates like setValue(1, animated: true)")
    func animatedKnob() throws {
        let scene = try Scene(contentsOf: Self.scenes.appendingPathComponent("knob-animated.json").path)
        var knob = try Knob(value: 0.5)
        try knob.setValue(1, animated: true)
        let renderer = try LayerRenderer(scale: 2)
        for t in [0, 0.1, 0.125, 0.2, 0.25] {
            #expect(try renderer.render(scene.root.presentation(at: t))
                == renderer.render(knob.layer.presentation(at: t)), "t = \(t)")
        }
    }
}
