import Foundation
import Logging
@_spi(TrellisHost) import Trellis

/// One browser tab: its own graph (so its own state), the server's copy of its page, and
/// the socket currently showing it. Sessions never share anything but the main actor.
@MainActor
final class WebSession: AnimatingHostRenderer {
    let id: String
    let token: String
    let document = DOMDocument()
    private(set) var graph: ViewGraph!

    /// Sequence number of the last batch made (the page is batch 0).
    private(set) var seq = 0
    /// The last client event handled, echoed in every batch so the client knows which of
    /// its own edits a value already reflects.
    private(set) var lastClientSeq = 0
    /// Where batches go while a socket is attached.
    private var outbox: SocketOutbox?
    private var connection = 0
    /// When the newest socket that ever held this session asked to (see `attach`).
    private var newestArrival = Int.min
    /// Batches made while no socket was attached were lost: the next socket gets a full render.
    private var missedBatches = false
    private(set) var lastActive = ContinuousClock.now
    var isConnected: Bool { outbox != nil }

    /// The browser this tab is in (its `@AppStorage`), and the tab's scene once its
    /// socket named it (its `@SceneStorage`).
    var device: String?
    /// Who loaded the page (an address), for the per-client budget of unopened pages.
    var client = ""
    private(set) var scene: String?
    /// The files of the visitor's open choice, while they arrive (see `FileUploads`).
    var arrivingFiles: ArrivingFiles?

    private let logger: RefusalLog

    /// The engine's layout of the page, once it shows something CSS cannot lay out or a
    /// view reads a frame in another space or an anchor.
    private(set) var pageLayout: PageLayout?
    /// The page's window, as the browser last reported it.
    private var viewport: CGSize?
    /// Whether a pass moved things since the views that read frames last read them.
    private var laidOutAgain = false
    private var isSettling = false
    /// Laid out by the engine from the start, for the layout probe (a diagnostic).
    private(set) var probesLayout = false

    /// The word widths the host's pages reported (shared by its sessions).
    private let words: WordWidths

    init(id: String, token: String, logger: RefusalLog, words: WordWidths = WordWidths(), mount: @MainActor (ViewGraph) -> Void) {
        self.id = id
        self.token = token
        self.logger = logger
        self.words = words
        graph = ViewGraph(host: self)
        graph.didFlush = { [unowned self] in self.settleLayout() }
        graph.measuresGeometryReaders = true
        mount(graph)
    }

    /// Keeps this tab's `@SceneStorage` in `persistence` from now on: values the scene had
    /// before (a reload, a restart) come back. A tab names its scene once.
    func adoptScene(_ scene: String, persistence: any AppStoragePersistence) {
        guard self.scene == nil else { return }
        self.scene = scene
        graph.sceneStorage.adopt(persistence)
        graph.flush()
    }

    /// The page's HTML as of now; batches after it carry `seq` + 1 onwards.
    func renderPage() -> String {
        missedBatches = false
        // The page's client starts with no descriptions; batches made before it (the
        // mount's) were never sent.
        document.descriptions.reset()
        pageLayout?.forgetSent()
        return document.html()
    }

    // MARK: HostRenderer

    func apply(_ mutations: [HostMutation]) {
        apply(mutations, animations: [:])
    }

    func apply(_ mutations: [HostMutation], animations: [Int: Animation]) {
        var writer = DOMBatchWriter()
        document.apply(mutations, animations: animations, into: &writer)
        if let pageLayout {
            pageLayout.apply(mutations)
        } else if viewport != nil {
            // Not before the browser has said how big its window is: there is nothing to
            // place until then, and a page never opened costs no mirror.
            startLayoutIfPlacing()
        }
        writePlacements(into: &writer)
        send(writer)
    }

    /// Sends a batch of ops (nothing when it is empty).
    private func send(_ writer: DOMBatchWriter) {
        guard !writer.isEmpty else { return }
        seq += 1
        guard let outbox else {
            missedBatches = true
            return
        }
        if outbox.send(writer.message(seq: seq, ack: lastClientSeq)) {
            logger.refused("batches for a slow socket", session: id,
                           reason: "over \(outbox.limit) bytes queued; dropped until it reads, then a full render")
        }
    }

    // MARK: Layout

    /// Starts the mirror once the page shows something the engine places.
    private func startLayoutIfPlacing() {
        if !document.engineCandidates.isEmpty { startLayout() }
    }

    /// Mirrors the page in the layout engine from now on.
    private func startLayout() {
        let layout = PageLayout(replaying: document, words: words)
        layout.viewport = viewport
        pageLayout = layout
        graph.geometry = layout.tree
    }

