// `import UIKit` on Linux: the UIKit names SwiftUI apps commonly touch — colours, images
// and fonts with their conversions to `Color`, `Image` and `Font`, the screen, the device,
// opening URLs, the pasteboard, the keyboard-dismiss idiom and haptic feedback — each doing
// what a browser can (docs/Differences.md lists what it cannot). `import SwiftUI`
// re-exports this module, as it re-exports UIKit on iOS. UIKit's views and view
// controllers are not here: Trellis has no UIKit view hierarchy.
@_exported import Foundation
@_exported import Trellis
