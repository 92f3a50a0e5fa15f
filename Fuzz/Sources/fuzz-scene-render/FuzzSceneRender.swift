import CairoRenderer
import FuzzDriver
import LayerModel
import SceneFile

/// Scenes larger than this, pixels at their scale, are decoded but not drawn: fuzzing wants
/// many small inputs, and the size limits have tests of their own.
let maxPixels = 1 << 20

/// One input: a scene file's bytes, decoded and rendered as `layershot render scene` does
/// (fonts only the shipped ones: no font folders).
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let scene = try? Scene.decode(json: input(data, size), fontFolders: []),
          let geometry = try? scene.geometry(), geometry.pixelWidth * geometry.pixelHeight <= maxPixels else {
        return 0
    }
    _ = try? LayerRenderer.render(scene.root, in: geometry, background: scene.background)
    return 0
}

@_cdecl("fuzz_scene_render_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOne)
}
