import Foundation
import Trellis

/// The app delegate, as UIKit's: what an app started by `@UIApplicationMain` (or `@main`
/// on the delegate class) is, and what `@UIApplicationDelegateAdaptor` adds to a SwiftUI
/// app. Every method is optional, as on iOS (a default does what UIKit does when the
/// delegate leaves it out). A server process runs one app for every visitor, so the
/// delegate is made once per process: launching methods run when the process starts,
/// each browser tab is a scene (`UISceneDelegate`), and the methods about a device's
/// life (memory warnings, remote notifications, background fetches) are never called
/// (docs/Differences.md).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The window of an app without scenes: what `application(_:didFinishLaunchingWithOptions:)`
    /// makes when no scene delegate does.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)

    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// The configuration UIKit makes when the delegate does not: the default one, for the
    /// session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// The entry point of `@main` on an app delegate class (Xcode 12's UIKit template):
    /// `UIApplicationMain` with this class as the delegate.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: self)))
    }
}

extension UIApplication {
    /// The keys of the options an app is launched with. A browser tab opening the app
    /// brings none of them.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// The keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's delegate: the one `@UIApplicationMain` or `@UIApplicationDelegateAdaptor`
    /// made, else nil.
    public var delegate: (any UIApplicationDelegate)? {
        get { ApplicationDelegates.current }
        set { ApplicationDelegates.current = newValue }
    }

    /// One window scene per browser tab, and never more than one per tab.
    public var supportsMultipleScenes: Bool { false }

    /// Registering for remote notifications fails here: a browser tab has no device token
    /// for the push service (a web push subscription would be another API). The delegate
    /// hears it on the next turn, as iOS answers when it cannot register.
    public func registerForRemoteNotifications() {
        Task { @MainActor in
            delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: RemoteNotificationsUnavailable())
        }
    }

    public func unregisterForRemoteNotifications() {}

    /// Never registered: see `registerForRemoteNotifications()`.
    public var isRegisteredForRemoteNotifications: Bool { false }
}

/// Why registering for remote notifications failed.
struct RemoteNotificationsUnavailable: LocalizedError {
    var errorDescription: String? { "Remote notifications are not available to a web app served by Trellis" }
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

/// The interface orientations an app supports. A browser tab has the orientation of its
/// window, so an app's choice here changes nothing (docs/Differences.md).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The process's app delegate.
@MainActor
enum ApplicationDelegates {
    static var current: (any UIApplicationDelegate)?
}
