import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import HummingbirdWSCompression
import Logging
import NIOCore
import ServiceLifecycle
@_spi(TrellisHost) import Trellis

/// Settings of a web host. The defaults suit a developer's machine: loopback only.
public struct WebHostConfiguration: Sendable {
    /// The address to bind. `127.0.0.1` keeps the app off the network; set `0.0.0.0`
    /// deliberately to serve others (and name the host in `allowedHosts`).
    public var host: String
    /// The port; 0 picks a free one (see `WebHost.run(onStart:)`).
    public var port: Int
    /// How long a session lives without a connected tab before its graph is freed.
    public var sessionTimeout: Duration
    /// Most sessions whose socket has opened, held at once. A socket opening at the cap
    /// closes the least recently active session without a socket (never one that lost its
    /// socket in the last `newSessionGrace`); when there is none the socket waits (its page
    /// retries) and new page loads get 503. Pages not opened yet do not count: see
    /// `unopenedPagePool`.
    public var maxSessions: Int
    /// How long a session that lost its socket is safe from being closed to make room (a
    /// tab in the middle of a reconnect).
    public var newSessionGrace: Duration
    /// Pages served whose socket has not opened yet, held at once over all clients, apart
    /// from `maxSessions`. When full, a new page load gives up the oldest page of the client
    /// holding the most (that tab reloads if its socket comes after all). Each costs a
    /// mounted view graph until it opens or expires (docs/WebHost.md has the figures).
    public var unopenedPagePool: Int
    /// Pages one client (address, or IPv6 /64) may hold without opening their socket; past
    /// it, its own oldest such page is closed. Loads in flight count, so allow for a shared
    /// address.
    public var maxUnopenedPagesPerClient: Int
    /// Largest message a browser may send; a bigger one closes that socket with 1009.
    public var maxMessageBytes: Int
    /// Host names this host answers to (the `Host` of every request, the `Origin` of a
    /// socket); by default the bound address and `localhost`.
    public var allowedHosts: Set<String>
    /// Whole origins (`https://app.example.com`), besides the allowed hosts, that may
    /// open the socket.
    public var allowedOrigins: Set<String>
    /// Bytes of batches that may wait for one slow socket; past it they are dropped and
    /// the socket gets one full render when it catches up.
    public var maxQueuedBytes: Int
    /// A socket whose peer has not taken a message for this long is closed.
    public var writeTimeout: Duration
    /// Idle HTTP connections (keep-alive with no request) are closed after this long.
    public var idleTimeout: Duration
    /// A connection must send a whole request head within this long (slowloris).
    public var requestHeadTimeout: Duration
    /// On SIGTERM, how long open tabs get to move elsewhere before the process exits.
    public var drainTimeout: Duration
    /// Addresses of load balancers whose `X-Forwarded-For` names the client (for the
    /// per-client budget of pages loaded but never opened).
    public var trustedProxies: Set<String>
    /// The most bytes the files of one choice (`fileImporter`, `PhotosPicker`) may bring up
    /// together; a larger choice fails and the app hears so.
    public var maxUploadBytes = 32 << 20
    /// Bytes of uploads being read at once over the whole process; past it an upload is
    /// refused (503) and its choice fails.
    public var uploadBudgetBytes = 256 << 20
    /// The SQLite file holding each browser's `@AppStorage` and `@SceneStorage`; nil keeps
    /// them in memory until the process ends.
    public var storagePath: String?
    /// A diagnostic for comparing the browser's layout with the engine's: every page is laid
    /// out by the engine too (its texts measured by the browser), and
    /// `/_trellis/layout?s=<session>&t=<token>` answers with the engine's frame of every
    /// element (`Compatibility/layout_probe.py` reads it). Off in production.
    public var layoutProbe = false

