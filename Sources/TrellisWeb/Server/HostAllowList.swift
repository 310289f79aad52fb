import Foundation

/// The names this host answers to. A request whose `Host` names anything else is refused,
/// and so is a socket whose `Origin` does: a page on another site that got its name to
/// resolve to this machine (DNS rebinding) sends its own name in both, and a check of
/// Origin against the request's own Host would let it through.
struct HostAllowList: Sendable, Equatable {
    /// Host names, lowercased, without port or brackets.
    let names: Set<String>
    /// Whole origins (`https://app.example.com`) also allowed to open sockets.
    let origins: Set<String>

    init(names: Set<String>, origins: Set<String> = []) {
        self.names = Set(names.map { Self.normalised($0) })
        self.origins = origins
    }

    /// The defaults for a host bound to `address`: that address and `localhost`. A host
    /// bound to every interface (`0.0.0.0`, `::`) has no name of its own, so only
    /// `localhost` and the loopback addresses; name the public ones with `--allowed-host`.
    static func defaults(boundTo address: String) -> Set<String> {
        var names: Set<String> = ["localhost"]
        switch address {
        case "0.0.0.0", "::", "[::]", "": names.formUnion(["127.0.0.1", "::1"])
        default: names.insert(address)
        }
        return names
    }

    /// Whether a `Host` header (`name[:port]`) names this host. A request without one is
    /// HTTP/1.0 or a tool; it is allowed, since nothing was named.
    func allowsHost(_ header: String?) -> Bool {
        guard let header else { return true }
        guard let name = Self.hostName(ofAuthority: header) else { return false }
        return names.contains(name)
    }

    /// Whether an `Origin` header may open a socket. None at all is a tool, not a page;
    /// it still needs the session's token.
    func allowsOrigin(_ header: String?) -> Bool {
        guard let header else { return true }
        if origins.contains(header) { return true }
        guard let url = URLComponents(string: header), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, url.path.isEmpty else { return false }
        return names.contains(Self.normalised(host))
    }

    /// `example.com:8080` → `example.com`, `[::1]:80` → `::1`; nil for anything malformed.
    static func hostName(ofAuthority authority: String) -> String? {
        var rest = Substring(authority)
        let name: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        } else if let colon = rest.firstIndex(of: ":") {
            name = rest[..<colon]
            rest = rest[colon...]
        } else {
            name = rest
            rest = ""
        }
        if !rest.isEmpty {
            guard rest.first == ":", rest.dropFirst().allSatisfy(\.isASCII), Int(rest.dropFirst()) != nil else { return nil }
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "/" && $0 != "@" }) else { return nil }
        return normalised(String(name))
    }

    private static func normalised(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        return name
    }
}
