import CairoRenderer
import Foundation
import Imaging
import LayerModel
import LayerShotQuartz

/// What a golden check looks at; each public `verifyGolden`/`assertGolden` overload names one
/// and forwards to `GoldenCheck.verify` or `GoldenCheck.assert`.
enum GoldenSubject {
    /// An image the test rendered itself.
    case image(Bitmap)
    /// A layer tree, drawn by `LayerRenderer` at the configuration's scale on its background.
    case layer(Layer)
    /// A Core Animation layer: its model tree, or with a time what the screen shows then.
    case coreAnimation(CALayer, at: CFTimeInterval?)
}

extension GoldenCheck {
    /// Draws `subject` and checks it against the golden; nil when it matches, else the failure.
    func verify(_ subject: GoldenSubject) -> GoldenFailure? {
        switch subject {
        case let .image(image):
            return run(image)
        case let .layer(layer):
            let image: Bitmap
            do {
                let geometry = try ImageGeometry(size: layer.bounds.size, scale: configuration.scale)
                image = try LayerRenderer.render(layer, in: geometry, background: configuration.background)
            } catch {
                return failure(.renderFailed, "cannot render the layer for golden \"\(name)\": \(error)")
            }
            return run(image)
        case let .coreAnimation(layer, time):
            let tree: Layer
            do {
                let model = try layer.layerModel(animated: time != nil)
                // The model tree's root runs in its superlayer's time space (media time for a root).
                tree = time.map { model.presentation(at: layer.superlayer?.convertTime($0, from: nil) ?? $0) } ?? model
            } catch {
                return failure(.renderFailed, "cannot snapshot the layer for golden \"\(name)\": \(error)")
            }
            return verify(.layer(tree))
        }
    }

    /// `verify`, reporting a failure to the running test (`IssueReporter`). `filePath` is the
    /// caller's `#filePath`, which XCTest wants as a `StaticString`.
    func assert(_ subject: GoldenSubject, filePath: StaticString, column: UInt) {
        if let failure = verify(subject) {
            IssueReporter.fail(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
