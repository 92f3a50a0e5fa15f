import Foundation
import LayerModel
public import LayerShotQuartz

/// Snapshots a Core Animation layer (`LayerShotQuartz`) and checks it against the golden
/// `name`, as `verifyGolden(of: Layer, …)` does. Without `time` the model tree is drawn,
/// animations ignored (`CALayer.snapshot(scale:)`); with `time`, what the screen shows at that
/// virtual media time (`snapshot(scale:at:)`).
public func verifyGolden(
    of layer: CALayer,
    named name: String? = nil,
    at time: CFTimeInterval? = nil,
    configuration: GoldenConfiguration? = nil,
    record: GoldenRecordMode? = nil,
    function: String = #function,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
) -> GoldenFailure? {
    let tree: Layer
    do {
        let model = try layer.layerModel(animated: time != nil)
        tree = time.map { model.presentation(at: $0) } ?? model
    } catch {
        let check = GoldenCheck(name: name, configuration: configuration, record: record, function: function,
                                fileID: fileID, filePath: "\(filePath)", line: line)
        return check.failure(.renderFailed, "cannot snapshot the layer for golden \"\(check.name)\": \(error)")
    }
    return verifyGolden(of: tree, named: name, configuration: configuration, record: record, function: function,
                        fileID: fileID, filePath: filePath, line: line)
}

/// Snapshots a Core Animation layer and checks it against the golden `name` (see
/// `verifyGolden(of: CALayer, …)`), reporting a failure to the running test.
public func assertGolden(
    of layer: CALayer,
    named name: String? = nil,
    at time: CFTimeInterval? = nil,
    configuration: GoldenConfiguration? = nil,
    record: GoldenRecordMode? = nil,
    function: String = #function,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let failure = verifyGolden(of: layer, named: name, at: time, configuration: configuration, record: record,
                                  function: function, fileID: fileID, filePath: filePath, line: line) {
        IssueReporter.fail(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
