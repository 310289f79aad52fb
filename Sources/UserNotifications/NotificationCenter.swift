import Foundation
@_spi(TrellisHost) import Trellis

/// The app's local notifications, as the UserNotifications framework schedules them.
///
/// One center per process, as one per app on iOS: requests wait for their trigger on the
/// server's clock and are then delivered — listed in `deliveredNotifications()`, handed to
/// the delegate's `userNotificationCenter(_:willPresent:withCompletionHandler:)` as iOS does
/// for an app in the foreground, and shown by the browser of the tab that scheduled them
/// (its Notifications API, when the visitor allowed it) while that tab is open. Asking for
/// authorization asks that browser; the app is told it was granted, as a user who allows
/// would be (docs/Differences.md). No remote notifications arrive. At most 64 requests
/// wait at once, as on iOS: a new one past that drops the one due last.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    /// The most requests that wait at once (iOS's limit for local notifications).
    static let pendingLimit = 64

    public static func current() -> UNUserNotificationCenter { shared }

    private let lock = NSLock()
    private var authorization: UNAuthorizationStatus = .notDetermined
    private var grantedOptions: UNAuthorizationOptions = []
    private var pending: [String: Scheduled] = [:]
    private var delivered: [UNNotification] = []
    private var categories: Set<UNNotificationCategory> = []
    private var badgeCount = 0
    private var nextToken = 0

    /// A request waiting for its trigger, with the token its timer checks and the tab
    /// (its graph) it was scheduled from, which shows it.
    private struct Scheduled {
        var request: UNNotificationRequest
        var due: Date
        var token: Int
        weak var tab: ViewGraph?
    }

    /// Where the delegate hears of deliveries; held weakly, as on iOS.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    public var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        lock.withLock {
            authorization = options.contains(.provisional) ? .provisional : .authorized
            grantedOptions.formUnion(options)
        }
        if let tab = Self.activeTab() {
            ViewGraph.onMainActor { _ = ViewGraph.requestFromHost(.notificationPermission, on: tab) }
        }
        completionHandler(true, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(currentSettings())
    }

    open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: authorization, options: grantedOptions) }
    }

    // MARK: Requests

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let now = Date()
        guard let due = request.trigger.map({ $0.nextDate(after: now) }) ?? now else {
            completionHandler?(nil)
            return
        }
        enqueue(request, due: due, tab: Self.activeTab(), replacing: true)
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests())
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

    private func pendingRequests() -> [UNNotificationRequest] {
        lock.withLock { pending.values.sorted { $0.due < $1.due }.map(\.request) }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { for identifier in identifiers { pending[identifier] = nil } }
    }

    open func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(lock.withLock { delivered })
    }

    open func deliveredNotifications() async -> [UNNotification] { lock.withLock { delivered } }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() {
        lock.withLock { delivered.removeAll() }
    }

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { categories })
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    /// The app icon's badge (iOS 17). A browser tab has no icon to badge; the number is kept.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        setBadgeCount(newBadgeCount, withCompletionHandler: nil)
    }

    // MARK: Delivery

    /// The tab whose event or callback is running, or whose event started the running task.
    private static func activeTab() -> ViewGraph? { ViewGraph.current() }

    /// Delivers the request when it is due, unless it was removed or replaced by then.
    private func schedule(_ identifier: String, token: Int, at due: Date) {
        let delay = max(due.timeIntervalSinceNow, 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [self] in
            let fired: Scheduled? = lock.withLock {
                guard let scheduled = pending[identifier], scheduled.token == token else { return nil }
                pending[identifier] = nil
                return scheduled
            }
            guard let fired else { return }
            deliver(fired.request, at: due, to: fired.tab)
            if fired.request.trigger?.repeats == true { reschedule(fired) }
        }
    }

    /// A repeating request waits for its next time, for the same tab.
    private func reschedule(_ fired: Scheduled) {
        guard let due = fired.request.trigger?.nextDate(after: fired.due.addingTimeInterval(0.001)) else { return }
        // A request added again under its identifier since it fired stands.
        enqueue(fired.request, due: due, tab: fired.tab, replacing: false)
    }

    /// Puts `request` among those waiting and starts its timer. `replacing`: a request
    /// waiting under the same identifier gives way (else this one does).
    private func enqueue(_ request: UNNotificationRequest, due: Date, tab: ViewGraph?, replacing: Bool) {
        let token: Int? = lock.withLock {
            guard replacing || pending[request.identifier] == nil else { return nil }
            nextToken += 1
            pending[request.identifier] = Scheduled(request: request, due: due, token: nextToken, tab: tab)
            // Past the limit, the request due last goes, as iOS keeps the soonest.
            if pending.count > Self.pendingLimit, let last = pending.max(by: { $0.value.due < $1.value.due })?.key {
                pending[last] = nil
            }
            return nextToken
        }
        if let token { schedule(request.identifier, token: token, at: due) }
    }

    private func deliver(_ request: UNNotificationRequest, at date: Date, to tab: ViewGraph?) {
        let notification = UNNotification(date: date, request: request)
        lock.withLock {
            delivered.append(notification)
            // What Notification Center keeps: the newest ones.
            if delivered.count > Self.pendingLimit { delivered.removeFirst(delivered.count - Self.pendingLimit) }
        }
        delegate?.userNotificationCenter(self, willPresent: notification) { _ in }
        if let tab {
            let content = request.content
            MainActor.assumeIsolated {
                _ = ViewGraph.requestFromHost(.notification(title: content.title, subtitle: content.subtitle.isEmpty ? nil : content.subtitle,
                                                            body: content.body), on: tab)
            }
        }
    }
}

/// What the app's delegate hears from the center. Every method is optional, as on iOS; the
/// async forms are called when the completion-handler forms are left out.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        nonisolated(unsafe) let completion = completionHandler
        nonisolated(unsafe) let delegate = self
        Task { @MainActor in completion(await delegate.userNotificationCenter(center, willPresent: notification)) }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        nonisolated(unsafe) let completion = completionHandler
        nonisolated(unsafe) let delegate = self
        Task { @MainActor in
            await delegate.userNotificationCenter(center, didReceive: response)
            completion()
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// What an app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported, disabled, enabled
}

public enum UNAlertStyle: Int, Sendable {
    case none, banner, alert
}

/// What the app may do with notifications.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let alertSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let alertStyle: UNAlertStyle

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            allowed && options.contains(option) ? .enabled : .disabled
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = allowed ? .enabled : .disabled
        lockScreenSetting = allowed ? .enabled : .disabled
        alertStyle = options.contains(.alert) && allowed ? .banner : .none
    }
}

/// How a notification is shown while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(*, deprecated, message: "use list and banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
