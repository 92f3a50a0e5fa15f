extension Layer {
    /// The first layer named `name` among this layer's sublayers and theirs, depth first
    /// (a sublayer, then its own sublayers, then its next sibling); masks are not searched.
    ///
    /// Layers are values, so a sublayer fetched into a variable is a copy. This subscript
    /// edits the tree in place instead: `root[sublayerNamed: "thumb"]?.opacity = 0.5` changes
    /// the thumb inside `root` (and does nothing when there is no such layer). Setting a
    /// layer replaces the first match; setting nil removes it; setting a layer when nothing
    /// matches appends it to this layer's own sublayers, as a dictionary inserts a new key.
    /// This layer's own name is not matched.
    public subscript(sublayerNamed name: String) -> Layer? {
        get {
            guard let path = indexPath(ofSublayerNamed: name) else { return nil }
            return self[sublayerAt: path[...]]
        }
        set {
            guard let path = indexPath(ofSublayerNamed: name) else {
                if let newValue { sublayers.append(newValue) }
                return
            }
            if let newValue {
                self[sublayerAt: path[...]] = newValue
            } else {
                removeSublayer(at: path[...])
            }
        }
    }

    /// The indices from this layer down to the first sublayer named `name`, depth first.
    private func indexPath(ofSublayerNamed name: String) -> [Int]? {
        for (index, sublayer) in sublayers.enumerated() {
            if sublayer.name == name { return [index] }
            if let rest = sublayer.indexPath(ofSublayerNamed: name) { return [index] + rest }
        }
        return nil
    }

    /// The sublayer at a non-empty index path, read and written in place.
    private subscript(sublayerAt path: ArraySlice<Int>) -> Layer {
        get {
            let sublayer = sublayers[path[path.startIndex]]
            return path.count == 1 ? sublayer : sublayer[sublayerAt: path.dropFirst()]
        }
        set {
            if path.count == 1 {
                sublayers[path[path.startIndex]] = newValue
            } else {
                sublayers[path[path.startIndex]][sublayerAt: path.dropFirst()] = newValue
            }
        }
    }

    private mutating func removeSublayer(at path: ArraySlice<Int>) {
        if path.count == 1 {
            sublayers.remove(at: path[path.startIndex])
        } else {
            sublayers[path[path.startIndex]].removeSublayer(at: path.dropFirst())
        }
    }
}
