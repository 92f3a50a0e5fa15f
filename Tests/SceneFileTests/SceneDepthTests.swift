import Foundation
import LayerModel
import SceneFile
import Testing

@Suite("Scene files: depth and perspective")
struct SceneDepthTests {
    @Test("the card example in docs/SCENES.md decodes to a transform layer in perspective and round-trips")
    func documentedCard() throws {
        let scene = try Scene.decode(json: try SceneDocs.jsonBlock(after: "A card turned in perspective, showing its back:"))
        let stage = scene.root.sublayers[0]
        #expect(stage.sublayerTransform.m34 == -0.004)
        let card = stage.sublayers[0]
        #expect(card.isTransformLayer && card.sublayers.map(\.isDoubleSided) == [false, false])
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }

    @Test("zPosition, anchorPointZ, sublayerTransform, isDoubleSided and allowsEdgeAntialiasing decode, encode and animate")
    func keys() throws {
        let json = """
        {"size": [10, 10], "layers": [{"zPosition": -2.5, "anchorPointZ": 4, "sublayerTransform": [["scale", 2]], "isDoubleSided": false,
          "allowsEdgeAntialiasing": true, "animations": [
            {"keyPath": "zPosition", "fromValue": 0, "toValue": 4, "duration": 1},
            {"keyPath": "sublayerTransform", "toValue": [["rotate", "pi", 0, 1, 0]], "duration": 1}]}]}
        """
        let scene = try Scene.decode(json: json)
        let layer = scene.root.sublayers[0]
        #expect(layer.zPosition == -2.5 && layer.anchorPointZ == 4 && layer.sublayerTransform == Transform3D(scaleX: 2, y: 2))
        #expect(!layer.isDoubleSided && layer.allowsEdgeAntialiasing)
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
        // Halfway: zPosition 2; the sublayer transform halfway from a scale by 2 to a half turn.
        let half = scene.root.presentation(at: 0.5).sublayers[0]
        #expect(half.zPosition == 2)
        #expect(half.sublayerTransform != layer.sublayerTransform)
    }
}

/// The JSON examples of `docs/SCENES.md`.
enum SceneDocs {
    /// The text of the ```json block right after the line `heading`.
    static func jsonBlock(after heading: String) throws -> String {
        let doc = try text()
        let start = try #require(doc.range(of: heading + "\n\n```json\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        return String(doc[start.upperBound..<end.lowerBound])
    }

    /// The keys in the first column of the first table after the line `heading`: every name in
    /// backticks there ("`isHidden` (or `hidden`, not both)").
    static func keys(inTableAfter heading: String) throws -> [String] {
        let lines = try text().components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "\(heading)")
        let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return rows.flatMap { row in
            row.split(separator: "|").first.map {
                $0.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            } ?? []
        }
    }

    static func text() throws -> String {
        try String(contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs/SCENES.md"), encoding: .utf8)
    }
}
