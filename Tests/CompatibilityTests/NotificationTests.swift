// Swift 5 language mode, `import SwiftUI` alone: local notifications as apps schedule them
// (100 Days of SwiftUI's reminders), the framework's names reached through SwiftUI as
// through UIKit on iOS.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    var presented: [String] = []

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        presented.append(notification.request.content.title)
        completionHandler([.banner, .sound])
    }
}

struct StretchReminder: View {
    var body: some View {
        Button("Remind me") {
            let center = UNUserNotificationCenter.current()
            center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
            let content = UNMutableNotificationContent()
            content.title = "Time to stretch"
            content.body = "Two minutes, away from the desk"
            schedule(UNNotificationRequest(identifier: "stretch", content: content,
                                           trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false)))
        }
    }
}

/// How an app schedules from a button's action: the completion-handler form.
func schedule(_ request: UNNotificationRequest) {
    UNUserNotificationCenter.current().add(request) { error in
        if let error { print("could not schedule: \(error)") }
    }
}

@MainActor
@Suite(.serialized) struct NotificationTests {
    private func delivered(_ identifier: String, within seconds: Double = 10) async throws -> Bool {
        let center = UNUserNotificationCenter.current()
        for _ in 0..<Int(seconds * 20) {
            if await center.deliveredNotifications().contains(where: { $0.request.identifier == identifier }) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func aReminderIsAuthorizedScheduledAndDeliveredToTheDelegate() async throws {
        let center = UNUserNotificationCenter.current()
        let delegate = ReminderDelegate()
        center.delegate = delegate
        defer { center.delegate = nil }
        let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        #expect(granted)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized && settings.alertSetting == .enabled)

        let content = UNMutableNotificationContent()
        content.title = "Feed the cat"
        content.subtitle = "Tabby"
        content.sound = UNNotificationSound.default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false)
        schedule(UNNotificationRequest(identifier: "cat", content: content, trigger: trigger))
        // The request kept its own copy of the content.
        content.title = "changed"
        #expect(await center.pendingNotificationRequests().map(\.identifier).contains("cat"))
        #expect(try await delivered("cat"))
        #expect(delegate.presented == ["Feed the cat"])
        #expect(await center.pendingNotificationRequests().allSatisfy { $0.identifier != "cat" })
        center.removeAllDeliveredNotifications()
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test func aRemovedOrReplacedRequestIsNotDelivered() async throws {
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Stand up"
        try await center.add(UNNotificationRequest(identifier: "gone", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false)))
        center.removePendingNotificationRequests(withIdentifiers: ["gone"])
        // The same identifier again replaces the first: one delivery, later.
        try await center.add(UNNotificationRequest(identifier: "later", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.1, repeats: false)))
        try await center.add(UNNotificationRequest(identifier: "later", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.3, repeats: false)))
        #expect(try await delivered("later"))
        try await Task.sleep(for: .milliseconds(400))
        let identifiers = await center.deliveredNotifications().map(\.request.identifier)
        #expect(identifiers.filter { $0 == "later" }.count == 1)
        #expect(!identifiers.contains("gone"))
        center.removeAllDeliveredNotifications()
    }

    @Test func triggersSayWhenTheyFireAndTheQueueIsBounded() async throws {
        var morning = DateComponents()
        morning.hour = 8
        morning.minute = 30
        let daily = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
        let next = try #require(daily.nextTriggerDate())
        let parts = Calendar.current.dateComponents([.hour, .minute], from: next)
        #expect(parts.hour == 8 && parts.minute == 30 && next > Date() && next < Date().addingTimeInterval(86_400 + 60))
        // A repeating interval is at least a minute, as iOS requires.
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true).timeInterval == 60)

        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.body = "Drink water"
        for hour in 0..<70 {
            try await center.add(UNNotificationRequest(identifier: "water-\(hour)", content: content,
                                             trigger: UNTimeIntervalNotificationTrigger(timeInterval: Double(3_600 * (hour + 1)), repeats: false)))
        }
        let waiting = await center.pendingNotificationRequests()
        #expect(waiting.count == 64)
        #expect(waiting.first?.identifier == "water-0" && !waiting.contains { $0.identifier == "water-69" })
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func theTabThatScheduledANotificationIsAskedAndShowsIt() async throws {
        let host = ViewHost(StretchReminder())
        let other = ViewHost(StretchReminder())
        try host.find(button: "Remind me").tap()
        #expect(host.tree.hostRequests == [.notificationPermission])
        #expect(try await delivered("stretch"))
        host.flush()
        other.flush()
        #expect(host.tree.hostRequests == [.notificationPermission,
                                           .notification(title: "Time to stretch", subtitle: nil, body: "Two minutes, away from the desk")])
        #expect(other.tree.hostRequests.isEmpty)
        UNUserNotificationCenter.current().removeAllDeliveredNotifications()
    }
}
