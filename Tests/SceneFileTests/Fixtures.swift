import Foundation
import TestSupport

/// The repository's `Fixtures/` folder, found from this file's path (never bundled).
enum Fixtures {
    static let root = Repository.fixtures

    /// `Fixtures/scenes/NAME`.
    static func scene(_ name: String) -> String { root.appendingPathComponent("scenes/\(name)").path }

    /// `Fixtures/inputs/NAME`.
    static func input(_ name: String) -> String { root.appendingPathComponent("inputs/\(name)").path }

    /// Every `*.json` in `Fixtures/scenes`, sorted.
    static var sceneNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Every `scene-*` file in `Fixtures/inputs`, sorted.
    static var malformedSceneNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("inputs").path)) ?? []
        return names.filter { $0.hasPrefix("scene-") }.sorted()
    }
}
