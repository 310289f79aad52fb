import Hummingbird
import NIOCore

/// The request context of page loads: Hummingbird's basic one, plus who asked — the
/// peer's address, or the client a trusted proxy names in `X-Forwarded-For`.
struct PageRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

/// Who a request comes from, for per-client budgets. Behind a load balancer every peer is
/// the balancer: its `X-Forwarded-For` names the client, but only a listed proxy is
/// believed (anyone else could write that header).
struct ClientIdentity: Sendable {
    let trustedProxies: Set<String>

    func client(peer: SocketAddress?, forwardedFor: String?) -> String {
        let address = peer?.ipAddress ?? "unknown"
        guard trustedProxies.contains(address), let forwardedFor,
              let last = forwardedFor.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
              !last.isEmpty, last.count <= 64 else { return address }
        return last
    }
}
