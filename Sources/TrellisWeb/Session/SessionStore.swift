import Foundation
import Logging
import Trellis

/// Every live session, by id. Sessions that have had no socket for `timeout` are closed
/// and their graphs freed; the number of sessions is capped so page loads alone cannot
/// exhaust memory.
@MainActor
final class SessionStore {
    private var sessions: [String: WebSession] = [:]
    let timeout: Duration
    let capacity: Int
    private let logger: Logger

    init(timeout: Duration, capacity: Int, logger: Logger) {
        self.timeout = timeout
        self.capacity = capacity
        self.logger = logger
    }

    var count: Int { sessions.count }

    /// Makes a session for a new page load, or nil when the server is full of connected
    /// sessions (idle ones are closed first to make room).
    func create(mount: @MainActor (ViewGraph) -> Void) -> WebSession? {
        if sessions.count >= capacity {
            expire(olderThan: .zero)
            guard sessions.count < capacity else { return nil }
        }
        let session = WebSession(id: Self.randomToken(), token: Self.randomToken(), logger: logger, mount: mount)
        sessions[session.id] = session
        return session
    }

    enum Lookup {
        case found(WebSession)
        case unknown
        case badToken
    }

    func session(_ id: String, token: String) -> Lookup {
        guard let session = sessions[id] else { return .unknown }
        guard Self.constantTimeEqual(session.token, token) else { return .badToken }
        return .found(session)
    }

    /// Closes sessions with no socket whose last activity is older than `age`.
    func expire(olderThan age: Duration) {
        let now = ContinuousClock.now
        for (id, session) in sessions where !session.isConnected && now - session.lastActive > age {
            session.close()
            sessions[id] = nil
            logger.debug("session expired", metadata: ["session": "\(id.prefix(8))"])
        }
    }

    func expireIdle() { expire(olderThan: timeout) }

    func closeAll() {
        for session in sessions.values { session.close() }
        sessions.removeAll()
    }

    /// 128 random bits as hex, from the system's secure generator.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
