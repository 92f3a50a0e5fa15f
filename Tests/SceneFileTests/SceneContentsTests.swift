import Foundation
import Imaging
import LayerModel
import Testing
@testable import SceneFile

@Suite("Scene contents images")
struct SceneContentsTests {
    /// A fresh folder holding a 4×2 px PNG named `tile.png`.
    static func folderWithImage() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layershot-contents-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var bitmap = try Bitmap(width: 4, height: 2)
        bitmap[3, 1] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        try bitmap.writePNG(to: folder + "/tile.png")
        return folder
    }

    @Test("every contents key decodes; the path is relative to the scene's folder; writing reads back the same")
    func keys() throws {
        let folder = try Self.folderWithImage()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = """
        {"size": [10, 10], "layers": [{"frame": [0, 0, 10, 10], "contents": "tile.png", "contentsGravity": "topLeft",
          "contentsScale": 2, "contentsRect": [0, 0, 0.5, 1], "contentsCenter": [0.25, 0.25, 0.5, 0.5],
          "magnificationFilter": "nearest", "minificationFilter": "trilinear"}]}
        """
        let scene = try Scene.decode(json: json, baseDirectory: folder)
        let layer = scene.root.sublayers[0]
        let image = try #require(layer.contents)
        #expect(image.width == 4 && image.height == 2 && image.source == folder + "/tile.png")
        #expect(Array(image.pixels[28..<32]) == [255, 0, 0, 255])
        #expect(layer.contentsGravity == .topLeft && layer.contentsScale == 2)
        #expect(layer.contentsRect == Rect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(layer.contentsCenter == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(layer.magnificationFilter == .nearest && layer.minificationFilter == .trilinear)
        #expect(try Scene.decode(json: scene.encodedJSON()) == scene)
    }

    @Test("a contentsScale outside 0.01...100 and an empty path are errors")
    func badValues() throws {
        let cases = [
            (#"{"size": [10, 10], "layers": [{"contentsScale": 0}]}"#, "layers[0].contentsScale: expected a number in 0.01...100, got 0"),
            (#"{"size": [10, 10], "layers": [{"contents": ""}]}"#, "layers[0].contents: expected the path of a PNG file, got \"\""),
            (#"{"size": [10, 10], "layers": [{"contentsGravity": "topleft"}]}"#,
             "layers[0].contentsGravity: expected one of \"center\", \"top\", \"bottom\", \"left\", \"right\", \"topLeft\", \"topRight\", "
                + "\"bottomLeft\", \"bottomRight\", \"resize\", \"resizeAspect\", \"resizeAspectFill\", got \"topleft\""),
        ]
        for (json, message) in cases {
            let error = #expect(throws: SceneError.self) { try Scene.decode(json: json) }
            #expect(error?.description == message)
        }
    }

    @Test("an image made in code has no file to name, so writing it is an error")
    func noSource() throws {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = try LayerImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
        let error = #expect(throws: SceneError.self) { try Scene(size: Size(width: 10, height: 10), layers: [layer]).encodedJSON() }
        #expect(error?.path == "layers[0].contents")
    }

    @Test("a layer with a timing of its own is refused: the format has no layer timing")
    func noTiming() throws {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        layer.timing = try LayerTiming(speed: 0, timeOffset: 0.5)
        let error = #expect(throws: SceneError.self) { try Scene(size: Size(width: 10, height: 10), layers: [layer]).encodedJSON() }
        #expect(error?.path == "layers[0]")
        layer.timing = .identity
        #expect(throws: Never.self) { try Scene(size: Size(width: 10, height: 10), layers: [layer]).encodedJSON() }
    }
}
