import Foundation
import Logging
import NIOCore
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) @testable import TrellisWeb

// How the web host holds up against strangers: the session cap, slow readers, replaced
// sockets, refusals that must not flood the log, and names it must not answer to.

private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private func quietLog() -> RefusalLog { RefusalLog(logger: Logger(label: "test")) }

/// Everything waiting in `outbox` right now, without blocking.
private func drain(_ outbox: SocketOutbox) async -> [SocketOutbox.Item] {
    var items: [SocketOutbox.Item] = []
    while outbox.pendingBytes > 0, let item = await outbox.next() { items.append(item) }
    return items
}

private func text(_ item: SocketOutbox.Item?) -> String {
    if case .message(let text) = item { return text }
    return ""
}

@MainActor
private func buttonID(in html: String) throws -> Substring {
    try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
}

/// A page loaded by `client` whose socket opened (and, if it `leaves`, closed again).
@MainActor
private func openedSession(in store: SessionStore, client: String, leaves: Bool = false) throws -> WebSession {
    let session = try #require(store.create(client: client) { $0.mount(Counter()) })
    #expect(store.open(session))
    let connection = try #require(session.attach(SocketOutbox(limit: 1 << 20)))
    if leaves { session.detach(connection) }
    return session
}

@Suite("Hostile load") @MainActor
struct HostileLoadTests {
    // MARK: The session cap

    @Test func atTheCapOnlyTheLeastRecentlyActiveIdleSessionMakesRoom() async throws {
        let store = SessionStore(timeout: .seconds(60), capacity: 3, grace: .seconds(3600), log: quietLog())
        // Three visitors, each from its own address, open their pages; two of them leave.
        let connected = try openedSession(in: store, client: "192.0.2.1")
        let older = try openedSession(in: store, client: "192.0.2.2", leaves: true)
        try await Task.sleep(for: .milliseconds(2))
        let newer = try openedSession(in: store, client: "192.0.2.3", leaves: true)
        #expect(store.openedCount == 3)
        // Both left inside the grace (they may be reconnecting): a fourth visitor is
        // refused at once, nobody evicted.
        #expect(store.create(client: "192.0.2.4") { $0.mount(Counter()) } == nil)
        #expect(store.count == 3)
        store.grace = .zero
        // Past the grace the page is served, and takes nobody's place until it opens.
        let fourth = try #require(store.create(client: "192.0.2.4") { $0.mount(Counter()) })
        #expect(older.graph != nil)
        #expect(store.canOpen(fourth))
        // Its socket opens: the idle session active longest ago goes; the connected one never.
        #expect(store.open(fourth))
        #expect(older.graph == nil)
        #expect(newer.graph != nil)
        #expect(connected.graph != nil)
        #expect(store.evictions == 1)
        #expect(store.openedCount == 3)
        if case .unknown = store.session(older.id, token: older.token) {} else { Issue.record("the evicted session is still known") }
        // With every place held by a socket, a page load is refused and no socket may open.
        _ = newer.attach(SocketOutbox(limit: 1 << 20))
        _ = fourth.attach(SocketOutbox(limit: 1 << 20))
        #expect(store.create(client: "192.0.2.5") { $0.mount(Counter()) } == nil)
    }

