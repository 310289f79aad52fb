import Foundation
import Hummingbird
import HummingbirdWebSocket
import HummingbirdWSClient
import Logging
import Testing
@_spi(TrellisHost) @testable import TrellisWeb

// A reproduction of the reference cycle in hummingbird-websocket 2.8.1: the socket route
// stores the request context inside the context's own `webSocket` box, so with
// `BasicWebSocketRequestContext` the box (and the context, about 0.8 KB) outlives every
// upgraded connection. Trellis's `SocketRequestContext` breaks it once the socket is open.

/// Watches the upgrade-handler box of one connection without keeping it alive.
private final class BoxProbe: @unchecked Sendable {
    private let lock = NSLock()
    private weak var box: AnyObject?
    private var handlerEnded = false
    private(set) var captured = false

    /// `reference` is a `WebSocketHandlerReference`: its `handler` is a `NIOLockedValueBox`,
    /// whose `_storage` is the object that holds the context.
    func watch(_ reference: Any) {
        let handler = Mirror(reflecting: reference).children.first { $0.label == "handler" }?.value
        let storage = handler.flatMap { Mirror(reflecting: $0).children.first { $0.label == "_storage" }?.value }
        lock.withLock {
            box = storage.map { $0 as AnyObject }
            captured = box != nil
        }
    }

    func end() { lock.withLock { handlerEnded = true } }
    var isAlive: Bool { lock.withLock { box != nil } }
    var ended: Bool { lock.withLock { handlerEnded } }
}

/// Opens one socket to a server whose route uses `Context`, closes it, and says whether
/// the connection's upgrade-handler box is still alive once the connection is over.
private func boxOutlivesConnection<Context: WebSocketRequestContext & RequestContext>(
    _ context: Context.Type, release: @escaping @Sendable (Context) -> Void
) async throws -> Bool where Context.Source == ApplicationRequestContextSource {
    let probe = BoxProbe()
    let router = Router(context: Context.self)
    router.ws("/ws") { inbound, _, context in
        probe.watch(context.requestContext.webSocket)
        release(context.requestContext)
        for try await _ in inbound {}
        probe.end()
    }
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    let app = Application(
        router: Router(),
        server: .http1WebSocketUpgrade(webSocketRouter: router),
        configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
        onServerRunning: { channel in portSink.yield(channel.localAddress?.port ?? 0) },
        logger: Logger(label: "cycle")
    )
    let server = Task { try await app.run() }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "client")) { _, _, _ in }
    // Wait for the server's side to finish, then for the box to go (it goes at once when
    // nothing holds it).
    let deadline = ContinuousClock.now + .seconds(5)
    while !probe.ended, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(probe.ended)
    #expect(probe.captured, "the probe did not find the box (did the library's layout change?)")
    let settle = ContinuousClock.now + .milliseconds(500)
    while probe.isAlive, ContinuousClock.now < settle { try await Task.sleep(for: .milliseconds(10)) }
    return probe.isAlive
}

// Serialized: these are the process's only WebSocketClient connections, and two first
// connections set up on two event loops at once crashed the Swift runtime in CI (it
// instantiated the client pipeline's generic metadata concurrently: a null metadata in
// swift_conformsToProtocol under `configureUpgradableHTTPClientPipeline`).
@Suite("Upstream: hummingbird-websocket context cycle", .serialized)
struct UpstreamWebSocketCycleTests {
    @Test func theBasicContextKeepsEveryUpgradedConnectionAlive() async throws {
        // When this fails, hummingbird-websocket fixed the cycle: SocketRequestContext's
        // workaround (and this reproduction) can go.
        #expect(try await boxOutlivesConnection(BasicWebSocketRequestContext.self) { _ in })
    }

    @Test func trellisSocketContextFreesItsConnection() async throws {
        #expect(try await !boxOutlivesConnection(SocketRequestContext.self) { $0.releaseUpgradeHandler() })
    }
}
