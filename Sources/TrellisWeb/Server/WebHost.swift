import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Trellis

/// Settings of a web host. The defaults suit a developer's machine: loopback only.
public struct WebHostConfiguration: Sendable {
    /// The address to bind. `127.0.0.1` keeps the app off the network; set `0.0.0.0`
    /// deliberately to serve others.
    public var host: String
    /// The port; 0 picks a free one (see `WebHost.run(onStart:)`).
    public var port: Int
    /// How long a session lives without a connected tab before its graph is freed.
    public var sessionTimeout: Duration
    /// Most sessions held at once; page loads beyond it get 503 while every one is live.
    public var maxSessions: Int
    /// Largest message a browser may send; bigger frames close that socket.
    public var maxMessageBytes: Int
    /// Origins, besides the page's own, allowed to open the socket (`http://host:port`).
    public var allowedOrigins: Set<String>
    /// The SQLite file holding each browser's `@AppStorage` and `@SceneStorage`; nil keeps
    /// them in memory until the process ends.
    public var storagePath: String?

    public init(host: String = "127.0.0.1", port: Int = 8080, sessionTimeout: Duration = .seconds(60),
                maxSessions: Int = 1_000, maxMessageBytes: Int = 16_384, allowedOrigins: Set<String> = [],
                storagePath: String? = nil) {
        self.host = host
        self.port = port
        self.sessionTimeout = sessionTimeout
        self.maxSessions = maxSessions
        self.maxMessageBytes = maxMessageBytes
        self.allowedOrigins = allowedOrigins
        self.storagePath = storagePath
    }

    /// Where an app named `name` keeps its storage by default:
    /// `$XDG_DATA_HOME/trellis/<name>/storage.sqlite` (or under `~/.local/share`).
    public static func defaultStoragePath(for name: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.local/share"
        return "\(base)/trellis/\(name)/storage.sqlite"
    }
}

/// Serves Trellis apps to browsers. Each page load gets its own session (its own view
/// graph and state) that lives on the server; the page is rendered as HTML, then a
/// WebSocket carries the user's events up and minimal DOM changes down.
///
/// ```swift
/// var host = WebHost()
/// host.page("/", title: "Login") { LoginView() }
/// try await host.run()
/// ```
public struct WebHost: Sendable {
    public var configuration: WebHostConfiguration
    public var logger: Logger
    private var pages: [String: WebPage] = [:]
    private var resources: [String: (type: String, body: @Sendable () -> Data)] = [:]

