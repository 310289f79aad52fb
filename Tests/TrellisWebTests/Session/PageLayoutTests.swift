import Foundation
import Logging
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) @testable import TrellisWeb

// The server's layout engine places the children of stacks, grids and custom layouts: the
// "L" ops a session sends once the browser has told it its window's size, and how the
// browser's text metrics change them.

/// Subviews side by side at their own sizes, wrapping at the proposed width (a flow).
private struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = place(subviews, width: proposal.replacingUnspecifiedDimensions().width)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, place(subviews, width: bounds.width)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func place(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + 10
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + 10
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}

private struct Tiles: View {
    var body: some View {
        Flow {
            Color.red.frame(width: 100, height: 40)
            Color.green.frame(width: 100, height: 40)
            Color.blue.frame(width: 100, height: 40)
        }
        .frame(width: 250)
    }
}

private struct Twins: View {
    var body: some View {
        Flow {
            Text("Hello")
            Text("Hello")
        }
        .frame(width: 200)
    }
}

private struct Words: View {
    var body: some View {
        Flow {
            Text("Hello")
            Text("world")
        }
        .frame(width: 200)
    }
}

private struct PlainStack: View {
    var body: some View {
        VStack {
            Text("No layout of its own")
            Color.red.frame(width: 10, height: 10)
        }
    }
}

private struct Rows: View {
    @State var labels = (0..<20).map { "Row \($0)" }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(labels.indices, id: \.self) { index in
                HStack {
                    Text(labels[index])
                    Button("Longer") { labels[index] += " and longer" }
                }
            }
        }
    }
}

private struct Selectable: View {
    @State var selected: Int?
    var body: some View {
        VStack {
            ForEach(0..<10, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Button("Select") { selected = index }
                }
                .background(selected == index ? Color.red : Color.clear)
            }
        }
    }
}

@MainActor
private func connect(_ session: WebSession) -> SocketOutbox {
    _ = session.renderPage()
    let socket = SocketOutbox(limit: 8 << 20)
    _ = session.attach(socket)
    return socket
}

/// A session of `view` whose socket is open and whose browser reported a 390 × 800 window.
@MainActor
private func laidOut<V: View>(_ view: V) -> (session: WebSession, socket: SocketOutbox) {
    let session = makeSession(view)
    let socket = connect(session)
    #expect(session.receive(#"{"seq":1,"viewport":"390 800"}"#) == nil)
    return (session, socket)
}

/// The "L" ops of the next batch; the window's own (where the root's views go) only when
/// `root` is set.
@MainActor
private func nextPlacements(_ socket: SocketOutbox, root: Bool = false) async -> [[Any]] {
    guard case .message(let text) = await socket.next(),
          let batch = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return [] }
    return (batch["ops"] as? [[Any]] ?? []).filter {
        $0.first as? String == "L" && (root || ($0[1] as? NSNumber)?.intValue != 0)
    }
}

