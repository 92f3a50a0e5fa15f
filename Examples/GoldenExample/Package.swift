// swift-tools-version:6.0
import PackageDescription

// A package that uses LayerShot the way any app's package would: through a dependency, with
// golden tests in its own test target. Built and tested by the root's scripts/test.
let package = Package(
    name: "GoldenExample",
    dependencies: [
        // In an app: .package(url: "https://…/LayerShot.git", from: "1.0.0").
        .package(name: "LayerShot", path: "../.."),
    ],
    targets: [
        .target(name: "GoldenExample", dependencies: [.product(name: "LayerShot", package: "LayerShot")]),
        .testTarget(
            name: "GoldenExampleTests",
            dependencies: [
                "GoldenExample",
                .product(name: "LayerShot", package: "LayerShot"),
                .product(name: "LayerShotTesting", package: "LayerShot"),
            ],
            // Goldens live beside the tests that check them; they are not resources.
            exclude: ["__Goldens__"]
        ),
    ]
)