    public init(configuration: WebHostConfiguration = WebHostConfiguration(), logger: Logger = Logger(label: "TrellisWeb")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Serves `content` at `path`; every visit mounts a fresh instance of it.
    public mutating func page<Content: View>(_ path: String, title: String, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        pages[path] = WebPage(path: path, title: title) { graph in graph.mount(content()) }
    }

    /// Serves data the app itself needs over HTTP (JSON for a demo API, say) at `path`.
    /// `body` runs for every request, off the main actor.
    public mutating func resource(_ path: String, contentType: String, body: @escaping @Sendable () -> Data) {
        resources[path] = (contentType, body)
    }

    /// Runs until the task is cancelled (or the process gets SIGINT/SIGTERM).
    /// `onStart` receives the port actually bound, useful with port 0.
    public func run(onStart: (@Sendable (Int) async -> Void)? = nil) async throws {
        let logger = self.logger
        let store = await MainActor.run {
            SessionStore(timeout: configuration.sessionTimeout, capacity: configuration.maxSessions, logger: logger)
        }
        let devices = try await DeviceStorage.open(path: configuration.storagePath, logger: logger)
        let router = makeRouter(store: store, devices: devices)
        let socketRouter = makeSocketRouter(store: store, devices: devices)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: socketRouter,
                configuration: .init(ws: .init(maxFrameSize: configuration.maxMessageBytes))
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info("Trellis web host on http://\(configuration.host):\(port)")
                await onStart?(port)
            },
            logger: logger
        )
        let sweepInterval = configuration.sessionTimeout / 2
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: sweepInterval)
                    await store.expireIdle()
                }
            }
            group.addTask { try await app.runService() }
            defer { group.cancelAll() }
            try await group.next()
        }
        await store.closeAll()
        await devices.close()
    }

    // MARK: HTTP

    private func makeRouter(store: SessionStore, devices: DeviceStorage) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/_trellis/client.js") { _, _ in
            Self.asset(ClientScript.source, type: "text/javascript; charset=utf-8")
        }
        router.get("/_trellis/trellis.css") { _, _ in
            Self.asset(Stylesheet.source, type: "text/css; charset=utf-8")
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/_trellis/icons/:file") { _, context in
            // SF Symbols names from the icon table only; anything else is not found.
            guard let file = context.parameters.get("file"), file.hasSuffix(".svg"),
                  let svg = SymbolIcons.svg(named: String(file.dropLast(4))) else {
                return Response(status: .notFound)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400", .xContentTypeOptions: "nosniff"],
                body: .init(byteBuffer: ByteBuffer(string: svg))
            )
        }
        for (path, resource) in resources {
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok,
                    headers: [.contentType: resource.type, .cacheControl: "no-store", .xContentTypeOptions: "nosniff"],
                    body: .init(byteBuffer: ByteBuffer(bytes: resource.body()))
                )
            }
        }
        for page in pages.values {
            router.get(RouterPath(page.path)) { request, _ in
                try await Self.render(page, store: store, devices: devices, request: request)
            }
        }
        return router
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: type, .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"],
            body: .init(byteBuffer: ByteBuffer(string: text))
        )
    }

    private static func render(_ page: WebPage, store: SessionStore, devices: DeviceStorage, request: Request) async throws -> Response {
        // Each browser is one device: named by a cookie, made on its first visit.
        let known = Self.deviceCookie(request)
        let device = known ?? DeviceStorage.newDeviceID()
        let appStorage = await devices.appStorage(device: device)
        let html: String? = await MainActor.run {
            guard let session = store.create(mount: { graph in
                graph.appStorage = appStorage
                page.mount(graph)
            }) else { return nil }
            session.device = device
            return PageTemplate.document(title: session.graph.windowTitle ?? page.title, session: session)
        }
        guard let html else {
            throw HTTPError(.serviceUnavailable, message: "Too many open sessions; try again shortly.")
        }
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8",
            .cacheControl: "no-store",
            .contentSecurityPolicy: PageTemplate.contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
            .referrerPolicy: "same-origin",
        ]
        if known == nil {
            headers[.setCookie] = "\(Self.deviceCookieName)=\(device); Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax"
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    static let deviceCookieName = "trellis-device"

    /// The device named by the request's cookie, if it names one this host could have made.
    static func deviceCookie(_ request: Request) -> String? {
        for field in request.headers[values: .cookie] {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == deviceCookieName else { continue }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                if DeviceStorage.isValidID(Substring(value)) { return value }
            }
        }
        return nil
    }

    // MARK: WebSocket

    private func makeSocketRouter(store: SessionStore, devices: DeviceStorage) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let configuration = self.configuration
        let logger = self.logger
        router.ws("/_trellis/socket") { request, _ in
            guard Self.originAllowed(request, configuration: configuration) else {
                logger.notice("refused a socket from another origin", metadata: ["origin": "\(request.headers[.origin] ?? "")"])
                throw HTTPError(.forbidden, message: "origin not allowed")
            }
            let (id, token) = Self.credentials(request)
            let lookup = await MainActor.run { store.session(id, token: token) }
            if case .badToken = lookup {
                logger.notice("refused a socket with a wrong token", metadata: ["session": "\(id.prefix(8))"])
                throw HTTPError(.forbidden, message: "bad token")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let (id, token) = Self.credentials(context.request)
            let (stream, outbox) = AsyncStream<String>.makeStream()
            // The tab names its scene (kept across reloads): its @SceneStorage comes back.
            let scene = context.request.uri.queryParameters["scene"].flatMap { DeviceStorage.isValidID($0) ? String($0) : nil }
            let device: String? = await MainActor.run {
                guard case .found(let session) = store.session(id, token: token), session.scene == nil else { return nil }
                return session.device
            }
            let scenePersistence: (any AppStoragePersistence)? = if let scene, let device {
                await devices.scenePersistence(device: device, scene: scene)
            } else {
                nil
            }
            let attached: (WebSession, Int)? = await MainActor.run {
                guard case .found(let session) = store.session(id, token: token) else { return nil }
                if let scene, let scenePersistence { session.adoptScene(scene, persistence: scenePersistence) }
                return (session, session.attach(outbox))
            }
            guard let (session, connection) = attached else {
                // The session expired (or never existed): the page reloads into a new one.
                try await outbound.write(.text(#"{"error":"session expired","expired":true}"#))
                try await outbound.close(.normalClosure, reason: "session expired")
                return
            }
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await message in stream {
                        do { try await outbound.write(.text(message)) } catch { break }
                    }
                }
                do {
                    for try await message in inbound.messages(maxSize: configuration.maxMessageBytes) {
                        let reply: String?
                        switch message {
                        case .text(let text): reply = await session.receive(text)
                        case .binary: reply = #"{"error":"binary messages are not accepted"}"#
                        }
                        if let reply { outbox.yield(reply) }
                    }
                } catch {
                    logger.notice("closed a socket after a bad frame", metadata: ["session": "\(id.prefix(8))", "error": "\(error)"])
                }
                await MainActor.run { session.detach(connection) }
                outbox.finish()
                await group.waitForAll()
            }
        }
        return router
    }

    private static func credentials(_ request: Request) -> (id: String, token: String) {
        let query = request.uri.queryParameters
        return (query["s"].map(String.init) ?? "", query["t"].map(String.init) ?? "")
    }

    /// A browser always sends Origin on a WebSocket upgrade: it must be this host (or an
    /// allowed one). Clients that send none (tests, tools) still need the page's token.
    static func originAllowed(_ request: Request, configuration: WebHostConfiguration) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        if configuration.allowedOrigins.contains(origin) { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}

/// A route and the view tree it mounts for each visitor.
struct WebPage: Sendable {
    let path: String
    let title: String
    let mount: @MainActor @Sendable (ViewGraph) -> Void
}
