import Foundation
import Imaging

/// Compares `image` with a reference image that another snapshot tool found, read and
/// records — the swift-snapshot-testing strategies of `LayerShotSnapshotTesting` — the way a
/// golden check compares: the configuration's comparator and tolerance decide (systematic
/// metrics included), and a mismatch writes expected, actual, diff and heat-map PNGs and a
/// report entry to the artifacts folder. Returns nil on a match, which also removes the
/// artifacts of an earlier failure of `name`.
///
/// - Parameters:
///   - name: names the failure in messages and the report; its artifacts mirror
///     `<test file's folder>/__Snapshots__/<name>` (`….diff.png`, `….heat.png`, …).
///   - recordHint: how to re-record with that tool, for the message.
///   - configuration: the comparator, tolerance and artifacts folder; nil uses
///     `GoldenConfiguration.current`. Default: nil.
///   - filePath: the test file, from which the artifacts folder (`layershot-artifacts/` at
///     its package's root, unless `LAYERSHOT_ARTIFACTS` or the configuration says otherwise)
///     is found.
public func verifyImage(
    _ image: Bitmap,
    againstReference reference: Bitmap,
    named name: String,
    recordHint: String,
    configuration: GoldenConfiguration? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line
) -> GoldenFailure? {
    var check = GoldenCheck(name: name, configuration: configuration, record: nil, fileID: fileID, filePath: filePath, line: line)
    check.referencePath = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__").path + "/" + name + ".png"
    return check.compare(image, withReference: reference, recordHint: recordHint)
}
