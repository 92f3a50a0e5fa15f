import FuzzDriver
import SceneFile

/// One input: a scene file's bytes, decoded (no font may be read: no font folders).
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? Scene.decode(json: input(data, size), fontFolders: [])
    return 0
}

@_cdecl("fuzz_scene_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOne)
}
