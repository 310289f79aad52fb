// API the compatibility corpus (docs/Compatibility.md) found missing, written as the apps
// that use it write it, in Swift 5 mode with `import SwiftUI` alone.
import OSLog
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct Lookup: View {
    @State private var query = ""
    var body: some View {
        List { Text("results for \(query)") }
            .searchable(text: $query, prompt: "Fruit") {
                Text("Apple").searchCompletion("apple")
                Text("Apricot").searchCompletion("apricot")
            }
    }
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "Could not load" }
    var recoverySuggestion: String? { "Try again later." }
}

private struct Failing: View {
    @State private var failed = true
    @State private var picked: String? = "kiwi"
    @State private var asks = false
    var body: some View {
        VStack {
            Text("base")
                .alert(isPresented: $failed, error: LoadError()) { Button("Retry") {} }
            Button("Ask") { asks = true }
                .alert("Buy?", isPresented: $asks, presenting: picked) { fruit in
                    Button("Buy \(fruit)") {}
                } message: { fruit in
                    Text("\(fruit) is in season")
                }
        }
    }
}

/// The phases a phase animator drew, in order.
@MainActor private final class PhaseLog { var scales: [Double] = [] }

private struct Pulsing: View {
    let log: PhaseLog
    @State private var beats = 0
    var body: some View {
        VStack {
            Button("Beat") { beats += 1 }
            Text("heart").phaseAnimator([1.0, 1.5], trigger: beats) { content, scale in
                let _ = log.scales.append(scale)
                content.scaleEffect(scale)
            } animation: { _ in .linear(duration: 0.05) }
        }
    }
}

private struct TimelineTicker: View {
    let start: Date
    var body: some View {
        TimelineView(.periodic(from: start, by: 0.05)) { context in
            Text("tick \(Int((context.date.timeIntervalSince(start) / 0.05).rounded()))")
        }
    }
}

private struct Board: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 10, y: 20)
            moved.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.blue), lineWidth: 3)
            context.draw(Text("Score"), at: CGPoint(x: 50, y: 50))
        }
    }
}

private struct Pusher: View {
    @State private var showsDetail = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Open") { showsDetail = true }
                Text(showsDetail ? "open" : "closed")
            }
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        }
    }
}

private struct Popped: View {
    @State private var shows = false
    var body: some View {
        Button("Info") { shows = true }
            .popover(isPresented: $shows) { Text("More info") }
    }
}

private struct OldField: View {
    @State private var name = ""
    @State private var log: [String] = []
    @State private var count: Int? = 3
    var body: some View {
        VStack {
            TextField("Name", text: $name, onEditingChanged: { log.append($0 ? "began" : "ended") }) { log.append("commit") }
            TextField("Count", value: $count, format: .number)
            Text(log.joined(separator: ","))
            Text("count \(count.map(String.init) ?? "none")")
        }
    }
}

private struct DeepLinked: View {
    @State private var opened = "nothing"
    var body: some View {
        Text("opened \(opened)").onOpenURL { opened = $0.host ?? "?" }
    }
}

private struct Columns: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var picked: String?
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Apples", "Pears"], id: \.self, selection: $picked) { Text($0) }
                .navigationTitle("Fruit")
        } detail: {
            VStack {
                Text(picked ?? "Pick a fruit")
                Button("Focus") { visibility = .detailOnly }
            }
        }
    }
}

@MainActor @Suite struct CorpusBlockersTests {
    @Test func deepLinksReachOnOpenURL() throws {
        let host = ViewHost(DeepLinked())
        #expect(host.open(URL(string: "myapp://basket/3")!))
        try host.find(text: "opened basket")
        #expect(!ViewHost(Text("no handler")).open(URL(string: "myapp://x")!))
    }

