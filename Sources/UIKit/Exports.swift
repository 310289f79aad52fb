// `import UIKit` on Linux: the UIKit names SwiftUI apps commonly touch — colours, images
// and fonts with their conversions to `Color`, `Image` and `Font`, the screen, the device,
// opening URLs, the pasteboard, the keyboard-dismiss idiom and haptic feedback — each doing
// what a browser can (docs/Differences.md lists what it cannot). `import SwiftUI`
// re-exports this module, as it re-exports UIKit on iOS. UIKit's views and view
// controllers are here as far as SwiftUI apps host them (`UIViewRepresentable`,
// `UIViewControllerRepresentable`): a view tree drawn by translating each view into
// the SwiftUI view that looks like it (UIKitDrawing.swift).
@_exported import Foundation
@_exported import Trellis
