import Foundation
import Testing

@Suite("layershot gallery")
struct GalleryCLITests {
    @Test("gallery writes five rows of six images (the Core Animation row last), the grid, the filmstrip and the page")
    func gallery() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["gallery", "--out", dir.path], timeout: 300)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "gallery: 30 images, grid.png, filmstrip.png and index.html in \(dir.path)\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.filter { $0.hasSuffix("@2x.png") }.count == 30)
        let coreAnimation = files.filter { $0.hasPrefix("core-animation-") }.sorted()
        #expect(coreAnimation == [
            "core-animation-card-flip@2x.png", "core-animation-conic-wheel@2x.png", "core-animation-continuous-card@2x.png",
            "core-animation-image@2x.png", "core-animation-replicator-spinner@2x.png", "core-animation-wrapped-text@2x.png",
        ])
        #expect(Set(["grid.png", "filmstrip.png", "index.html"]).isSubset(of: Set(files)))
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<h2>core-animation</h2>") && page.contains("core-animation-replicator-spinner@2x.png"))
    }
}
