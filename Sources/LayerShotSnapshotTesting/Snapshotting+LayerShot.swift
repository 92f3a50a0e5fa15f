// Compiled only with the package trait "SnapshotTesting", which also makes SwiftPM resolve
// swift-snapshot-testing; without it this module is empty and nothing more is fetched.
#if SnapshotTesting
import CairoRenderer
import Foundation
public import Imaging
public import LayerModel
public import LayerShotQuartz
public import LayerShotTesting
public import SnapshotTesting
import Synchronization
import Testing

/// How often each artifact name has been handed out in this process: strategies made with the
/// same name (several snapshots in one test, one assertion in a loop, same-named tests in two
/// suites of one file) get "-2", "-3", … so that no failure overwrites another's images.
private let artifactNamesUsed = Mutex<[String: Int]>([:])

private func uniqueArtifactName(_ name: String) -> String {
    let uses = artifactNamesUsed.withLock { used in
        used[name, default: 0] += 1
        return used[name]!
    }
    return uses == 1 ? name : "\(name)-\(uses)"
}

/// What LayerShot's snapshot strategies compare: an image LayerShot rendered or read, or why
/// there is none (a layer that cannot be rendered, a reference that cannot be read), which the
/// comparison then reports as its failure.
public struct LayerShotImage: Sendable {
    /// The image, premultiplied RGBA in sRGB; nil when there is none.
    public let bitmap: Bitmap?
    /// Why there is no image; nil when there is one.
    public let problem: String?

    init(_ make: () throws -> Bitmap, problem: (any Error) -> String) {
        do {
            bitmap = try make()
            self.problem = nil
        } catch {
            bitmap = nil
            self.problem = problem(error)
        }
    }
}

extension Diffing where Value == LayerShotImage {
    /// PNG files compared as LayerShot's golden checks compare: per pixel with anti-aliasing
    /// detection, plus the systematic metrics (level shift, edge movement), with
    /// `configuration`'s comparator and tolerance (`GoldenConfiguration.current` when nil). A
    /// reference is read in sRGB, so one recorded on a Mac in Display P3 compares; a mismatch
    /// writes LayerShot's failure artifacts and report (see `verifyImage`).
    ///
    /// `fileID`, `filePath`, `function` and `line` name the assertion in the report and find
    /// the artifacts folder (`layershot-artifacts/` at the test's package root);
    /// `Snapshotting.image(…)` passes its caller's.
    public static func layerShot(
        configuration: GoldenConfiguration? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        function: String = #function,
        line: UInt = #line
    ) -> Diffing {
        let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let name = "\(file)/\(function.prefix { $0 != "(" })-line-\(line)"
        return .layerShot(configuration: configuration, name: name, fileID: fileID, filePath: filePath, line: line)
    }

    /// As `layerShot(configuration:…)` for a strategy that does not know its caller: named after the
    /// running Swift Testing test, artifacts in `layershot-artifacts/` of the current directory.
    static var layerShotForAnyCaller: Diffing {
        let name = Test.current.map { test in
            "\(test.sourceLocation.fileName.prefix { $0 != "." })/\(test.name.prefix { $0 != "(" })"
        } ?? "snapshot"
        // "/" has no package above it, so the artifacts folder is the current directory's.
        return .layerShot(configuration: nil, name: name, fileID: "", filePath: "/", line: 0)
    }

    private static func layerShot(configuration: GoldenConfiguration?, name: String, fileID: String, filePath: String, line: UInt) -> Diffing {
        let name = uniqueArtifactName(name)
        return .diff(
            toData: { image in Data((try? image.bitmap?.pngData()) ?? []) },
            fromData: { data in
                LayerShotImage({ try Bitmap(pngData: [UInt8](data), colors: .convertToSRGB) }) { "cannot read the reference snapshot: \($0)" }
            },
            diffV2: { reference, actual in
                guard let actualBitmap = actual.bitmap else { return (actual.problem ?? "no image", []) }
                guard let referenceBitmap = reference.bitmap else { return (reference.problem ?? "no reference image", []) }
                let failure = verifyImage(
                    actualBitmap, againstReference: referenceBitmap, named: name,
                    recordHint: "SNAPSHOT_TESTING_RECORD=failed swift test, or record: .failed", configuration: configuration,
                    fileID: fileID, filePath: filePath, line: line
                )
                return failure.map { ($0.message, []) }
            }
        )
    }
}

extension Snapshotting where Format == LayerShotImage {
    /// Renders the model of a value (`DrawableTreeConvertible.drawableTree(at: nil)`) with
    /// LayerShot at the configuration's scale and background, and compares with `diffing`.
    static func layerShot(configuration: GoldenConfiguration?, diffing: Diffing<LayerShotImage>) -> Snapshotting
    where Value: DrawableTreeConvertible {
        Snapshotting(pathExtension: "png", diffing: diffing) { value in
            let used = configuration ?? .current
            return LayerShotImage({ try LayerRenderer(scale: used.scale).render(value.drawableTree(at: nil), background: used.background) }) {
                "cannot render the layer: \($0)"
            }
        }
    }
}

extension Snapshotting where Value == Layer, Format == LayerShotImage {
    /// Renders a layer tree with LayerShot (`LayerRenderer`, at `GoldenConfiguration.current`'s
    /// scale and background; default @2x on transparent) and compares it as LayerShot's
    /// golden checks compare. A failure's artifacts go to `layershot-artifacts/` in the current
    /// directory, named after the running test; `.image()` names them after the assertion.
    public static var image: Snapshotting {
        .layerShot(configuration: nil, diffing: .layerShotForAnyCaller)
    }

    /// Renders a layer tree with LayerShot at `configuration`'s scale and background and
    /// compares it with `Diffing.layerShot(configuration:…)`.
    ///
    /// - Parameter configuration: scale, background, comparator, tolerance, artifacts folder;
    ///   nil uses `GoldenConfiguration.current` (a `.goldens(_:)` trait,
    ///   `LAYERSHOT_GOLDEN_PRESET`, else `.standard`). Its golden `directory` is not used:
    ///   swift-snapshot-testing keeps references in `__Snapshots__`. Default: nil.
    public static func image(
        configuration: GoldenConfiguration? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        function: String = #function,
        line: UInt = #line
    ) -> Snapshotting {
        let diffing = Diffing.layerShot(configuration: configuration, fileID: fileID, filePath: filePath, function: function, line: line)
        return .layerShot(configuration: configuration, diffing: diffing)
    }
}

extension Snapshotting where Value == CALayer, Format == LayerShotImage {
    /// Snapshots a Core Animation layer (`LayerShotQuartz`: its model tree, animations
    /// ignored, as `CALayer.render(in:)` draws) with LayerShot and compares it as LayerShot's
    /// golden checks compare — on Linux what swift-snapshot-testing's `.image` for `CALayer`
    /// does with Apple's renderer on macOS and iOS.
    public static var image: Snapshotting {
        .layerShot(configuration: nil, diffing: .layerShotForAnyCaller)
    }

    /// Snapshots a Core Animation layer with LayerShot at `configuration`'s scale and
    /// background and compares it with `Diffing.layerShot(configuration:…)`.
    public static func image(
        configuration: GoldenConfiguration? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        function: String = #function,
        line: UInt = #line
    ) -> Snapshotting {
        let diffing = Diffing.layerShot(configuration: configuration, fileID: fileID, filePath: filePath, function: function, line: line)
        return .layerShot(configuration: configuration, diffing: diffing)
    }
}
#endif
