public import Foundation
import CairoRenderer
import LayerModel

/// UIKit's stack of current contexts, one per thread as in UIKit (`QuartzLocals`): image
/// contexts begun with `UIGraphicsBeginImageContextWithOptions`, contexts pushed with
/// `UIGraphicsPushContext`, and those `UIGraphicsImageRenderer` and layer drawing make current
/// while they run.
final class GraphicsContextStack {
    private static let key = "LayerShotQuartz.GraphicsContextStack"

    static var current: GraphicsContextStack { QuartzLocals.object(key, GraphicsContextStack.init) }

    /// One current context, or one made when first asked for.
    final class Entry {
        /// Begun as an image context.
        let isImageContext: Bool
        private var made: CGContext?
        private var make: (() -> CGContext?)?

        init(_ context: CGContext, isImageContext: Bool = false) {
            made = context
            self.isImageContext = isImageContext
        }

        /// A context that `make` makes the first time it is asked for (nil when it cannot),
        /// so that drawing that never asks costs no bitmap.
        init(making make: @escaping () -> CGContext?) {
            self.make = make
            isImageContext = false
        }

        /// The context, made now if it was not yet.
        var context: CGContext? {
            if let make {
                self.make = nil
                made = make()
            }
            return made
        }

        /// Whether the context was asked for (or given).
        var wasAskedFor: Bool { make == nil }
    }

    /// Contexts, innermost last.
    var entries: [Entry] = []

    /// Runs `body` with `entry`'s context current.
    func with<R>(_ entry: Entry, _ body: () throws -> R) rethrows -> R {
        entries.append(entry)
        defer { entries.removeLast() }
        return try body()
    }
}

/// The screen scale UIKit uses when a scale of 0 is asked for: 2, LayerShot's default
/// snapshot scale.
let mainScreenScale: CGFloat = 2

/// The context drawing calls go to on this thread, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(GraphicsContextStack.Entry(context))
}

/// Removes the context pushed last; logged and ignored when the stack is empty.
public func UIGraphicsPopContext() {
    guard GraphicsContextStack.current.entries.popLast() != nil else {
        quartzLog("UIGraphicsPopContext: no context to pop.")
        return
    }
}

/// Starts a `size`-point image context at `scale` pixels per point (0: the screen's, 2)
/// with UIKit's y-down user space, and makes it current. `opaque` is accepted; the image
/// starts transparent. A size or scale LayerShot cannot draw is logged and no context begins.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    do throws(RenderError) {
        let context = try CGContext(uikitSize: size, scale: scale == 0 ? mainScreenScale : scale)
        GraphicsContextStack.current.entries.append(GraphicsContextStack.Entry(context, isImageContext: true))
    } catch {
        quartzLog("UIGraphicsBeginImageContext: no context for size \(size) at scale \(scale): \(error.description)")
    }
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context's picture, or nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.current.entries.last, top.isImageContext,
          let context = top.context, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context.baseScale, orientation: .up)
}

/// Ends the current image context; logged and ignored when the current context is not one.
public func UIGraphicsEndImageContext() {
    guard let top = GraphicsContextStack.current.entries.last, top.isImageContext else {
        quartzLog("UIGraphicsEndImageContext: the current context is not an image context.")
        return
    }
    GraphicsContextStack.current.entries.removeLast()
}

/// The current context, or nil after logging Core Graphics' "invalid context 0x0" message for `call`.
func currentContext(for call: String) -> CGContext? {
    guard let context = UIGraphicsGetCurrentContext() else {
        quartzLog("\(call): invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.")
        return nil
    }
    return context
}

/// Fills `rect` in the current context with its fill colour, replacing what is there: the
/// blend mode is copy, as UIKit documents.
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` in the current context with its fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext(for: "CGContextFillRects") else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame inside `rect` in the current context's stroke colour, blend mode
/// copy (as UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = currentContext(for: "CGContextStrokeRect") else { return }
    frame(rect, in: context, color: context.state.strokeColor, blendMode: .copy)
}

/// Draws a 1-point frame inside `rect` in the current context's fill colour (not its stroke
/// colour, as UIKit documents) in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext(for: "CGContextStrokeRect") else { return }
    frame(rect, in: context, color: context.state.fillColor, blendMode: blendMode)
}

/// The four 1-point sides inside `rect`, filled with `color` in `blendMode`.
private func frame(_ rect: CGRect, in context: CGContext, color: Color, blendMode: CGBlendMode) {
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setFillColor(color.cgColor)
    context.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
                  CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2)])
    context.restoreGState()
}

extension Color {
    var cgColor: CGColor { CGColor(self) }
}

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the current context's fill colour.
    public func setFill() { currentContext(for: "CGContextSetFillColorWithColor")?.setFillColor(cgColor) }

    /// Makes this the current context's stroke colour.
    public func setStroke() { currentContext(for: "CGContextSetStrokeColorWithColor")?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill colour (even-odd when
    /// `usesEvenOddFillRule`); the context's state is saved and restored around it.
    public func fill() { fill(with: .normal, alpha: 1) }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = currentContext(for: "CGContextFillPath") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line
    /// width, cap, join, miter limit and dash; the context's state is saved and restored.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = currentContext(for: "CGContextStrokePath") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDash?.phase ?? 0, lengths: lineDash?.pattern ?? [])
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior.
    public func addClip() {
        guard let context = currentContext(for: "CGContextClip") else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension UIImage {
    /// Draws the image over `rect` in the current context as shown: upright (UIKit's
    /// convention, unlike `CGContext.draw(_:in:)`), turned and flipped by `imageOrientation`.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let cgImage, let context = currentContext(for: "CGContextDrawImage") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        // The stored image upright in a rectangle of its own proportions, turned into `rect`.
        let turned = imageOrientation.isQuarterTurn
        let stored = CGSize(width: turned ? rect.height : rect.width, height: turned ? rect.width : rect.height)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.concatenate(imageOrientation.transform(width: rect.width, height: rect.height))
        context.translateBy(x: 0, y: stored.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: stored))
        context.restoreGState()
    }

    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// `draw(at:)` in `blendMode` at opacity `alpha` (0…1; more counts as 1).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
