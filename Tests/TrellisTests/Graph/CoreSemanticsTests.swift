import Foundation
import Testing
@_spi(TrellisHost) @testable import Trellis
@_spi(TrellisHost) import TrellisTesting

// DESIGN.md "Core semantics" 1–6 and 10, each as body-evaluation counts.

private struct BindingParent: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("Parent")
            BindingChild(value: $value)
        }
    }
}

private struct BindingChild: View {
    @Binding var value: Int
    var body: some View {
        Button("Child \(value)") { value += 1 }
    }
}

private struct EqualWriteView: View {
    @State private var name = "ana"
    var body: some View {
        VStack {
            Text(name)
            Button("Same") { name = "ana" }
            Button("Three") {
                name = "b"
                name = "c"
                name = "final"
            }
        }
    }
}

/// A row of keyed data with a title that can change.
struct TitledRow: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A titled row that counts its taps: state that must stay with its id.
struct TitledRowView: View {
    let row: TitledRow
    @State private var taps = 0
    var body: some View {
        Button("\(row.title) \(taps)") { taps += 1 }
    }
}

/// One view value kept in a property and placed twice (the second place shown later), and
/// a `State` read before the graph links it.
private struct SharedValueParent: View {
    let shared = TitledRowView(row: TitledRow(id: 0, title: "Shared"))
    @State private var showsSecond = false
    @State private var rebuilds = 0
    var body: some View {
        VStack {
            shared
            if showsSecond { shared }
            Text("Initial \(InitialReader(start: rebuilds + 5).initial)")
            Button("Second") { showsSecond.toggle() }
            Button("Rebuild") { rebuilds += 1 }
        }
    }
}

private struct InitialReader: View {
    @State var value: Int
    init(start: Int) { _value = State(initialValue: start) }
    var initial: Int { value }
    var body: some View { Text("\(value)") }
}

private struct RowList: View {
    @State var rows = (1...5).map { TitledRow(id: $0, title: "Row\($0)") }
    var body: some View {
        VStack {
            Button("Reverse") { rows.reverse() }
            Button("Rename 3") { rows[rows.firstIndex { $0.id == 3 }!].title = "Third" }
            ForEach(rows) { row in TitledRowView(row: row) }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { LifecycleLog.events.append("appear") }
            .onDisappear { LifecycleLog.events.append("disappear") }
    }
}

@MainActor
private enum LifecycleLog {
    static var events: [String] = []
}

private struct IdentityResetView: View {
    @State private var key = 0
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Counter().id(key)
            Button("New identity") { key += 1 }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

private struct DuplicateIDs: View {
    @State var items = ["a", "b", "a"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in TitledRowView(row: TitledRow(id: 0, title: item)) }
            Button("Drop first") { items.removeFirst() }
        }
    }
}

private struct WritesDuringBody: View {
    @State private var renders = 0
    @State private var label = "start"
    var body: some View {
        renders += 1    // a misuse: state written while body runs
        return VStack {
            Text(label)
            Button("Change") { label = "changed" }
        }
    }
}

private final class Token {
    nonisolated(unsafe) static var alive = 0
    init() { Token.alive += 1 }
    deinit { Token.alive -= 1 }
}

private struct TokenHolder: View {
    @State private var token = Token()
    var body: some View { Text("holder") }
}

private struct TokenParent: View {
    @State private var show = true
    var body: some View {
        VStack {
            if show { TokenHolder() }
            Button("Toggle") { show.toggle() }
        }
    }
}

private struct ThemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text("Scheme \(colorScheme == .dark ? "dark" : "light")") }
}

private struct FontReader: View {
    @Environment(\.font) private var font
    var body: some View { Text("Font \(font?.description ?? "none")") }
}

private struct EnvironmentRoot: View {
    @State private var dark = false
    var body: some View {
        VStack {
            ThemeReader()
            FontReader()
            Button("Dark") { dark = true }
        }
        .environment(\.colorScheme, dark ? .dark : .light)
    }
}

private struct BuilderShapes: View {
    @State private var mode = 0
    @State private var name: String? = nil
    var body: some View {
        VStack {
            switch mode {
            case 0: Text("zero")
            case 1: Text("one")
            default: Button("many") {}
            }
            if let name { Text("Hi \(name)") }
            Group {
                Text("g1")
                Text("g2")
            }
            Button("Next") { mode += 1; name = "ana" }
        }
    }
}