    @Test func aSplitViewShowsItsColumnsSideBySide() throws {
        let host = ViewHost(Columns())
        try host.find(id: "split-sidebar")
        try host.find(text: "Pick a fruit")
        try host.find(text: "Pears").tap()
        #expect(try host.find(id: "split-detail").render().contains("Pears"))
        try host.find(button: "Focus").tap()
        #expect((try? host.find(id: "split-sidebar")) == nil)
    }

    @Test func aCompactSplitViewIsOneStackThatAListChoicePushes() throws {
        // An iPhone's width: the sidebar alone; choosing a fruit shows the detail, going
        // back shows the sidebar and clears the choice, as iOS does.
        let host = ViewHost(Columns().environment(\.horizontalSizeClass, .compact))
        #expect((try? host.find(id: "split-sidebar")) == nil && !host.contains(text: "Pick a fruit"))
        try host.find(text: "Pears").tap()
        try host.find(text: "Pears")
        #expect(!host.contains(text: "Apples"))
        try host.find(button: "‹ Fruit").tap()
        try host.find(text: "Apples")
        #expect(!host.contains(text: "Pick a fruit"))
        try host.find(text: "Apples").tap()
        try host.find(text: "Apples")
        #expect(!host.contains(text: "Pears"))
    }

    @Test func aCompactSplitViewFollowsItsPreferredColumn() throws {
        struct Preferred: View {
            @State var column = NavigationSplitViewColumn.detail
            var body: some View {
                NavigationSplitView(preferredCompactColumn: $column) {
                    Text("Sidebar")
                } detail: {
                    Text("Column \(column == .detail ? "detail" : "sidebar")")
                }
            }
        }
        let host = ViewHost(Preferred().environment(\.horizontalSizeClass, .compact))
        try host.find(text: "Column detail")
        try host.find(button: "‹ Back").tap()
        try host.find(text: "Sidebar")
        #expect(!host.contains(text: "Column detail"))
    }

