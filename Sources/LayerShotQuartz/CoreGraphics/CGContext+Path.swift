public import Foundation
import LayerModel

/// The current path: built with the same calls as `CGMutablePath`, each point transformed by
/// the CTM in effect when it is added (Core Graphics keeps the path in device space; here
/// it is kept in the user space of the CTM it was started under, so that a path built and
/// drawn under one CTM is drawn exactly as given). Painting or clipping consumes it.
extension CGContext {
    /// Adds geometry given in the current user space to the current path.
    private func extendPath(_ build: (inout Path) -> Void) {
        if currentPath.isEmpty {
            pathCTM = state.ctm
        } else if pathCTM != state.ctm {
            // The CTM changed while building: move what exists into the new user space.
            guard let toNew = state.ctm.inverted() else { return }
            currentPath = currentPath.applying(pathCTM.concatenating(toNew))
            pathCTM = state.ctm
        }
        build(&currentPath)
    }

    /// The current path in the current user space (nil when the CTM cannot be inverted).
    var pathInUserSpace: Path? {
        guard pathCTM != state.ctm else { return currentPath }
        guard let toUser = state.ctm.inverted() else { return nil }
        return currentPath.applying(pathCTM.concatenating(toUser))
    }

    /// Empties the current path.
    public func beginPath() { currentPath = Path() }

    public func move(to point: CGPoint) { extendPath { $0.move(to: point.model) } }

    public func addLine(to point: CGPoint) { extendPath { $0.addLine(to: point.model) } }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        extendPath { p in
            p.move(to: first.model)
            for point in points.dropFirst() { p.addLine(to: point.model) }
        }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        extendPath { $0.addCurve(to: end.model, control1: control1.model, control2: control2.model) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        extendPath { $0.addQuadCurve(to: end.model, control: control.model) }
    }

    /// A circular arc from `startAngle` to `endAngle` (radians); `clockwise` in Core
    /// Graphics' y-up sense, so on a y-down UIKit context `clockwise: false` runs clockwise
    /// on screen, exactly as on iOS. Joined by a line to the current point when there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        extendPath { $0.addArc(center: center.model, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise) }
    }

    /// PostScript's `arct`: see `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        extendPath { p in
            guard p.currentPoint != nil else {
                p.move(to: tangent1End.model)
                return
            }
            p.addTangentArc(tangent1End: tangent1End.model, tangent2End: tangent2End.model, radius: radius)
        }
    }

    public func addRect(_ rect: CGRect) { extendPath { $0.append(Path(rect: rect.model)) } }

    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

    public func addEllipse(in rect: CGRect) { extendPath { $0.append(Path(ellipseIn: rect.model)) } }

    /// Appends `path` (its coordinates in the current user space).
    public func addPath(_ path: CGPath) { extendPath { $0.append(path.path) } }

    public func closePath() { extendPath { $0.closeSubpath() } }

    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space; `.zero` without one.
    public var currentPointOfPath: CGPoint { pathInUserSpace?.currentPoint.map(CGPoint.init) ?? .zero }

    /// The box of the current path in user space; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty, let p = pathInUserSpace else { return .null }
        return CGRect(p.boundingBox)
    }

    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty, let p = pathInUserSpace else { return nil }
        return CGPath(p)
    }
}
