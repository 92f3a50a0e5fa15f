/// What can be wrong with values given to the layer model. Each description says what to fix.
public enum LayerModelError: Swift.Error, Equatable, CustomStringConvertible {
    case invalidColor(String)
    /// A perspective `transform` or `sublayerTransform` without an inverse.
    case singularPerspective(layer: String, property: String)
    /// Part of the layer's drawing projects to w ≤ 0: at or behind the eye.
    case behindEye(layer: String)
    /// More layers to composite by depth in one layer's 3D space than `Layer.maxDepthComposited`.
    case tooManyTiltedSiblings(layer: String, count: Int, limit: Int)
    case unknownKeyPath(String)
    case wrongValueType(keyPath: String, expected: String)
    case invalidAnimation(String)
    /// A `path` or `shadowPath` animation between paths that cannot morph into each other.
    case incompatiblePaths(keyPath: String, detail: String)
    /// A `Replicator` value out of range (an `instanceCount` above `Replicator.maxInstanceCount`).
    case invalidReplicator(String)
    /// A tree whose replicators expand into more than `Replicator.maxExpandedLayers` layers.
    case tooManyReplicatedLayers(layer: String, count: Int, limit: Int)
    /// A `LayerImage` whose size or pixel buffer is unusable.
    case invalidImage(String)
    /// A frame sequence's duration or rate that is not usable, or makes more than
    /// `FrameTiming.maxFrames` frames.
    case invalidFrameTiming(duration: Double, fps: Double)
    /// A `FrameSequence` of more times than `FrameTiming.maxFrames`.
    case tooManyFrames(count: Int)
    /// A `FrameSequence` whose `frames` of `pixelWidth × pixelHeight` pixels sum to more than
    /// `FrameSequence.maxPixels`.
    case tooManyFramePixels(frames: Int, pixelWidth: Int, pixelHeight: Int)
    /// A scale outside `ImageGeometry.scales` (or not a number).
    case invalidScale(Double)
    /// An image of `width × height` points at `scale` whose pixel size has a side outside
    /// 1…`ImageGeometry.maxPixelSide`.
    case invalidImageSize(width: Double, height: Double, scale: Double)
    /// Rendering the tree would take more of one kind of work than `RenderWork.budget` allows.
    case workBudget(kind: RenderWork.Kind, amount: Double, limit: Double)
    /// A `LayerTiming` with a value that is not finite.
    case invalidLayerTiming(beginTime: Double, speed: Double, timeOffset: Double)
    /// A chain of sublayers and masks more than `Layer.maxNesting` layers deep; `layer` is
    /// the first past the limit.
    case tooDeep(layer: String, limit: Int)
    /// A layer property with a value that is not a finite number (`DrawableTree`).
    case nonFinite(layer: String, property: String, values: [Double])
    /// A text layer's `fontSize` above `Layer.maxFontSize`.
    case fontSizeTooLarge(layer: String, fontSize: Double, limit: Double)

