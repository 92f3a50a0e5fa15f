import LayerModel

extension SceneEncoder {
    /// A layer's animations in the order added; `key` only when it differs from the key path.
    func animations(_ list: [Layer.KeyedAnimation], _ path: String) throws(SceneError) -> JSONValue {
        var items: [JSONValue] = []
        for (i, entry) in list.enumerated() {
            items.append(try animation(entry.key, entry.animation, "\(path)[\(i)]"))
        }
        return .array(items)
    }

    /// One entry; `key` nil inside a group.
    private func animation(_ key: String?, _ a: Animation, _ path: String) throws(SceneError) -> JSONValue {
        var m = Members(path: path)
        let defaultKey = if case .group = a.kind { "group" } else { a.keyPath }
        if let key, key != defaultKey { m.add("key", .string(key)) }
        if case .spring = a.kind { m.add("kind", .string("spring")) }
        if !a.keyPath.isEmpty { m.add("keyPath", .string(a.keyPath)) }
        switch a.kind {
        case let .basic(b):
            try basicValues(b, &m)
        case let .spring(s):
            try basicValues(s.basic, &m)
            let d = SpringAnimation()
            if s.mass != d.mass { try m.add("mass", number(s.mass, m.at("mass"))) }
            if s.stiffness != d.stiffness { try m.add("stiffness", number(s.stiffness, m.at("stiffness"))) }
            if s.damping != d.damping { try m.add("damping", number(s.damping, m.at("damping"))) }
            if s.initialVelocity != d.initialVelocity { try m.add("initialVelocity", number(s.initialVelocity, m.at("initialVelocity"))) }
            if s.allowsOverdamping != d.allowsOverdamping { m.add("allowsOverdamping", .bool(s.allowsOverdamping)) }
        case let .keyframe(k):
            var values: [JSONValue] = []
            for (i, v) in k.values.enumerated() {
                values.append(try value(v, "\(m.at("values"))[\(i)]"))
            }
            if k.path == nil || !values.isEmpty { m.add("values", .array(values)) }
            if let p = k.path { try m.add("path", self.path(p, m.at("path"))) }
            if let r = k.rotationMode { m.add("rotationMode", .string(r.rawValue)) }
            for (name, list) in [("tensionValues", k.tensionValues), ("continuityValues", k.continuityValues), ("biasValues", k.biasValues)] {
                if let list { try m.add(name, numbers(list, m.at(name))) }
            }
            if let times = k.keyTimes { try m.add("keyTimes", numbers(times, m.at("keyTimes"))) }
            if !k.timingFunctions.isEmpty {
                var functions: [JSONValue] = []
                for f in k.timingFunctions {
                    functions.append(try timingFunction(f, m.at("timingFunctions")))
                }
                m.add("timingFunctions", .array(functions))
            }
            if k.calculationMode != .linear { m.add("calculationMode", .string(k.calculationMode.rawValue)) }
        case let .group(g):
            var items: [JSONValue] = []
            for (i, child) in g.animations.enumerated() {
                items.append(try animation(nil, child, "\(m.at("animations"))[\(i)]"))
            }
            m.add("animations", .array(items))
        }
        let d = Animation.basic(keyPath: a.keyPath, to: .number(0))
        if a.duration != d.duration { try m.add("duration", number(a.duration, m.at("duration"))) }
        if a.beginTime != d.beginTime { try m.add("beginTime", number(a.beginTime, m.at("beginTime"))) }
        if a.repeatCount != d.repeatCount {
            try m.add("repeatCount", a.repeatCount == .infinity ? .string("infinity") : number(a.repeatCount, m.at("repeatCount")))
        }
        if a.autoreverses != d.autoreverses { m.add("autoreverses", .bool(a.autoreverses)) }
        if a.speed != d.speed { try m.add("speed", number(a.speed, m.at("speed"))) }
        if a.timeOffset != d.timeOffset { try m.add("timeOffset", number(a.timeOffset, m.at("timeOffset"))) }
        if a.fillMode != d.fillMode { m.add("fillMode", .string(a.fillMode.rawValue)) }
        if a.timingFunction != d.timingFunction { try m.add("timingFunction", timingFunction(a.timingFunction, m.at("timingFunction"))) }
        if a.isRemovedOnCompletion != d.isRemovedOnCompletion { m.add("isRemovedOnCompletion", .bool(a.isRemovedOnCompletion)) }
        if a.isAdditive != d.isAdditive { m.add("isAdditive", .bool(a.isAdditive)) }
        if a.isCumulative != d.isCumulative { m.add("isCumulative", .bool(a.isCumulative)) }
        return .object(m.members)
    }

    private func basicValues(_ b: BasicAnimation, _ m: inout Members) throws(SceneError) {
        if let v = b.fromValue { try m.add("fromValue", value(v, m.at("fromValue"))) }
        if let v = b.toValue { try m.add("toValue", value(v, m.at("toValue"))) }
        if let v = b.byValue { try m.add("byValue", value(v, m.at("byValue"))) }
    }

    private func timingFunction(_ f: TimingFunction, _ path: String) throws(SceneError) -> JSONValue {
        if let named = SceneDecoder.namedTimingFunctions.first(where: { $0.function == f }) { return .string(named.name) }
        return try numbers([f.x1, f.y1, f.x2, f.y2], path)
    }

    private func value(_ v: AnimationValue, _ path: String) throws(SceneError) -> JSONValue {
        switch v {
        case let .number(n): return try number(n, path)
        case let .point(p): return try point(p, path)
        case let .size(s): return try numbers([s.width, s.height], path)
        case let .rect(r): return try rect(r, path)
        case let .color(c): return color(c)
        case let .colors(cs): return .array(cs.map(color))
        case let .numbers(ns): return try numbers(ns, path)
        case let .transform(t): return try transform(t, path)
        case let .path(p): return try self.path(p, path)
        }
    }
}
