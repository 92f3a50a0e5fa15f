import Foundation
import LayerModel
import SceneFile
import Testing

@Suite("Scene files: replicators")
struct SceneReplicatorTests {
    @Test("the spinner in docs/SCENES.md decodes to a 12-instance replicator and round-trips")
    func documentedSpinner() throws {
        let scene = try Scene.decode(json: try SceneDocs.jsonBlock(after: "An activity-indicator spinner: twelve bars turned 30° apart, fading:"))
        let spinner = scene.root.sublayers[0]
        let r = try #require(spinner.replicator)
        #expect(r.instanceCount == 12 && r.instanceAlphaOffset == -1.0 / 12 && r.instanceDelay == 0 && r.instanceColor == .white)
        #expect(r.instanceTransform == Transform3D(rotationZ: .pi / 6))
        #expect(spinner.sublayers[0].shape?.path == Path(roundedRect: Rect(x: 0, y: 0, width: 4, height: 12), cornerRadius: 2))
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
        // Bar 6 points down with alpha 1 − 6/12.
        let bar6 = scene.root.presentation(at: 0).sublayers[0].sublayers[6]
        let centre = bar6.transformToSuperlayer().apply(to: bar6.bounds.center)
        #expect(abs(centre.x - 30) < 1e-9 && abs(centre.y - 48) < 1e-9)
        #expect(abs((bar6.shape?.fillColor?.alpha ?? 0) - 0.5) < 1e-12)
    }

    @Test("every replicator key decodes, encodes and animates")
    func keys() throws {
        let json = """
        {"size": [10, 10], "layers": [{"type": "replicator", "instanceCount": 3, "instanceTransform": [["translate", 2, 0]],
          "instanceDelay": 0.1, "instanceColor": "#FF000080", "instanceRedOffset": -0.5, "instanceGreenOffset": 0.25,
          "instanceBlueOffset": 0.125, "instanceAlphaOffset": -0.25, "preservesDepth": false, "animations": [
            {"keyPath": "instanceDelay", "toValue": 0.5, "duration": 1},
            {"keyPath": "instanceColor", "toValue": "#00FF00", "duration": 1},
            {"keyPath": "instanceTransform", "toValue": [["translate", 4, 0]], "duration": 1},
            {"keyPath": "instanceAlphaOffset", "toValue": 0, "duration": 1}]}]}
        """
        let scene = try Scene.decode(json: json)
        let r = try #require(scene.root.sublayers[0].replicator)
        #expect(r.instanceCount == 3 && r.instanceTransform == Transform3D(translationX: 2, y: 0) && r.instanceDelay == 0.1)
        #expect(r.instanceColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect([r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset] == [-0.5, 0.25, 0.125, -0.25])
        #expect(scene.root.sublayers[0].animations.count == 4)
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }

    @Test("bad replicator input fails with one clear line", arguments: [
        (#"{"type": "replicator", "instanceCount": 10001}"#, "layers[0].instanceCount: expected a whole number of instances in 0...10000, got 10001"),
        (#"{"type": "replicator", "instanceCount": 2.5}"#, "layers[0].instanceCount: expected a whole number of instances in 0...10000, got 2.5"),
        (#"{"type": "replicator", "instanceCount": -1}"#, "layers[0].instanceCount: expected a whole number of instances in 0...10000, got -1"),
        (#"{"type": "replicator", "preservesDepth": true}"#,
         "layers[0].preservesDepth: preservesDepth true is not supported: LayerShot always flattens a replicator's instances into its plane"),
        (#"{"instanceCount": 3}"#, #"layers[0]: "instanceCount" belongs to layers of "type": "replicator", but this layer's type is "layer" (the default)"#),
        (##"{"animations": [{"keyPath": "instanceColor", "toValue": "#FF0000"}]}"##,
         #"layers[0].animations[0].keyPath: "instanceColor" animates layers of "type": "replicator", but this layer's type is "layer""#),
    ])
    func badInput(layer: String, message: String) throws {
        let json = #"{"size": [10, 10], "layers": ["# + layer + "]}"
        do {
            _ = try Scene.decode(json: json)
            Issue.record("decoded")
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("the layer limit counts every instance's copies, nested replicators multiplying")
    func expandedLimit() throws {
        func scene(outer: Int, inner: Int) -> String {
            #"{"size": [10, 10], "layers": [{"type": "replicator", "instanceCount": \#(outer), "sublayers": [{"type": "replicator", "instanceCount": \#(inner), "sublayers": [{}]}]}]}"#
        }
        // 1 + 99 · (1 + 100) = 10,000 layers: at the limit.
        #expect(try Scene.decode(json: scene(outer: 99, inner: 100)).root.sublayers[0].expandedLayerCount == 10_000)
        // 1 + 100 · (1 + 100) = 10,101 layers: over it.
        #expect(throws: SceneError.invalid(path: "", message: "the scene has 10101 layers; at most 10000 (masks, sublayers and each replicator instance's copies included)")) {
            try Scene.decode(json: scene(outer: 100, inner: 100))
        }
        // Ten nested replicators of 10,000 would be 1e40 layers: counted without overflow.
        var deep = "{}"
        for _ in 0..<10 { deep = #"{"type": "replicator", "instanceCount": 10000, "sublayers": [\#(deep)]}"# }
        #expect(throws: SceneError.self) { try Scene.decode(json: #"{"size": [10, 10], "layers": [\#(deep)]}"#) }
    }
}

@Suite("Scene files: 3D rotation key paths")
struct SceneRotationKeyPathTests {
    @Test("transform.rotation.x and .y take angles and round-trip")
    func rotationXY() throws {
        let json = """
        {"size": [10, 10], "layers": [{"animations": [
            {"keyPath": "transform.rotation.y", "fromValue": 0, "toValue": "pi/2", "duration": 1},
            {"keyPath": "transform.rotation.x", "toValue": "-pi/3", "duration": 1, "beginTime": 2}]}]}
        """
        let scene = try Scene.decode(json: json)
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
        // Halfway through the y turn: Ry(π/4), m13 = −sin(π/4).
        let t = scene.root.presentation(at: 0.5).sublayers[0].transform
        #expect(abs(t.m13 + 0.5.squareRoot()) < 1e-12 && abs(t.m31 - 0.5.squareRoot()) < 1e-12)
    }
}
