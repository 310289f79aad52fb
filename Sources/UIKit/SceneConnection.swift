import Foundation
@_spi(TrellisHost) import Trellis

/// What a browser tab shows of an app that starts from UIKit: a scene connected for the
/// tab, showing the root view controller of its window.
public struct _UIKitSceneRoot: View {
    @StateObject private var connection = SceneConnection()

    public init() {}

    public var body: some View {
        UIKitWindowContent(window: connection.window)
            .onDisappear { connection.disconnect() }
    }
}

/// One tab's scene, connected as UIKit connects a scene: the app delegate picks the
/// configuration, the scene delegate is made from its class, and
/// `scene(_:willConnectTo:options:)` makes the window.
@MainActor
final class SceneConnection: ObservableObject {
    let scene: UIWindowScene
    private let sceneDelegate: (any UISceneDelegate)?
    private var connected = true

    init() {
        let application = UIApplication.shared
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        if let configuration = application.delegate?.application(application, configurationForConnecting: session, options: options) {
            session.configuration = configuration
        }
        let sceneClass = (session.configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        scene = sceneClass.init(session: session, connectionOptions: options)
        // Info.plist names the scene delegate on iOS; Xcode's template names it
        // `SceneDelegate`, in the app's module.
        let delegateClass: AnyClass? = session.configuration.delegateClass ?? ClassInstances.named("SceneDelegate")
        // Made while the server serves others: a class that cannot be made leaves this tab
        // without a scene delegate (and says why) rather than stopping the process.
        var delegate: (any UISceneDelegate)?
        if let delegateClass {
            do {
                delegate = try ClassInstances.make(delegateClass) as? any UISceneDelegate
            } catch {
                ViewGraph.logger.error("the scene delegate could not be made: \(error)")
            }
        }
        sceneDelegate = delegate
        guard let delegate else { return }
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: options)
        delegate.sceneWillEnterForeground(scene)
        delegate.sceneDidBecomeActive(scene)
    }

    /// The window the scene delegate made, else the app delegate's (an app without scenes).
    var window: UIWindow? {
        (sceneDelegate as? any UIWindowSceneDelegate)?.window ?? UIApplication.shared.delegate?.window ?? nil
    }

    /// The tab is gone: the scene goes to the background and disconnects.
    func disconnect() {
        guard connected, let sceneDelegate else { return }
        connected = false
        sceneDelegate.sceneWillResignActive(scene)
        sceneDelegate.sceneDidEnterBackground(scene)
        sceneDelegate.sceneDidDisconnect(scene)
    }
}

/// A window's root view controller, drawn as the whole tab; a new root replaces it.
struct UIKitWindowContent: View {
    let window: UIWindow?

    var body: some View {
        window?.observeChanges()
        return Group {
            if let root = window?.rootViewController {
                UIKitControllerContent(controller: root)
                    .id(ObjectIdentifier(root))
            }
        }
    }
}
