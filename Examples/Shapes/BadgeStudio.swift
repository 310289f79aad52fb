import SwiftUI

/// The app's model, iOS 17 style.
@Observable
final class BadgeStudio {
    var badges: [Badge] = Badge.samples
    var darkMode = false

    var averagePoints: Double {
        badges.isEmpty ? 0 : Double(badges.map(\.points).reduce(0, +)) / Double(badges.count)
    }

    func update(_ badge: Badge) {
        guard let index = badges.firstIndex(where: { $0.id == badge.id }) else { return }
        badges[index] = badge
    }
}
