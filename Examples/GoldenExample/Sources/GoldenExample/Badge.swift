import LayerModel

/// A notification badge: a count in a red capsule. An app's own control, described as layers.
public struct Badge: Sendable {
    /// The number shown; above 99 it reads "99+".
    public var count: Int

    public init(count: Int) {
        self.count = count
    }

    public var text: String { count > 99 ? "99+" : "\(count)" }

    /// The badge's layer tree, 20 pt tall and as wide as its text needs.
    public var layer: Layer {
        let width = max(20, 10 + 8 * Double(text.count))
        var capsule = Layer(name: "badge", bounds: Rect(x: 0, y: 0, width: width, height: 20))
        capsule.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19)
        capsule.cornerRadius = 10
        var label = Layer(name: "count", frame: Rect(x: 0, y: 0, width: width, height: 20))
        label.text = TextLayer(string: text, fontSize: 13, foregroundColor: .white, alignment: .center, centersVertically: true)
        capsule.addSublayer(label)
        return capsule
    }
}
