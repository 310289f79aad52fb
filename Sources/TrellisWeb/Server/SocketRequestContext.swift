import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the socket route.
///
/// hummingbird-websocket 2.8.1's `BasicWebSocketRequestContext` never frees itself: the
/// route stores the context inside the context's own `webSocket` box (box → handler value
/// → context → box), so every upgraded connection keeps that cycle, about 0.8 KB, for the
/// life of the process. This context holds its box through a holder the socket handler
/// empties once the upgrade has read it (`releaseUpgradeHandler()`), which breaks the
/// cycle. `UpstreamWebSocketCycleTests` keeps a reproduction of the upstream leak.
///
/// It also keeps the connection's channel, so a socket whose peer stopped reading can be
/// closed even while a write to it is blocked.
struct SocketRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel
    private let holder: Holder

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
        holder = Holder()
    }

    var webSocket: WebSocketHandlerReference<SocketRequestContext> {
        holder.reference ?? WebSocketHandlerReference()
    }

    /// Drops the context's hold on its upgrade handler: call once the socket is open.
    func releaseUpgradeHandler() {
        holder.release()
    }

    /// When this socket asked to open (`SessionStore.nextArrival()`), noted before the
    /// upgrade and read once it is open; 0 if never noted.
    var arrival: Int {
        get { holder.arrival }
        nonmutating set { holder.arrival = newValue }
    }

    private final class Holder: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: WebSocketHandlerReference<SocketRequestContext>? = WebSocketHandlerReference()

        var reference: WebSocketHandlerReference<SocketRequestContext>? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func release() {
            lock.lock()
            stored = nil
            lock.unlock()
        }

        private var noted = 0
        var arrival: Int {
            get {
                lock.lock()
                defer { lock.unlock() }
                return noted
            }
            set {
                lock.lock()
                noted = newValue
                lock.unlock()
            }
        }
    }
}
