public import Foundation
import CairoRenderer
import Imaging
import LayerModel

/// Painting: fills, strokes, clipping, gradients, images. Each call paints through the
/// canvas with the state's alpha, blend mode and shadow; painting the path empties it.
extension CGContext {
    /// Paints `operation` (in the current user space) with the state's style; errors are
    /// logged under `call`, Core Graphics' C name.
    func perform(_ call: String, _ operation: DrawingCanvas.Operation) {
        do throws(RenderError) {
            try canvas.draw(operation, transform: userToCanvas, style: style)
        } catch {
            quartzLog("\(call): \(error.description)")
        }
        didDraw()
    }

    /// The current path in user space, emptied; nil when there is nothing to paint.
    private func consumePath() -> Path? {
        defer { currentPath = Path() }
        guard !currentPath.isEmpty else { return nil }
        return pathInUserSpace
    }

    private func fill(_ path: Path, evenOdd: Bool, call: String) {
        guard path.isFinite else {
            quartzLog("\(call): the path has a NaN or infinite coordinate; nothing drawn.")
            return
        }
        perform(call, .fill(path, evenOdd: evenOdd, color: state.fillColor))
    }

    private func stroke(_ path: Path, call: String) {
        guard path.isFinite, state.stroke.lineWidth.isFinite else {
            quartzLog("\(call): the path or line width has a NaN or infinite value; nothing drawn.")
            return
        }
        perform(call, .stroke(path, state.stroke, color: state.strokeColor))
    }

