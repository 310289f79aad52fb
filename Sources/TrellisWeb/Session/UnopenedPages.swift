/// Pages served whose socket has not opened yet, in a pool of their own: they never take a
/// place under the session cap, so loading pages without opening them (a crawler, a
/// prefetch, a flood from many addresses) cannot keep anyone out of it.
///
/// The pool is bounded. When it is full, a new page makes room by giving up the oldest
/// page of the client that holds the most: a visitor with one page in flight keeps it as
/// long as anyone holds two, so a flood has to come from more addresses than the pool has
/// places before it can push an honest page out. A page given up is closed; its socket,
/// when it comes, hears that the session expired and the tab loads the page again.
/// A client may also hold at most `perClient` pages: past that its own oldest goes first.
@MainActor
struct UnopenedPages {
    let capacity: Int
    let perClient: Int
    /// Per client, its pages in the order they were served.
    private var byClient: [String: [Entry]] = [:]
    private var members: Set<ObjectIdentifier> = []
    var count: Int { members.count }
    /// Orders pages across clients (the oldest of the clients that hold the most goes).
    private var served = 0

    private struct Entry {
        let session: WebSession
        let serial: Int
    }

    init(capacity: Int, perClient: Int) {
        self.capacity = max(capacity, 1)
        self.perClient = max(perClient, 1)
    }

    func pages(of client: String) -> Int { byClient[client]?.count ?? 0 }

    func contains(_ session: WebSession) -> Bool { members.contains(ObjectIdentifier(session)) }

    /// The page to give up before `client` gets one more, if any: its own oldest when it is
    /// at its budget, else when the pool is full the oldest page of the client holding the
    /// most (ties: the oldest such page).
    func pageToGiveUp(before client: String) -> WebSession? {
        if pages(of: client) >= perClient { return byClient[client]?.first?.session }
        guard count >= capacity else { return nil }
        // A linear pass over the clients in the pool (at most `capacity` of them): it runs
        // only when the pool is full, beside a page load that mounts a whole view graph.
        var chosen: Entry?
        var most = 0
        for pages in byClient.values {
            guard let first = pages.first else { continue }
            if pages.count > most || (pages.count == most && first.serial < chosen!.serial) {
                most = pages.count
                chosen = first
            }
        }
        return chosen?.session
    }

    mutating func add(_ session: WebSession) {
        served += 1
        byClient[session.client, default: []].append(Entry(session: session, serial: served))
        members.insert(ObjectIdentifier(session))
    }

    /// Forgets `session` (it opened its socket, or it was closed); false if it was not here.
    @discardableResult
    mutating func remove(_ session: WebSession) -> Bool {
        guard members.remove(ObjectIdentifier(session)) != nil, var pages = byClient[session.client], let index = pages.firstIndex(where: { $0.session === session }) else {
            return false
        }
        pages.remove(at: index)
        byClient[session.client] = pages.isEmpty ? nil : pages
        return true
    }

    mutating func removeAll() {
        byClient.removeAll()
        members.removeAll()
    }
}
