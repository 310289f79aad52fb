// Swift 5 language mode, `import SwiftUI` and `import UIKit`: app delegates as iOS
// projects write them. (The `@UIApplicationMain` entry point itself is the Tally
// example's, served and driven in Tests/Browser/test_examples.py.)
import SwiftUI
import Testing
import UIKit
@_spi(TrellisHost) import TrellisTesting

final class LaunchDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    static var made = 0
    @Published var launches = 0
    @Published var notifies = false
    /// Set by the stored property's initial value: shows the class's own `init()` ran.
    let greeting = "Hello from the delegate"

    override init() {
        LaunchDelegate.made += 1
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launches += 1
        return true
    }
}

struct LaunchStatus: View {
    @EnvironmentObject var delegate: LaunchDelegate

    var body: some View {
        VStack {
            Text("Launches: \(delegate.launches)")
            Text(delegate.greeting)
            Text(delegate.notifies ? "Notifying" : "Quiet")
        }
    }
}

struct DelegateApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            VStack {
                LaunchStatus()
                Toggle("Notify", isOn: $appDelegate.notifies)
            }
        }
    }
}

@Observable final class ObservedDelegate: NSObject, UIApplicationDelegate {
    var openedURLs: [String] = []

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        openedURLs.append(url.absoluteString)
        return true
    }
}

struct OpenedURLs: View {
    @Environment(ObservedDelegate.self) private var delegate
    var body: some View { Text("Opened: \(delegate.openedURLs.count)") }
}

struct ObservedDelegateApp: App {
    @UIApplicationDelegateAdaptor var appDelegate: ObservedDelegate
    var body: some Scene {
        WindowGroup { OpenedURLs() }
    }
}

/// Xcode 11's template, with the configuration naming its scene delegate class.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var connections = 0

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connections += 1
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }
}

final class PushDelegate: NSObject, UIApplicationDelegate {
    var failures: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        failures.append(error.localizedDescription)
    }
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var connected = 0
    static var disconnected = 0
    var window: UIWindow?
    var phases: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        TemplateSceneDelegate.connected += 1
        phases.append("connect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: WelcomeScreen(onContinue: { [weak self] in self?.showMain() }))
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { phases.append("active") }
    func sceneDidDisconnect(_ scene: UIScene) { TemplateSceneDelegate.disconnected += 1 }

    func showMain() {
        window?.rootViewController = UIHostingController(rootView: Text("Main screen, \(phases.joined(separator: " "))"))
    }
}

struct WelcomeScreen: View {
    let onContinue: () -> Void
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Continue", action: onContinue)
        }
    }
}

@MainActor
@Suite(.serialized) struct AppDelegateTests {
    @Test func adaptorMakesOneDelegatePerProcessAndPutsItInTheEnvironment() throws {
        let first = ViewHost(app: DelegateApp())
        let second = ViewHost(app: DelegateApp())
        // One delegate for every tab, launched once, made by its own init().
        #expect(LaunchDelegate.made == 1)
        #expect(first.contains(text: "Launches: 1"))
        #expect(first.contains(text: "Hello from the delegate"))
        #expect(UIApplication.shared.delegate is LaunchDelegate)
        // Its projected value binds to its published properties, and every tab sees it.
        try first.find(toggle: "Notify").tap()
        #expect(first.contains(text: "Notifying"))
        second.flush()
        #expect(second.contains(text: "Notifying"))
    }

    @Test func aTabConnectsItsOwnSceneWhoseWindowShowsTheRootController() throws {
        let appDelegate = UIApplicationDelegateAdaptor(TemplateAppDelegate.self).wrappedValue
        let connectedBefore = TemplateSceneDelegate.connected
        let first = ViewHost(_UIKitSceneRoot())
        let second = ViewHost(_UIKitSceneRoot())
        #expect(TemplateSceneDelegate.connected - connectedBefore == 2)
        #expect(appDelegate.connections >= 2)
        #expect(first.contains(text: "Welcome"))
        // A new root controller replaces the tab's content; the other tab keeps its own.
        try first.find(button: "Continue").tap()
        #expect(first.contains(text: "Main screen, connect active"))
        #expect(!first.contains(text: "Welcome"))
        #expect(second.contains(text: "Welcome"))
    }

    @Test func delegateMethodsLeftOutDoWhatUIKitDoes() {
        let delegate = UIApplicationDelegateAdaptor(TemplateAppDelegate.self).wrappedValue
        let application = UIApplication.shared
        #expect(delegate.application(application, didFinishLaunchingWithOptions: nil))
        #expect(delegate.window == nil)
        #expect(delegate.application(application, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        #expect(!delegate.application(application, open: URL(string: "tally://x")!, options: [:]))
        var fetched: UIBackgroundFetchResult?
        delegate.application(application, didReceiveRemoteNotification: [:]) { fetched = $0 }
        #expect(fetched == .noData)
    }

    @Test func anObservableDelegateIsInTheEnvironmentToo() {
        let host = ViewHost(app: ObservedDelegateApp())
        #expect(host.contains(text: "Opened: 0"))
        let delegate = UIApplication.shared.delegate as? ObservedDelegate
        #expect(delegate?.application(UIApplication.shared, open: URL(string: "notes://1")!, options: [:]) == true)
        host.flush()
        #expect(host.contains(text: "Opened: 1"))
    }

    @Test func registeringForRemoteNotificationsFailsAndTheDelegateHearsIt() async {
        let delegate = UIApplicationDelegateAdaptor(PushDelegate.self).wrappedValue
        for _ in 0..<100 where delegate.failures.isEmpty { await Task.yield() }
        #expect(delegate.failures.count == 1 && delegate.failures.first?.contains("Remote notifications") == true)
        #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
    }
}