    public init(host: String = "127.0.0.1", port: Int = 8080, sessionTimeout: Duration = .seconds(60),
                maxSessions: Int = 1_000, maxMessageBytes: Int = 16_384, allowedOrigins: Set<String> = [],
                storagePath: String? = nil, allowedHosts: Set<String>? = nil,
                newSessionGrace: Duration = .seconds(30), maxQueuedBytes: Int = 8 << 20,
                writeTimeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(75),
                requestHeadTimeout: Duration = .seconds(10), drainTimeout: Duration = .seconds(30),
                trustedProxies: Set<String> = [], maxUnopenedPagesPerClient: Int = 16,
                unopenedPagePool: Int = 1_000) {
        self.host = host
        self.port = port
        self.sessionTimeout = sessionTimeout
        self.maxSessions = maxSessions
        self.maxMessageBytes = maxMessageBytes
        self.allowedOrigins = allowedOrigins
        self.storagePath = storagePath
        self.allowedHosts = allowedHosts ?? HostAllowList.defaults(boundTo: host)
        self.newSessionGrace = newSessionGrace
        self.maxQueuedBytes = maxQueuedBytes
        self.writeTimeout = writeTimeout
        self.idleTimeout = idleTimeout
        self.requestHeadTimeout = requestHeadTimeout
        self.drainTimeout = drainTimeout
        self.trustedProxies = trustedProxies
        self.maxUnopenedPagesPerClient = maxUnopenedPagesPerClient
        self.unopenedPagePool = unopenedPagePool
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
        // Before the app's code can reach `URLSession.shared` (see ViewGraph.init).
        _installCancellationSafeURLCache()
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

    /// Runs until the task is cancelled, or until SIGTERM or SIGINT: then the host drains
    /// (no new sessions, every open tab told to load the page again, which a load balancer
    /// sends to another process) and exits once the tabs are gone or `drainTimeout` passed.
    /// `onStart` receives the port actually bound, useful with port 0.
    public func run(onStart: (@Sendable (Int) async -> Void)? = nil) async throws {
        let logger = self.logger
        let configuration = self.configuration
        MemoryTrim.mapLargeBuffers()
        let log = RefusalLog(logger: logger)
        let store = await MainActor.run {
            SessionStore(timeout: configuration.sessionTimeout, capacity: configuration.maxSessions,
                         grace: configuration.newSessionGrace, unopenedPool: configuration.unopenedPagePool,
                         pendingPerClient: configuration.maxUnopenedPagesPerClient, log: log)
        }
        let devices = try await DeviceStorage.open(path: configuration.storagePath, logger: logger)
        let allowList = HostAllowList(names: configuration.allowedHosts, origins: configuration.allowedOrigins)
        let router = makeRouter(store: store, devices: devices, allowList: allowList, log: log)
        let socketResponder = makeSocketRouter(store: store, devices: devices, allowList: allowList, log: log).buildResponder()
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(configuration.idleTimeout)),
            ws: .init(maxFrameSize: configuration.maxMessageBytes, extensions: Self.socketExtensions(configuration),
                      closeTimeout: .seconds(10), validateUTF8: true)
        )
        let headTimeout = TimeAmount(configuration.requestHeadTimeout)
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                HeadDeadlineChannel(
                    inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: socketResponder, configuration: channel),
                    timeout: headTimeout
                )
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info("Trellis web host on http://\(configuration.host):\(port)")
                await onStart?(port)
            },
            logger: logger
        )
        // Shut down in reverse: the drain first (tabs move away), then the sweeper, then
        // the server itself.
        let services = ServiceGroup(configuration: .init(
            services: [
                .init(service: app),
                .init(service: SessionSweeper(store: store, devices: devices, interval: configuration.sessionTimeout / 2)),
                .init(service: SessionDrain(store: store, timeout: configuration.drainTimeout, logger: logger)),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        ))
        try await services.run()
        await store.closeAll()
        await devices.close()
    }

    // MARK: HTTP

    private func makeRouter(store: SessionStore, devices: DeviceStorage, allowList: HostAllowList,
                            log: RefusalLog) -> Router<PageRequestContext> {
        let router = Router(context: PageRequestContext.self)
        let identity = ClientIdentity(trustedProxies: configuration.trustedProxies)
        router.add(middleware: HostCheck(allowList: allowList, log: log))
        // For a load balancer's health check: 503 while draining, so no new tab comes here.
        router.get("/_trellis/health") { _, _ in
            let draining = await MainActor.run { store.isDraining }
            return Response(status: draining ? .serviceUnavailable : .ok, headers: [.cacheControl: "no-store"])
        }
        router.get("/_trellis/client/:file") { _, context in
            // The client's modules only (ClientFiles); anything else is not found.
            guard let file = context.parameters.get("file"), let module = ClientFiles.modules[file] else {
                return Response(status: .notFound)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"],
                body: .init(byteBuffer: ByteBuffer(bytes: module))
            )
        }
        router.get("/_trellis/trellis.css") { _, _ in
            Self.asset(Stylesheet.page, type: "text/css; charset=utf-8")
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        let uploads = FileUploads(maxChoiceBytes: configuration.maxUploadBytes,
                                  budget: UploadBudget(capacity: configuration.uploadBudgetBytes), allowList: allowList, log: log)
        router.post("/_trellis/upload") { request, _ in try await uploads.receive(request, store: store) }
        router.get("/_trellis/media") { request, _ in await MediaFiles().serve(request, store: store) }
        if configuration.layoutProbe {
            router.get("/_trellis/layout") { request, _ in
                let (id, token) = Self.credentials(request)
                let json: String? = await MainActor.run {
                    guard case .found(let session) = store.session(id, token: token) else { return nil }
                    return session.layoutProbeJSON()
                }
                guard let json else { return Response(status: .notFound) }
                return Self.asset(json, type: "application/json")
            }
        }
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
        let probes = configuration.layoutProbe
        for page in pages.values {
            router.get(RouterPath(page.path)) { request, context in
                let client = identity.client(peer: context.remoteAddress, forwardedFor: request.headers[.xForwardedFor])
                return try await Self.render(page, store: store, devices: devices, request: request, client: client, probes: probes)
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

    private static func render(_ page: WebPage, store: SessionStore, devices: DeviceStorage, request: Request,
                               client: String, probes: Bool = false) async throws -> Response {
        // Each browser is one device: named by a cookie, made on its first visit.
        let known = Self.deviceCookie(request)
        let device = known ?? RandomID.make()
        let appStorage = await devices.appStorage(device: device)
        let html: String? = await MainActor.run {
            guard let session = store.create(client: client, mount: { graph in
                graph.appStorage = appStorage
                page.mount(graph)
            }) else { return nil }
            session.device = device
            if probes { session.probeLayout() }
            // A deep link: `/?open=myapp://item/3` hands the URL to the views' `onOpenURL`.
            if let link = request.uri.queryParameters["open"], link.utf8.count <= 2048, let url = URL(string: String(link)) {
                session.graph.open(url)
            }
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
                if RandomID.isWellFormed(Substring(value)) { return value }
            }
        }
        return nil
    }

    // MARK: WebSocket

    /// permessage-deflate, when the browser offers it (every current one does). A batch of
    /// rows repeats itself, so it shrinks several times over. Windows of 2^13 bytes and
    /// memory level 6 keep a socket's zlib state near 70 KB instead of about 300 KB with
    /// zlib's defaults; a client message inflates to at most `maxMessageBytes`, so a
    /// compressed bomb is refused like an oversized message.
    static func socketExtensions(_ configuration: WebHostConfiguration) -> [WebSocketExtensionFactory] {
        [.perMessageDeflate(clientMaxWindow: 13, serverMaxWindow: 13, memoryLevel: 6,
                            maxDecompressedFrameSize: configuration.maxMessageBytes, minFrameSizeToCompress: 256)]
    }

    private func makeSocketRouter(store: SessionStore, devices: DeviceStorage, allowList: HostAllowList,
                                  log: RefusalLog) -> Router<SocketRequestContext> {
        let router = Router(context: SocketRequestContext.self)
        router.add(middleware: HostCheck(allowList: allowList, log: log))
        let configuration = self.configuration
        let gate = SocketGate()
        router.ws("/_trellis/socket") { request, context in
            guard allowList.allowsOrigin(request.headers[.origin]) else {
                log.refused("a socket from another origin", reason: request.headers[.origin] ?? "")
                throw HTTPError(.forbidden, message: "origin not allowed")
            }
            let (id, token) = Self.credentials(request)
            // What this host never made is refused before the upgrade, at no cost.
            guard RandomID.isWellFormed(id[...]), RandomID.isWellFormed(token[...]) else {
                log.refused("a socket without a session", reason: "malformed id or token")
                throw HTTPError(.forbidden, message: "no session")
            }
            guard !gate.isCooling(id) else {
                log.refused("a socket for a session cooling down after abuse", session: id)
                throw HTTPError(.tooManyRequests, message: "try again shortly")
            }
            let (lookup, arrival, room) = await MainActor.run {
                let lookup = store.session(id, token: token)
                guard case .found(let session) = lookup else { return (lookup, 0, true) }
                return (lookup, store.nextArrival(), store.canOpen(session))
            }
            context.arrival = arrival
            if case .badToken = lookup {
                log.refused("a socket with a wrong token", session: id)
                throw HTTPError(.forbidden, message: "bad token")
            }
            // A page's first socket at a full cap: refused before the upgrade; the page
            // keeps its place in the unopened pool and its client retries with backoff.
            guard room else { throw HTTPError(.serviceUnavailable, message: "all sessions are in use; try again shortly") }
            // A well-formed but unknown session expired: it is upgraded only to say so, and
            // the page reloads into a new one.
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            context.requestContext.releaseUpgradeHandler()
            let (id, token) = Self.credentials(context.request)
            // The tab names its scene (kept across reloads): its @SceneStorage comes back.
            let scene = context.request.uri.queryParameters["scene"].flatMap { RandomID.isWellFormed($0) ? String($0) : nil }
            let device: String? = await MainActor.run {
                guard case .found(let session) = store.session(id, token: token), session.scene == nil else { return nil }
                return session.device
            }
            let scenePersistence: (any AppStoragePersistence)? = if let scene, let device {
                await devices.scenePersistence(device: device, scene: scene)
            } else {
                nil
            }
            let outbox = SocketOutbox(limit: configuration.maxQueuedBytes)
            let arrival = context.requestContext.arrival
            let attached: Attachment = await MainActor.run {
                guard case .found(let session) = store.session(id, token: token) else { return .expired }
                // A socket whose task got here after a newer socket's (one the server
                // closed at once, and the tab's reconnect) leaves the session to it.
                guard session.accepts(arrival: arrival) else { return .superseded }
                guard store.open(session) else { return .full }
                if let scene, let scenePersistence { session.adoptScene(scene, persistence: scenePersistence) }
                guard let connection = session.attach(outbox, arrival: arrival) else { return .superseded }
                return .attached(session, connection)
            }
            let session: WebSession, connection: Int
            switch attached {
            case .attached(let found, let number):
                (session, connection) = (found, number)
            case .expired:
                try await outbound.write(.text(#"{"error":"session expired","expired":true}"#))
                try await outbound.close(.normalClosure, reason: "session expired")
                return
            case .full:
                // The cap filled between the upgrade and now: the client retries.
                try await outbound.close(.unknown(1013), reason: "all sessions are in use")  // RFC 6455 registry: try again later
                return
            case .superseded:
                log.refused("a socket older than its session's current one", session: id)
                let replaced = SocketOutbox.CloseReason.replaced
                try await outbound.close(replaced.code, reason: replaced.text)
                return
            }
            let socket = SocketConnection(session: session, connection: connection, outbox: outbox,
                                          channel: context.requestContext.channel, log: log, gate: gate)
            try await socket.run(inbound: inbound, outbound: outbound,
                                 maxMessageBytes: configuration.maxMessageBytes, writeTimeout: configuration.writeTimeout)
        }
        return router
    }

    /// What a newly opened socket found.
    private enum Attachment {
        case attached(WebSession, Int)
        /// The session is gone (expired, or this process restarted).
        case expired
        /// A socket that asked to open later holds, or held, the session.
        case superseded
        /// The page never had a socket and the session cap has no room for it yet.
        case full
    }

    private static func credentials(_ request: Request) -> (id: String, token: String) {
        let query = request.uri.queryParameters
        return (query["s"].map(String.init) ?? "", query["t"].map(String.init) ?? "")
    }
}

/// Refuses requests whose `Host` this host does not answer to (DNS rebinding).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let allowList: HostAllowList
    let log: RefusalLog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allowList.allowsHost(request.head.authority) else {
            log.refused("a request for another host", reason: request.head.authority ?? "")
            return Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "Host not allowed")))
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xForwardedFor = Self("X-Forwarded-For")!
}

/// A route and the view tree it mounts for each visitor.
struct WebPage: Sendable {
    let path: String
    let title: String
    let mount: @MainActor @Sendable (ViewGraph) -> Void
}
