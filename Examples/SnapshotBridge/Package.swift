// swift-tools-version:6.1
import PackageDescription

// A team's existing swift-snapshot-testing tests, run on Linux with LayerShot's strategies.
// Built and tested by the root's scripts/test.
let package = Package(
    name: "SnapshotBridge",
    dependencies: [
        // In an app: .package(url: "https://…/LayerShot.git", from: "1.0.0", traits: ["SnapshotTesting"]).
        // The trait makes SwiftPM resolve swift-snapshot-testing for LayerShot too.
        .package(name: "LayerShot", path: "../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "SnapshotBridgeTests",
            dependencies: [
                .product(name: "LayerShot", package: "LayerShot"),
                .product(name: "LayerShotSnapshotTesting", package: "LayerShot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