    @Test func aClientThatOnlyLoadsPagesChurnsItsOwnSessionsAndNoOneElses() throws {
        let store = SessionStore(timeout: .seconds(60), capacity: 20, grace: .seconds(3600), pendingPerClient: 3, log: quietLog())
        // A real visitor loads a page; its socket has not opened yet.
        let visitor = try #require(store.create(client: "192.0.2.1") { $0.mount(Counter()) })
        // Another address loads 100 pages and opens none of them.
        var burst: [WebSession] = []
        for _ in 0..<100 { burst.append(try #require(store.create(client: "198.51.100.7") { $0.mount(Counter()) })) }
        #expect(store.count == 4)
        #expect(store.unopenedCount == 4)
        #expect(store.openedCount == 0)
        #expect(burst.prefix(97).allSatisfy { $0.graph == nil })
        #expect(burst.suffix(3).allSatisfy { $0.graph != nil })
        // The visitor's page is still there when its socket arrives.
        guard case .found(let found) = store.session(visitor.id, token: visitor.token) else {
            Issue.record("the visitor's session was evicted")
            return
        }
        #expect(store.open(found))
        _ = found.attach(SocketOutbox(limit: 1 << 20))
        // Opened pages do not count against the budget.
        for _ in 0..<3 { _ = store.create(client: "192.0.2.1") { $0.mount(Counter()) } }
        #expect(visitor.graph != nil)
        #expect(store.openedCount == 1)
    }

    @Test func pagesNobodyOpensFromManyAddressesNeverLockAVisitorOut() throws {
        // The cap is 3 and one place is held by a connected tab; unopened pages have a pool
        // of 50 of their own.
        let store = SessionStore(timeout: .seconds(60), capacity: 3, grace: .seconds(3600), unopenedPool: 50,
                                 pendingPerClient: 16, log: quietLog())
        let held = try openedSession(in: store, client: "192.0.2.1")
        // A flood from 200 addresses loads pages it never opens (more addresses than the
        // pool has places; every one within its own budget).
        var flood = 0
        func floodPages(_ count: Int) throws {
            for _ in 0..<count {
                flood += 1
                _ = try #require(store.create(client: "127.0.0.\(flood % 200 + 2)") { $0.mount(Counter()) })
            }
        }
        try floodPages(400)
        #expect(store.unopenedCount == 50)
        #expect(store.openedCount == 1)
        // Honest visitors load a page while the flood goes on, then open it: every time the
        // page is there and its socket gets a place.
        for visit in 0..<2 {
            let visitor = try #require(store.create(client: "192.0.2.\(10 + visit)") { $0.mount(Counter()) })
            try floodPages(48)
            guard case .found(let found) = store.session(visitor.id, token: visitor.token) else {
                Issue.record("visit \(visit): the page was given up before its socket came")
                return
            }
            #expect(store.canOpen(found))
            #expect(store.open(found))
            _ = found.attach(SocketOutbox(limit: 1 << 20))
        }
        #expect(store.openedCount == 3)
        #expect(held.graph != nil && held.isConnected)
        // The pool was full, less the last visitor's page, which opened.
        #expect(store.unopenedCount == 49)
        // The cap is full of tabs with sockets: now a page load is refused (it could not open).
        #expect(store.create(client: "192.0.2.20") { $0.mount(Counter()) } == nil)
    }

    @Test func whenThePoolIsFullTheClientHoldingMostGivesAPageUp() throws {
        let store = SessionStore(timeout: .seconds(60), capacity: 10, unopenedPool: 4, pendingPerClient: 16, log: quietLog())
        let honest = try #require(store.create(client: "a") { $0.mount(Counter()) })
        var heavy: [WebSession] = []
        for _ in 0..<3 { heavy.append(try #require(store.create(client: "b") { $0.mount(Counter()) })) }
        // Full: b holds most, so its oldest goes, not a's only page (though a's is older).
        _ = try #require(store.create(client: "c") { $0.mount(Counter()) })
        #expect(honest.graph != nil)
        #expect(heavy[0].graph == nil)
        // Every client holds one or two; b still holds most.
        _ = try #require(store.create(client: "d") { $0.mount(Counter()) })
        #expect(heavy[1].graph == nil)
        #expect(honest.graph != nil)
        // All hold one each: the oldest page goes. Its socket hears the session expired.
        _ = try #require(store.create(client: "e") { $0.mount(Counter()) })
        #expect(honest.graph == nil)
        if case .unknown = store.session(honest.id, token: honest.token) {} else { Issue.record("a page given up is still known") }
        #expect(store.unopenedCount == 4)
        #expect(store.evictions == 3)
    }

    @Test func onlyATrustedProxyNamesTheClient() throws {
        let identity = ClientIdentity(trustedProxies: ["127.0.0.1"])
        let proxy = try SocketAddress(ipAddress: "127.0.0.1", port: 5000)
        let stranger = try SocketAddress(ipAddress: "203.0.113.9", port: 5000)
        #expect(identity.client(peer: proxy, forwardedFor: "10.0.0.1, 198.51.100.7") == "198.51.100.7")
        #expect(identity.client(peer: proxy, forwardedFor: nil) == "127.0.0.1")
        #expect(identity.client(peer: stranger, forwardedFor: "198.51.100.7") == "203.0.113.9")
        // An IPv6 client is its /64 (a host has a whole one); a mapped IPv4 is that IPv4.
        let v6 = try SocketAddress(ipAddress: "2001:db8:1:2:a::1", port: 5000)
        let sibling = try SocketAddress(ipAddress: "2001:db8:1:2:ffff:1:2:3", port: 5000)
        #expect(identity.client(peer: v6, forwardedFor: nil) == "2001:db8:1:2::/64")
        #expect(identity.client(peer: sibling, forwardedFor: nil) == "2001:db8:1:2::/64")
        #expect(identity.client(peer: proxy, forwardedFor: "2001:db8:1:3::9") == "2001:db8:1:3::/64")
        #expect(ClientIdentity.key("::ffff:192.0.2.7") == "192.0.2.7")
        #expect(ClientIdentity.key("[fe80::1%eth0]") == "fe80:0:0:0::/64")
        #expect(ClientIdentity.key("not:an:address") == "not:an:address")
        #expect(ClientIdentity.key("1:2:3:4:5:6:7:8:9") == "1:2:3:4:5:6:7:8:9")
    }

    @Test func aDrainingStoreRefusesPageLoadsAndAsksOpenTabsToReload() async throws {
        let store = SessionStore(timeout: .seconds(60), capacity: 10, log: quietLog())
        let session = try #require(store.create { $0.mount(Counter()) })
        _ = session.renderPage()
        let outbox = SocketOutbox(limit: 1 << 20)
        _ = session.attach(outbox)
        store.drain()
        #expect(store.isDraining)
        #expect(store.create { $0.mount(Counter()) } == nil)
        #expect(text(await outbox.next()) == #"{"reload":true}"#)
        // The tab stays served until it goes.
        #expect(session.receive(#"{"seq":1,"element":\#(try buttonID(in: session.renderPage())),"event":"tap"}"#) == nil)
        #expect(store.connectedCount == 1)
    }

    @Test func theSweepForgetsTheStorageOfBrowsersNoSessionShows() async throws {
        let devices = try await DeviceStorage.open(path: nil, logger: Logger(label: "test"))
        let held = await devices.appStorage(device: "a")
        _ = await devices.appStorage(device: "b")
        _ = await devices.appStorage(device: "c")
        #expect(devices.forgetUnusedDevices() == 2)
        // A store a session still holds stays the one every tab of that browser shares.
        #expect(await devices.appStorage(device: "a") === held)
        await devices.close()
    }

    // MARK: Slow readers

    @Test func aReaderTooFarBehindLosesItsQueueAndGetsOneFullRender() async throws {
        let session = WebSession(id: "s", token: "t", logger: quietLog()) { $0.mount(Counter()) }
        let html = session.renderPage()
        let button = try buttonID(in: html)
        // Room for about two small batches.
        let outbox = SocketOutbox(limit: 400)
        _ = session.attach(outbox)
        // The writer is busy (nobody calls next): 30 taps make 30 batches.
        for seq in 1...30 {
            #expect(session.receive(#"{"seq":\#(seq),"element":\#(button),"event":"tap"}"#) == nil)
        }
        #expect(outbox.overflows == 1)
        #expect(outbox.pendingBytes == 0)
        // When the writer comes back it is told to resynchronise, and the full render it
        // makes shows the state after every tap.
        #expect(await outbox.next() == .resync)
        let full = try #require(session.resynchronise(outbox))
        #expect(full.contains(#"["R"]"#) || full.contains(#"["R","#))
        #expect(full.contains("Count: 30"))
        // Batches flow again afterwards, in order after the full render.
        _ = session.receive(#"{"seq":31,"element":\#(button),"event":"tap"}"#)
        #expect(text(await outbox.next()).contains("Count: 31"))
    }

    @Test func aMessageBiggerThanTheLimitStillGoesToAnIdleWriter() async throws {
        let outbox = SocketOutbox(limit: 10)
        let waiting = Task { await outbox.next() }
        while !outbox.hasWaitingWriter { await Task.yield() }
        outbox.send(String(repeating: "x", count: 100))
        #expect(text(await waiting.value).count == 100)
        #expect(outbox.overflows == 0)
    }

    // MARK: Replaced sockets

    @Test func aReplacedSocketIsClosedAndItsEventsAreRefused() async throws {
        let session = WebSession(id: "s", token: "t", logger: quietLog()) { $0.mount(Counter()) }
        let button = try buttonID(in: session.renderPage())
        let old = SocketOutbox(limit: 1 << 20)
        let oldConnection = try #require(session.attach(old))
        let new = SocketOutbox(limit: 1 << 20)
        let newConnection = try #require(session.attach(new))
        #expect(old.reason == .replaced)
        #expect(SocketOutbox.CloseReason.replaced.code == .unknown(4001))
        #expect(await old.next() == nil)
        // The old connection's read loop may still deliver a frame: it changes nothing.
        let refused = session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#, connection: oldConnection)
        #expect(refused?.contains("replaced") == true)
        _ = await new.next()  // the new socket's full render
        #expect(session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#, connection: newConnection) == nil)
        #expect(text(await new.next()).contains("Count: 1"))
        // Detaching the old connection late does not detach the new one.
        session.detach(oldConnection)
        #expect(session.isConnected)
    }

    @Test func aSocketThatAskedEarlierNeverTakesTheSessionFromALaterOne() async throws {
        // The server closes a socket whose first frame is bad before that socket's task
        // has attached it; the tab reconnects, and the new socket may attach first.
        let session = WebSession(id: "s", token: "t", logger: quietLog()) { $0.mount(Counter()) }
        let button = try buttonID(in: session.renderPage())
        let reconnect = SocketOutbox(limit: 1 << 20)
        let connection = try #require(session.attach(reconnect, arrival: 2))
        let stale = SocketOutbox(limit: 1 << 20)
        #expect(!session.accepts(arrival: 1))
        #expect(session.attach(stale, arrival: 1) == nil)
        #expect(reconnect.reason == nil)
        #expect(session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#, connection: connection) == nil)
        #expect(text(await reconnect.next()).contains("Count: 1"))
        // Still refused once the newer socket has gone: a later one is what the tab has.
        session.detach(connection)
        #expect(session.attach(stale, arrival: 1) == nil)
        #expect(!session.isConnected)
        // A socket that asked later than both takes it.
        #expect(session.attach(SocketOutbox(limit: 1 << 20), arrival: 3) != nil)
        #expect(session.isConnected)
    }

    @Test func aSocketMayNotOutpaceAPersonOrSendMostlyJunk() {
        var limits = SocketLimits()
        let start = ContinuousClock.now
        func admitted(_ count: Int, at now: ContinuousClock.Instant) -> Int {
            (0..<count).reduce(0) { total, _ in total + (limits.admitEvent(now: now) ? 1 : 0) }
        }
        // 200 events at once pass, the 201st does not; a second later 100 more do.
        #expect(admitted(201, at: start) == 200)
        #expect(admitted(101, at: start + .seconds(1)) == 100)
        // 50 refusals in 10 s are tolerated; the 51st closes the socket; old ones age out.
        let allowed = (0..<51).reduce(0) { total, _ in total + (limits.allowRefusal(now: start) ? 1 : 0) }
        #expect(allowed == 50)
        let later = limits.allowRefusal(now: start + .seconds(11))
        #expect(later)
    }

    @Test func aSessionCoolsDownAfterAbuseAndTheGateStaysBounded() {
        let gate = SocketGate(capacity: 3)
        gate.coolDown("a", for: .seconds(60))
        #expect(gate.isCooling("a"))
        #expect(!gate.isCooling("b"))
        gate.coolDown("b", for: .zero)
        #expect(!gate.isCooling("b"))
        for name in ["c", "d", "e", "f"] { gate.coolDown(name, for: .seconds(60)) }
        #expect(gate.isCooling("f"))
    }

    // MARK: Refusals in the log

    @Test func refusalsAreCountedButLoggedAtABoundedRate() {
        let log = RefusalLog(logger: Logger(label: "test"), burst: 5, interval: .seconds(60))
        for index in 0..<10_000 { log.refused("a client message", session: "s\(index)", reason: "bad JSON") }
        for _ in 0..<100 { log.refused("a socket with a wrong token") }
        #expect(log.refusals == 10_100)
        #expect(log.linesWritten == 10)
    }

    // MARK: Names this host answers to

    @Test func theHostAndOriginMustNameThisHost() {
        let list = HostAllowList(names: HostAllowList.defaults(boundTo: "127.0.0.1"), origins: ["https://app.example.com"])
        #expect(list.allowsHost("127.0.0.1:8080"))
        #expect(list.allowsHost("localhost"))
        #expect(list.allowsHost("LOCALHOST:80"))
        #expect(list.allowsHost(nil))
        #expect(!list.allowsHost("evil.example:8080"))
        #expect(!list.allowsHost("127.0.0.1.evil.example"))
        #expect(!list.allowsHost("localhost:80x"))
        #expect(!list.allowsHost("user@localhost"))
        #expect(list.allowsOrigin(nil))
        #expect(list.allowsOrigin("http://localhost:8080"))
        #expect(list.allowsOrigin("https://127.0.0.1"))
        #expect(list.allowsOrigin("https://app.example.com"))
        // DNS rebinding: the attacker's page names itself in both headers.
        #expect(!list.allowsOrigin("http://evil.example:8080"))
        #expect(!list.allowsOrigin("null"))
        #expect(!list.allowsOrigin("file://localhost"))
        let everywhere = HostAllowList(names: HostAllowList.defaults(boundTo: "0.0.0.0").union(["trellis.example"]))
        #expect(everywhere.allowsHost("[::1]:8080"))
        #expect(everywhere.allowsHost("trellis.example"))
        #expect(!everywhere.allowsHost("0.0.0.0:8080"))
    }

    @Test func onlyWellFormedSessionCredentialsReachTheStore() {
        #expect(RandomID.isWellFormed(RandomID.make()[...]))
        #expect(!RandomID.isWellFormed("abc"))
        #expect(!RandomID.isWellFormed(String(repeating: "g", count: 32)[...]))
        #expect(!RandomID.isWellFormed(String(repeating: "A", count: 32)[...]))
    }
}