/// The frames an "L" op gives, child by child: `[x, y, width, height]`.
private func frames(_ op: [Any]) -> [[Double]] {
    let flat = (op[4] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    return stride(from: 0, to: flat.count, by: 5).map { Array(flat[($0 + 1)..<($0 + 5)]) }
}

@MainActor
@Suite("Page layout: the engine places what CSS cannot")
struct PageLayoutTests {
    @Test func aCustomLayoutsChildrenArePlacedOnceTheWindowIsKnown() async throws {
        let session = makeSession(Tiles())
        let socket = connect(session)
        // Nothing to place before the window is known: no mirror (a page never opened costs none).
        #expect(session.pageLayout == nil)
        let before = session.seq
        #expect(session.receive(#"{"seq":1,"viewport":"390 800"}"#) == nil)
        let placements = await nextPlacements(socket)
        let op = try #require(placements.first)
        // Two tiles fit in the frame's 250 points, the third wraps.
        #expect((op[2] as? NSNumber)?.doubleValue == 210 && (op[3] as? NSNumber)?.doubleValue == 90)
        #expect(frames(op) == [[0, 0, 100, 40], [110, 0, 100, 40], [0, 50, 100, 40]])
        // The same window again changes nothing, so nothing is sent.
        #expect(session.receive(#"{"seq":2,"viewport":"390 800"}"#) == nil)
        #expect(session.seq == before + 1)
    }

    @Test func theBrowsersWindowSetsTheSizeClasses() async throws {
        struct Adaptive: View {
            @Environment(\.horizontalSizeClass) var width
            @Environment(\.verticalSizeClass) var height
            var body: some View {
                Text("\(width == .compact ? "compact" : "regular") by \(height == .compact ? "compact" : "regular")")
            }
        }
        let session = makeSession(Adaptive())
        _ = connect(session)
        #expect(session.document.html().contains("regular by regular"))
        // An iPhone upright, then on its side, then a desktop window.
        #expect(session.receive(#"{"seq":1,"viewport":"390 800"}"#) == nil)
        #expect(session.document.html().contains("compact by regular"))
        #expect(session.receive(#"{"seq":2,"viewport":"800 390"}"#) == nil)
        #expect(session.document.html().contains("regular by compact"))
        #expect(session.receive(#"{"seq":3,"viewport":"1000 800"}"#) == nil)
        #expect(session.document.html().contains("regular by regular"))
    }

    @Test func theBrowsersTextMetricsDecideWhereTextsGo() async throws {
        let (session, socket) = laidOut(Words())
        let first = try #require(await nextPlacements(socket).first)
        let texts = frames(first)
        #expect(texts.count == 2 && texts[1][1] == 0, "the two words share a row at the model's widths")
        // The browser's font is wider: each word takes 120 points, so the second wraps.
        let ids = (first[4] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
        let (hello, world) = (ids[0], ids[5])
        #expect(session.receive(#"{"seq":2,"metrics":[[\#(hello),24,5,120],[\#(world),24,5,120]]}"#) == nil)
        let second = try #require(await nextPlacements(socket).first)
        #expect(frames(second) == [[0, 0, 120, 24], [0, 34, 120, 24]])
    }

    @Test func twoTextsAlikeAreBothPlacedAgainByTheirReports() async throws {
        let (session, socket) = laidOut(Twins())
        let first = try #require(await nextPlacements(socket).first)
        let ids = (first[4] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
        // Both were laid out with the model's widths; the second's report finds the
        // first's kept, and must still move it.
        #expect(session.receive(#"{"seq":2,"metrics":[[\#(ids[0]),24,5,120],[\#(ids[5]),24,5,120]]}"#) == nil)
        let second = try #require(await nextPlacements(socket).first)
        #expect(frames(second) == [[0, 0, 120, 24], [0, 34, 120, 24]])
    }

    @Test func wordsOnePageReportedPlaceTheNextPagesTextsRightAway() async throws {
        let words = WordWidths()
        func page(_ id: String) -> (WebSession, SocketOutbox) {
            let session = WebSession(id: id, token: "t", logger: RefusalLog(logger: Logger(label: "test")), words: words) {
                $0.mount(Words())
            }
            let socket = connect(session)
            #expect(session.receive(#"{"seq":1,"viewport":"390 800"}"#) == nil)
            return (session, socket)
        }
        let (first, firstSocket) = page("a")
        let ids = (try #require(await nextPlacements(firstSocket).first)[4] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
        let report = #"{"seq":2,"metrics":[[\#(ids[0]),24,5,120],[\#(ids[5]),24,5,120]]}"#
        #expect(first.receive(report) == nil)
        #expect(frames(try #require(await nextPlacements(firstSocket).first)) == [[0, 0, 120, 24], [0, 34, 120, 24]])
        // Another page of the same host: its words are known, so its first placement is right.
        let (second, secondSocket) = page("b")
        #expect(frames(try #require(await nextPlacements(secondSocket).first)) == [[0, 0, 120, 24], [0, 34, 120, 24]])
        // Its own report says the same: nothing is laid out or sent again.
        let before = second.seq
        #expect(second.receive(report) == nil)
        #expect(second.seq == before)
        #expect(words.count == 2)
    }

    @Test func aChangeOfColourMeasuresAndPlacesNothing() async throws {
        let (session, socket) = laidOut(Selectable())
        _ = await nextPlacements(socket)
        let tree = try #require(session.pageLayout?.tree)
        let measured = tree.measurements
        let button = try #require(session.document.html().matches(of: /<button data-t="(\d+)"/).dropFirst(3).first).1
        #expect(session.receive(#"{"seq":2,"element":\#(button),"event":"tap"}"#) == nil)
        guard case .message(let text) = await socket.next() else { Issue.record("no batch"); return }
        #expect(text.contains("255,59,48") || text.contains("red"), "the row's background changed")
        #expect(!text.contains(#"["L""#), "nothing was placed again")
        #expect(tree.measurements == measured)
    }

    @Test func aPageWithoutStacksNeverStartsTheEngine() {
        let session = makeSession(Text("Only a text").padding())
        _ = connect(session)
        let before = session.seq
        #expect(session.receive(#"{"seq":1,"viewport":"390 800"}"#) == nil)
        #expect(session.pageLayout == nil)
        #expect(session.seq == before)
    }

    @Test func aStacksChildrenGoWhereTheEnginePutsThem() async throws {
        let (_, socket) = laidOut(PlainStack())
        let op = try #require(await nextPlacements(socket).first)
        let placed = frames(op)
        let width = try #require((op[2] as? NSNumber)?.doubleValue)
        // The text on top, the square 8 points under it, centred across the stack's width.
        try #require(placed.count == 2)
        #expect(placed[0][0] == 0 && placed[0][1] == 0 && placed[0][2] == width)
        #expect(abs(placed[1][0] - (width - 10) / 2) < 0.5, "centred on a third of a point")
        #expect(Array(placed[1][1...]) == [placed[0][3] + 8, 10, 10])
        #expect((op[3] as? NSNumber)?.doubleValue == placed[0][3] + 8 + 10)
    }

    @Test func theWindowsViewsAreCentredOrStartAtTheTopWhenTheyOverflow() async throws {
        let (_, socket) = laidOut(PlainStack())
        let window = try #require(await nextPlacements(socket, root: true).first { ($0[1] as? NSNumber)?.intValue == 0 })
        #expect((window[2] as? NSNumber)?.doubleValue == 390 && (window[3] as? NSNumber)?.doubleValue == 800)
        let stack = try #require(frames(window).first)
        #expect(abs(stack[0] - (390 - stack[2]) / 2) < 0.5 && abs(stack[1] - (800 - stack[3]) / 2) < 0.5)
        // Content taller than the window: from its top, and the window grows to hold it.
        let (_, tallSocket) = laidOut(VStack { Color.red.frame(width: 10, height: 1_000); Text("end") })
        let grown = try #require(await nextPlacements(tallSocket, root: true).first { ($0[1] as? NSNumber)?.intValue == 0 })
        let column = try #require(frames(grown).first)
        #expect(column[1] == 0)
        #expect((grown[3] as? NSNumber)?.doubleValue == column[3])
    }

    @Test func aOneRowChangeSendsThePlacementsOfThatRowAlone() async throws {
        let (session, socket) = laidOut(Rows())
        let first = await nextPlacements(socket)
        // The column and each of its twenty rows; a row's button needs none (its label fills
        // it, where the page's own box puts it).
        #expect(first.count == 21)
        let html = session.document.html()
        let button = try #require(html.matches(of: /<button data-t="(\d+)"/).dropFirst(5).first).1
        #expect(session.receive(#"{"seq":2,"element":\#(button),"event":"tap"}"#) == nil)
        // Row 5 grew: its own placement changes, and the column's (its frame is wider; the
        // rows around it stay where they were), nothing else.
        var ops: [[Any]] = []
        while ops.isEmpty { ops = await nextPlacements(socket) }
        let ids = Set(ops.compactMap { ($0[1] as? NSNumber)?.intValue })
        #expect(ops.count == 2, "\(ids)")
    }

    @Test func aListPlacesTheRowsOfItsSectionsEachWithItsPartOfTheCard() async throws {
        let (session, socket) = laidOut(List {
            Section("Fruit") {
                Text("Apple")
                Text("A pear, which is a fruit with a longer name than fits one line of the card")
            }
            Text("Loose")
        })
        let placements = await nextPlacements(socket)
        let list = try #require(session.document.html().firstMatch(of: /<div data-t="(\d+)" class="t-list/)?.1)
        let op = try #require(placements.first { ($0[1] as? NSNumber).map { String($0.intValue) } == String(list) })
        // The section is no box: its header and its two rows are placed in the list, then the loose row.
        let placed = frames(op)
        try #require(placed.count == 4)
        let (header, apple, pear, loose) = (placed[0], placed[1], placed[2], placed[3])
        // Rows keep their own widths (a wrapped text is as wide as its longest line), 20
        // points into a card 20 points in from the list's sides, 11 below the cell's top.
        #expect(apple[0] == 40 && pear[0] == 40 && loose[0] == 40 && header[0] == 40)
        #expect(apple[2] < pear[2] && pear[2] <= 390 - 80)
        #expect(pear[3] > apple[3], "the long row wraps")
        #expect(pear[1] == apple[1] + apple[3] + 22, "a row's cell is its content and 11 points above and below")
        #expect(loose[1] == pear[1] + pear[3] + 11 + 20 + 11, "a card of its own 20 points below")
        // Each row's cell from its own corner: across the card, with the insets; the header has none.
        let cells = (op[5] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
        let rows = (op[4] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
        #expect(cells.count == 15)
        #expect(cells[0] == rows[5] && Array(cells[1...4]) == [-20, -11, 350, apple[3] + 22])
        #expect(Array(cells[11...14]) == [-20, -11, 350, loose[3] + 22])
    }

    @Test func badLayoutMessagesAreRefusedWithAReason() {
        let session = makeSession(Tiles())
        _ = connect(session)
        for (seq, bad) in [#""viewport":"wide""#, #""viewport":"-1 20""#, #""metrics":[[0,20,5,3]]"#,
                           #""metrics":[[3,0,5]]"#, #""metrics":[[3,20,5,1e9]]"#].enumerated() {
            let reply = session.receive("{\"seq\":\(seq + 1),\(bad)}")
            #expect(reply?.contains("wrong value") == true, "\(bad): \(reply ?? "accepted")")
        }
        let many = Array(repeating: "[3,20,5,1]", count: ClientMessage.metricsLimit + 1).joined(separator: ",")
        #expect(session.receive("{\"seq\":9,\"metrics\":[\(many)]}")?.contains("over 512 texts") == true)
    }
}

@MainActor
@Suite("Words new to a page")
struct WordGuessTests {
    private func report(_ element: Int, _ widths: [Double]) -> TextMetricsReport {
        TextMetricsReport(element: ElementID(element), lineHeight: 22, space: 4.5, words: widths)
    }

    @Test func aNumberMadeOfKnownDigitsIsPlacedWithoutWaitingForTheBrowser() {
        let words = WordWidths()
        let metrics = BrowserTextMetrics(shared: words)
        #expect(metrics.record(report(1, [10.25]), text: "1", font: .body))
        #expect(metrics.record(report(2, [9.5]), text: "2", font: .body))
        // "12" was never reported: its digits were, so its width is theirs (and a little).
        let guessed = metrics.measure("12", font: .body, width: nil, lineLimit: nil)
        #expect(guessed.width >= 19.75 && guessed.width < 20.2)
        #expect(guessed.height == 22)
        // The browser's own width is what the guess held room for: nothing to lay out again.
        #expect(!metrics.record(report(3, [19.75]), text: "12", font: .body))
        // A word of unknown characters, or one the browser finds wider, is laid out again.
        #expect(metrics.record(report(4, [20.5]), text: "21", font: .body))
        #expect(metrics.measure("1x", font: .body, width: nil, lineLimit: nil) == SystemFontMetrics().measure("1x", font: .body, width: nil, lineLimit: nil))
    }
}
