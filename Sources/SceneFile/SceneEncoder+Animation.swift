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
}
