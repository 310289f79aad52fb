// `import UserNotifications` on Linux: local notifications scheduled and delivered in the
// server process (NotificationCenter.swift says how far), for the apps that remind their
// users. On iOS UIKit brings these names too, so `import SwiftUI` re-exports this module.
@_exported import Foundation
