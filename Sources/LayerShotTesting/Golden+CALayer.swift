import Foundation
public import LayerShotQuartz

/// Snapshots a Core Animation layer (`LayerShotQuartz`) and checks it against the golden
/// `name`, as `verifyGolden(of: Layer, …)` does. Without `time` the model tree is drawn,
/// animations ignored (`CALayer.snapshot(scale:)`); with `time`, what the screen shows at that
/// virtual media time (`snapshot(scale:at:)`).
public func verifyGolden(
    of layer: CALayer, named name: String? = nil, at time: CFTimeInterval? = nil,
    configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) -> GoldenFailure? {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line).verify(.coreAnimation(layer, at: time))
}

/// Snapshots a Core Animation layer and checks it against the golden `name` (see
/// `verifyGolden(of: CALayer, …)`), reporting a failure to the running test.
public func assertGolden(
    of layer: CALayer, named name: String? = nil, at time: CFTimeInterval? = nil,
    configuration: GoldenConfiguration? = nil, record: GoldenRecordMode? = nil,
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    GoldenCheck(name: name, configuration: configuration, record: record, function: function, fileID: fileID,
                filePath: "\(filePath)", line: line)
        .assert(.coreAnimation(layer, at: time), filePath: filePath, column: column)
}
