// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LayerShot",
    // The command-line tool `layershot` is a package of its own in CLI/, so that a package
    // using these libraries resolves no other package (see the README, "The command line").
    products: [
        // The libraries: model, controls, renderer, pixels, diff.
        .library(name: "LayerShot", targets: ["LayerModel", "Controls", "SceneFile", "CairoRenderer", "Imaging", "ImageDiff", "LayerShotQuartz"]),
        // Golden-image assertions for users' test targets.
        .library(name: "LayerShotTesting", targets: ["LayerShotTesting"]),
        // swift-snapshot-testing strategies backed by LayerShot; needs the trait below.
        .library(name: "LayerShotSnapshotTesting", targets: ["LayerShotSnapshotTesting"]),
    ],
    traits: [
        // Off by default: only a package that turns it on resolves swift-snapshot-testing.
        .trait(name: "SnapshotTesting", description: "LayerShotSnapshotTesting's strategies for swift-snapshot-testing's assertSnapshot."),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // MARK: C libraries
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),

        // MARK: Model and controls (pure Swift, no rendering)
        .target(name: "LayerModel"),
        .target(name: "Controls", dependencies: ["LayerModel"]),
        .target(name: "SceneFile", dependencies: ["LayerModel", "Imaging"]),

        // MARK: Pixels, rendering, comparison
        .target(name: "Imaging", dependencies: ["CPNG"]),
        .target(
            name: "CairoRenderer",
            dependencies: ["LayerModel", "Imaging", "CCairo"],
            resources: [
                .copy("Resources/DejaVuSans-Bold.ttf"), .copy("Resources/DejaVuSans-Bold.LICENSE"),
                // The system-font stand-in (Inter Display, SIL OFL): TextLayer.Font.system(weight:).
                .copy("Resources/InterDisplay-Regular.otf"), .copy("Resources/InterDisplay-Medium.otf"),
                .copy("Resources/InterDisplay-SemiBold.otf"), .copy("Resources/InterDisplay-Bold.otf"),
                .copy("Resources/InterDisplay.LICENSE"),
            ]
        ),
        .target(name: "ImageDiff", dependencies: ["Imaging"]),

        // MARK: Core Animation's own API, a facade over the model (iOS code compiles unchanged)
        .target(name: "LayerShotQuartz", dependencies: ["LayerModel", "CairoRenderer", "Imaging"]),

        // MARK: Test support
        .target(name: "LayerShotTesting", dependencies: ["LayerModel", "CairoRenderer", "Imaging", "ImageDiff"]),
        .target(
            name: "LayerShotSnapshotTesting",
            dependencies: [
                "LayerShotTesting", "LayerModel", "CairoRenderer", "Imaging", "LayerShotQuartz",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),

        // MARK: Benchmarks (scripts/bench; draws reference frames with Cairo directly)
        .executableTarget(
            name: "layershot-bench",
            dependencies: ["Imaging", "CCairo", "CairoRenderer", "Controls", "ImageDiff"],
            path: "Benchmarks/LayerShotBench"
        ),

        // MARK: What LayerShotQuartz adds to a snapshot (scripts/bench)
        .executableTarget(
            name: "layershot-quartz-bench",
            dependencies: ["LayerShotQuartz", "LayerModel", "CairoRenderer"],
            path: "Benchmarks/QuartzBench"
        ),

        // MARK: Tests
        // Helpers the test targets share (SplitMix64, isClose, isRotation, the repository's folders).
        .target(name: "TestSupport", dependencies: ["LayerModel"], path: "Tests/TestSupport"),
        .testTarget(name: "LayerModelTests", dependencies: ["LayerModel", "TestSupport"]),
        .testTarget(name: "ControlsTests", dependencies: ["Controls", "SceneFile", "LayerShotTesting", "TestSupport"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "LayerShotTesting", "TestSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "TestSupport"]),
        // Draws one scene with Cairo directly, varying what LayerRenderer fixes (see README, "Calibration").
        .testTarget(name: "CalibrationTests", dependencies: ["ImageDiff", "Imaging", "CairoRenderer", "CCairo"]),
        .testTarget(name: "LayerShotTestingTests", dependencies: ["LayerShotTesting", "LayerShotQuartz", "TestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "SceneFileTests", dependencies: ["SceneFile", "LayerModel", "Imaging", "TestSupport"]),
        // Quartz tests run in `.isolatedQuartzState` (LayerShotTesting): the clock is each test's own.
        .testTarget(
            name: "LayerShotQuartzTests",
            dependencies: ["LayerShotQuartz", "LayerShotTesting", "LayerModel", "CairoRenderer", "Imaging",
                           "TestSupport"]
        ),
        // The seed's Swift 4-era Core Animation code, compiled verbatim against LayerShotQuartz.
        .testTarget(
            name: "QuartzSeedTests",
            dependencies: ["LayerShotQuartz", "LayerShotTesting", "Controls", "CairoRenderer", "ImageDiff", "Imaging",
                           "LayerModel"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
