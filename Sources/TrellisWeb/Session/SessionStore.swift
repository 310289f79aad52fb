import Foundation
import Logging
@_spi(TrellisHost) import Trellis

/// Every live session, by id. Sessions that have had no socket for `timeout` are closed
/// and their graphs freed, and their number is capped so page loads alone cannot exhaust
/// memory. At the cap a new page load makes room by closing the least recently active
/// session that has no socket and was not served in the last `grace` (a page still
/// loading, a tab in the middle of a reconnect); when there is none it is refused.
///
/// One client (an address) may hold at most `pendingPerClient` pages it has not opened
/// a socket for: past that, its own oldest such page makes room. A client that only loads
/// pages churns through its own few sessions and cannot push anyone else's out.
@MainActor
final class SessionStore {
    private var sessions: [String: WebSession] = [:]
    let timeout: Duration
    let capacity: Int
    var grace: Duration
    let log: RefusalLog
    /// The host is stopping: page loads are refused (a load balancer sends them elsewhere).
    private(set) var isDraining = false
    private(set) var evictions = 0
    let pendingPerClient: Int
    /// Per client, the sessions served to it that have never had a socket, oldest first.
    private var pending: [String: [WebSession]] = [:]

    init(timeout: Duration, capacity: Int, grace: Duration = .seconds(30), pendingPerClient: Int = 16, log: RefusalLog) {
        self.timeout = timeout
        self.capacity = capacity
        self.grace = grace
        self.pendingPerClient = max(pendingPerClient, 1)
        self.log = log
    }

    var count: Int { sessions.count }
    var connectedCount: Int { sessions.values.count { $0.isConnected } }

    /// Makes a session for a new page load, or nil when the host is draining or full of
    /// sessions it must keep.
    func create(client: String = "", mount: @MainActor (ViewGraph) -> Void) -> WebSession? {
        guard !isDraining else { return nil }
        if let unopened = pending[client], unopened.count >= pendingPerClient, let oldest = oldestUnopened(of: client) {
            log.refused("a page load over the client's budget", reason: "\(unopened.count) pages never opened; the oldest is closed")
            end(oldest)
            evictions += 1
        }
        if sessions.count >= capacity {
            // Room from, in order: the least recently active idle session past the grace,
            // else this client's own oldest unopened page.
            guard let victim = leastRecentlyActiveIdle(olderThan: grace) ?? oldestUnopened(of: client) else {
                log.refused("a page load", reason: "all \(capacity) sessions are in use")
                return nil
            }
            end(victim)
            evictions += 1
        }
        let session = WebSession(id: RandomID.make(), token: RandomID.make(), logger: log, mount: mount)
        session.client = client
        sessions[session.id] = session
        pending[client, default: []].append(session)
        return session
    }

    /// A session's socket opened: it is no longer a page its client has not opened.
    func opened(_ session: WebSession) {
        forgetPending(session)
    }

    enum Lookup {
        case found(WebSession)
        case unknown
        case badToken
    }

    private var arrivals = 0

    /// A number for a socket asking to open, larger than every earlier one's: sessions
    /// order their sockets by it (`WebSession.attach`).
    func nextArrival() -> Int {
        arrivals += 1
        return arrivals
    }

    func session(_ id: String, token: String) -> Lookup {
        guard let session = sessions[id] else { return .unknown }
        guard Self.constantTimeEqual(session.token, token) else { return .badToken }
        return .found(session)
    }

    /// Closes sessions with no socket whose last activity is older than `age`; returns
    /// how many it closed.
    @discardableResult
    func expire(olderThan age: Duration) -> Int {
        let now = ContinuousClock.now
        var closed = 0
        for session in sessions.values where !session.isConnected && now - session.lastActive > age {
            end(session)
            closed += 1
        }
        return closed
    }

    @discardableResult
    func expireIdle() -> Int { expire(olderThan: timeout) }

    /// Stops taking page loads and asks every open tab to load the page again, so a load
    /// balancer moves it to another process.
    func drain() {
        isDraining = true
        for session in sessions.values where session.isConnected { session.sendReload() }
    }

    func closeAll() {
        for session in sessions.values { session.close() }
        sessions.removeAll()
        pending.removeAll()
    }

    private func leastRecentlyActiveIdle(olderThan age: Duration) -> WebSession? {
        let now = ContinuousClock.now
        var oldest: WebSession?
        for session in sessions.values where !session.isConnected && now - session.lastActive > age {
            if oldest.map({ session.lastActive < $0.lastActive }) ?? true { oldest = session }
        }
        return oldest
    }

    private func end(_ session: WebSession) {
        forgetPending(session)
        session.close()
        sessions[session.id] = nil
    }

    /// The client's oldest page that never had a socket (a socket always protects).
    private func oldestUnopened(of client: String) -> WebSession? {
        pending[client]?.first { !$0.isConnected }
    }

    private func forgetPending(_ session: WebSession) {
        guard var unopened = pending[session.client], let index = unopened.firstIndex(where: { $0 === session }) else { return }
        unopened.remove(at: index)
        pending[session.client] = unopened.isEmpty ? nil : unopened
    }

    nonisolated static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
