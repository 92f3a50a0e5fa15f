public import Foundation

/// A font by name, Core Graphics' `CGFont`, for `CATextLayer.font` (which draws it at the layer's
/// `fontSize`, as Core Animation does). Names resolve as `UIFont(name:size:)` does.
public final class CGFont: @unchecked Sendable, Hashable {
    /// The name the font was made with.
    public let fullName: CFString?
    /// The name the font was made with (LayerShot keeps no PostScript names of its own).
    public var postScriptName: CFString? { fullName }

    /// The font named `name`; nil for an empty name (any other is drawn by the nearest font
    /// LayerShot ships, as `UIFont(name:size:)` is).
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        fullName = name
    }

    public static func == (a: CGFont, b: CGFont) -> Bool { a.fullName == b.fullName }
    public func hash(into hasher: inout Hasher) { hasher.combine(fullName) }
}
