import Foundation
import Logging
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisRowTable
@_spi(TrellisHost) @testable import TrellisWeb

// The web host without a browser: how elements become HTML, how mutations become DOM
// operations, and how a session treats what the browser sends.

private struct Item: Identifiable {
    let id: Int
    var title: String
}

private struct KeyedList: View {
    @State var items = (1...4).map { Item(id: $0, title: "Row \($0)") }
    @State var note = "<b>not bold</b> & \"quoted\""

    var body: some View {
        VStack {
            Text(note)
            TextField("Note", text: $note)
            Button("Reverse") { items.reverse() }
            ForEach(items) { item in
                Text(item.title)
            }
        }
    }
}

/// A session of `view` with no socket (shared by the web tests).
@MainActor
func makeSession<V: View>(_ view: V) -> WebSession {
    WebSession(id: "s", token: "t", logger: RefusalLog(logger: Logger(label: "test"))) { graph in graph.mount(view) }
}

/// Attaches a socket stand-in and returns what the session sends on it.
@MainActor
private final class Outbox {
    let socket = SocketOutbox(limit: 8 << 20)

    func next() async -> [String: Any] {
        guard case .message(let text) = await socket.next() else { return [:] }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}

/// Renders the page, connects, taps the first button and returns the batch that answers.
@MainActor
private func tapFirstButton(of session: WebSession) async throws -> [String: Any] {
    let html = session.renderPage()
    let outbox = Outbox()
    _ = session.attach(outbox.socket)
    let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
    #expect(session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#) == nil)
    return await outbox.next()
}

private func ops(_ batch: [String: Any]) -> [[Any]] { batch["ops"] as? [[Any]] ?? [] }
private func codes(_ batch: [String: Any]) -> [String] { ops(batch).compactMap { $0.first as? String } }

/// The texts of every element a batch creates, in document order (`"n"` ops' nodes are
/// `[-id?, description, text?, child…]`).
private func createdTexts(_ batch: [String: Any]) -> [String] {
    var texts: [String] = []
    func walk(_ node: [Any]) {
        let start = ((node.first as? Int) ?? 0) < 0 ? 1 : 0
        if node.count > start + 1, let text = node[start + 1] as? String { texts.append(text) }
        for child in node.dropFirst(start + 2) {
            if let child = child as? [Any] { walk(child) }
        }
    }
    for op in ops(batch) where op.first as? String == "n" {
        if let node = op.last as? [Any] { walk(node) }
    }
    return texts
}

/// A tab's session: batches down, events up, reconnects and expiry.
@MainActor
@Suite("Sessions: batches, events and reconnects")
struct SessionTests {

    @Test func aMissingEnvironmentObjectRendersAPlaceholderAndOtherSessionsRunOn() async throws {
        final class Model: ObservableObject { @Published var value = 1 }
        struct NeedsModel: View {
            @EnvironmentObject var model: Model
            var body: some View { Text("Value \(model.value)") }
        }
        let broken = makeSession(VStack { NeedsModel(); Text("Still here") })
        let page = broken.renderPage()
        #expect(page.contains("⚠︎ Missing @EnvironmentObject of type Model for NeedsModel"))
        #expect(page.contains(#"data-testid="trellis.error""#))
        #expect(page.contains("Still here"))
        // Another session of the same host serves and reacts as usual.
        let healthy = makeSession(KeyedList())
        let html = healthy.renderPage()
        let outbox = Outbox()
        _ = healthy.attach(outbox.socket)
        let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
        #expect(healthy.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#) == nil)
        #expect(codes(await outbox.next()).contains("m"))
    }


    @Test func scrollToBecomesAScrollIntoViewOp() async throws {
        struct Scroller: View {
            var body: some View {
                ScrollView {
                    ScrollViewReader { proxy in
                        Text("Top").id("top")
                        Button("Up") { proxy.scrollTo("top", anchor: .top) }
                    }
                }
            }
        }
        let session = makeSession(Scroller())
        let batch = try await tapFirstButton(of: session)
        #expect(codes(batch) == ["s"])
        #expect(ops(batch).first?.last as? String == "start")
    }


