import Foundation
import Trellis

/// UIKit's scenes, as SwiftUI apps reach them for the key window and its insets:
/// `UIApplication.shared.connectedScenes.first as? UIWindowScene`. A host serves the app
/// in one window per browser tab: one connected, active window scene holding that window.
@preconcurrency @MainActor
open class UIScene: NSObject {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// Foreground and active: `\.scenePhase` says where a tab really is.
    public var activationState: ActivationState { .foregroundActive }
    /// The scene's delegate, holding its window (`UIWindowSceneDelegate.window`).
    public var delegate: (any UISceneDelegate)? { WindowSceneDelegate.main }
    public var title: String = ""

    override init() { super.init() }
}

/// A scene that shows windows: the browser tab's window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    static let main = UIWindowScene()

    public var windows: [UIWindow] { [UIWindow.main] }
    public var keyWindow: UIWindow? { UIWindow.main }
    public var screen: UIScreen { UIScreen.main }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}

@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// The delegate of the one scene: it holds the tab's window.
@MainActor
final class WindowSceneDelegate: UIWindowSceneDelegate {
    static let main = WindowSceneDelegate()
    var window: UIWindow? = UIWindow.main
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The one window scene of the tab the app is shown in.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
}

extension UIWindow {
    /// The scene this window is in.
    public var windowScene: UIWindowScene? { UIWindowScene.main }
    /// The tab's window is the key window.
    public var isKeyWindow: Bool { true }
}
