import ArgumentParser
import CairoRenderer
import Controls
import Dispatch
import Foundation
import Imaging
import LayerModel
import Synchronization

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every control in representative states, a labelled grid, a filmstrip and an index.html."
    )

    @Option(name: .long, help: ArgumentHelp("The folder to write into; created if missing.", valueName: "DIR"))
    var out: String = "layershot-gallery"

    func run() throws {
        let rows: [GalleryRow]
        do {
            rows = try GalleryRow.all()
        } catch {
            throw CLIError(error)
        }
        try makeDirectory(out, for: "--out")
        let renderer = try LayerRenderer(scale: 2)
        let entries = rows.flatMap { row in row.states.map { (row, $0) } }
        let failures = Mutex<[String]>([])
        let folder = out
        DispatchQueue.concurrentPerform(iterations: entries.count) { i in
            let (row, state) = entries[i]
            do {
                try renderer.render(state.layer, background: state.background).writePNG(to: "\(folder)/\(row.file(state))")
            } catch {
                failures.withLock { $0.append("\(row.file(state)): \(error)") }
            }
        }
        if let first = failures.withLock({ $0.first }) { throw CLIError(first) }

        var grid = ScenarioGrid(
            entries.map { row, state in Scenario("\(row.control) · \(state.name)", state.layer, background: state.background) },
            columns: rows.map(\.states.count).max() ?? 1
        )
        grid.cellSize = Size(width: 160, height: 160)
        try writePNG(try renderer.render(grid.layer), to: "\(out)/grid.png")

        var knob = try withOneLineErrors { try Knob(value: 0.1, lineWidth: 4, pointerLength: 8) }
        try withOneLineErrors { try knob.setValue(0.9, animated: true) }
        let all = try FrameTiming(duration: 0.25, fps: 60).times
        let times = Filmstrip.indices(count: all.count, shown: Filmstrip.defaultFrames).map { all[$0] }
        let frames = try withOneLineErrors { try renderer.renderFrames(of: knob.layer, at: times, background: .white) }
        let strip = Filmstrip(frameSize: knob.layer.bounds.size, times: times, scale: renderer.scale, background: .white)
        try writePNG(try strip.render(frames), to: "\(out)/filmstrip.png")

        try write(GalleryRow.html(rows), to: "\(out)/index.html")
        try printLine("gallery: \(entries.count) images, grid.png, filmstrip.png and index.html in \(out)")
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// One control in the gallery and its representative states.
struct GalleryRow {
    struct State {
        let name: String
        let layer: Layer
        let background: Color?
    }

    let control: String
    let states: [State]

    func file(_ state: State) -> String {
        "\(control)-\(state.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "°", with: ""))@2x.png"
    }

    /// The seeds' demo configurations and the states around them.
    static func all() throws -> [GalleryRow] {
        let seedKnob = { (v: Double) in try Knob(value: v, lineWidth: 4, pointerLength: 8).layer }
        let gradient = { (a: Double, size: Size) in
            try GradientView(size: size, startColor: GradientView.seedStartColor, endColor: GradientView.seedEndColor, angle: a).layer
        }
        let slider = { (a: Int) in State(name: "angle \(a)", layer: try CircularSlider(angle: a).layer, background: CircularSlider.seedBackgroundColor) }
        let dial = { (name: String, d: RotaryDial) in State(name: name, layer: d.layer, background: nil) }
        var three = try RotaryDial()
        three.setValue(3)
        var between = try RotaryDial()
        try between.setCurrentAngle(-.pi / 12)
        return [
            GalleryRow(control: "knob", states: [
                State(name: "value 0", layer: try seedKnob(0), background: nil),
                State(name: "value 0.5", layer: try seedKnob(0.5), background: nil),
                State(name: "value 1", layer: try seedKnob(1), background: nil),
                State(name: "defaults 0.75", layer: try Knob(value: 0.75).layer, background: nil),
                State(name: "custom angles", layer: try Knob(value: 0.3, lineWidth: 6, pointerLength: 12, startAngle: -.pi, endAngle: 0, color: try Color(hex: "#FF9500")).layer, background: nil),
                State(name: "200x100", layer: try Knob(size: Size(width: 200, height: 100), value: 0.6, lineWidth: 4, pointerLength: 8).layer, background: nil),
            ]),
            GalleryRow(control: "gradient", states: [
                State(name: "seed 310°", layer: try gradient(310, GradientView.seedSize), background: nil),
                State(name: "0°", layer: try gradient(0, GradientView.defaultSize), background: nil),
                State(name: "45°", layer: try gradient(45, GradientView.defaultSize), background: nil),
                State(name: "90°", layer: try gradient(90, GradientView.defaultSize), background: nil),
                State(name: "135°", layer: try gradient(135, GradientView.defaultSize), background: nil),
                State(name: "to clear", layer: try GradientView(startColor: GradientView.seedStartColor, endColor: nil).layer, background: .white),
            ]),
            GalleryRow(control: "slider", states: try [0, 1, 45, 90, 200, 360].map(slider)),
            GalleryRow(control: "dial", states: [
                dial("value 0", try RotaryDial()),
                dial("value 3", three),
                dial("between steps", between),
                dial("10 labels", try RotaryDial(numberOfLabels: 10)),
                dial("half seed", try RotaryDial(size: RotaryDial.seedSize, layout: .halfDial)),
                dial("no disc", try RotaryDial(discColor: nil)),
            ]),
            try coreAnimation(),
        ]
    }

    /// A page showing the grid, the filmstrip and every image with its caption.
    static func html(_ rows: [GalleryRow]) -> String {
        var body = ""
        for row in rows {
            body += "<h2>\(row.control)</h2>\n<div class=\"row\">\n"
            for state in row.states {
                let file = row.file(state)
                body += "<figure><img src=\"\(file)\" alt=\"\(row.control) \(state.name)\"><figcaption>\(state.name)</figcaption></figure>\n"
            }
            body += "</div>\n"
        }
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>LayerShot gallery</title>
        <style>
        body { font-family: sans-serif; margin: 2em; background: #f4f4f4; }
        .row { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-end; }
        figure { margin: 0; text-align: center; }
        figure img { max-width: 240px; max-height: 320px; background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
        </style></head><body>
        <h1>LayerShot gallery</h1>
        <p>Every control in representative states, rendered headlessly at scale 2.</p>
        <h2>All controls</h2><img src="grid.png" alt="grid of every control and state" style="max-width:100%">
        <h2>Animation: the knob's animated setValue(0.9) from 0.1, 60 fps</h2><img src="filmstrip.png" alt="knob animation filmstrip" style="max-width:100%">
        \(body)</body></html>
        """
    }
}
