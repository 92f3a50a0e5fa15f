import Imaging
@testable import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing
import XCTest

/// `MediaClock.withIsolatedState(_:)` and the `.isolatedQuartzState` trait: each test, or
/// scope, has the clock, transactions and the rest of the per-thread state to itself.
@Suite("Isolated Quartz state", .isolatedQuartzState)
struct IsolatedStateTests {
    /// More cases than threads in the pool, so that cases share threads: each found its
    /// thread's clock and transaction where the case before left them without the trait.
    @Test("every case of a parameterized test starts at 0, with the default transaction", arguments: 0..<64)
    func freshPerCase(_: Int) {
        #expect(MediaClock.now == 0)
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        MediaClock.advance(by: 1)
        CATransaction.setAnimationDuration(9)
        CATransaction.setDisableActions(true)
    }

    @Test("a scope sees none of the state around it, which is as it was after the scope")
    func scopeHidesAndRestores() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let context = try #require(CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
        ))
        var outerCompletions = 0
        MediaClock.set(7)
        window.makeKey()
        UIGraphicsPushContext(context)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in outerCompletions += 1 })
        UIView.setAnimationsEnabled(false)
        lastQuartzLog = "outer"

        MediaClock.withIsolatedState {
            #expect(MediaClock.now == 0 && CATransaction.animationDuration() == 0.25)
            #expect(!window.isKeyWindow && UIGraphicsGetCurrentContext() == nil)
            #expect(UIView.areAnimationsEnabled && lastQuartzLog == nil)
            MediaClock.advance(by: 1)
            #expect(outerCompletions == 0, "the outer block's completion waits for the outer clock")
        }

        #expect(MediaClock.now == 7 && CATransaction.animationDuration() == 2)
        #expect(window.isKeyWindow && UIGraphicsGetCurrentContext() === context)
        #expect(!UIView.areAnimationsEnabled && lastQuartzLog == "outer")
        MediaClock.advance(by: 1)
        #expect(outerCompletions == 1)
        UIView.setAnimationsEnabled(true)
        CATransaction.commit()
        UIGraphicsPopContext()
    }

    @Test("an async test keeps its state across awaits, and its child tasks share it")
    func asyncTest() async {
        MediaClock.set(3)
        for _ in 0..<10 { await Task.yield() }
        #expect(MediaClock.now == 3)
        let seen = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<4 { group.addTask { MediaClock.now } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen == [3, 3, 3, 3])
    }

    @Test("every suite of the Quartz tests and of Examples/QuartzControls runs in .isolatedQuartzState")
    func everySuiteIsolated() throws {
        for folder in ["Tests/LayerShotQuartzTests", "Tests/QuartzSeedTests",
                       "Examples/QuartzControls/Tests/QuartzControlsTests"] {
            let url = Repository.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                // A suite's attribute, or a test outside any suite, at the start of a line.
                let heads = text.split(separator: "\n").filter { $0.hasPrefix("@Suite") || $0.hasPrefix("@Test") }
                #expect(heads.isEmpty == !text.contains("@Test"), "\(folder)/\(name): tests outside a @Suite")
                for head in heads { #expect(head.contains(".isolatedQuartzState"), "\(folder)/\(name): \(head)") }
            }
        }
    }

    @Test("frames render in parallel at the scope's times: the workers read no Quartz state")
    func frames() throws {
        MediaClock.set(10)
        let layer = sizedLayer(1, 1)
        layer.backgroundColor = UIColor.black.cgColor
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        let alphas = try layer.snapshotFrames(from: 10, to: 11, fps: 4, scale: 1).map { Int($0[0, 0].a) }
        #expect(alphas == [0, 64, 128, 191, 255], "\(alphas)")
    }
}

/// XCTest runs its cases one after another on the main thread: each case, its `setUp` and
/// `tearDown` included, is isolated by `invokeTest()`.
final class IsolatedStateXCTests: XCTestCase {
    override func invokeTest() { MediaClock.withIsolatedState { super.invokeTest() } }

    override func setUp() {
        XCTAssertEqual(MediaClock.now, 0)
        MediaClock.advance(by: 1)
    }

    func testFirst() {
        XCTAssertEqual(MediaClock.now, 1, "setUp's move")
        MediaClock.advance(by: 1)
    }

    func testSecond() {
        XCTAssertEqual(MediaClock.now, 1, "setUp's move")
        MediaClock.advance(by: 1)
    }

    func testAsync() async {
        XCTAssertEqual(MediaClock.now, 1, "setUp's move")
        await Task.yield()
        MediaClock.advance(by: 1)
        XCTAssertEqual(MediaClock.now, 2)
    }
}
