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
/// believed (anyone else could write that header). An IPv6 client is its /64: one host is
/// usually given a whole /64, so counting its addresses one by one would let it appear as
/// as many clients as it likes.
struct ClientIdentity: Sendable {
    let trustedProxies: Set<String>

    func client(peer: SocketAddress?, forwardedFor: String?) -> String {
        let address = peer?.ipAddress ?? "unknown"
        guard trustedProxies.contains(address), let forwardedFor,
              let last = forwardedFor.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
              !last.isEmpty, last.count <= 64 else { return Self.key(address) }
        return Self.key(last)
    }

    /// An IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6 address as
    /// its /64 prefix, anything else (a name a proxy sent) as it is.
    static func key(_ address: String) -> String {
        guard let groups = ipv6Groups(address) else { return address }
        if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xffff {
            return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].map(String.init).joined(separator: ".")
        }
        return groups[0..<4].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }

    /// The eight 16-bit groups of an IPv6 address in text (`::` shortening, a zone, a
    /// dotted IPv4 tail), or nil when it is not one.
    static func ipv6Groups(_ text: String) -> [UInt16]? {
        var address = Substring(text)
        if address.hasPrefix("["), address.hasSuffix("]") { address = address.dropFirst().dropLast() }
        address = address.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard address.contains(":") else { return nil }
        func parse(_ part: Substring) -> [UInt16]? {
            guard !part.isEmpty else { return [] }
            var groups: [UInt16] = []
            for piece in part.split(separator: ":", omittingEmptySubsequences: false) {
                if piece.contains(".") {
                    let octets = piece.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
                    guard octets.count == 4 else { return nil }
                    groups += [UInt16(octets[0]) << 8 | UInt16(octets[1]), UInt16(octets[2]) << 8 | UInt16(octets[3])]
                } else {
                    guard (1...4).contains(piece.count), let group = UInt16(piece, radix: 16) else { return nil }
                    groups.append(group)
                }
            }
            return groups
        }
        let halves = address.components(separatedBy: "::")
        switch halves.count {
        case 1:
            guard let groups = parse(address), groups.count == 8 else { return nil }
            return groups
        case 2:
            guard let head = parse(Substring(halves[0])), let tail = parse(Substring(halves[1])),
                  head.count + tail.count < 8 else { return nil }
            return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        default:
            return nil
        }
    }
}
