// `import CoreGraphics` on Linux: Core Graphics' value types. `CGFloat`, `CGPoint`, `CGSize`
// and `CGRect` come from Foundation there; `CGAffineTransform`, `CGVector`, `CGLineCap` and
// `CGLineJoin` from TrellisFoundation.
@_exported import Foundation
@_exported import TrellisFoundation