private struct Highlight: ViewModifier {
    @State private var on = false
    func body(content: Content) -> some View {
        VStack {
            content.opacity(on ? 1 : 0.5)
            Button(on ? "Dim" : "Light up") { on.toggle() }
        }
    }
}

private struct ModifierUser: View {
    @State private var title = "first"
    var body: some View {
        VStack {
            Text(title).modifier(Highlight())
            Button("Retitle") { title = "second" }
        }
    }
}

private struct AnyViewSwitch: View {
    @State private var flag = false
    var body: some View {
        VStack {
            flag ? AnyView(Text("text")) : AnyView(Counter())
            Button("Flip") { flag.toggle() }
        }
    }
}

private struct ChangeWatcher: View {
    @State private var value = 0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Log \(log.joined(separator: ","))")
            Button("Bump") { value += 1 }
        }
        .onChange(of: value) { old, new in log.append("\(old)->\(new)") }
    }
}

@MainActor
@Suite("Core semantics", .serialized)
struct CoreSemanticsTests {
    @Test func aBindingReadOnlyByTheChildReRunsOnlyTheChild() throws {
        let host = ViewHost(BindingParent())
        host.resetCounters()
        try host.find(button: "Child 0").tap()
        try host.find(button: "Child 1")
        #expect(host.bodyEvaluations(of: BindingParent.self) == 0)
        #expect(host.bodyEvaluations(of: BindingChild.self) == 1)
    }

    @Test func anEqualWriteInvalidatesNothing() throws {
        let host = ViewHost(EqualWriteView())
        host.resetCounters()
        try host.find(button: "Same").tap()
        #expect(host.bodyEvaluations(of: EqualWriteView.self) == 0)
    }

    @Test func writesInOneActionAreCoalescedIntoOnePass() throws {
        let host = ViewHost(EqualWriteView())
        host.resetCounters()
        host.tree.recordsMutations = true
        try host.find(button: "Three").tap()
        #expect(host.bodyEvaluations(of: EqualWriteView.self) == 1)
        try host.find(text: "final")
        // One update of the text element, straight to the final value.
        #expect(host.tree.recordedMutations.count == 1)
    }

    @Test func reversingAKeyedForEachKeepsEachRowsStateAndSkipsUnchangedRows() throws {
        let host = ViewHost(RowList())
        try host.find(button: "Row2 0").tap()
        try host.find(button: "Row4 0").tap()
        try host.find(button: "Row4 1").tap()
        host.resetCounters()
        host.tree.recordsMutations = true

        try host.find(button: "Reverse").tap()
        let titles = host.findAll(kind: .button).map(\.text).filter { $0.hasPrefix("Row") }
        #expect(titles == ["Row5 0", "Row4 2", "Row3 0", "Row2 1", "Row1 0"])
        #expect(host.bodyEvaluations(of: RowList.self) == 1)
        #expect(host.bodyEvaluations(of: TitledRowView.self) == 0)
        // Moves only: no element was created or destroyed, and reversing 5 needs 4 moves.
        let moves = host.tree.recordedMutations.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 4)
        #expect(moves.count == host.tree.recordedMutations.count)

