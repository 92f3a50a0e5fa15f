// Measures what LayerShotQuartz adds to a snapshot: converting a 200-layer Core Animation
// tree into the LayerModel tree, against rendering that tree (CPU time of this thread,
// medians). Goal (issue 10): conversion ≤ 10% of rendering.
//
// Run with scripts/bench (release build). Argument: runs per measurement, default 40.

import CairoRenderer
import Glibc
import LayerModel
import LayerShotQuartz

/// A 400×400 pt card grid: 40 cells, each a rounded, bordered layer holding a gradient, a
/// stroked arc with a dash and a shadowed dot — 200 layers below the root.
func makeTree() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
    root.backgroundColor = UIColor.systemGray6.cgColor
    for i in 0..<40 {
        let cell = CALayer()
        cell.frame = CGRect(x: CGFloat(i % 8) * 50 + 2, y: CGFloat(i / 8) * 80 + 2, width: 46, height: 76)
        cell.backgroundColor = UIColor.white.cgColor
        cell.cornerRadius = 8
        cell.borderWidth = 1
        cell.borderColor = UIColor.systemGray4.cgColor
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 4, y: 4, width: 38, height: 20)
        gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
        let arc = CAShapeLayer()
        arc.frame = CGRect(x: 4, y: 28, width: 38, height: 38)
        arc.path = UIBezierPath(arcCenter: CGPoint(x: 19, y: 19), radius: 15, startAngle: 0,
                                endAngle: CGFloat(i) / 40 * 2 * .pi, clockwise: true).cgPath
        arc.fillColor = nil
        arc.strokeColor = UIColor.systemPink.cgColor
        arc.lineWidth = 3
        arc.lineDashPattern = [4, 2]
        let dot = CALayer()
        dot.frame = CGRect(x: 16, y: 16, width: 6, height: 6)
        dot.cornerRadius = 3
        dot.backgroundColor = UIColor.systemOrange.cgColor
        let label = CAShapeLayer()
        label.frame = CGRect(x: 4, y: 68, width: 38, height: 4)
        label.path = CGPath(rect: CGRect(x: 0, y: 0, width: 38 * CGFloat(i % 5 + 1) / 5, height: 4), transform: nil)
        label.fillColor = UIColor.systemGreen.cgColor
        arc.addSublayer(dot)
        [gradient, arc, label].forEach(cell.addSublayer)
        root.addSublayer(cell)
    }
    return root
}

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = cpuSeconds()
        try body()
        times.append(cpuSeconds() - start)
    }
    return times.sorted()[times.count / 2]
}

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 40
let tree = makeTree()
func count(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).map(count).reduce(0, +) }
let model = try tree.layerModel(animated: false)
let renderer = try LayerRenderer(scale: 2)
let convert = try median(runs: runs) { _ = try tree.layerModel(animated: false) }
let render = try median(runs: runs) { _ = try renderer.render(model) }
print()
print("LayerShotQuartz: a \(count(tree) - 1)-layer CALayer tree, 400×400 pt @2x (CPU ms, median of \(runs))")
print(String(format: "  convert to LayerModel %8.3f ms", convert * 1000))
print(String(format: "  render                %8.3f ms", render * 1000))
print(String(format: "  conversion / render   %8.1f %%   (goal ≤ 10%%)", convert / render * 100))
