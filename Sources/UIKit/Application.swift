import Foundation
import Trellis

/// The app object, as UIKit's: opening URLs (a new browser tab) and the keyboard-dismiss
/// idiom through its windows.
@preconcurrency @MainActor
open class UIApplication {
    public static let shared = UIApplication()

    /// The address of the app's settings page on iOS; a browser has none to open.
    public nonisolated static let openSettingsURLString = "app-settings:"

    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens `url` in a new browser tab (the test host records it); `completion` says
    /// whether the host took it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = PlatformRequests.open(url)
        completion?(opened)
    }

    /// Whether a browser can open the URL's scheme.
    public func canOpenURL(_ url: URL) -> Bool { PlatformRequests.canOpen(url) }

    /// The app's one window (a browser tab).
    public var windows: [UIWindow] { [UIWindow.main] }
    public var keyWindow: UIWindow? { UIWindow.main }

    public var applicationState: State { .active }
    public enum State: Int, Sendable { case active, inactive, background }

    /// Always 0: a browser tab has no app icon to badge.
    public var applicationIconBadgeNumber = 0

    public var isIdleTimerDisabled = false

    // The app's life-cycle notifications, by name. A server process hosts many visitors'
    // tabs and `NotificationCenter.default` is shared by all of them, so these are never
    // posted: `\.scenePhase` follows each tab (docs/Differences.md).
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// A window: here the browser tab the app runs in, as big as the screen. In an app that
/// starts from UIKit, the tab shows the root view controller of the window its scene
/// delegate (or app delegate) made, and follows it when it is replaced. In a SwiftUI app
/// the root controller stands for the app's content: presenting a controller from it
/// shows what the page can (`UIActivityViewController` opens the share sheet).
@preconcurrency @MainActor
open class UIWindow: UIView {
    static let main = UIWindow(frame: UIScreen.main.bounds)

    open var rootViewController: UIViewController? = UIViewController() { didSet { setNeedsRedraw() } }
    open override var window: UIWindow? { self }
    /// The scene the window was made for.
    weak var scene: UIWindowScene?

    /// A window in `windowScene`, as big as the screen.
    public init(windowScene: UIWindowScene) {
        scene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

/// Distances from a rectangle's edges, as UIKit spells them.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets()
}

extension IndexPath {
    /// A table row: UIKit's two-level index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection item: UIKit's two-level index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// The screen, as UIKit's. Trellis has no device screen: `bounds` is an iPhone's portrait
/// screen in points (390 × 844), the size the test host lays out in.
open class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()

    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 390 * nativeScale, height: 844 * nativeScale) }
    public var scale: CGFloat { 3 }
    public var nativeScale: CGFloat { 3 }
    public var brightness: CGFloat = 1
}

/// The device, as UIKit's: a phone (the idiom layouts ask about), named by the platform.
open class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var name: String { ProcessInfo.processInfo.hostName }
    public var model: String { "Browser" }
    public var localizedModel: String { model }
    public var systemName: String { "Linux" }
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    public var orientation: UIDeviceOrientation { .portrait }
    public let identifierForVendor: UUID? = UUID()
    public var isBatteryMonitoringEnabled = false
    /// -1: the battery level is unknown, as UIKit reports it when monitoring is off.
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The general pasteboard: text written to it goes to the browser's clipboard (the test
/// host records it) and reads back here. Reading what another program copied needs the
/// user's permission in a browser, so reads return what the app wrote.
@preconcurrency @MainActor
open class UIPasteboard {
    public static let general = UIPasteboard()

    private var items: [String] = []

    public var string: String? {
        get { items.first }
        set {
            items = newValue.map { [$0] } ?? []
            if let newValue { _ = PlatformRequests.copy(newValue) }
        }
    }

    public var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set {
            items = newValue ?? []
            if let first = newValue?.first { _ = PlatformRequests.copy(first) }
        }
    }

    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    public var hasStrings: Bool { !items.isEmpty }
    public var hasURLs: Bool { url != nil }
    public var numberOfItems: Int { items.count }
}

/// Haptic feedback. A browser has no haptics: the generators are accepted and do nothing
/// (docs/Differences.md).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    public func prepare() {}
}

@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}
