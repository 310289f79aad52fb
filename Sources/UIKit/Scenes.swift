import Foundation
import Trellis

/// UIKit's scenes. A host serves the app in one window per browser tab: each tab is a
/// window scene, connected when the tab opens. An app that starts from UIKit gets a scene
/// delegate per tab (`scene(_:willConnectTo:options:)` makes its window, as on iOS);
/// SwiftUI apps reach the key window and its insets as
/// `UIApplication.shared.connectedScenes.first as? UIWindowScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// Foreground and active: `\.scenePhase` says where a tab really is.
    public var activationState: ActivationState { .foregroundActive }
    /// The scene's delegate: the app's scene delegate, else one holding the tab's window.
    open var delegate: (any UISceneDelegate)?
    public var title: String = ""
    /// The session the scene belongs to.
    public let session: UISceneSession

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// What a scene connects with: the URLs and activities that opened it. A browser tab
    /// opens the app's page with none.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var sourceApplication: String? { nil }
        public var handoffUserActivityType: String? { nil }
        override init() { super.init() }
    }

    /// How a URL was handed to a scene.
    public struct OpenURLOptions: Sendable {
        public var sourceApplication: String?
        public var openInPlace: Bool = false
    }
}

/// A scene that shows windows: a browser tab's window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene of every tab's window before an app's own scenes connect.
    static let main = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())

    public var windows: [UIWindow] { [UIWindow.main] }
    public var keyWindow: UIWindow? { UIWindow.main }
    public var screen: UIScreen { UIScreen.main }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    public var traitCollection: UITraitCollection { UITraitCollection.current }

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        delegate = WindowSceneDelegate.main
    }
}

/// A URL handed to a scene.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions
    init(url: URL, options: UIScene.OpenURLOptions = .init()) {
        self.url = url
        self.options = options
    }
}

/// A scene's session: its role and the configuration it connected with. Each browser
/// tab is one session.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = windowExternalDisplayNonInteractive
    }

    public let role: Role
    public internal(set) var configuration: UISceneConfiguration
    public let persistentIdentifier = UUID().uuidString
    public var userInfo: [String: Any]?
    public internal(set) weak var scene: UIScene?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// What a scene connects with: its delegate's class (Info.plist's scene manifest on iOS,
/// which Trellis does not read: a scene delegate named `SceneDelegate` in the app's
/// module stands for the template's entry).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A scene's delegate: every method optional, as on iOS. A tab's scene connects when the
/// tab opens; it becomes active at once, and disconnects when the tab's session ends.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene: it holds the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// The delegate of the tab scene an app without scene delegates shows: it holds the
/// tab's window.
@MainActor
final class WindowSceneDelegate: NSObject, UIWindowSceneDelegate {
    static let main = WindowSceneDelegate()
    var window: UIWindow? = UIWindow.main
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The window scene of the tab the app is shown in.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { [UIWindowScene.main.session] }
}

extension UIWindow {
    /// The scene this window is in.
    public var windowScene: UIWindowScene? { scene ?? UIWindowScene.main }
    /// The tab's window is the key window.
    public var isKeyWindow: Bool { true }
}