    public var description: String {
        switch self {
        case let .invalidColor(text):
            return "invalid color \"\(text)\": expected #RRGGBB or #RRGGBBAA (hex digits)"
        case let .singularPerspective(layer, property):
            return "layer \(layer): \(property) has a perspective part (m14, m24, m34 or m44) but no inverse; a projective matrix must be invertible"
        case let .tooManyTiltedSiblings(layer, count, limit):
            return "layer \(layer) has \(count) sublayers in its 3D space with some tilted toward the viewer; at most \(limit) are composited by depth: group some in a layer of their own, which flattens them"
        case let .behindEye(layer):
            return "layer \(layer) reaches behind the eye (w ≤ 0 after projection): move it back or weaken the perspective (smaller |m34|)"
        case let .unknownKeyPath(path):
            return "\"\(path)\" is not an animatable key path"
        case let .wrongValueType(path, expected):
            return "animation of \"\(path)\" needs \(expected) values"
        case let .invalidAnimation(why):
            return "invalid animation: \(why)"
        case let .incompatiblePaths(keyPath, detail):
            return "cannot animate \"\(keyPath)\": a path morphs only into a path of the same elements (the same kinds, "
                + "in the same order), but \(detail)"
        case let .invalidReplicator(why):
            return "invalid replicator: \(why)"
        case let .tooManyReplicatedLayers(layer, count, limit):
            return "layer \(layer) holds replicators whose instances make \(count) layers; at most \(limit): lower instanceCount"
        case let .invalidImage(why):
            return "invalid image: \(why)"
        case let .invalidLayerTiming(beginTime, speed, timeOffset):
            let f = NumberText.format
            return "layer timing needs finite beginTime, speed and timeOffset, got \(f(beginTime)), \(f(speed)) and \(f(timeOffset))"
        case let .tooDeep(layer, limit):
            return "layer \(layer) is nested more than \(limit) layers deep (sublayers and masks); a tree may nest at most \(limit)"
        case let .nonFinite(layer, property, values):
            return "layer \(layer): \(property) must be finite, got \(values.map(NumberText.format).joined(separator: ", "))"
        case let .fontSizeTooLarge(layer, fontSize, limit):
            return "layer \(layer): fontSize must be at most \(NumberText.format(limit)) pt, got \(NumberText.format(fontSize))"
        case let .invalidFrameTiming(duration, fps):
            let f = NumberText.format
            guard duration.isFinite, duration >= 0, fps.isFinite, fps > 0 else {
                return "a frame sequence needs a finite duration ≥ 0 s and a rate > 0 fps, got \(f(duration)) s at \(f(fps)) fps"
            }
            return "\(f(duration)) s at \(f(fps)) fps makes \(LayerModelError.count((duration * fps).rounded() + 1)) frames; "
                + "a frame sequence has at most \(FrameTiming.maxFrames)"
        case let .tooManyFrames(count):
            return "\(count) frames; a frame sequence has at most \(FrameTiming.maxFrames)"
        case let .tooManyFramePixels(frames, width, height):
            return "\(frames) frames of \(width)x\(height) px are \(frames) × \(width * height) pixels, "
                + "more than the \(FrameSequence.maxPixels) a frame sequence may draw: use fewer frames or a smaller image"
        case let .invalidScale(scale):
            let range = ImageGeometry.scales
            return "scale must be a finite number in \(NumberText.format(range.lowerBound))...\(NumberText.format(range.upperBound)), "
                + "got \(NumberText.format(scale))"
        case let .invalidImageSize(width, height, scale):
            let f = NumberText.format
            return "\(f(width))x\(f(height)) pt at scale \(f(scale)) makes a \(f((width * scale).rounded()))x\(f((height * scale).rounded())) px image; "
                + "each side must be 1...\(ImageGeometry.maxPixelSide) px"
        case let .workBudget(kind, amount, limit):
            let (what, fix): (String, String) = switch kind {
            case .offscreenPixels: ("px of offscreen groups (opacity, masks, shadows)", "use fewer or smaller translucent, masked or shadowed layers")
            case .blurredPixels: ("px of shadows to blur", "use fewer or smaller shadows")
            case .pathSegments: ("line segments once its curves and round joins are flattened", "use fewer, smaller or thinner paths")
            case .dashes: ("dashes and gaps along its dashed strokes", "use fewer dashes: longer dash patterns or shorter dashed paths")
            case .glyphs: ("glyphs of text", "use fewer or shorter strings")
            case .gradientStops: ("gradient stops squared (Cairo adds each stop in time linear in the stops)", "use fewer gradient colors")
            }
            return "the layer tree needs \(LayerModelError.count(amount)) \(what), more than the \(LayerModelError.count(limit)) one image may take: \(fix)"
        }
    }
}

extension LayerModelError {
    /// A count as a whole number (`1000000`), or "more than 10^18" beyond what an Int holds.
    static func count(_ amount: Double) -> String {
        amount < 1e18 ? String(Int(amount.rounded(.up))) : "more than 10^18"
    }
}
