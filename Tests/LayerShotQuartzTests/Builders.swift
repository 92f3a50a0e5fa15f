import LayerShotQuartz

// Builders the suites of this target share. What every test target shares (isClose, …) is in
// TestSupport; these make LayerShotQuartz's own objects, and TestSupport does not link it.

/// A `CALayer` whose bounds are `width` × `height` points at the origin; everything else default.
func sizedLayer(_ width: CGFloat, _ height: CGFloat) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    return layer
}

/// A `CABasicAnimation` of `keyPath` from `from` (nil: the layer's value) to `to` over
/// `duration` seconds, beginning at `beginTime` (0, the default: when it is added).
func basicAnimation(_ keyPath: String, from: Any? = nil, to: Any?, duration: CFTimeInterval, beginTime: CFTimeInterval = 0) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.beginTime = beginTime
    return animation
}

/// The image a `UIGraphicsImageRenderer` of `width` × `height` points at `scale` pixels per
/// point makes of `actions`.
func rendered(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1,
              _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: actions)
}
