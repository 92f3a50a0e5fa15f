public import Foundation
import CairoRenderer
import Imaging
import LayerModel

/// Core Graphics' drawing context over a bitmap, drawing through CairoRenderer's
/// `DrawingCanvas` (no second rasterizer).
///
/// Spaces, as on Apple platforms: *device space* is the bitmap's pixels with the origin at
/// the bottom left, y up. A bare bitmap context (`CGContext(data:width:height:…)`) starts
/// with the identity CTM, so its user space is y-up. Contexts made by UIKit
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`, a layer's
/// `draw(in:)`) start flipped and scaled: user space is points, origin top-left, y down.
/// Shadows are given in *base space* — the context's initial user space — and ignore
/// later CTM changes, as Core Graphics documents.
///
/// Misuse Core Graphics tolerates (unbalanced `restoreGState`, invalid dash arrays) is
/// logged on standard error and ignored, never a crash.
public final class CGContext: @unchecked Sendable {
    /// What one `saveGState` keeps (the clip lives in the canvas, saved alongside).
    struct GState {
        var ctm: LayerModel.AffineTransform
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = ShapeLayer()
        var alpha = 1.0
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: Color)?
        var antialias = true
        var interpolation = CGInterpolationQuality.default
    }

    let canvas: DrawingCanvas
    /// Pixels per point of user space at the start (1 for a bare bitmap context).
    let baseScale: Double
    /// Whether the initial user space is y-down (UIKit) rather than Core Graphics' y-up.
    let flipped: Bool
    var state: GState
    private var saved: [GState] = []
    /// `saved.count` when each open transparency layer began.
    private var layerMarks: [Int] = []
    /// The current path in the user space of `pathCTM` (kept there so a path built and drawn
    /// under one CTM is drawn exactly as given: arcs stay arcs).
    var currentPath = Path()
    var pathCTM: LayerModel.AffineTransform = .identity

    /// Where a bare bitmap context writes its pixels, and in which layout.
    private let buffer: (data: UnsafeMutableRawPointer, format: BitmapLayout, owned: Bool)?

    // MARK: Making contexts

    /// A context over `geometry`'s pixels (y up in device space), its user space points at
    /// the geometry's scale, y down when `flipped`.
    init(_ geometry: ImageGeometry, flipped: Bool, initial: Bitmap? = nil,
         buffer: (UnsafeMutableRawPointer, BitmapLayout, Bool)? = nil) throws(RenderError) {
        if let initial {
            canvas = try DrawingCanvas(bitmap: initial)
        } else {
            canvas = try DrawingCanvas(geometry)
        }
        let (scale, height) = (geometry.scale, geometry.pixelHeight)
        baseScale = scale
        self.flipped = flipped
        let ctm = flipped
            ? LayerModel.AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: Double(height))
            : LayerModel.AffineTransform.identity
        state = GState(ctm: ctm)
        self.buffer = buffer.map { (data: $0.0, format: $0.1, owned: $0.2) }
    }

    /// A UIKit-style context: `size` points at `scale` pixels per point, y down.
    convenience init(uikitSize size: CGSize, scale: CGFloat) throws(RenderError) {
        let geometry: ImageGeometry
        do {
            geometry = try ImageGeometry(size: size.model, scale: scale)
        } catch {
            throw .invalidGeometry(error)
        }
        try self.init(geometry, flipped: true)
    }

    /// A bitmap context drawing into `data` (or memory of its own when nil), as Core Graphics'
    /// `CGBitmapContextCreate`. Supported layouts: 8 bits a component; RGB with
    /// `premultipliedLast`/`noneSkipLast` (RGBA bytes) or with `premultipliedFirst`/
    /// `noneSkipFirst` and `byteOrder32Little` (BGRA bytes); grey with `.none` (one byte a
    /// pixel, no alpha) or `alphaOnly`. Anything else returns nil, as Core Graphics does for
    /// combinations it does not support, and logs why. The pixels in `data` are the
    /// starting picture; every drawing call writes its result back.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard let format = BitmapLayout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo) else {
            quartzLog("CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; "
                + "\(space.model == .monochrome ? "grey" : "RGB") space; bitmapInfo \(bitmapInfo)")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * format.bytesPerPixel : bytesPerRow
        guard let geometry = try? ImageGeometry(pixelWidth: width, pixelHeight: height),
              rowBytes >= width * format.bytesPerPixel else {
            quartzLog("CGBitmapContextCreate: invalid data bytes/row: should be at least \(max(width, 0) * format.bytesPerPixel) for \(width)x\(height) px")
            return nil
        }
        var layout = format
        layout.bytesPerRow = rowBytes
        let owned = data == nil
        let memory = data ?? {
            let m = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            m.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            return m
        }()
        do throws(RenderError) {
            try self.init(geometry, flipped: false,
                          initial: owned ? nil : layout.read(memory, width: width, height: height),
                          buffer: (memory, layout, owned))
        } catch {
            if owned { memory.deallocate() }
            quartzLog("CGBitmapContextCreate: \(error.description)")
            return nil
        }
    }

    deinit {
        if let buffer, buffer.owned { buffer.data.deallocate() }
    }

    // MARK: The bitmap

    public var width: Int { canvas.width }
    public var height: Int { canvas.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { (buffer?.format.bytesPerPixel ?? 4) * 8 }
    public var bytesPerRow: Int { buffer?.format.bytesPerRow ?? width * 4 }
    /// The pixels of a bitmap context (nil for one made by UIKit, whose memory is private).
    public var data: UnsafeMutableRawPointer? { buffer?.data }
    public var colorSpace: CGColorSpace? { buffer?.format.space ?? CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { buffer?.format.alphaInfo ?? .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: buffer?.format.bitmapInfo ?? CGImageAlphaInfo.premultipliedLast.rawValue) }

    /// What the context shows now, as an image (open transparency layers not included);
    /// nil when Cairo fails (logged).
    public func makeImage() -> CGImage? {
        // A layout without alpha holds opaque pixels: read them back as stored.
        if let buffer, !buffer.format.hasAlpha {
            return buffer.format.read(buffer.data, width: width, height: height).map(CGImage.init(bitmap:))
        }
        do throws(RenderError) {
            return CGImage(bitmap: try canvas.bitmap())
        } catch {
            quartzLog("CGBitmapContextCreateImage: \(error.description)")
            return nil
        }
    }

    /// Writes the canvas back into a bitmap context's memory after each drawing call.
    func didDraw() {
        guard let buffer else { return }
        guard let bitmap = try? canvas.bitmap() else { return }
        buffer.format.write(bitmap, to: buffer.data)
    }

    /// Accepted: every call draws at once.
    public func flush() {}
    /// Accepted: every call draws at once.
    public func synchronize() {}

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line attributes, alpha, blend
    /// mode, shadow) onto the stack.
    public func saveGState() {
        saved.append(state)
        canvas.save()
    }

    /// Pops the graphics state saved last. Without a matching `saveGState` (or past the
    /// start of the open transparency layer) it logs "gstack underflow" and changes nothing,
    /// as Core Graphics does.
    public func restoreGState() {
        guard saved.count > (layerMarks.last ?? 0), let previous = saved.popLast() else {
            quartzLog("CGContextRestoreGState: gstack underflow.")
            return
        }
        state = previous
        canvas.restore()
    }

    // MARK: CTM

    /// The current transformation matrix: user space to device space (pixels, y up).
    public var ctm: CGAffineTransform { CGAffineTransform(state.ctm) }

    /// The CTM (`ctm`), as `CGContextGetUserSpaceToDeviceSpaceTransform`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves user space's origin by (x, y) user units: `ctm = T · ctm`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space: `ctm = S · ctm`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians (counterclockwise in y-up space, clockwise on a
    /// y-down UIKit context): `ctm = R · ctm`.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// `ctm = transform · ctm`: `transform` applies to user coordinates first.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.model.concatenating(state.ctm) }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Device space (y up) to the canvas's pixels (y down).
    var deviceToCanvas: LayerModel.AffineTransform {
        LayerModel.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height))
    }

    /// User space to canvas pixels under the current CTM.
    var userToCanvas: LayerModel.AffineTransform { state.ctm.concatenating(deviceToCanvas) }

    // MARK: Line attributes

    /// Stroke width in user units. Default: 1.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }

    /// Default: `.butt`.
    public func setLineCap(_ cap: CGLineCap) {
        state.stroke.lineCap = switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    /// Default: `.miter`.
    public func setLineJoin(_ join: CGLineJoin) {
        state.stroke.lineJoin = switch join {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }

    /// Default: 10.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// Dashes of `lengths` (on, off, on, … user units), starting `phase` units into the
    /// pattern; an empty array strokes solid. Negative or non-finite lengths, or all zero,
    /// are logged and ignored, as Core Graphics does.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else {
            state.stroke.lineDashPattern = nil
            state.stroke.lineDashPhase = 0
            return
        }
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }), phase.isFinite else {
            quartzLog("CGContextSetLineDash: invalid dash array: lengths must be finite, non-negative and not all zero; phase finite.")
            return
        }
        state.stroke.lineDashPattern = lengths.map { Double($0) }
        state.stroke.lineDashPhase = phase
    }

    /// Accepted: curves are always flattened to 0.01 px.
    public func setFlatness(_ flatness: CGFloat) {}

    /// Whether edges are anti-aliased. Default: true.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }
    /// Accepted: anti-aliasing is controlled by `setShouldAntialias` alone.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How images are sampled when scaled: `.none` nearest, otherwise bilinear. Default: `.default`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// The transform from text space to user space. Not part of the graphics state, as Core
    /// Graphics documents: `saveGState`/`restoreGState` leave it alone. Kept, not used:
    /// LayerShot draws text only through its UIKit string drawing (`draw(at:withAttributes:)`
    /// and the like), which does not read it.
    /// Default: the identity (Apple's page gives no default).
    public var textMatrix: CGAffineTransform = .identity

    // MARK: Colour, alpha, blend mode, shadow

    public func setFillColor(_ color: CGColor) { state.fillColor = color.model }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.model }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = Color(white: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = Color(white: gray, alpha: alpha) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Multiplies the alpha of everything drawn later (clamped into 0…1). Default: 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    /// Default: `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker { quartzLog("CGContextSetBlendMode: plusDarker has no Cairo operator; drawing with normal.") }
        state.blendMode = mode
    }

    /// Gives everything drawn later a shadow: its alpha blurred with a Gaussian of σ = blur/2
    /// (base-space units: points in a UIKit context), tinted with `color`, moved by `offset`
    /// in base space (down for positive heights in a UIKit context, up in a bare bitmap
    /// context, as on iOS). A nil or clear colour, or `saveGState`/`restoreGState`, turns it off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.model.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = (offset, blur, color.model)
    }

    /// A shadow of black at 1/3 alpha, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// The canvas style for one operation from the state.
    var style: DrawingCanvas.Style {
        var style = DrawingCanvas.Style(alpha: state.alpha, blendMode: canvasBlendMode, antialias: state.antialias)
        if let shadow = state.shadow {
            // Base space to canvas pixels: UIKit contexts are y-down points, bare ones y-up pixels.
            let dy = flipped ? shadow.offset.height : -shadow.offset.height
            let finite = [shadow.offset.width, shadow.offset.height, shadow.blur].allSatisfy(\.isFinite)
            if finite {
                style.shadow = DrawingCanvas.Shadow(offset: Point(x: shadow.offset.width * baseScale, y: dy * baseScale),
                                                    sigma: max(0, shadow.blur) / 2 * baseScale, color: shadow.color)
            }
        }
        return style
    }

    private var canvasBlendMode: DrawingCanvas.BlendMode {
        let mode: DrawingCanvas.BlendMode = switch state.blendMode {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationIn: .destinationIn
        case .destinationOut: .destinationOut
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusLighter: .plusLighter
        case .plusDarker: .normal
        }
        return mode
    }

    // MARK: Transparency layers (the layer stack sits on the state stack)

    /// Starts a transparency layer: drawing goes to a transparent image until
    /// `endTransparencyLayer()`, which composites it with the alpha, blend mode, shadow and
    /// clip in effect now. Inside the layer alpha is 1, the blend mode normal and no shadow.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        layerMarks.append(saved.count)
        do throws(RenderError) {
            try canvas.beginTransparencyLayer()
        } catch {
            quartzLog("CGContextBeginTransparencyLayer: \(error.description)")
            layerMarks.removeLast()
            restoreGState()
            return
        }
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, the layer's content kept within `rect`
    /// (user space), as Core Graphics documents: drawing outside it inside the layer does not
    /// show.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        let depth = layerMarks.count
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        // The clip belongs to the layer's own canvas and state, both gone when it ends.
        if layerMarks.count > depth { clip(to: rect) }
    }

    /// Composites the innermost transparency layer; logged and ignored when none is open.
    public func endTransparencyLayer() {
        guard let mark = layerMarks.popLast() else {
            quartzLog("CGContextEndTransparencyLayer: no transparency layer is open.")
            return
        }
        // States saved inside the layer and never restored are dropped with it.
        saved.removeSubrange(mark...)
        guard let outer = saved.popLast() else { return }
        state = outer
        do throws(RenderError) {
            try canvas.endTransparencyLayer(style: style)
        } catch {
            quartzLog("CGContextEndTransparencyLayer: \(error.description)")
        }
        canvas.restore()
        didDraw()
    }
}
