// Core Animation code on Apple platforms sees Foundation through UIKit or QuartzCore; so does a
// file that imports LayerShotQuartz instead: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `NSNumber` and `NSValue` are Foundation's own types, not ours.
@_exported import Foundation