    private func writePlacements(into writer: inout DOMBatchWriter) {
        if pageLayout?.writePlacements(for: document, into: &writer) == true { laidOutAgain = true }
    }

    /// After each flush: views that read frames or anchors read them again when a pass
    /// moved things (a few rounds at most, as SwiftUI settles geometry-driven state).
    private func settleLayout() {
        guard !isSettling, graph != nil else { return }
        isSettling = true
        defer { isSettling = false }
        if pageLayout == nil {
            // A view read a frame in another space, or an anchor: only the engine knows them.
            guard graph.readsLayout else { return }
            startLayout()
            laidOutAgain = true
            sendPlacements()
        }
        for _ in 0..<8 {
            guard laidOutAgain else { return }
            laidOutAgain = false
            guard graph.layoutDidChange() else { return }
            graph.flush()
        }
    }

    /// The browser's window changed size, or its texts were measured: the page is laid
    /// out again and the placements that changed go down.
    private func layoutChanged() {
        sendPlacements()
        settleLayout()
    }

    /// The placements that changed, as a batch of their own.
    private func sendPlacements() {
        var writer = DOMBatchWriter()
        writePlacements(into: &writer)
        send(writer)
    }

    /// Lays the page out with the engine from now on, whatever it shows, so its frames can
    /// be compared with the browser's (`WebHostConfiguration.layoutProbe`).
    func probeLayout() {
        probesLayout = true
        if pageLayout == nil { startLayout() }
    }

    /// The engine's frame of every element, for the layout probe:
    /// `{"window":[w,h],"frames":{"id":[x,y,width,height,"Kind"],…}}`.
    func layoutProbeJSON() -> String {
        guard let pageLayout, let viewport else { return #"{"window":null,"frames":{}}"# }
        pageLayout.tree.layout(in: viewport)
        var json = "{\"window\":[\(CSSValue.number(Double(viewport.width))),\(CSSValue.number(Double(viewport.height)))],\"frames\":{"
        var first = true
        for id in pageLayout.tree.elementIDs.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let frame = pageLayout.tree.frame(of: id), !pageLayout.tree.isHidden(id),
                  let kind = pageLayout.tree.element(id)?.kind else { continue }
            json += first ? "" : ","
            first = false
            json += "\"\(id.rawValue)\":["
            json += [frame.minX, frame.minY, frame.width, frame.height].map { CSSValue.number(Double($0)) }.joined(separator: ",")
            json += ","
            JSON.appendString(kind.rawValue, to: &json)
            json += "]"
        }
        return json + "}}"
    }

    // MARK: Connections

    /// Whether a socket that asked to open at `arrival` may still take the session: not
    /// once a socket that asked later has held it.
    func accepts(arrival: Int) -> Bool {
        arrival > newestArrival
    }

    /// A socket takes the session over and gets a full render unless the page it came
    /// from is still current. The socket it replaces (a reconnect whose old connection the
    /// server had not seen die) is closed, and its events are refused from now on.
    ///
    /// `arrival` orders the sockets by when they asked to open, not by when their tasks
    /// got here: a socket the server closed at once (a bad first frame) may reach this
    /// after the reconnect that followed it, and must not take the session from it. Such
    /// a socket gets nil. Without `arrival` the socket counts as the newest.
    func attach(_ newOutbox: SocketOutbox, arrival: Int? = nil) -> Int? {
        let arrival = arrival ?? (newestArrival == .max ? .max : newestArrival + 1)
        guard accepts(arrival: arrival) else { return nil }
        newestArrival = arrival
        outbox?.close(.replaced)
        connection += 1
        outbox = newOutbox
        lastActive = .now
        if missedBatches || connection > 1 {
            newOutbox.send(fullRender())
        }
        // The page's platform state (a geolocation watch) lives in the page: a new one
        // starts what the app still wants.
        if connection > 1 { graph?.location.newPageAttached() }
        return connection
    }

    func detach(_ connectionID: Int) {
        guard connectionID == connection else { return }
        outbox?.close(.finished)
        outbox = nil
        lastActive = .now
    }

    /// The whole page as one batch: for a new socket, and for one whose reader fell so
    /// far behind that its queued batches were dropped.
    func fullRender() -> String {
        var writer = DOMBatchWriter()
        document.writeFullRender(into: &writer)
        pageLayout?.forgetSent()
        writePlacements(into: &writer)
        seq += 1
        missedBatches = false
        return writer.message(seq: seq, ack: lastClientSeq)
    }

    /// The full render that ends `socket`'s resync, or nil when the socket no longer
    /// shows this session.
    func resynchronise(_ socket: SocketOutbox) -> String? {
        guard socket === outbox, graph != nil else { return nil }
        socket.resynchronised()
        return fullRender()
    }

