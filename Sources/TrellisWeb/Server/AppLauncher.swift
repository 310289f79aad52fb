import ArgumentParser
import Dispatch
import Foundation
@_spi(TrellisHost) import Trellis

/// The command-line options of a web host, shared by `@main` apps and the Gallery. Flags
/// win over environment variables, which win over the defaults (loopback, port 8080).
public struct WebHostOptions: ParsableArguments {
    @Option(help: "The address to listen on (env TRELLIS_HOST). The default keeps the app on this machine.")
    public var host: String = ProcessInfo.processInfo.environment["TRELLIS_HOST"] ?? "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (env TRELLIS_PORT, or PORT).")
    public var port: Int = Self.number("TRELLIS_PORT", or: Self.number("PORT", or: 8080))

    @Option(help: "Seconds a session lives after its tab is gone (env TRELLIS_SESSION_TIMEOUT).")
    public var sessionTimeout: Int = Self.number("TRELLIS_SESSION_TIMEOUT", or: 60)

    @Option(help: "Most sessions whose page opened its socket, held at once; at the cap idle ones make room (env TRELLIS_MAX_SESSIONS).")
    public var maxSessions: Int = Self.number("TRELLIS_MAX_SESSIONS", or: 1_000)

    @Option(help: "Pages one client address may hold without opening them; past it its own oldest goes (env TRELLIS_MAX_UNOPENED_PAGES).")
    public var maxUnopenedPages: Int = Self.number("TRELLIS_MAX_UNOPENED_PAGES", or: 16)

    @Option(help: "Pages served and not opened yet, over all clients, held apart from --max-sessions; when full the client holding most gives one up (env TRELLIS_UNOPENED_PAGE_POOL).")
    public var unopenedPagePool: Int = Self.number("TRELLIS_UNOPENED_PAGE_POOL", or: 1_000)

    @Option(name: .customLong("allowed-host"),
            help: "A host name the app answers to, besides the bound address and localhost; repeat for several (env TRELLIS_ALLOWED_HOSTS, comma-separated).")
    public var allowedHosts: [String] = Self.list("TRELLIS_ALLOWED_HOSTS")

    @Option(name: .customLong("trusted-proxy"),
            help: "The address of a load balancer whose X-Forwarded-For names the client; repeat for several (env TRELLIS_TRUSTED_PROXIES, comma-separated).")
    public var trustedProxies: [String] = Self.list("TRELLIS_TRUSTED_PROXIES")

    @Option(help: "Seconds open tabs get to move to another process on SIGTERM (env TRELLIS_DRAIN_TIMEOUT).")
    public var drainTimeout: Int = Self.number("TRELLIS_DRAIN_TIMEOUT", or: 30)

    @Option(help: "Seconds an HTTP connection may stay open with no request (env TRELLIS_IDLE_TIMEOUT).")
    public var idleTimeout: Int = Self.number("TRELLIS_IDLE_TIMEOUT", or: 75)

    @Option(help: "Seconds a connection has to send a whole request head (env TRELLIS_REQUEST_HEAD_TIMEOUT).")
    public var requestHeadTimeout: Int = Self.number("TRELLIS_REQUEST_HEAD_TIMEOUT", or: 10)

    @Option(help: "Seconds a socket may leave one message unread before it is closed (env TRELLIS_WRITE_TIMEOUT).")
    public var writeTimeout: Int = Self.number("TRELLIS_WRITE_TIMEOUT", or: 30)

    @Option(help: "Bytes of batches that may wait for one slow socket before they are replaced by a full render (env TRELLIS_MAX_QUEUED_BYTES).")
    public var maxQueuedBytes: Int = Self.number("TRELLIS_MAX_QUEUED_BYTES", or: 8 << 20)

    @Option(help: "The SQLite file of each browser's @AppStorage and @SceneStorage (env TRELLIS_STORAGE; default under ~/.local/share/trellis/<app>/).")
    public var storage: String?

    @Flag(help: "Lay every page out with the engine too and serve its frames at /_trellis/layout, to compare with the browser's (a diagnostic; env TRELLIS_LAYOUT_PROBE=1).")
    public var layoutProbe = ProcessInfo.processInfo.environment["TRELLIS_LAYOUT_PROBE"] == "1"

    public init() {}

    /// An environment variable's number, or `fallback` when it is unset or not a number.
    private static func number(_ name: String, or fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
    }

    /// An environment variable's comma-separated values.
    private static func list(_ name: String) -> [String] {
        (ProcessInfo.processInfo.environment[name] ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The configuration these options describe; `appName` names the default storage file.
    public func configuration(appName: String) -> WebHostConfiguration {
        var configuration = WebHostConfiguration(
            host: host, port: port, sessionTimeout: .seconds(sessionTimeout), maxSessions: max(maxSessions, 1),
            storagePath: storage ?? ProcessInfo.processInfo.environment["TRELLIS_STORAGE"]
                ?? WebHostConfiguration.defaultStoragePath(for: appName),
            allowedHosts: HostAllowList.defaults(boundTo: host).union(allowedHosts.filter { !$0.isEmpty }),
            maxQueuedBytes: max(maxQueuedBytes, 1_024), writeTimeout: .seconds(max(writeTimeout, 1)),
            idleTimeout: .seconds(max(idleTimeout, 1)), requestHeadTimeout: .seconds(max(requestHeadTimeout, 1)),
            drainTimeout: .seconds(max(drainTimeout, 0)), trustedProxies: Set(trustedProxies.filter { !$0.isEmpty }),
            maxUnopenedPagesPerClient: max(maxUnopenedPages, 1), unopenedPagePool: max(unopenedPagePool, 1))
        configuration.layoutProbe = layoutProbe
        return configuration
    }
}

/// Where an `@main` App is served: the web host's options and the previews.
struct AppServerOptions: ParsableArguments {
    @OptionGroup var web: WebHostOptions

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
        _AppLauncher.serve(appName: String(describing: Self.self)) { $0.app(Self.self) }
    }
}

/// Serves an app until the process is told to stop: the command line's web host options,
/// the app's pages (`pages` adds them) and, in debug builds, its previews. `App.main()`
/// and UIKit's entry point (an app that starts from `@UIApplicationMain`) both launch here.
@MainActor
public enum _AppLauncher {
    public static func serve(appName: String, pages: (inout WebHost) -> Void) -> Never {
        let options = AppServerOptions.parseOrExit()
        var web = WebHost(configuration: options.web.configuration(appName: appName))
        pages(&web)
        if options.previews { web.previews() }
        Task { [web] in
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
