// swift-tools-version:6.0
import PackageDescription

// The `layershot` command-line tool, a package of its own so that swift-argument-parser is
// resolved only by those who build the tool, never by a package using LayerShot's libraries.
// Build it from the repository root: `swift build --package-path CLI`.
let package = Package(
    name: "LayerShotCLI",
    products: [
        .executable(name: "layershot", targets: ["layershot"]),
    ],
    dependencies: [
        .package(name: "LayerShot", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "layershot",
            dependencies: [
                .product(name: "LayerShot", package: "LayerShot"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs the built binary from the repository root (fixtures are named Fixtures/…).
        .testTarget(name: "CLITests", dependencies: ["layershot", .product(name: "LayerShot", package: "LayerShot")]),
    ]
)