    /// Tells the tab to load the page again (from another process, when this one is
    /// stopping); the tab closes its socket itself.
    func sendReload() {
        outbox?.send(#"{"reload":true}"#)
    }

    /// Ends the session: closes its socket and tears the view tree down.
    func close() {
        outbox?.close(.sessionEnded)
        outbox = nil
        graph = nil
    }

    // MARK: Events

    /// Handles one text frame from the browser. Returns an error reply for a message that
    /// was refused; an accepted event's effects go out as a batch. A frame from a socket
    /// that was replaced (`connection` is not the current one) changes nothing.
    func receive(_ text: String, connection: Int? = nil) -> String? {
        do {
            return receive(try ClientMessage.parse(text), connection: connection)
        } catch {
            lastActive = .now
            return reject(error)
        }
    }

    /// Handles a message the socket's reader has already parsed (off the main actor).
    func receive(_ message: ClientMessage, connection: Int? = nil) -> String? {
        if let connection, connection != self.connection {
            return reject(.init(seq: nil, reason: "this connection was replaced by a newer one"))
        }
        lastActive = .now
        guard message.seq > lastClientSeq else {
            return reject(.init(seq: message.seq, reason: "event seq \(message.seq) is not after \(lastClientSeq)"))
        }
        lastClientSeq = message.seq
        guard let graph else { return nil }
        let event: HostEvent
        switch message.kind {
        case .scenePhase(let phase):
            // The tab was hidden, shown, focused or blurred: `\.scenePhase` follows.
            graph.scenePhase = phase
            graph.flush()
            return nil
        case .viewport(let size):
            guard viewport != size else { return nil }
            viewport = size
            if pageLayout == nil { startLayoutIfPlacing() }
            pageLayout?.viewport = size
            // The size classes follow the window: views reading them re-run (their batch
            // laid out in the new window) before the placements that changed go down.
            graph.windowResized(to: size)
            graph.flush()
            layoutChanged()
            return nil
        case .location(let answer):
            // The browser's geolocation: the tab's location managers hear it.
            switch answer {
            case .permission(let permission): graph.location.report(permission)
            case .fix(let fix): graph.location.report(fix)
            case .failure(let failure): graph.location.report(failure)
            }
            return nil
        case .media(let event):
            // The page's audio and speech: the tab's players and synthesizers hear it.
            graph.media.report(event)
            return nil
        case .textMetrics(let reports):
            guard let pageLayout else { return nil }
            pageLayout.record(reports)
            layoutChanged()
            return nil
        case .event(let sent):
            event = sent
        }
        guard graph.accepts(event) else {
            // Events from elements that are gone (or disabled) are normal in a race with
            // an update; they are dropped, and the client is told why.
            return reject(.init(seq: message.seq, reason: "element \(event.element.rawValue) does not accept \(event.kind.name)"))
        }
        switch event.kind {
        case .setText(let value): document.noteClientValue(event.element, attribute: "value", value: value)
        case .setOn(let on): document.noteClientValue(event.element, attribute: "checked", value: on ? "" : nil)
        case .setValue(let value): document.noteClientValue(event.element, attribute: "value", value: CSSValue.exact(value))
        case .tap, .tapAt, .longPress, .pressing, .focus, .submit, .drag, .hover, .hoverEnded, .pinch, .keyPress, .dragStart, .drop: break
        }
        graph.send(event)
        return nil
    }

    private func reject(_ rejection: ClientMessage.Rejection) -> String {
        logger.refused("a client message", session: id, reason: rejection.reason)
        return Self.errorReply(rejection)
    }

    /// The browser's error reply for a refused message: its reason (and `seq`, if known).
    nonisolated static func errorReply(_ rejection: ClientMessage.Rejection) -> String {
        var reply = "{\"error\":"
        JSON.appendString(rejection.reason, to: &reply)
        if let seq = rejection.seq { reply += ",\"seq\":\(seq)" }
        return reply + "}"
    }
}

extension HostEvent.Kind {
    /// The wire name of the event, for messages that must not echo its value.
    var name: String {
        switch self {
        case .tap: "tap"
        case .tapAt: "tapAt"
        case .longPress: "longPress"
        case .pressing: "pressing"
        case .setText: "setText"
        case .setOn: "setOn"
        case .setValue: "setValue"
        case .focus: "focus"
        case .submit: "submit"
        case .drag: "drag"
        case .hover, .hoverEnded: "hover"
        case .pinch: "pinch"
        case .keyPress: "keyPress"
        case .dragStart: "dragStart"
        case .drop: "drop"
        }
    }
}
