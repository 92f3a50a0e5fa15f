/// Expanding `CAReplicatorLayer`s into ordinary layers, which is all a renderer needs.
extension Layer {
    /// True when this layer, a sublayer or a mask (at any depth) is a replicator.
    package var containsReplicator: Bool {
        replicator != nil || sublayers.contains { $0.containsReplicator } || mask?.containsReplicator == true
    }

    /// How many layers the tree holds once its replicators are expanded: each replicator
    /// counts once, plus `instanceCount` copies of its sublayers; masks included. Saturates at
    /// `Int.max`.
    package var expandedLayerCount: Int {
        let inner = sublayers.reduce(0) { Layer.saturating($0.addingReportingOverflow($1.expandedLayerCount)) }
        let copies = replicator.map { Layer.saturating(inner.multipliedReportingOverflow(by: $0.instanceCount)) } ?? inner
        return Layer.saturating(copies.addingReportingOverflow(1 + (mask?.expandedLayerCount ?? 0)))
    }

    private static func saturating(_ r: (partialValue: Int, overflow: Bool)) -> Int {
        r.overflow ? .max : r.partialValue
    }

    /// Throws `tooManyReplicatedLayers` when the tree holds a replicator and, expanded, more
    /// than `Replicator.maxExpandedLayers` layers. Renderers check this before expanding.
    package func checkReplicators() throws(LayerModelError) {
        guard containsReplicator else { return }
        let count = expandedLayerCount
        guard count <= Replicator.maxExpandedLayers else {
            throw .tooManyReplicatedLayers(layer: name ?? "(unnamed)", count: count, limit: Replicator.maxExpandedLayers)
        }
    }

    /// The tree with every replicator replaced by an ordinary layer whose sublayers are its
    /// instances (`Replicator.instances`), animations left as they are: what a renderer draws
    /// for a model tree. A tree without replicators comes back unchanged.
    package func expandingReplicators() -> Layer {
        guard containsReplicator else { return self }
        var expanded = self
        expanded.mask = mask?.expandingReplicators()
        let inner = sublayers.map { $0.expandingReplicators() }
        if let replicator {
            expanded.replicator = nil
            expanded.sublayers = replicator.instances(of: sublayers, in: bounds) { _ in inner }
        } else {
            expanded.sublayers = inner
        }
        return expanded
    }

    /// The layer with its colours multiplied component-wise by `tint` (red by red, …, alpha by
    /// alpha: a premultiplied colour times the premultiplied tint): background, border,
    /// shadow, shape fill and stroke, gradient colours, text — its sublayers' too, but not its
    /// mask (which only lends its alpha) and not its `contents` image.
    func tinted(by tint: Color) -> Layer {
        guard tint != .white else { return self }
        func times(_ c: Color) -> Color {
            Color(red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue, alpha: c.alpha * tint.alpha)
        }
        var layer = self
        layer.backgroundColor = backgroundColor.map(times)
        layer.borderColor = times(borderColor)
        layer.shadowColor = times(shadowColor)
        switch kind {
        case var .shape(shape):
            shape.fillColor = shape.fillColor.map(times)
            shape.strokeColor = shape.strokeColor.map(times)
            layer.kind = .shape(shape)
        case var .gradient(gradient):
            gradient.colors = gradient.colors.map(times)
            layer.kind = .gradient(gradient)
        case var .text(text):
            text.foregroundColor = times(text.foregroundColor)
            layer.kind = .text(text)
        case .plain, .transform, .replicator:
            break
        }
        layer.sublayers = sublayers.map { $0.tinted(by: tint) }
        return layer
    }
}

extension Replicator {
    /// The sublayers of a replicator with bounds `bounds`, drawn `instanceCount` times:
    /// `present(k)` gives instance k's sublayers (presented at its time, their own replicators
    /// expanded), which are then moved by `instanceTransform^k` about the bounds' centre
    /// and tinted by `color(ofInstance: k)`. Instances are in order, each instance's layers in
    /// sublayer order. Instances that would take the expanded layers of `sublayers` past
    /// `maxExpandedLayers` are left out (`Layer.checkReplicators()` reports such trees).
    func instances(of sublayers: [Layer], in bounds: Rect, present: (Int) -> [Layer]) -> [Layer] {
        let perInstance = max(1, sublayers.reduce(0) { $0 + min($1.expandedLayerCount, Replicator.maxExpandedLayers) })
        let count = min(instanceCount, Replicator.maxExpandedLayers / perInstance)
        let toCentre = Transform3D(translationX: -bounds.midX, y: -bounds.midY)
        let fromCentre = Transform3D(translationX: bounds.midX, y: bounds.midY)
        var power = Transform3D.identity
        var result: [Layer] = []
        for k in 0..<count {
            if k > 0 { power = power.concatenating(instanceTransform) }
            let aboutCentre = toCentre.concatenating(power).concatenating(fromCentre)
            let tint = color(ofInstance: k)
            for var layer in present(k) {
                if k > 0, power != .identity {
                    // Placement then the instance transform: T(−a)·M'·T(p) = T(−a)·M·T(p)·C_k.
                    let place = Transform3D(translationX: layer.position.x, y: layer.position.y, z: layer.zPosition)
                    let unplace = Transform3D(translationX: -layer.position.x, y: -layer.position.y, z: -layer.zPosition)
                    layer.transform = layer.transform.concatenating(place).concatenating(aboutCentre).concatenating(unplace)
                }
                result.append(layer.tinted(by: tint))
            }
        }
        return result
    }
}
