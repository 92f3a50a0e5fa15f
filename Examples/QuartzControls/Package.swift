// swift-tools-version:6.0
import PackageDescription

// Two controls written as plain UIKit / QuartzCore code — the same files compile for iOS —
// golden-tested on Linux through LayerShotQuartz. Built and tested by the root's scripts/test.
let package = Package(
    name: "QuartzControls",
    dependencies: [
        .package(name: "LayerShot", path: "../.."),
    ],
    targets: [
        // Warnings are errors: code written for iOS compiles here without a diagnostic iOS
        // would not give (PieChartLayer, a CALayer subclass, restates no Sendable conformance).
        .target(
            name: "QuartzControls",
            dependencies: [.product(name: "LayerShot", package: "LayerShot")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "QuartzControlsTests",
            dependencies: [
                "QuartzControls",
                .product(name: "LayerShot", package: "LayerShot"),
                .product(name: "LayerShotTesting", package: "LayerShot"),
            ],
            exclude: ["__Goldens__"]
        ),
    ]
)