        host.resetCounters()
        try host.find(button: "Rename 3").tap()
        #expect(host.bodyEvaluations(of: TitledRowView.self) == 1)
        try host.find(button: "Third 0")
    }

    @Test func changingTheIDResetsInnerStateAndRunsLifecycle() throws {
        LifecycleLog.events = []
        let host = ViewHost(IdentityResetView())
        #expect(LifecycleLog.events == ["appear"])
        try host.find(button: "Count 0").tap()
        try host.find(button: "Count 1").tap()
        try host.find(button: "Unrelated 0").tap()
        try host.find(button: "Count 2")    // same id: state kept

        try host.find(button: "New identity").tap()
        try host.find(button: "Count 0")    // new id: fresh state
        #expect(LifecycleLog.events == ["appear", "disappear", "appear"])
        #expect(try host.find(id: 1 as AnyHashable).text == "Count 0")
    }

    @Test func stateIsReleasedWhenItsIdentityGoesAway() throws {
        let before = Token.alive
        let host = ViewHost(TokenParent())
        #expect(Token.alive == before + 1)
        try host.find(button: "Toggle").tap()
        #expect(Token.alive == before)
        try host.find(button: "Toggle").tap()
        #expect(Token.alive == before + 1)
    }

    /// A view value used in two places starts two identities, each from the value's
    /// initial state, even when the second appears after the first changed; each keeps
    /// its own state across the parent's re-evaluations, and a place removed and shown
    /// again starts over. A `State` not yet linked reads its initial value.
    @Test func oneViewValueInTwoPlacesHasTwoStates() throws {
        let host = ViewHost(SharedValueParent())
        func rows() -> [String] { host.findAll(kind: .button).map(\.text).filter { $0.hasPrefix("Shared") } }
        try host.findAll(kind: .button)[0].tap()
        try host.findAll(kind: .button)[0].tap()
        try host.find(button: "Second").tap()
        #expect(rows() == ["Shared 2", "Shared 0"])
        try host.findAll(kind: .button)[1].tap()
        try host.find(text: "Initial 5")
        try host.find(button: "Rebuild").tap()
        #expect(rows() == ["Shared 2", "Shared 1"])
        try host.find(text: "Initial 6")
        try host.find(button: "Second").tap()
        try host.find(button: "Second").tap()
        #expect(rows() == ["Shared 2", "Shared 0"])
    }

    @Test func duplicateIDsWarnAndStayDeterministic() throws {
        let host = ViewHost(DuplicateIDs())
        #expect(host.warnings.contains { $0.contains("occurs multiple times") })
        let titles = host.findAll(kind: .button).map(\.text).filter { $0.count <= 3 }
        #expect(titles == ["a 0", "b 0", "a 0"])
        try host.find(button: "Drop first").tap()
        let after = host.findAll(kind: .button).map(\.text).filter { $0.count <= 3 }
        #expect(after == ["b 0", "a 0"])
    }

    @Test func writingStateDuringBodyWarnsAndKeepsWorking() throws {
        let host = ViewHost(WritesDuringBody())
        #expect(host.warnings.contains { $0.contains("Modifying state during view update") })
        try host.find(button: "Change").tap()
        try host.find(text: "changed")
        #expect(host.bodyEvaluations(of: WritesDuringBody.self) == 2)
    }

    @Test func environmentReadersReRunPerKey() throws {
        let host = ViewHost(EnvironmentRoot())
        host.resetCounters()
        try host.find(button: "Dark").tap()
        try host.find(text: "Scheme dark")
        #expect(host.bodyEvaluations(of: ThemeReader.self) == 1)
        #expect(host.bodyEvaluations(of: FontReader.self) == 0)
    }

    @Test func viewBuilderSupportsSwitchIfLetAndGroup() throws {
        let host = ViewHost(BuilderShapes())
        #expect(host.render() == """
        VStack
          Text "zero"
          Text "g1"
          Text "g2"
          Button
            Text "Next"
        """)
        try host.find(button: "Next").tap()
        try host.find(text: "one")
        try host.find(text: "Hi ana")
        try host.find(button: "Next").tap()
        try host.find(button: "many")
        #expect(host.render().split(separator: "\n").count == 8)
    }

    @Test func customModifiersKeepTheirOwnStateAndSeeContentChanges() throws {
        let host = ViewHost(ModifierUser())
        #expect(host.render().contains("Text \"first\" [opacity: 0.5]"))
        try host.find(button: "Light up").tap()
        #expect(host.render().contains("Text \"first\" [opacity: 1]"))
        try host.find(button: "Retitle").tap()
        #expect(host.render().contains("Text \"second\" [opacity: 1]"))
        try host.find(button: "Dim")
    }

    @Test func anyViewRemountsWhenTheWrappedTypeChanges() throws {
        let host = ViewHost(AnyViewSwitch())
        try host.find(button: "Count 0").tap()
        try host.find(button: "Flip").tap()
        try host.find(text: "text")
        try host.find(button: "Flip").tap()
        try host.find(button: "Count 0")
    }

    @Test func onChangeSeesOldAndNewValues() throws {
        let host = ViewHost(ChangeWatcher())
        try host.find(button: "Bump").tap()
        try host.find(button: "Bump").tap()
        try host.find(text: "Log 0->1,1->2")
    }

    @Test func writesFromAnotherThreadAreAppliedOnTheMainActorWithAWarning() async throws {
        let host = ViewHost(BindingPublisher())
        let binding = try #require(PublishedBinding.binding)
        await Task.detached { binding.wrappedValue = 5 }.value
        host.flush()
        try host.find(button: "Child 5")
        #expect(host.warnings.contains { $0.contains("written off the main actor") })
    }
}

/// Hands its binding out, so a test can write from elsewhere.
private struct BindingPublisher: View {
    @State private var value = 0
    var body: some View {
        BindingChild(value: $value)
            .onAppear { PublishedBinding.binding = $value }
    }
}

@MainActor
private enum PublishedBinding {
    static var binding: Binding<Int>?
}

private struct FramedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(Color.blue)
    }
}

/// A button whose label is a tuple (held by the button's node itself) switching between a
/// style of the app's (which draws the label inside its own body) and a built-in one.
private struct SwitchingButtonStyle: View {
    @State var custom = false
    @State var stars = 0

    var body: some View {
        VStack {
            styled(Button { stars += 1 } label: {
                Image(systemName: "star")
                Text("Stars \(stars)")
            })
            Button("Switch") { custom.toggle() }
        }
    }

    private func styled<V: View>(_ view: V) -> ModifiedContent<V, _EnvironmentWritingModifier<_AnyButtonStyle?>> {
        custom ? view.buttonStyle(FramedStyle()) : view.buttonStyle(.bordered)
    }
}

@MainActor
@Suite("Tuple content held by its element")
struct TupleContentTests {
    @Test func switchingBetweenAStyleOfYourOwnAndABuiltInOneKeepsTheLabel() throws {
        let host = ViewHost(SwitchingButtonStyle())
        func star() throws -> ElementProxy { try host.find(button: "Stars \(try count())") }
        func count() throws -> Int { host.findAll(kind: .button).compactMap { Int($0.text.split(separator: " ").last ?? "") }.first ?? -1 }
        #expect(try count() == 0)
        try star().tap()
        #expect(!(try star().render().contains("background: blue")))
        try host.find(button: "Switch").tap()
        #expect(try star().render().contains("background: blue"))
        try star().tap()
        #expect(try count() == 2)
        try host.find(button: "Switch").tap()
        #expect(!(try star().render().contains("background: blue")))
        try star().tap()
        #expect(try count() == 3)
        // One icon each time: the label's two views were replaced, never left behind.
        #expect(host.findAll(kind: .image).count == 1)
        #expect(host.findAll(kind: .button).count == 2)
    }
}

/// A button counting its taps: state that must stay with its row.
struct TapCounter: View {
    let label: String
    @State private var taps = 0
    var body: some View { Button("\(label) \(taps)") { taps += 1 } }
}

private struct RowCounter: View {
    let number: Int
    @State private var taps = 0
    var body: some View { Button("Row\(number) \(taps)") { taps += 1 } }
}

/// Property modifiers on an element, on a view of the app's and on `ForEach` rows.
private struct ModifiedViews: View {
    @State var wide = false
    @State var order = [1, 2, 3]
    var body: some View {
        VStack {
            Text("Plain")
                .padding(wide ? 20 : 4)
                .background(Color.red)
                .opacity(0.5)
                .accessibilityIdentifier("plain")
            TapCounter(label: "Counter").padding(wide ? 20 : 4)
            ForEach(order, id: \.self) { number in RowCounter(number: number).frame(width: 100) }
            Button("Widen") { wide.toggle() }
            Button("Rotate") { order.append(order.removeFirst()) }
        }
    }
}

@MainActor
@Suite("Property modifiers kept by the modified view's node")
struct FoldedModifierTests {
    private func inset(_ length: CGFloat) -> PropertyValue {
        .insets(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    @Test func modifiersKeepTheirOrderAndFollowTheirValues() throws {
        let host = ViewHost(ModifiedViews())
        let plain = try host.find(id: "plain")
        #expect(plain.render().contains("[padding: \(inset(4)), background: "))
        #expect(plain.render().contains("opacity: 0.5, accessibilityIdentifier: \"plain\"]"))
        try host.find(button: "Widen").tap()
        #expect(try host.find(id: "plain")[property: "padding"] == inset(20))
        #expect(try host.find(button: "Counter 0")[property: "padding"] == inset(20))
    }

    @Test func aModifiedViewKeepsItsStateAndUnchangedRowsAreSkipped() throws {
        let host = ViewHost(ModifiedViews())
        try host.find(button: "Counter 0").tap()
        try host.find(button: "Row1 0").tap()
        let rowBodies = host.bodyEvaluations(of: RowCounter.self)
        try host.find(button: "Widen").tap()
        // The padding changed around the counter, which keeps its state; the rows' frames
        // did not, and their bodies are not run again.
        #expect(try host.find(button: "Counter 1")[property: "padding"] == inset(20))
        #expect(host.bodyEvaluations(of: RowCounter.self) == rowBodies)
        try host.find(button: "Rotate").tap()
        let rows = host.findAll(kind: .button).map(\.text).filter { $0.hasPrefix("Row") }
        #expect(rows == ["Row2 0", "Row3 0", "Row1 1"])
        #expect(try host.find(button: "Row1 1")[property: "frame"] != nil)
    }
}

@MainActor
@Suite("Element index")
struct ElementIndexTests {
    final class Target: ElementEventTarget {
        let name: Int
        init(_ name: Int) { self.name = name }
        func handle(_ event: HostEvent.Kind) -> Bool { true }
        func accepts(_ event: HostEvent.Kind) -> Bool { true }
    }

    @Test func findsLiveElementsAndForgetsRetiredOnes() {
        var registry = ElementIndex()
        let targets = (1...2000).map { Target($0) }
        for target in targets { registry.insert(target, for: ElementID(target.name)) }
        #expect(registry.count == 2000)
        for id in stride(from: 1, through: 2000, by: 2) { registry.remove(ElementID(id)) }
        #expect(registry.count == 1000)
        #expect(registry[ElementID(1)] == nil)
        #expect((registry[ElementID(2)] as? Target)?.name == 2)
        #expect((registry[ElementID(1999 + 1)] as? Target)?.name == 2000)
        #expect(registry[ElementID(5000)] == nil)
        for id in stride(from: 2, through: 2000, by: 2) { registry.remove(ElementID(id)) }
        #expect(registry.count == 0)
        registry.remove(ElementID(2))    // removing twice is harmless
        #expect(registry.count == 0)
        // Set and clear through the subscript; a negative id is never there.
        // A negative id is never there.
        #expect(registry[ElementID(-3)] == nil)
    }
}

private struct LoadsOnAppear: View {
    @State private var status = "loading"
    var body: some View {
        Text(status).onAppear { status = "loaded" }
    }
}

private struct RunawayChange: View {
    @State private var value = 0
    var body: some View {
        Text("value \(value)").onChange(of: value, initial: true) { value += 1 }
    }
}

private struct TokenRow: View, Identifiable {
    let id: Int
    @State private var token = Token()
    var body: some View {
        Text("row \(id)").onDisappear { LifecycleLog.events.append("gone \(id)") }
    }
}

private struct TokenList: View {
    @State private var ids = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { TokenRow(id: $0) }
            Button("Drop 2") { ids.removeAll { $0 == 2 } }
        }
    }
}

@MainActor
@Suite("Flush loop", .serialized)
struct FlushLoopTests {
    @Test func stateWrittenInOnAppearShowsAfterMount() throws {
        let host = ViewHost(LoadsOnAppear())
        try host.find(text: "loaded")
        #expect(host.bodyEvaluations(of: LoadsOnAppear.self) == 2)
    }

    @Test func aRunawayOnChangeIsStoppedWithAWarning() throws {
        let host = ViewHost(RunawayChange())
        #expect(host.warnings.contains { $0.contains("100 rounds") })
        // The host still works and shows the state at the point the loop was cut.
        #expect(host.findAll(kind: .text).count == 1)
    }

    @Test func removingARowReleasesItsStateAndRunsOnDisappear() throws {
        LifecycleLog.events = []
        let before = Token.alive
        let host = ViewHost(TokenList())
        #expect(Token.alive == before + 3)
        try host.find(button: "Drop 2").tap()
        #expect(Token.alive == before + 2)
        #expect(LifecycleLog.events == ["gone 2"])
        #expect(host.findAll(kind: .text).map(\.text) == ["row 1", "row 3", "Drop 2"])
    }
}
