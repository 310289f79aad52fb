import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import HummingbirdWebSocket
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
    try openAndCloseSocket(port: port)
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

/// The smallest WebSocket client (RFC 6455) over a blocking socket: the upgrade, then a
/// masked close frame, then waits for the server to close. (hummingbird-websocket's own
/// client would bring TLS and an HTTP client into the test build for this one use.)
private func openAndCloseSocket(port: Int) throws {
    struct SocketError: Error, CustomStringConvertible { let description: String }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw SocketError(description: "socket() failed") }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw SocketError(description: "connect() failed") }
    func sendAll(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw SocketError(description: "send() failed") }
            sent += n
        }
    }
    func receive() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return n > 0 ? Array(buffer[..<n]) : []
    }
    try sendAll(Array(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                       + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
    var response: [UInt8] = []
    while !String(decoding: response, as: UTF8.self).contains("\r\n\r\n") {
        let chunk = receive()
        guard !chunk.isEmpty else { throw SocketError(description: "no upgrade response") }
        response += chunk
    }
    guard String(decoding: response, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
        throw SocketError(description: "upgrade refused: \(String(decoding: response, as: UTF8.self))")
    }
    // A close frame with status 1000, masked as a client's frames must be.
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    let payload: [UInt8] = [0x03, 0xE8]
    try sendAll([0x88, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] })
    // The server answers with its close frame and ends the connection.
    while !receive().isEmpty {}
}

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
