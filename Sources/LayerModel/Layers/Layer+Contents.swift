/// Where a layer's `contents` image goes: `contentsGravity`, `contentsScale`, `contentsRect` and
/// `contentsCenter` resolved into rectangles of the image stretched over rectangles of the
/// bounds, as pure functions a renderer only follows.
extension Layer {
    /// How `contents` is placed in the bounds: Core Animation's `CALayerContentsGravity`.
    ///
    /// As on iOS, the vertical names describe a y-up space (Core Animation's own), so in a
    /// layer's y-down bounds `.top` puts the image against the *bottom* edge (max y) and
    /// `.bottom` against the top edge (min y); likewise `.topLeft` is the bottom-left corner.
    /// On iOS `contentsAreFlipped()` is false for every layer not flipped by
    /// `isGeometryFlipped`, and Apple's documentation says the constants swap top and bottom
    /// unless it is true. Left and right are as named.
    public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
        /// Stretch to fill the bounds (the default).
        case resize
        /// Scale keeping the aspect ratio until it fits inside the bounds, centered.
        case resizeAspect
        /// Scale keeping the aspect ratio until it covers the bounds, centered (the overflow
        /// shows unless `masksToBounds`).
        case resizeAspectFill
    }

    /// How image pixels are sampled when drawn larger (`magnificationFilter`) or smaller
    /// (`minificationFilter`): Core Animation's `CALayerContentsFilter`.
    public enum ContentsFilter: String, Sendable, Hashable, CaseIterable {
        /// Bilinear interpolation between the four nearest pixels.
        case linear
        /// The nearest pixel: hard pixel edges when enlarged.
        case nearest
        /// Core Animation's mipmapped filter; here a box-filtered scale (Cairo's "good"
        /// filter), which averages the pixels a shrunken image skips, as mipmaps do.
        case trilinear
    }

    /// One part of the contents as drawn: `source`, a rectangle of the image in its pixels
    /// (y down from its top-left corner), stretched over `destination`, a rectangle of the
    /// layer's bounds space in points. Source rectangles may reach past the image when
    /// `contentsRect` does; the image's edge pixels then extend outward, as in Core Animation.
    package struct ContentsPiece: Sendable, Hashable {
        package var source: Rect
        package var destination: Rect

        package init(source: Rect, destination: Rect) {
            self.source = source
            self.destination = destination
        }
    }

    /// The rectangle, in bounds space (points), that `contentsGravity` gives the part of the
    /// image `contentsRect` selects; nil when there is no image or nothing to draw (a
    /// `contentsScale` that is not a finite number > 0, an empty `contentsRect`, non-finite
    /// geometry).
    ///
    /// The selected part's natural size is `contentsRect.size × image pixels / contentsScale`
    /// points; every gravity but the three resizing ones draws it at that size.
    package var contentsFrame: Rect? {
        guard let image = contents, contentsScale.isFinite, contentsScale > 0,
              [contentsRect.minX, contentsRect.minY, contentsRect.width, contentsRect.height].allSatisfy(\.isFinite),
              contentsRect.width > 0, contentsRect.height > 0,
              [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
        else { return nil }
        let w = contentsRect.width * Double(image.width) / contentsScale
        let h = contentsRect.height * Double(image.height) / contentsScale
        let b = bounds
        func centered(_ w: Double, _ h: Double) -> Rect { Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h) }
        switch contentsGravity {
        case .resize: return b
        case .resizeAspect: let k = min(b.width / w, b.height / h); return centered(w * k, h * k)
        case .resizeAspectFill: let k = max(b.width / w, b.height / h); return centered(w * k, h * k)
        default: break
        }
        let x: Double
        switch contentsGravity {
        case .left, .topLeft, .bottomLeft: x = b.minX
        case .right, .topRight, .bottomRight: x = b.maxX - w
        default: x = b.midX - w / 2
        }
        let y: Double
        switch contentsGravity {
        case .top, .topLeft, .topRight: y = b.maxY - h  // y-up names: "top" is the bottom edge here
        case .bottom, .bottomLeft, .bottomRight: y = b.minY
        default: y = b.midY - h / 2
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The parts of the image to draw, at most nine: the rectangle of `contentsRect` placed on
    /// `contentsFrame`, cut by `contentsCenter` into corners drawn at their natural size
    /// (pixels / `contentsScale` points), edges stretched along one axis and the center
    /// stretched along both. Empty when nothing draws.
    ///
    /// `contentsCenter` is in the unit space of the part `contentsRect` selects (the whole
    /// image by default), clamped to it, so its default stretches all of that part. When the frame is smaller than two opposite caps, both
    /// shrink by the same factor to fit and the center vanishes. A center of zero width or
    /// height stretches the one pixel row or column around that line.
    package var contentsPieces: [ContentsPiece] {
        guard let image = contents, let frame = contentsFrame, !frame.isEmpty,
              [contentsCenter.minX, contentsCenter.minY, contentsCenter.width, contentsCenter.height].allSatisfy(\.isFinite)
        else { return [] }
        let (w, h) = (Double(image.width), Double(image.height))
        let columns = Layer.nineSliceAxis(
            source: (contentsRect.minX * w, contentsRect.maxX * w), center: (contentsCenter.minX, contentsCenter.maxX),
            destination: (frame.minX, frame.maxX), scale: contentsScale
        )
        let rows = Layer.nineSliceAxis(
            source: (contentsRect.minY * h, contentsRect.maxY * h), center: (contentsCenter.minY, contentsCenter.maxY),
            destination: (frame.minY, frame.maxY), scale: contentsScale
        )
        var pieces: [ContentsPiece] = []
        for row in rows {
            for column in columns {
                pieces.append(ContentsPiece(
                    source: Rect(x: column.source.0, y: row.source.0, width: column.source.1 - column.source.0, height: row.source.1 - row.source.0),
                    destination: Rect(x: column.destination.0, y: row.destination.0,
                                      width: column.destination.1 - column.destination.0, height: row.destination.1 - row.destination.0)
                ))
            }
        }
        return pieces
    }

    /// One axis of the nine-part split: the source span `[s0, s3]` (pixels) with its stretched
    /// center at the fractions `center` of it (clamped to 0…1), laid over the destination
    /// span `[d0, d3]` (points).
    /// The caps keep `pixels / scale` points unless together they exceed the destination, then
    /// they shrink in proportion. Segments with no destination length are left out.
    static func nineSliceAxis(source: (Double, Double), center: (Double, Double), destination: (Double, Double),
                              scale: Double) -> [(source: (Double, Double), destination: (Double, Double))] {
        let (s0, s3) = source
        let s1 = s0 + min(max(center.0, 0), 1) * (s3 - s0)
        let s2 = max(s0 + min(max(center.1, 0), 1) * (s3 - s0), s1)
        let (d0, d3) = destination
        var low = (s1 - s0) / scale, high = (s3 - s2) / scale
        let length = d3 - d0
        if low + high > length {
            let k = length / (low + high)
            low *= k
            high *= k
        }
        let d1 = d0 + low, d2 = d3 - high
        // A center of no width stretches the pixel column (or row) around its line.
        let middle = s2 > s1 ? (s1, s2) : (s1 - 0.5, s1 + 0.5)
        let segments = [((s0, s1), (d0, d1)), (middle, (d1, d2)), ((s2, s3), (d2, d3))]
        return segments.filter { $0.1.1 > $0.1.0 }.map { (source: $0.0, destination: $0.1) }
    }
}
