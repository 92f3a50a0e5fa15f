import Foundation

// Core Animation's string-backed constants with their Swift names, and the pre-Swift-4.2
// `kCA…` globals that older tutorials still use (typed as the new structs, so both spellings
// compile against the same properties).

/// Declares a string constant type the way the SDK imports one.
public protocol _CAStringConstant: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral where RawValue == String {
    init(rawValue: String)
}

extension _CAStringConstant {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
}

public struct CAShapeLayerLineCap: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt: CAShapeLayerLineCap = "butt"
    public static let round: CAShapeLayerLineCap = "round"
    public static let square: CAShapeLayerLineCap = "square"
}

public struct CAShapeLayerLineJoin: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter: CAShapeLayerLineJoin = "miter"
    public static let round: CAShapeLayerLineJoin = "round"
    public static let bevel: CAShapeLayerLineJoin = "bevel"
}

public struct CAShapeLayerFillRule: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero: CAShapeLayerFillRule = "non-zero"
    public static let evenOdd: CAShapeLayerFillRule = "even-odd"
}

public struct CAGradientLayerType: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial: CAGradientLayerType = "axial"
    public static let radial: CAGradientLayerType = "radial"
    public static let conic: CAGradientLayerType = "conic"
}

public struct CALayerContentsGravity: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center: CALayerContentsGravity = "center"
    public static let top: CALayerContentsGravity = "top"
    public static let bottom: CALayerContentsGravity = "bottom"
    public static let left: CALayerContentsGravity = "left"
    public static let right: CALayerContentsGravity = "right"
    public static let topLeft: CALayerContentsGravity = "topLeft"
    public static let topRight: CALayerContentsGravity = "topRight"
    public static let bottomLeft: CALayerContentsGravity = "bottomLeft"
    public static let bottomRight: CALayerContentsGravity = "bottomRight"
    public static let resize: CALayerContentsGravity = "resize"
    public static let resizeAspect: CALayerContentsGravity = "resizeAspect"
    public static let resizeAspectFill: CALayerContentsGravity = "resizeAspectFill"
}

public struct CALayerContentsFilter: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear: CALayerContentsFilter = "linear"
    public static let nearest: CALayerContentsFilter = "nearest"
    public static let trilinear: CALayerContentsFilter = "trilinear"
}

/// How a layer's drawing is stored. The raw strings are those open reimplementations of Core
/// Animation use; Apple's pages give only the names.
public struct CALayerContentsFormat: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let RGBA8Uint: CALayerContentsFormat = "RGBA8"
    public static let RGBA16Float: CALayerContentsFormat = "RGBAh"
    public static let gray8Uint: CALayerContentsFormat = "Gray8"
}

public struct CALayerCornerCurve: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular: CALayerCornerCurve = "circular"
    public static let continuous: CALayerCornerCurve = "continuous"
}

public struct CATextLayerAlignmentMode: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural: CATextLayerAlignmentMode = "natural"
    public static let left: CATextLayerAlignmentMode = "left"
    public static let right: CATextLayerAlignmentMode = "right"
    public static let center: CATextLayerAlignmentMode = "center"
    public static let justified: CATextLayerAlignmentMode = "justified"
}

public struct CATextLayerTruncationMode: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: CATextLayerTruncationMode = "none"
    public static let start: CATextLayerTruncationMode = "start"
    public static let end: CATextLayerTruncationMode = "end"
    public static let middle: CATextLayerTruncationMode = "middle"
}

public struct CAMediaTimingFillMode: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed: CAMediaTimingFillMode = "removed"
    public static let forwards: CAMediaTimingFillMode = "forwards"
    public static let backwards: CAMediaTimingFillMode = "backwards"
    public static let both: CAMediaTimingFillMode = "both"
}

public struct CAMediaTimingFunctionName: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear: CAMediaTimingFunctionName = "linear"
    public static let easeIn: CAMediaTimingFunctionName = "easeIn"
    public static let easeOut: CAMediaTimingFunctionName = "easeOut"
    public static let easeInEaseOut: CAMediaTimingFunctionName = "easeInEaseOut"
    public static let `default`: CAMediaTimingFunctionName = "default"
}

public struct CAAnimationCalculationMode: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear: CAAnimationCalculationMode = "linear"
    public static let discrete: CAAnimationCalculationMode = "discrete"
    public static let paced: CAAnimationCalculationMode = "paced"
    public static let cubic: CAAnimationCalculationMode = "cubic"
    public static let cubicPaced: CAAnimationCalculationMode = "cubicPaced"
}

public struct CAAnimationRotationMode: _CAStringConstant {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto: CAAnimationRotationMode = "auto"
    public static let rotateAutoReverse: CAAnimationRotationMode = "autoReverse"
}

/// Which corners `CALayer.cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Core Graphics' line caps.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Core Graphics' line joins.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

// MARK: Pre-Swift-4.2 names

public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic
public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
public let kCATruncationNone = CATextLayerTruncationMode.none
public let kCATruncationStart = CATextLayerTruncationMode.start
public let kCATruncationEnd = CATextLayerTruncationMode.end
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
