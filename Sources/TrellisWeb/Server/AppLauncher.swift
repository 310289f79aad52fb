import ArgumentParser
import Dispatch
import Foundation
import Trellis

/// Where an `@main` App is served. Flags win over environment variables, which win
/// over the defaults (loopback, port 8080).
struct AppServerOptions: ParsableArguments {
    @Option(help: "The address to listen on (env TRELLIS_HOST). The default keeps the app on this machine.")
    var host: String = ProcessInfo.processInfo.environment["TRELLIS_HOST"] ?? "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (env TRELLIS_PORT, or PORT).")
    var port: Int = Int(ProcessInfo.processInfo.environment["TRELLIS_PORT"]
                        ?? ProcessInfo.processInfo.environment["PORT"] ?? "") ?? 8080

    @Option(help: "Seconds a session lives after its tab is gone (env TRELLIS_SESSION_TIMEOUT).")
    var sessionTimeout: Int = Int(ProcessInfo.processInfo.environment["TRELLIS_SESSION_TIMEOUT"] ?? "") ?? 60

    @Option(help: "The SQLite file of each browser's @AppStorage and @SceneStorage (env TRELLIS_STORAGE; default under ~/.local/share/trellis/<app>/).")
    var storage: String?

    @Flag(inversion: .prefixedNo, help: "Serve every preview of the app at /_previews (default: on in debug builds).")
    var previews: Bool = AppServerOptions.previewsByDefault

    #if DEBUG
    static let previewsByDefault = true
    #else
    static let previewsByDefault = false
    #endif
}

extension App {
    /// Launches the app as SwiftUI's `@main` does, here as a web app: every browser tab
    /// gets its own instance of the app (so its `@StateObject`s are per session) showing
    /// the first `WindowGroup`'s content at `/`.
    /// `swift run MyApp --port 9000`; `--help` lists the options.
    @MainActor @preconcurrency public static func main() {
        let options = AppServerOptions.parseOrExit()
        var web = WebHost(configuration: WebHostConfiguration(
            host: options.host, port: options.port, sessionTimeout: .seconds(options.sessionTimeout),
            storagePath: options.storage ?? ProcessInfo.processInfo.environment["TRELLIS_STORAGE"]
                ?? WebHostConfiguration.defaultStoragePath(for: String(describing: Self.self))))
        web.app(Self.self)
        if options.previews { web.previews() }
        Task {
            do {
                try await web.run()
                exit(0)
            } catch {
                web.logger.critical("the web host stopped: \(error)")
                exit(1)
            }
        }
        // The main run loop, not dispatchMain(): it drains the main queue (where the main
        // actor runs) and fires `Timer.scheduledTimer` timers, which apps add to it.
        RunLoop.main.run()
        exit(0)
    }
}

extension WebHost {
    /// Serves `app` at `path`: each visit creates a new instance of the app and shows its
    /// first window's content; the page title is the window group's title, else the
    /// app's type name.
    public mutating func app<A: App>(_ app: A.Type, at path: String = "/") {
        page(path, title: String(describing: A.self)) { _AppRootView(A()) }
    }
}