    @Test func animatedChangesAreWrappedInAnimationOps() async throws {
        struct Fader: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Show") { withAnimation(.easeOut(duration: 0.2)) { shown = true } }
                    if shown { Text("Hi").transition(.opacity) }
                }
            }
        }
        let session = makeSession(Fader())
        let batch = try await tapFirstButton(of: session)
        #expect(codes(batch).first == "A")
        #expect(codes(batch).last == "A")
        #expect(ops(batch).first?[1] as? Int == 200)
        #expect(ops(batch).first?[2] as? String == "ease-out")
        // The view that appears is created and placed inside the animation.
        #expect(codes(batch) == ["A", "n", "A"])
    }


    @Test func thePageIsServerRenderedWithTextEscaped() {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        #expect(html.contains("&lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(!html.contains("<b>"))
        #expect(html.contains(#"<button data-t="#))
        #expect(html.contains(">Row 4</span>"))
        let page = PageTemplate.document(title: "<Title>", session: session)
        #expect(page.contains("<title>&lt;Title&gt;</title>"))
        #expect(!page.contains("<script>"))    // no inline script: the CSP forbids it
    }


    @Test func keyedReordersAreSentAsMovesAndEventsAreAcknowledged() async throws {
        let session = makeSession(KeyedList())
        let batch = try await tapFirstButton(of: session)
        // The page was the mount's batch; this one follows it.
        #expect(batch["seq"] as? Int == session.seq)
        #expect(session.seq == 2)
        #expect(batch["ack"] as? Int == 1)
        #expect(Set(codes(batch)) == ["m"])
        #expect(codes(batch).count == 3)
    }


    @Test func newSubtreesGoDownAsOneNestedCreateWithNumberedDescriptions() async throws {
        let session = makeSession(RowTableApp())
        let html = session.renderPage()
        let outbox = Outbox()
        _ = session.attach(outbox.socket)
        let create = try #require(html.firstMatch(of: /<button data-t="(\d+)"[^>]*><span[^>]*>Create 1,000 rows/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(create),"event":"tap"}"#) == nil)
        guard case .message(let text) = await outbox.socket.next() else { Issue.record("no batch"); return }
        // Each row is one op: its six elements' descriptions by number, its two texts.
        #expect(text.utf8.count < 150 * 1000)
        let batch = (try JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        #expect(codes(batch) == Array(repeating: "n", count: 1000))
        let texts = createdTexts(batch)
        #expect(texts.count == 2000)
        #expect(texts[0] == "1" && texts[2] == "2")
        // A row's four kinds of element are defined once, by the first row.
        #expect(text.components(separatedBy: #","span",{"#).count - 1 == 2)
        #expect(session.document.descriptions.count == 4)
    }


    @Test func elementsWaitForThePageToHaveTheirParentAndCarryTheirLatestLook() {
        let document = DOMDocument()
        var writer = DOMBatchWriter()
        func text(_ value: String) -> ElementProperties { ElementProperties([ElementProperty(.text, .string(value))]) }
        let (stack, first, second, gone, detached) = (ElementID(1), ElementID(2), ElementID(3), ElementID(4), ElementID(9))
        document.apply([
            .create(stack, kind: .vStack, properties: ElementProperties()),
            .create(first, kind: .text, properties: text("draft")),
            .insert(parent: stack, child: first, before: nil),
            .create(gone, kind: .text, properties: text("gone")),
            .insert(parent: stack, child: gone, before: nil),
            .update(first, properties: text("final")),
            .create(second, kind: .text, properties: text("second")),
            .insert(parent: stack, child: second, before: first),
            .remove(parent: stack, child: gone),
            .scrollTo(second, anchor: nil),
            .insert(parent: .root, child: stack, before: nil),
            .create(detached, kind: .text, properties: text("later")),
        ], into: &writer)
        let ops = writer.message(seq: 1, ack: 0)
        // One op places the stack with both texts in their final order and look; the
        // removed text and the first text's draft never go down; the scroll waits for it.
        #expect(ops == #"{"seq":1,"ack":0,"ops":[["n",0,0,1,[[0,"div",{"class":"t-v"}],0,[-3,[1,"span",{"class":"t-text"}],"second"],[-2,1,"final"]]],["n",-1,0,9,[1,"later"]],["s",3,"nearest"]]}"#)
        // The page already has the stack: a text moved into a new element goes as its id.
        var next = DOMBatchWriter()
        document.apply([
            .create(ElementID(10), kind: .hStack, properties: ElementProperties()),
            .insert(parent: ElementID(10), child: detached, before: nil),
            .insert(parent: stack, child: ElementID(10), before: nil),
        ], into: &next)
        #expect(next.message(seq: 2, ack: 0) == #"{"seq":2,"ack":0,"ops":[["n",1,0,10,[[2,"div",{"class":"t-h"}],0,9]]]}"#)
    }


    @Test func typedTextIsNotEchoedButTheAppsOwnChangesAre() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let outbox = Outbox()
        _ = session.attach(outbox.socket)
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)"/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(field),"event":"setText","value":"<i>hi</i>"}"#) == nil)
        let batch = await outbox.next()
        // Only the Text showing the note changes; the field already shows what was typed.
        #expect(codes(batch) == ["t"])
        #expect(ops(batch).first?.last as? String == "<i>hi</i>")
    }


    @Test func badMessagesGetAnErrorReplyAndChangeNothing() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)"/)).1
        let bad = [
            "garbage", "{}", "[1,2]", #"{"seq":1,"element":"x","event":"tap"}"#,
            #"{"seq":1,"element":\#(field),"event":"setText","value":true}"#,
            #"{"seq":1,"element":\#(field),"event":"fly"}"#,
            #"{"seq":1,"element":-1,"event":"tap"}"#,
            #"{"seq":1,"element":99999,"event":"tap"}"#,
            #"{"seq":1,"element":\#(field),"event":"tap"}"#,
        ]
        for message in bad {
            let reply = try #require(session.receive(message), "\(message) was accepted")
            #expect(reply.hasPrefix(#"{"error":"#))
        }
        #expect(session.receive(#"{"seq":5,"element":\#(field),"event":"setText","value":"ok"}"#) == nil)
        let replay = try #require(session.receive(#"{"seq":5,"element":\#(field),"event":"setText","value":"again"}"#))
        #expect(replay.contains("is not after 5"))
        #expect(session.document.html().contains(">ok</span>"))
    }


    @Test func thePagesVisibilityIsTheScenePhase() async throws {
        struct Phase: View {
            @Environment(\.scenePhase) private var phase
            var body: some View { Text("phase \(String(describing: phase))") }
        }
        let session = makeSession(Phase())
        #expect(session.renderPage().contains("phase active"))
        #expect(session.receive(#"{"seq":1,"phase":"background"}"#) == nil)
        #expect(session.document.html().contains("phase background"))
        #expect(session.receive(#"{"seq":2,"phase":"inactive"}"#) == nil)
        #expect(session.document.html().contains("phase inactive"))
        for bad in [#"{"seq":3,"phase":"asleep"}"#, #"{"seq":4,"phase":"active","element":1}"#, #"{"seq":5}"#] {
            #expect(try #require(session.receive(bad)).hasPrefix(#"{"error":"#))
        }
        #expect(session.document.html().contains("phase inactive"))
    }


    @Test func pickersSlidersDatesAndFocusBecomeControlsAndTakeTheirMessages() async throws {
        struct Controls: View {
            @State private var size = "S"
            @State private var volume = 0.5
            @State private var day = Date(timeIntervalSince1970: 0)
            @State private var name = ""
            @State private var submitted = 0
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) { ForEach(["S", "M"], id: \.self) { Text($0) } }
                        .pickerStyle(.segmented)
                    Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                    DatePicker("Day", selection: $day, displayedComponents: .date)
                    TextField("Name", text: $name).focused($focused).onSubmit { submitted += 1 }
                    Text("\(size) \(volume) \(Int(day.timeIntervalSince1970)) \(focused) \(submitted)")
                }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
        let session = makeSession(Controls())
        let html = session.renderPage()
        #expect(html.contains(#"class="t-picker t-picker-segmented""#))
        #expect(html.contains(#"role="listbox""#))
        #expect(html.contains(#"aria-selected="true" class="t-button t-option" role="option" type="button">"#))
        // A slider and a date picker are labels holding their name, then their input.
        #expect(html.contains(#"<span class="t-toggle-label"><span data-t="#))
        #expect(html.contains(#"<input type="range" class="t-range" max="1" min="0" step="0.25" value="0.5">"#))
        #expect(html.contains(#"<input type="date" class="t-date" value="1970-01-01">"#))
        #expect(html.contains(#"data-focus="false""#) && html.contains("data-submit"))

        let option = try #require(html.firstMatch(of: /<button data-t="(\d+)" aria-selected="false" class="t-button t-option"/)).1
        let slider = try #require(html.firstMatch(of: /<label data-t="(\d+)" class="t-slider[^"]*" data-input="range"/)).1
        let date = try #require(html.firstMatch(of: /<label data-t="(\d+)" class="t-datepicker" data-input="date"/)).1
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)" class="t-field" data-focus="false" data-submit=""/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(option),"event":"tap"}"#) == nil)
        #expect(session.receive(#"{"seq":2,"element":\#(slider),"event":"setValue","value":0.6}"#) == nil)
        #expect(session.receive(#"{"seq":3,"element":\#(date),"event":"setText","value":"1970-01-03"}"#) == nil)
        #expect(session.receive(#"{"seq":4,"element":\#(field),"event":"focus","value":true}"#) == nil)
        #expect(session.receive(#"{"seq":5,"element":\#(field),"event":"submit"}"#) == nil)
        #expect(session.document.html().contains("M 0.5 172800 true 1"))
        // Wrong values and events a control does not take are refused.
        for bad in [#"{"seq":6,"element":\#(slider),"event":"setValue","value":"x"}"#,
                    #"{"seq":7,"element":\#(field),"event":"submit","value":1}"#,
                    #"{"seq":8,"element":\#(field),"event":"focus"}"#,
                    #"{"seq":9,"element":\#(date),"event":"tap"}"#] {
            #expect(try #require(session.receive(bad)).hasPrefix(#"{"error":"#))
        }
    }


    @Test func aReconnectGetsAFullRenderOfTheSameState() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let first = Outbox()
        let connection = try #require(session.attach(first.socket))
        let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
        _ = session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#)
        _ = await first.next()
        session.detach(connection)
        let second = Outbox()
        _ = session.attach(second.socket)
        let full = await second.next()
        #expect(codes(full).first == "R")
        let texts = createdTexts(full)
        #expect(texts.filter { $0.hasPrefix("Row") } == ["Row 4", "Row 3", "Row 2", "Row 1"])
    }


    @Test(.timeLimit(.minutes(1))) func aNewPageWatchesThePositionAgainWhileTheAppWatches() async throws {
        let session = makeSession(KeyedList())
        _ = session.renderPage()
        let first = Outbox()
        let connection = try #require(session.attach(first.socket))
        let location = try #require(session.graph).location
        let watcher = NSObject()
        location.listen(watcher) { _ in }
        location.report(LocationPermission.allowed)
        location.startUpdates(for: watcher)
        let isWatch: ([Any]) -> Bool = { $0.first as? String == "g" && $0.last as? String == "watch" }
        #expect(ops(await first.next()).contains(where: isWatch))
        session.detach(connection)
        let second = Outbox()
        _ = session.attach(second.socket)
        #expect(codes(await second.next()).first == "R")
        #expect(ops(await second.next()).contains(where: isWatch), "the new page watches again")
        location.stopListening(watcher)
    }

    @Test func idleSessionsExpireAndFreeTheirGraph() throws {
        let store = SessionStore(timeout: .seconds(60), capacity: 2, grace: .zero, log: RefusalLog(logger: Logger(label: "test")))
        // Two tabs open their pages and go.
        var opened: [WebSession] = []
        for _ in 0..<2 {
            let session = try #require(store.create { $0.mount(KeyedList()) })
            #expect(store.open(session))
            session.detach(try #require(session.attach(Outbox().socket)))
            opened.append(session)
        }
        #expect(store.count == 2)
        // Full: a new visitor's page is served, and when its socket opens the least
        // recently active idle session makes room.
        let third = try #require(store.create { $0.mount(KeyedList()) })
        #expect(store.count == 3)
        #expect(store.open(third))
        #expect(store.count == 2)
        #expect(opened[0].graph == nil)
        #expect(opened[1].graph != nil)
        if case .badToken = store.session(third.id, token: "wrong") {} else { Issue.record("a wrong token was accepted") }
        #expect(store.expire(olderThan: .zero) == 2)
        #expect(store.count == 0)
    }
}
