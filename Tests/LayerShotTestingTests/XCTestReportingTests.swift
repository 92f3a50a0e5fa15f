import XCTest
@testable import LayerShotTesting

/// Under XCTest, `assertGolden` fails the test through `XCTFail` (Swift Testing's
/// `Issue.record` would be silently dropped there on Linux).
final class XCTestReportingTests: XCTestCase {
    private var captured: [(message: String, line: Int)] = []

    /// Captures failures instead of failing, so the test can check them.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.append((description, lineNumber))
    }

    func testAssertGoldenFailsThroughXCTFail() {
        let box = Sandbox()
        defer { box.remove() }
        XCTAssertNil(IssueReporter.currentTestName)
        assertGolden(of: Samples.gray(1), named: "xctest", configuration: box.configuration()); let line = #line
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(captured.first?.message.contains("No golden \"xctest\"") ?? false, "\(captured)")
    }

    func testAPassingGoldenReportsNothing() {
        let box = Sandbox()
        defer { box.remove() }
        _ = verifyGolden(of: Samples.gray(1), named: "ok", configuration: box.configuration(), record: .missing)
        assertGolden(of: Samples.gray(1), named: "ok", configuration: box.configuration())
        XCTAssertTrue(captured.isEmpty, "\(captured)")
    }
}
