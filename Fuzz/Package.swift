// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, one per kind of input LayerShot takes from users. A package of its own, so
// that `swift build` of LayerShot never builds them; `scripts/fuzz TARGET [SECONDS]` builds
// them with -sanitize=fuzzer,address and runs one, seeded from Fixtures/.
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let driverAndLayerShot: [Target.Dependency] = ["FuzzDriver", .product(name: "LayerShot", package: "LayerShot")]

let package = Package(
    name: "LayerShotFuzz",
    dependencies: [.package(name: "LayerShot", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        // PNG bytes → Bitmap(pngData:) → pngData() and back; the bytes through CPNG's deflate encoder and back.
        .executableTarget(name: "fuzz-png", dependencies: driverAndLayerShot, swiftSettings: fuzzer),
        // Scene-file bytes → Scene.decode(json:).
        .executableTarget(name: "fuzz-scene", dependencies: driverAndLayerShot, swiftSettings: fuzzer),
        // Scene-file bytes → Scene.decode(json:) → LayerRenderer.render.
        .executableTarget(name: "fuzz-scene-render", dependencies: driverAndLayerShot, swiftSettings: fuzzer),
        // Two PNGs, one after the other → ImageComparator.diffImage.
        .executableTarget(name: "fuzz-diff", dependencies: driverAndLayerShot, swiftSettings: fuzzer),
    ]
)
