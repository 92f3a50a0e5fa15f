import Foundation

/// One library's figures for one scene, from `Benchmarks/Peers/peers.py`: median CPU ms of
/// its render and of its own PNG encoder, and the PNG's bytes.
struct PeerTime: Decodable {
    let render: Double
    let png: Double
    let bytes: Int
    var total: Double { render + png }
}

/// LayerShot's figures for one of issue 13's scenes, to set beside the peers'.
struct SceneTime {
    let key: String
    let render: Double
    let total: Double
}

/// The peers' figures by scene (knob, gradient, slider) and library (skia, blend2d), read from
/// the JSON file `LAYERSHOT_PEERS` names; nil when it is not set.
func peerTimes() throws -> [String: [String: PeerTime]]? {
    guard let path = ProcessInfo.processInfo.environment["LAYERSHOT_PEERS"] else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
    return try JSONDecoder().decode([String: [String: PeerTime]].self, from: data)
}

/// Issue 13's goals against skia-python and blend2d-python, measured in this run: the slider's
/// render no slower than skia's; render + PNG at least 3× faster than skia's render + its PNG on
/// every scene and no slower than blend2d's on the knob and the gradient.
func printPeerGoals(_ ours: [SceneTime], peers: [String: [String: PeerTime]]) {
    let widths = [10, 16, 16, 20, 60]
    print("\nAgainst skia-python and blend2d-python (Benchmarks/Peers/peers.py, same run): CPU ms, median\n")
    print(row(["scene", "skia render+png", "blend2d r+png", "LayerShot r+png", "goals"], widths: widths))
    for scene in ours {
        let skia = peers[scene.key]?["skia"]
        let blend2d = peers[scene.key]?["blend2d"]
        func figures(_ peer: PeerTime?) -> String {
            peer.map { "\(format($0.render, 2))+\(format($0.png, 2))" } ?? "—"
        }
        var goals: [String] = []
        if let skia {
            goals.append("\(format(skia.total / scene.total, 1))x faster than skia (goal ≥ 3)")
            if scene.key == "slider" {
                goals.append("render \(format(scene.render / skia.render, 2))x skia's (goal ≤ 1)")
            }
        }
        if let blend2d {
            goals.append("\(format(scene.total / blend2d.total, 2))x blend2d's time (goal ≤ 1)")
        }
        print(row([scene.key, figures(skia), figures(blend2d), format(scene.total, 2), goals.joined(separator: ", ")],
                  widths: widths))
    }
}
