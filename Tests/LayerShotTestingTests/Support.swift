import Foundation
import ImageDiff
import Imaging
import LayerModel
@testable import LayerShotTesting

/// A fresh temporary folder for one test's goldens and artifacts.
struct Sandbox {
    let root: String

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("layershot-testing-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    var goldens: String { root + "/goldens" }
    var artifacts: String { root + "/artifacts" }

    func configuration(tolerance: DiffTolerance = .noDifferingPixels) -> GoldenConfiguration {
        GoldenConfiguration(directory: .absolute(goldens), tolerance: tolerance, artifactsDirectory: artifacts)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Layers to render: a 40×30 pt card with a bar whose color and width vary.
enum Samples {
    static func card(barColor: Color = .systemBlue, barWidth: Double = 24) -> Layer {
        var root = Layer(name: "card", bounds: Rect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = Color(white: 0.95)
        root.cornerRadius = 6
        var bar = Layer(name: "bar", frame: Rect(x: 8, y: 11, width: barWidth, height: 8))
        bar.backgroundColor = barColor
        bar.cornerRadius = 4
        root.addSublayer(bar)
        return root
    }

    /// A bitmap of one opaque gray level.
    static func gray(_ level: UInt8, width: Int = 8, height: Int = 8) -> Bitmap {
        try! Bitmap(width: width, height: height, filledWith: RGBA8(r: level, g: level, b: level, a: 255))
    }
}
