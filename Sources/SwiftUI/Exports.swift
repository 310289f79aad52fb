// `import SwiftUI` on Linux gives what it gives on iOS: the view API (Trellis), Foundation,
// Combine's names and Observation (TrellisFoundation, through Trellis) and UIKit's common
// names (as SwiftUI re-exports UIKit on iOS); plus the web host, which runs an `@main` App
// (`App.main()`).
@_exported import Foundation
@_exported import Trellis
@_exported import TrellisWeb
@_exported import UIKit
// UIKit brings UserNotifications on iOS (`UNUserNotificationCenter` in a file that imports SwiftUI).
@_exported import UserNotifications
// SwiftUI's `@FetchRequest` and `\.managedObjectContext` (declared beside Core Data here).
@_exported import CoreData
// As on iOS 18, SwiftUI re-exports SwiftUICore, so code may name a type through it
// (`SwiftUICore.Visibility.hidden`).
@_exported import SwiftUICore
