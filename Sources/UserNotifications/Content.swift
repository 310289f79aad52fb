import Foundation

// A notification's parts, as the UserNotifications framework names them: what it says
// (content), when it comes (a trigger) and the request that pairs them.

/// What a notification shows: immutable, as the framework hands it back.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var targetContentIdentifier: String?
    public internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    public internal(set) var relevanceScore: Double = 0
    /// Files shown with the notification on iOS (an image, a sound). Kept and delivered with
    /// the notification to the app; the browser's notification shows its text only
    /// (docs/Differences.md).
    public internal(set) var attachments: [UNNotificationAttachment] = []

    public required override init() { super.init() }

    /// A copy with the same parts.
    func copied<Copy: UNNotificationContent>(as type: Copy.Type) -> Copy {
        let copy = Copy()
        (copy.title, copy.subtitle, copy.body, copy.badge, copy.sound) = (title, subtitle, body, badge, sound)
        (copy.userInfo, copy.categoryIdentifier, copy.threadIdentifier) = (userInfo, categoryIdentifier, threadIdentifier)
        (copy.targetContentIdentifier, copy.interruptionLevel, copy.relevanceScore) = (targetContentIdentifier, interruptionLevel, relevanceScore)
        copy.attachments = attachments
        return copy
    }

    open override func mutableCopy() -> Any { copied(as: UNMutableNotificationContent.self) }
    open override func copy() -> Any { copied(as: UNNotificationContent.self) }
}

/// What a notification will show, as an app fills it in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
}

/// A file attached to a notification: made only for a file that exists, as on iOS.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier, from its extension (or the options' type hint).
    public let type: String

    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.identifier = identifier
        self.url = url
        self.type = (options?[UNNotificationAttachmentOptionsTypeHintKey] as? String) ?? url.pathExtension
        super.init()
    }
}

public let UNErrorDomain = "UNErrorDomain"

/// An error of the notification center (an attachment's file missing).
public struct UNError: Error, Hashable, Sendable, CustomNSError {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { UNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100, attachmentUnrecognizedType, attachmentInvalidFileSize, attachmentNotInDataStore,
             attachmentMoveIntoDataStoreFailed, attachmentCorrupt
        case notificationInvalidNoDate = 1400, notificationInvalidNoContent
        case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid
    }
    public static let attachmentInvalidURL = Code.attachmentInvalidURL
}

public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive, active, timeSensitive, critical
}

/// The sound a notification plays.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: String?
    public let isCritical: Bool

    init(name: String?, isCritical: Bool = false) {
        self.name = name
        self.isCritical = isCritical
    }

    public static let `default` = UNNotificationSound(name: nil)
    public static let defaultCritical = UNNotificationSound(name: nil, isCritical: true)
    public static let defaultRingtone = UNNotificationSound(name: "ringtone")

    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }

    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name.rawValue, isCritical: true)
    }
}

/// A sound file's name in the app's bundle.
public struct UNNotificationSoundName: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When a notification comes.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }

    /// The next time the trigger fires after `date`, or nil when it never will.
    func nextDate(after date: Date) -> Date? { nil }
}

/// After a number of seconds (and every that many, when it repeats; iOS requires 60 or more
/// for a repeating one and stops the app otherwise — here it repeats every 60).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let scheduled = Date()

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = repeats ? max(timeInterval, 60) : max(timeInterval, 0)
        super.init(repeats: repeats)
    }

    /// When it fires next, counted from when it was made.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after date: Date) -> Date? {
        let first = scheduled.addingTimeInterval(timeInterval)
        guard first <= date else { return first }
        guard repeats else { return nil }
        let periods = (date.timeIntervalSince(first) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }
}

/// At dates matching components (`hour: 8, minute: 0` every morning when it repeats), in
/// the server's calendar and time zone unless the components name one.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after date: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }
}

/// A notification to deliver: its identifier (a new request with the same one replaces
/// it), what it says and when (nil: at once).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copied(as: UNNotificationContent.self)
        self.trigger = trigger
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's answer to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A button of a notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A kind of notification, with its buttons.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
}

public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}
