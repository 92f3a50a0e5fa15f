import Foundation

/// One failure in the HTML report.
struct ReportEntry: Sendable {
    let name: String
    let goldenPath: String
    /// `KnobTests.swift:42`, and the Swift Testing test's name when known.
    let location: String
    /// The verdict line, or what went wrong.
    let summary: String
    let kind: GoldenFailure.Kind

    /// A `<section>` for this failure; image paths relative to the report's folder.
    func html(artifacts: FailureArtifacts, relativeTo root: String) -> String {
        func image(_ path: String?, _ caption: String) -> String {
            guard let path else {
                return "<figure><div class=\"none\">none</div><figcaption>\(caption)</figcaption></figure>"
            }
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            let src = ReportEntry.escape(relative.split(separator: "/").map {
                String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
            }.joined(separator: "/"))
            return "<figure><a href=\"\(src)\"><img src=\"\(src)\" alt=\"\(caption)\" onload=\"fit(this)\"></a><figcaption>\(caption)</figcaption></figure>"
        }
        let stamp = ISO8601DateFormatter().string(from: Date())
        return """
        <section class="\(kind.rawValue)">
        <h2>\(ReportEntry.escape(name)) <span class="kind">\(kind.rawValue)</span></h2>
        <p class="summary">\(ReportEntry.escape(summary))</p>
        <p class="where">\(ReportEntry.escape(location)) · golden <code>\(ReportEntry.escape(goldenPath))</code> · \(stamp)</p>
        <div class="images">\(image(artifacts.expectedPath, "expected"))\(image(artifacts.diffPath, "diff"))\(image(artifacts.heatMapPath, "heat map"))\(image(artifacts.actualPath, "actual"))</div>
        </section>

        """
    }

    /// The whole report: this run's failures, then (folded) fragments of earlier runs.
    static func page(_ fragments: [String], earlier: [String] = []) -> String {
        let count = fragments.count
        let older = earlier.isEmpty ? "" : """
            <details class="earlier"><summary>Earlier runs: \(earlier.count) failure(s) of goldens not checked in this run</summary>
            \(earlier.joined())</details>

            """
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>LayerShot golden failures (\(count))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
        section { border-top: 1px solid #ddd; padding: 12px 0; }
        h2 { font-size: 16px; margin: 0 0 4px; } .kind { font-weight: normal; color: #b00; font-size: 13px; }
        .summary { font-family: ui-monospace, monospace; margin: 4px 0; } .where { color: #666; margin: 4px 0; }
        .images { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; padding-bottom: 8px; }
        figure { margin: 0; flex: none; } figcaption { text-align: center; color: #666; }
        img { display: block; image-rendering: pixelated; border: 1px solid #ccc;
              background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .none { width: 120px; height: 80px; display: grid; place-items: center; color: #999; border: 1px dashed #ccc; }
        .zoom button.on { font-weight: bold; } .earlier { margin-top: 24px; color: #666; } .earlier section { opacity: 0.6; }
        </style>
        <script>
        let zoom = 1;
        function fit(img) { img.style.width = (img.naturalWidth * zoom) + "px"; }
        function setZoom(z) {
            zoom = z;
            document.querySelectorAll("img").forEach(fit);
            document.querySelectorAll(".zoom button").forEach(b => b.classList.toggle("on", Number(b.dataset.z) === z));
        }
        </script></head><body>
        <h1>LayerShot golden failures: \(count)</h1>
        <p>Expected | diff (red: differs, yellow: anti-aliasing, gray: equal) | heat map (every change, yellow 1 level to red 32 or more) | actual,
        one image pixel per screen point. <span class="zoom">Zoom: <button data-z="1" class="on" onclick="setZoom(1)">1×</button>
        <button data-z="2" onclick="setZoom(2)">2×</button> <button data-z="4" onclick="setZoom(4)">4×</button>
        <button data-z="8" onclick="setZoom(8)">8×</button></span> Goldens that pass again leave this page.</p>

        """ + fragments.joined() + older + "</body></html>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
