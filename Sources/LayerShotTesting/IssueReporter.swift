import Testing
import XCTest

/// Reports a failure to whichever test framework is running the current test.
///
/// Measured on Swift 6.3.1 on Linux: a library can import both Testing and XCTest, but the
/// frameworks do not cross over there — `XCTFail` inside a Swift Testing test and
/// `Issue.record` inside an XCTest test are silently dropped and the test passes. So the
/// reporter asks Swift Testing whether one of its tests is running (`Test.current`) and picks
/// the framework itself.
enum IssueReporter {
    static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            )
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// The running Swift Testing test's name, for the report; nil under XCTest.
    static var currentTestName: String? {
        guard let test = Test.current else { return nil }
        return test.displayName ?? test.name
    }
}
