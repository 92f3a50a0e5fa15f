import LayerModel

extension SceneEncoder {
    /// A layer's animations in the order added.
    func animations(_ list: [Layer.KeyedAnimation], _ path: String) throws(SceneError) -> JSONValue {
        var items: [JSONValue] = []
        for (i, entry) in list.enumerated() {
            items.append(try animation(AnimationEntry(key: entry.key, animation: entry.animation), "\(path)[\(i)]"))
        }
        return .array(items)
    }

    /// One entry's keys as the tables of `SceneVocabulary` write them: those of every entry, those
    /// of its kind, then its timing and, for a property animation, its flags.
    func animation(_ entry: AnimationEntry, _ path: String) throws(SceneError) -> JSONValue {
        var m = Members(path: path)
        try write(SceneVocabulary.animation, of: entry, into: &m)
        for table in SceneVocabulary.tables(of: SceneDecoder.AnimationKind(of: entry.animation)) {
            try write(table, of: entry, into: &m)
        }
        try write(SceneVocabulary.timing, of: entry, into: &m)
        try write(SceneVocabulary.property, of: entry, into: &m)
        return .object(m.members)
    }

    /// A value of an animation, in the form its kind has.
    func value(_ v: AnimationValue, _ path: String) throws(SceneError) -> JSONValue {
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