    /// Fills the current path with the fill colour, then empties it. Default rule: winding.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard let p = consumePath() else { return }
        fill(p, evenOdd: rule == .evenOdd, call: "CGContextFillPath")
    }

    /// Strokes the current path with the stroke colour and line attributes, then empties it.
    public func strokePath() {
        guard let p = consumePath() else { return }
        stroke(p, call: "CGContextStrokePath")
    }

    /// Fills and/or strokes the current path (fill first), then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard let p = consumePath() else { return }
        switch mode {
        case .fill: fill(p, evenOdd: false, call: "CGContextDrawPath")
        case .eoFill: fill(p, evenOdd: true, call: "CGContextDrawPath")
        case .stroke: stroke(p, call: "CGContextDrawPath")
        case .fillStroke:
            fill(p, evenOdd: false, call: "CGContextDrawPath")
            stroke(p, call: "CGContextDrawPath")
        case .eoFillStroke:
            fill(p, evenOdd: true, call: "CGContextDrawPath")
            stroke(p, call: "CGContextDrawPath")
        }
    }

    // The rectangle, ellipse and line-segment calls below paint a path of their own and, as
    // Core Graphics documents for each, clear the current path as a side effect.

    /// Fills `rect` (user space) and clears the current path.
    public func fill(_ rect: CGRect) { fillReplacingPath(Path(rect: rect.model), call: "CGContextFillRect") }

    /// Fills `rects` (user space) and clears the current path.
    public func fill(_ rects: [CGRect]) {
        var p = Path()
        for r in rects { p.append(Path(rect: r.model)) }
        fillReplacingPath(p, call: "CGContextFillRects")
    }

    /// Strokes `rect` and clears the current path.
    public func stroke(_ rect: CGRect) { strokeReplacingPath(Path(rect: rect.model), call: "CGContextStrokeRect") }

    /// Strokes `rect` with line width `width` (the state's width is left as it was) and clears
    /// the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = state.stroke.lineWidth
        state.stroke.lineWidth = width
        strokeReplacingPath(Path(rect: rect.model), call: "CGContextStrokeRectWithWidth")
        state.stroke.lineWidth = previous
    }

    /// Fills the ellipse in `rect` and clears the current path.
    public func fillEllipse(in rect: CGRect) { fillReplacingPath(Path(ellipseIn: rect.model), call: "CGContextFillEllipseInRect") }

    /// Strokes the ellipse in `rect` and clears the current path.
    public func strokeEllipse(in rect: CGRect) { strokeReplacingPath(Path(ellipseIn: rect.model), call: "CGContextStrokeEllipseInRect") }

    /// Strokes a line between each pair of points (an odd last point is ignored) and clears
    /// the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            p.move(to: points[i].model)
            p.addLine(to: points[i + 1].model)
        }
        strokeReplacingPath(p, call: "CGContextStrokeLineSegments")
    }

    private func fillReplacingPath(_ path: Path, call: String) {
        currentPath = Path()
        fill(path, evenOdd: false, call: call)
    }

    private func strokeReplacingPath(_ path: Path, call: String) {
        currentPath = Path()
        stroke(path, call: call)
    }

    /// Makes `rect` transparent black, through the clip; alpha, shadow and blend mode do not
    /// apply.
    public func clear(_ rect: CGRect) {
        guard rect.model.isFinite else { return }
        canvas.clear(rect.model, transform: userToCanvas)
        didDraw()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's interior, then empties the path. Default
    /// rule: winding.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard let p = consumePath() else {
            // Core Graphics clips to an empty path: nothing shows.
            canvas.clipToNothing()
            return
        }
        clip(p, evenOdd: rule == .evenOdd)
    }

    private func clip(_ p: Path, evenOdd: Bool) {
        guard p.isFinite else {
            quartzLog("CGContextClip: the path has a NaN or infinite coordinate; clipping to nothing.")
            canvas.clipToNothing()
            return
        }
        canvas.clip(to: p, evenOdd: evenOdd, transform: userToCanvas)
    }

    /// Intersects the clip with `rect` (user space); the current path is left alone.
    public func clip(to rect: CGRect) { clip(Path(rect: rect.model), evenOdd: false) }

    public func clip(to rects: [CGRect]) {
        var p = Path()
        for r in rects { p.append(Path(rect: r.model)) }
        clip(p, evenOdd: false)
    }

    /// Intersects the clip with `mask` stretched over `rect`, as Core Graphics maps images
    /// (the image's top row at `rect.maxY`, so it shows upside down in a y-down context).
    /// The mask's alpha masks when the image has transparent pixels; an opaque image (a
    /// grey mask) masks by its luminance, white showing everything. Outside `rect` nothing
    /// shows.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.model.isFinite else {
            canvas.clipToNothing()
            return
        }
        let pixels = mask.bitmap.pixels
        let byLuminance = !stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] < 255 }
        do throws(RenderError) {
            try canvas.clip(toMask: mask.bitmap, byLuminance: byLuminance, transform: imageTransform(for: mask, in: rect),
                            ctm: userToCanvas)
        } catch {
            quartzLog("CGContextClipToMask: \(error.description)")
            canvas.clipToNothing()
        }
    }

    /// Removes every clip (the saved states keep theirs).
    public func resetClip() {
        canvas.resetClip()
    }

    /// The box of the clip in user space (the path clip; mask clips are not measured).
    public var boundingBoxOfClipPath: CGRect {
        guard let toUser = userToCanvas.inverted() else { return .zero }
        return CGRect(toUser.apply(to: canvas.clipBounds))
    }

    // MARK: Gradients

    /// Fills the clip with `gradient` along the line from `start` to `end` (user space);
    /// beyond the ends the end colours continue only as `options` ask.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        perform("CGContextDrawLinearGradient", .linearGradient(
            gradient.stops, start: startPoint.model, end: endPoint.model,
            before: options.contains(.drawsBeforeStartLocation), after: options.contains(.drawsAfterEndLocation)))
    }

    /// Fills the clip with `gradient` through the circles from the start circle to the end
    /// circle (user space); beyond them the end colours continue only as `options` ask.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        perform("CGContextDrawRadialGradient", .radialGradient(
            gradient.stops, startCenter: startCenter.model, startRadius: startRadius,
            endCenter: endCenter.model, endRadius: endRadius,
            before: options.contains(.drawsBeforeStartLocation), after: options.contains(.drawsAfterEndLocation)))
    }

    // MARK: Images

    /// Draws `image` stretched over `rect` as Core Graphics maps images: its top row at
    /// `rect.maxY`, so it is upright in a y-up context and upside down in a y-down (UIKit)
    /// one, exactly as on iOS. Tiling is not supported: `byTiling` draws the image once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.model.isFinite else { return }
        if byTiling { quartzLog("CGContextDrawTiledImage: tiling is not supported; the image is drawn once.") }
        perform("CGContextDrawImage", .image(image.bitmap, transform: imageTransform(for: image, in: rect),
                                             smooth: state.interpolation != .none))
    }

    /// Image pixels (row 0 at the top) to user space: stretched over `rect`, row 0 at maxY.
    func imageTransform(for image: CGImage, in rect: CGRect) -> LayerModel.AffineTransform {
        LayerModel.AffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
                        tx: rect.minX, ty: rect.maxY)
    }
}

extension Path {
    /// Whether every coordinate and radius is finite.
    var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case let .move(p), let .line(p): p.x.isFinite && p.y.isFinite
            case let .quadCurve(p, c): [p.x, p.y, c.x, c.y].allSatisfy(\.isFinite)
            case let .curve(p, c1, c2): [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
            case let .arc(c, r, a0, a1, _): [c.x, c.y, r, a0, a1].allSatisfy(\.isFinite)
            case .close: true
            }
        }
    }
}

extension Rect {
    var isFinite: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }
}
