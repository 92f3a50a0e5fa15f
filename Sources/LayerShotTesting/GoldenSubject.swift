import CairoRenderer
import Imaging
import LayerModel

/// What a golden check looks at; each public `verifyGolden`/`assertGolden` overload names one
/// and forwards to `GoldenCheck.verify` or `GoldenCheck.assert`.
enum GoldenSubject {
    /// An image the test rendered itself.
    case image(Bitmap)
    /// Anything that makes a drawable tree (a `Layer`, a Core Animation layer), drawn by
    /// `LayerRenderer` at the configuration's scale on its background: its model, or with a
    /// time what shows then.
    case tree(any DrawableTreeConvertible, at: Double?)
}

extension GoldenCheck {
    /// Draws `subject` and checks it against the golden; nil when it matches, else the failure.
    func verify(_ subject: GoldenSubject) -> GoldenFailure? {
        switch subject {
        case let .image(image):
            return run(image)
        case let .tree(subject, time):
            let image: Bitmap
            do {
                let tree = try subject.drawableTree(at: time)
                let geometry = try ImageGeometry(size: tree.root.bounds.size, scale: configuration.scale)
                image = try LayerRenderer.render(tree, in: geometry, background: configuration.background)
            } catch {
                return failure(.renderFailed, "cannot render the layer for golden \"\(name)\": \(error)")
            }
            return run(image)
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