    @Test func symbolEffectsColourAndPriorityReachTheElement() throws {
        struct Effects: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Image(systemName: "heart").symbolEffect(.pulse, options: .repeating)
                    Image(systemName: "bell").symbolEffect(.bounce.down, value: taps)
                    Image(systemName: "star").colorMultiply(.blue).layoutPriority(1)
                    Button("Ring") { taps += 1 }
                }
            }
        }
        let host = ViewHost(Effects())
        let images = { host.findAll(kind: .image) }
        #expect(images()[0][property: "symbolEffect"] == .string("pulse 0 1.0"))
        #expect(images()[1][property: "symbolEffect"] == .string("none"))
        try host.find(button: "Ring").tap()
        #expect(images()[1][property: "symbolEffect"] == .string("bounce-down 1 1.0 1"))
        try host.find(button: "Ring").tap()
        #expect(images()[1][property: "symbolEffect"] == .string("bounce-down 1 1.0 0"))
        #expect(images()[2][property: "colorMultiply"] == .color(.blue))
        #expect(images()[2][property: "layoutPriority"] == .number(1))
    }

    @Test func visibilityRedactionAndTextModifiers() throws {
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            @Environment(\.truncationMode) var truncation
            var body: some View { Text("\(reasons.contains(.placeholder) ? "redacted" : "plain") \(truncation == .head ? "head" : "tail")") }
        }
        let host = ViewHost(VStack {
            Text("gone").hidden()
            Probe().redacted(reason: .placeholder).truncationMode(.head)
            Probe().unredacted().redacted(reason: .placeholder)
            Text("card 1234").privacySensitive().textSelection(.enabled)
        })
        // A hidden view keeps its place but is not there to see or touch.
        #expect(!host.contains(text: "gone"))
        try host.find(text: "redacted head")
        try host.find(text: "plain tail")
        let card = try host.find(text: "card 1234")
        #expect(card[property: "privacySensitive"] == .bool(true) && card[property: "textSelection"] == .bool(true))
    }

    @Test func unevenCornersAnyShapeAndMargins() throws {
        let tab = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10)
        let path = tab.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        let shape: AnyShape = Bool.random() ? AnyShape(Circle()) : AnyShape(Circle())
        #expect(shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let host = ViewHost(VStack {
            tab.fill(.blue)
            ScrollView { Text("in") }.contentMargins(.horizontal, 20)
            Text("pad").safeAreaPadding(12)
        })
        #expect(host.findAll(kind: .shape).first?[property: "cornerRadii"] == .numbers([10, 10, 0, 0]))
        #expect(host.findAll(kind: .scrollView).first?[property: "contentMargins"]
                == .insets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)))
        #expect(try host.find(text: "pad")[property: "padding"] == .insets(EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)))
    }

    @Test func lineLimitsWithRangesAndReservedSpace() throws {
        let host = ViewHost(VStack {
            Text("a").lineLimit(2, reservesSpace: true)
            Text("b").lineLimit(2...4)
            Text("c").lineLimit(3...)
            Text("d").lineLimit(...5)
        })
        #expect(try host.find(text: "a")[property: "lineLimit"] == .lineLimit(most: 2, least: 2))
        #expect(try host.find(text: "b")[property: "lineLimit"] == .lineLimit(most: 4, least: 2))
        #expect(try host.find(text: "c")[property: "lineLimit"] == .lineLimit(most: nil, least: 3))
        #expect(try host.find(text: "d")[property: "lineLimit"] == .lineLimit(most: 5, least: 0))
    }

    @Test func shortcutsSnappingAndTextWidths() throws {
        struct CustomSnap: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
        }
        let host = ViewHost(VStack {
            Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
            Button("Done") {}.keyboardShortcut(.defaultAction)
            ScrollView(.horizontal) { LazyHStack { Text("a") }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
            ScrollView { Text("b") }.scrollTargetBehavior(.paging)
            ScrollView { Text("c") }.scrollTargetBehavior(CustomSnap())
            Text("wide").fontWidth(.expanded).colorInvert()
        })
        #expect(try host.find(button: "Save")[property: "keyboardShortcut"] == .string("cmd+shift+s"))
        #expect(try host.find(button: "Done")[property: "keyboardShortcut"] == .string("enter"))
        let scrolls = host.findAll(kind: .scrollView)
        #expect(scrolls.map { $0[property: "scrollSnap"] } == [.string("viewAligned"), .string("paging"), .string("viewAligned")])
        #expect(host.findAll(kind: .lazyStack).first?[property: "scrollTargetLayout"] == .bool(true))
        let wide = try host.find(text: "wide")
        #expect(wide[property: "fontWidth"] == .number(0.2) && wide[property: "filter"] == .filter(.colorInvert))
    }

    @Test func aGaugeShowsItsLevelAndLabels() throws {
        let host = ViewHost(Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
                                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") })
        try host.find(text: "Speed")
        try host.find(text: "120")
        #expect(try host.find(id: "gauge-level")[property: "fraction"] == .number(0.25))
    }

    @Test func coreGraphicsPathsDrawAsPaths() {
        let hand = CGMutablePath()
        hand.move(to: CGPoint(x: 50, y: 50))
        hand.addLine(to: CGPoint(x: 50, y: 10))
        hand.addRect(CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        let path = Path(hand)
        #expect(path.boundingRect == CGRect(x: 10, y: 0, width: 40, height: 50))
        #expect(Path(path.cgPath) == path)
    }

    @Test func aTimelineDrawsItsContentAtEachScheduledDate() async throws {
        let host = ViewHost(TimelineTicker(start: Date()))
        #expect(host.contains(text: "tick 0"))
        // Ticks a slow machine missed are skipped, as on a device: any later tick will do.
        #expect(await host.wait {
            host.findAll(kind: .text).contains { ($0.element.text ?? "").hasPrefix("tick ") && (Int(($0.element.text ?? "").dropFirst(5)) ?? 0) >= 2 }
        })
    }

    @Test func scheduleEntriesFollowTheirRules() {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        let periodic = Array(PeriodicTimelineSchedule(from: start, by: 10).entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal).prefix(2))
        #expect(periodic == [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 130)])
        let minutes = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal).prefix(2))
        #expect(minutes == [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180)])
        let paused = Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal))
        #expect(paused == [start])
    }

    @Test func aCanvasDrawsItsOperationsAsShapesAndText() throws {
        let host = ViewHost(Board())
        try host.findAll(kind: .geometryReader)[0].resize(to: CGSize(width: 200, height: 100))
        let shapes = host.findAll(kind: .shape)
        #expect(shapes.count == 2)
        #expect(shapes[0][property: "fill"] == .color(.red))
        #expect(shapes[0][property: "path"] == .string("M0 0L100 0L100 100L0 100Z"))
        // The translated ellipse: its curves' points start at (10, 20).
        guard case .string(let data) = shapes[1][property: "path"] else { Issue.record("no path on the stroke"); return }
        let numbers = data.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(xs.min() == 10 && ys.min() == 20 && xs.max() == 40 && ys.max() == 50)
        #expect(shapes[1][property: "stroke"] == .color(.blue))
        try host.find(text: "Score")
    }

    @Test func colourLiteralsMakeColoursAndUIColors() {
        let color = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(color.red == 1 && color.green == 0.5 && color.blue == 0)
        let literal: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(literal.opacity == 0.5)
        let linear = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(linear.red - 0.735) < 0.001)
    }

    @Test func navigationDestinationFollowsItsBinding() throws {
        let host = ViewHost(Pusher())
        try host.find(button: "Open").tap()
        try host.find(text: "Detail")
        try host.find(button: "‹ Back").tap()
        try host.find(text: "closed")
    }

    @Test func aPopoverShowsAsASheetInACompactWindow() throws {
        let host = ViewHost(Popped())
        #expect(host.findAll(kind: .sheet).isEmpty)
        try host.find(button: "Info").tap()
        #expect(host.findAll(kind: .sheet).count == 1)
        try host.find(text: "More info")
    }

    @Test func theOlderTextFieldCallbacksAndOptionalValues() throws {
        let host = ViewHost(OldField())
        let field = try host.find(textField: "Name")
        try field.focus()
        try field.setText("Ana")
        try field.submit()
        try host.find(text: "began,commit")
        let count = try host.find(textField: "Count")
        #expect(count.value == "3")
        try count.setText("")
        try host.find(text: "count none")
        try count.setText("12")
        try host.find(text: "count 12")
    }

    @Test func textStylingStaysWithTextAndJoins() throws {
        let joined = Text("Total: ").bold() + Text("12").monospacedDigit().underline()
        let host = ViewHost(VStack {
            joined
            Text("caps").textCase(.uppercase)
            Text("x").accessibilityLabel("Close")
        })
        try host.find(text: "Total: 12")
        let close = try host.find(text: "x")
        #expect(close[property: "accessibilityLabel"] == .string("Close"))
        #expect(host.render().contains("textCase"))
    }

    @Test func environmentValuesTheCorpusReads() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.sizeCategory) var category
            @Environment(\.textCase) var textCase
            @Environment(\.isScrollEnabled) var scrolls
            var body: some View {
                Text("\(size.isAccessibilitySize ? "big" : "normal") \(category == .extraLarge ? "xl" : "other") \(textCase == nil ? "as written" : "cased") \(scrolls ? "scrolls" : "fixed")")
            }
        }
        try ViewHost(Probe()).find(text: "normal other as written scrolls")
        try ViewHost(Probe().environment(\.sizeCategory, .extraLarge).dynamicTypeSize(...DynamicTypeSize.xLarge).scrollDisabled(true))
            .find(text: "normal xl as written fixed")
        try ViewHost(Probe().dynamicTypeSize(.accessibility2).textCase(.lowercase)).find(text: "big other cased scrolls")
    }

    @Test func scrollAndListSettingsReachTheirElements() throws {
        let host = ViewHost(VStack {
            ScrollView { Text("a") }.scrollIndicators(.hidden)
            List { Text("b") }.scrollContentBackground(.hidden)
            ScrollView { LazyVStack(pinnedViews: [.sectionHeaders]) { Section("S") { Text("c") } } }
        })
        #expect(host.findAll(kind: .scrollView).first?[property: "showsIndicators"] == .bool(false))
        #expect(host.findAll(kind: .list).first?[property: "scrollContentBackground"] == .string("hidden"))
        #expect(host.findAll(kind: .lazyStack).first?[property: "pinnedHeaders"] == .bool(true))
    }

    @Test func searchSuggestionsFillTheFieldWhenTapped() throws {
        let host = ViewHost(Lookup())
        #expect(!host.contains(text: "Apple"))
        try host.find(textField: "Fruit").setText("ap")
        try host.find(text: "Apricot")
        try host.find(text: "Apricot").tap()
        #expect(try host.find(textField: "Fruit").value == "apricot")
        try host.find(text: "results for apricot")
    }

    @Test func alertsForAnErrorAndForPresentedData() throws {
        let host = ViewHost(Failing())
        try host.find(text: "Could not load")
        try host.find(text: "Try again later.")
        try host.find(button: "Retry").tap()
        #expect(!host.contains(text: "Could not load"))
        try host.find(button: "Ask").tap()
        try host.find(text: "kiwi is in season")
        try host.find(button: "Buy kiwi")
    }

    @Test func attributedStringsTakeSwiftUIsAttributes() throws {
        var quote = AttributedString("To be or not to be")
        quote.foregroundColor = .red
        quote.font = .system(size: 16, weight: .bold)
        if let range = quote.range(of: "not") { quote[range].underlineStyle = .single }
        let text = try ViewHost(Text(quote)).find(text: "To be or not to be")
        #expect(text[property: "foregroundColor"] == .color(.red))
        #expect(text[property: "underline"] == nil)
    }

    @Test func formattersTransactionsAndStrokedFills() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        let host = ViewHost(VStack {
            Text(NSNumber(value: 7.25), formatter: formatter)
            Circle().stroke(.black, lineWidth: 2).fill(.yellow)
                .transaction { $0.animation = nil }
        })
        try host.find(text: "7.2")
        let circle = try #require(host.findAll(kind: .shape).first)
        #expect(circle[property: "fill"] == .color(.yellow) && circle[property: "stroke"] == .color(.black))
        Logger(subsystem: "tests", category: "corpus").info("shown \(7, privacy: .public) and \("secret", privacy: .private)")
    }

    @Test func aPhaseAnimatorRunsThroughItsPhasesOnEachTrigger() async throws {
        let log = PhaseLog()
        let host = ViewHost(Pulsing(log: log))
        let scale = { (try? host.find(text: "heart"))?[property: "scaleEffect"] }
        #expect(scale() == .transform(.scale(x: 1, y: 1, anchor: .center)))
        try host.find(button: "Beat").tap()
        // The middle phase lasts 50 ms: a busy machine may look only after it, so the test
        // reads the phases drawn (each write is drawn before the animator's next sleep ends).
        #expect(await host.wait { log.scales.last == 1.0 && log.scales.contains(1.5) })
        #expect(scale() == .transform(.scale(x: 1, y: 1, anchor: .center)))
        #expect(log.scales.drop { $0 == 1.0 }.first == 1.5)
    }

    @Test func withAnimationRunsItsCompletionAfterTheAnimation() async {
        var done = false
        var flag = false
        withAnimation(.linear(duration: 0.05)) { flag = true } completion: { done = true }
        #expect(flag && !done)
        // Other tests share the main actor: allow them their turns.
        for _ in 0..<200 where !done { try? await Task.sleep(nanoseconds: 50_000_000) }
        #expect(done)
    }
}
