import Foundation
import Logging
@_spi(TrellisHost) import Trellis

/// Every live session, by id. Sessions that have had no socket for `timeout` are closed
/// and their graphs freed.
///
/// Two bounds keep page loads from exhausting memory or locking visitors out. Pages served
/// whose socket has not opened yet live in their own bounded pool (`UnopenedPages`), where
/// the oldest page of the client holding the most gives way to a new one. Sessions whose
/// socket opened are capped at `capacity`: a socket opening at the cap makes room by closing
/// the least recently active session with no socket that has been without one longer than
/// `grace` (a tab in the middle of a reconnect is safe), or waits (its upgrade is refused and
/// the page's client retries) when there is none. A page load is refused only while the
/// cap is full of sessions it must keep, since its socket could not open either.
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
    /// Pages served that have never had a socket.
    private var unopened: UnopenedPages
    /// The widths of the words the pages reported, by font: every session's layout uses them.
    let words = WordWidths()

    init(timeout: Duration, capacity: Int, grace: Duration = .seconds(30), unopenedPool: Int = 1_000,
         pendingPerClient: Int = 16, log: RefusalLog) {
        self.timeout = timeout
        self.capacity = capacity
        self.grace = grace
        self.unopened = UnopenedPages(capacity: unopenedPool, perClient: pendingPerClient)
        self.log = log
    }

    /// Every session held, opened or not.
    var count: Int { sessions.count }
    /// Sessions whose socket opened at some point: the ones the cap counts.
    var openedCount: Int { sessions.count - unopened.count }
    /// Pages served whose socket has not opened yet.
    var unopenedCount: Int { unopened.count }
    var connectedCount: Int { sessions.values.count { $0.isConnected } }

    /// Makes a session for a new page load, or nil when the host is draining or the cap is
    /// full of sessions it must keep. The page takes no place under the cap until its
    /// socket opens (`open`).
    func create(client: String = "", mount: @MainActor (ViewGraph) -> Void) -> WebSession? {
        guard !isDraining else { return nil }
        guard hasRoomUnderCap else {
            log.refused("a page load", reason: "all \(capacity) sessions are in use")
            return nil
        }
        if let victim = unopened.pageToGiveUp(before: client) {
            let own = victim.client == client
            log.refused(own ? "a page load over the client's budget" : "a page load at the unopened pool's size",
                        reason: own ? "\(unopened.pages(of: client)) pages never opened; the oldest is closed"
                                    : "\(unopened.capacity) pages never opened; the oldest of the client holding most is closed")
            end(victim)
            evictions += 1
        }
        let session = WebSession(id: RandomID.make(), token: RandomID.make(), logger: log, words: words, mount: mount)
        session.client = client
        sessions[session.id] = session
        unopened.add(session)
        return session
    }

    /// Whether `session`'s socket may open now: it opened before, or the cap has room (or a
    /// session that can make room).
    func canOpen(_ session: WebSession) -> Bool {
        !unopened.contains(session) || hasRoomUnderCap
    }

    /// Whether one more session could open: the cap has a free place, or an idle session
    /// that may give it up.
    private var hasRoomUnderCap: Bool { openedCount < capacity || evictableIdle() != nil }

    /// A session's socket opened: the page leaves the unopened pool and takes its place
    /// under the cap, closing the least recently active idle session if the cap is full.
    /// False when there is no room (the socket is refused; the page stays in the pool).
    func open(_ session: WebSession) -> Bool {
        guard unopened.contains(session) else { return true }
        if openedCount >= capacity {
            guard let victim = evictableIdle() else {
                log.refused("a socket at the session cap", session: session.id, reason: "all \(capacity) sessions are in use")
                return false
            }
            end(victim)
            evictions += 1
        }
        unopened.remove(session)
        return true
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

    /// The session `id`, when `token` is its own.
    func found(_ id: String, token: String) -> WebSession? {
        if case .found(let session) = session(id, token: token) { return session }
        return nil
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
        unopened.removeAll()
    }

    /// The opened session that may make room under the cap: the least recently active one
    /// without a socket for longer than the grace (or than the timeout, past which it is
    /// closed anyway at the next sweep). A socket always protects its session.
    private func evictableIdle() -> WebSession? {
        let now = ContinuousClock.now
        let age = min(grace, timeout)
        var oldest: WebSession?
        for session in sessions.values where !session.isConnected && now - session.lastActive > age {
            guard !unopened.contains(session) else { continue }
            if oldest.map({ session.lastActive < $0.lastActive }) ?? true { oldest = session }
        }
        return oldest
    }

    private func end(_ session: WebSession) {
        unopened.remove(session)
        session.close()
        sessions[session.id] = nil
    }

    nonisolated static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
