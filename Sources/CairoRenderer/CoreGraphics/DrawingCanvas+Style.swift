internal import CCairo
public import LayerModel

extension DrawingCanvas {
    /// A shadow in device pixels.
    public struct Shadow: Sendable, Hashable {
        /// Where the shadow lands relative to the drawing, pixels (y down).
        public var offset: Point
        /// The Gaussian's standard deviation, pixels (capped at `Layer.maxShadowSigmaPixels`).
        public var sigma: Double
        /// The shadow's colour; its alpha scales the blurred coverage.
        public var color: Color

        public init(offset: Point, sigma: Double, color: Color) {
            self.offset = offset
            self.sigma = sigma
            self.color = color
        }
    }

    /// Cairo's compositing operators, named as Core Graphics' blend modes.
    public enum BlendMode: Sendable, Hashable, CaseIterable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
        case destinationAtop, xor, plusLighter
    }

    /// How an operation is composited. Default: opaque, normal, no shadow, anti-aliased.
    public struct Style: Sendable, Hashable {
        /// Multiplies the operation's alpha (and its shadow's), 0…1. Default: 1.
        public var alpha: Double = 1
        /// Default: `.normal`.
        public var blendMode: BlendMode = .normal
        /// Default: nil.
        public var shadow: Shadow?
        /// Default: true.
        public var antialias = true

        public init(alpha: Double = 1, blendMode: BlendMode = .normal, shadow: Shadow? = nil, antialias: Bool = true) {
            self.alpha = alpha
            self.blendMode = blendMode
            self.shadow = shadow
            self.antialias = antialias
        }
    }
}

extension DrawingCanvas.BlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
