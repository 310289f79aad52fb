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

private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

private struct StatefulRow: View {
    let row: Row
    @State private var taps = 0
    var body: some View {
        Button("\(row.title) \(taps)") { taps += 1 }
    }
}

/// One view value kept in a property and placed twice (the second place shown later), and
/// a `State` read before the graph links it.
private struct SharedValueParent: View {
    let shared = StatefulRow(row: Row(id: 0, title: "Shared"))
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
    @State var rows = (1...5).map { Row(id: $0, title: "Row\($0)") }
    var body: some View {
        VStack {
            Button("Reverse") { rows.reverse() }
            Button("Rename 3") { rows[rows.firstIndex { $0.id == 3 }!].title = "Third" }
            ForEach(rows) { row in StatefulRow(row: row) }
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
            ForEach(items, id: \.self) { item in StatefulRow(row: Row(id: 0, title: item)) }
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
        #expect(host.bodyEvaluations(of: StatefulRow.self) == 0)
        // Moves only: no element was created or destroyed, and reversing 5 needs 4 moves.
        let moves = host.tree.recordedMutations.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 4)
        #expect(moves.count == host.tree.recordedMutations.count)

        host.resetCounters()
        try host.find(button: "Rename 3").tap()
        #expect(host.bodyEvaluations(of: StatefulRow.self) == 1)
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

@Suite("Child list diff")
struct ChildListDiffTests {
    @MainActor
    final class Recorder: HostRenderer {
        func apply(_ mutations: [HostMutation]) {}
    }

    @Test(arguments: 0..<200)
    @MainActor func randomListsTransformWithMinimalMoves(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed + 1))
        let oldCount = Int.random(in: 0...30, using: &rng)
        let old = (0..<oldCount).map { ElementID($0 + 1) }
        var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }.shuffled(using: &rng)
        for extra in 0..<Int.random(in: 0...5, using: &rng) {
            new.insert(ElementID(1000 + extra), at: Int.random(in: 0...new.count, using: &rng))
        }
        let recorder = Recorder()
        let graph = ViewGraph(host: recorder)
        ChildListDiff.emit(parent: .root, old: old, new: new, graph: graph)
        let ops = graph.takeMutationsForTesting()

        var list = old
        for op in ops {
            switch op {
            case .remove(_, let child): list.removeAll { $0 == child }
            case .removeAll: list.removeAll()
            case .insert(_, let child, let before), .move(_, let child, let before):
                list.removeAll { $0 == child }
                if let before, let index = list.firstIndex(of: before) { list.insert(child, at: index) } else { list.append(child) }
            default: Issue.record("unexpected \(op)")
            }
        }
        #expect(list == new)
        let survivors = new.compactMap { id in old.firstIndex(of: id) }
        let moves = ops.filter { if case .move = $0 { return true } else { return false } }.count
        #expect(moves == survivors.count - longestIncreasing(survivors))
    }

    /// A container keeps up to four child ids inline and spills into an array past that:
    /// either way the list reads back in order and compares by content.
    @Test(arguments: 0..<40)
    func elementListsHoldTheirIDsInOrderInlineAndSpilled(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed + 1))
        let ids = (0..<Int.random(in: 0...9, using: &rng)).map { _ in ElementID(Int.random(in: 1...50, using: &rng)) }
        var list = ElementList(), reserved = ElementList()
        reserved.reserveCapacity(Int.random(in: 0...12, using: &rng))
        for id in ids { list.append(id); reserved.append(id) }
        var visited: [ElementID] = []
        list.forEach { visited.append($0) }
        #expect(list.array == ids && visited == ids && reserved.array == ids)
        #expect(list.count == ids.count && list.first == ids.first)
        #expect(list == reserved)
        var other = ElementList()
        for id in ids.dropLast() { other.append(id) }
        other.append(ElementID(99))
        #expect((other == list) == (ids.last == ElementID(99)))
    }

    private struct GrowingStack: View {
        @State private var count = 2
        var body: some View {
            VStack {
                Button("More") { count += 1 }
                Button("Fewer") { count -= 1 }
                VStack { ForEach(0..<count, id: \.self) { Text("Item \($0)") } }
            }
        }
    }

    /// The stack's list of children crosses from inline to spilled storage and back; the
    /// host's order follows every step.
    @Test @MainActor func aStackGrowingPastFourChildrenAndBackKeepsItsOrder() throws {
        let host = ViewHost(GrowingStack())
        func items() -> [String] { host.findAll(kind: .text).map(\.text).filter { $0.hasPrefix("Item") } }
        #expect(items() == ["Item 0", "Item 1"])
        for step in 3...7 {
            try host.find(button: "More").tap()
            #expect(items() == (0..<step).map { "Item \($0)" })
        }
        for step in (0...6).reversed() {
            try host.find(button: "Fewer").tap()
            #expect(items() == (0..<step).map { "Item \($0)" })
        }
    }

    private func longestIncreasing(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0, high = tails.count
            while low < high { let mid = (low + high) / 2; if tails[mid] < value { low = mid + 1 } else { high = mid } }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}

struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

// On the main actor: TypeReflection's caches belong to it (no lock), and a comparator made
// from a test thread while a graph elsewhere made one crashed the suite 1 run in 8.
@MainActor @Suite("Layout facts the comparators rely on")
struct LayoutFactTests {
    @Test func bindingStoresItsLocationFirst() {
        #expect(MemoryLayout<Binding<Int>>.offset(of: \Binding<Int>.location) == 0)
        #expect(MemoryLayout<Binding<[String]>>.offset(of: \Binding<[String]>.location) == 0)
        #expect(MemoryLayout<Binding<Int>>.offset(of: \Binding<Int>.transaction) == 8)
        #expect(MemoryLayout<Binding<[String]>>.offset(of: \Binding<[String]>.transaction) == 8)
    }

    final class Box {}
    /// Padding after `flag` and after `small`: the comparator skips it, and still sees a
    /// change in any field, the last one included.
    struct Padded {
        var flag: Bool
        var box: Box
        var small: Int8
        var count: Int
        var name: String
    }

    @Test func aViewWithPaddingComparesItsFieldsOnly() {
        #expect(MemoryLayout<Padded>.offset(of: \Padded.box) == 8)
        let compare = TypeReflection.comparator(for: Padded.self)
        let box = Box()
        func equal(_ a: Padded, _ b: Padded) -> Bool {
            withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare.equal(pa, pb) } }
        }
        let base = Padded(flag: true, box: box, small: 3, count: 7, name: "row")
        // The same fields with different padding bytes: a copy made through raw memory.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<Padded>.size, alignment: 8)
        raw.initializeMemory(as: UInt8.self, repeating: 0xAB, count: MemoryLayout<Padded>.size)
        let copy = raw.bindMemory(to: Padded.self, capacity: 1)
        copy.initialize(to: base)
        #expect(withUnsafePointer(to: base) { compare.equal($0, copy) })
        copy.deinitialize(count: 1)
        raw.deallocate()
        #expect(equal(base, base))
        var other = base; other.flag = false
        #expect(!equal(base, other))
        other = base; other.box = Box()
        #expect(!equal(base, other))
        other = base; other.small = 4
        #expect(!equal(base, other))
        other = base; other.count = 8
        #expect(!equal(base, other))
        other = base; other.name = "row 2"
        #expect(!equal(base, other))
    }
}

private struct DuplicateShuffle: View {
    @State var items = ["a", "b", "a", "c", "a"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in StatefulRow(row: Row(id: 0, title: item)) }
            Button("Rotate") { items.append(items.removeFirst()) }
        }
    }
}

@MainActor
@Suite("ForEach identity with duplicates")
struct ForEachDuplicateTests {
    /// The n-th occurrence of an id keeps the n-th occurrence's state, whatever moves.
    @Test func nthOccurrenceKeepsNthState() throws {
        let host = ViewHost(DuplicateShuffle())
        func rows() -> [ElementProxy] { host.findAll(kind: .button).filter { $0.text.count <= 3 } }
        // Tap the three "a" rows 1, 2 and 3 times, and "c" once.
        for (row, taps) in [(0, 1), (2, 2), (4, 3), (3, 1)] {
            for _ in 0..<taps { try rows()[row].tap() }
        }
        #expect(rows().map(\.text) == ["a 1", "b 0", "a 2", "c 1", "a 3"])
        try host.find(button: "Rotate").tap()
        // ["b", "a", "c", "a", "a"]: each "a" keeps the state of the same occurrence.
        #expect(rows().map(\.text) == ["b 0", "a 1", "c 1", "a 2", "a 3"])
        try host.find(button: "Rotate").tap()
        #expect(rows().map(\.text) == ["a 1", "c 1", "a 2", "a 3", "b 0"])
    }
}

/// An id whose hash is the same for every value: the id table must tell them apart by `==`.
private struct CollidingID: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) {}
}

private struct CollidingRows: View {
    @State var items = [1, 2, 3, 2]
    var body: some View {
        VStack {
            ForEach(items.map(CollidingID.init), id: \.self) { item in
                StatefulRow(row: Row(id: item.value, title: "r\(item.value)"))
            }
            Button("Shift") { items = [4] + items.reversed() }
            Button("Drop last") { items.removeLast() }
        }
    }
}

@MainActor
@Suite("ForEach id table")
struct OccurrenceTableTests {
    /// Ids that all hash alike, past the capacity given: every id keeps its own slot.
    @Test func collidingHashesAndGrowth() {
        var table = OccurrenceTable(capacity: 1)
        let old = [10, 11, 12, 11]
        for (index, id) in old.enumerated() { table.addOld(hash: 7, at: index) { old[$0] == id } }
        let new = [11, 13, 11, 11, 12, 14, 15, 16]
        var results: [(Int, Int?)] = []
        for (position, id) in new.enumerated() {
            let witness = old.count + position
            results.append(table.next(hash: 7, witness: witness) { $0 < old.count ? old[$0] == id : new[$0 - old.count] == id })
        }
        #expect(results.map(\.0) == [0, 0, 1, 2, 0, 0, 0, 0])
        #expect(results.map(\.1) == [1, nil, 3, nil, 2, nil, nil, nil])
    }

    @Test func rowsWithCollidingHashesKeepTheirState() throws {
        let host = ViewHost(CollidingRows())
        func rows() -> [ElementProxy] { host.findAll(kind: .button).filter { $0.text.hasPrefix("r") } }
        try rows()[0].tap()             // r1
        try rows()[2].tap()             // r3
        try rows()[2].tap()
        try rows()[3].tap()             // the second r2
        #expect(rows().map(\.text) == ["r1 1", "r2 0", "r3 2", "r2 1"])
        try host.find(button: "Shift").tap()
        // [4, 2, 3, 2, 1]: the n-th 2 keeps the n-th 2's state.
        #expect(rows().map(\.text) == ["r4 0", "r2 0", "r3 2", "r2 1", "r1 1"])
        #expect(host.warnings.contains { $0.contains("occurs multiple times") })
        // Rows removed from the end only: the rest keep their rows and occurrence numbers.
        try host.find(button: "Drop last").tap()
        try host.find(button: "Drop last").tap()
        #expect(rows().map(\.text) == ["r4 0", "r2 0", "r3 2"])
        try rows()[1].tap()
        try host.find(button: "Shift").tap()
        // [4, 3, 2, 4]: the first 4 keeps its row, the second is new.
        #expect(rows().map(\.text) == ["r4 0", "r3 2", "r2 1", "r4 0"])
    }
}

/// Rows of `TapCounter`s between two fixed siblings, their ids set from outside.
@MainActor
private final class ShelfModel: ObservableObject {
    @Published var items: [Int]
    init(_ items: [Int]) { self.items = items }
}

private struct ShelfOfCounters: View {
    @ObservedObject var model: ShelfModel
    var body: some View {
        VStack {
            Text("Header")
            ForEach(model.items, id: \.self) { TapCounter(label: "R\($0)") }
            Text("Footer")
        }
    }
}

@MainActor
@Suite("ForEach replacing its rows")
struct ForEachReplacementTests {
    private func rows(_ host: ViewHost) -> [String] {
        host.findAll(kind: .button).map(\.text).filter { $0.hasPrefix("R") }
    }

    /// Where the recorded mutations remove a child and where they create an element.
    private func removalsAndCreations(_ host: ViewHost) -> (removals: [Int], creations: [Int]) {
        let mutations = host.tree.recordedMutations
        return (mutations.indices.filter { if case .remove = mutations[$0] { true } else { false } },
                mutations.indices.filter { if case .create = mutations[$0] { true } else { false } })
    }

    /// How many elements the host holds when these rows are mounted afresh.
    private func freshElementCount(_ items: [Int]) -> Int {
        ViewHost(ShelfOfCounters(model: ShelfModel(items))).tree.elementCount
    }

    /// The host drops the old rows' elements before the new rows' are made, so it never
    /// holds both tables at once (and reuses the old ones' memory).
    @Test func theRowsThatLeaveAreRemovedBeforeTheNewOnesAreMade() throws {
        let model = ShelfModel([1, 2, 3])
        let host = ViewHost(ShelfOfCounters(model: model))
        try host.find(button: "R2 0").tap()
        host.tree.recordsMutations = true
        model.items = [4, 5, 6]
        host.flush()
        #expect(rows(host) == ["R4 0", "R5 0", "R6 0"])
        #expect(host.contains(text: "Header") && host.contains(text: "Footer"))
        var (removals, creations) = removalsAndCreations(host)
        #expect(removals.count == 3 && !creations.isEmpty)
        #expect(removals.max()! < creations.min()!)
        #expect(host.tree.elementCount == freshElementCount([4, 5, 6]))

        // A kept first row keeps its state; the rows after it leave before any is made.
        try host.find(button: "R4 0").tap()
        host.tree.clearRecordedMutations()
        model.items = [4, 7, 8, 9]
        host.flush()
        #expect(rows(host) == ["R4 1", "R7 0", "R8 0", "R9 0"])
        (removals, creations) = removalsAndCreations(host)
        #expect(removals.count == 2 && removals.max()! < creations.min()!)
        #expect(host.tree.elementCount == freshElementCount([4, 7, 8, 9]))
    }

    /// Any change of ids: the rows shown are the new ones in order, a surviving row keeps
    /// its state, and the host holds exactly the elements a fresh mount would.
    @Test(arguments: 0..<60)
    func randomReplacementsKeepSurvivorsAndLeaveNothingBehind(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed + 1))
        let old = Array((1...30).shuffled(using: &rng).prefix(Int.random(in: 0...10, using: &rng)))
        let model = ShelfModel(old)
        let host = ViewHost(ShelfOfCounters(model: model))
        let tapped = old.randomElement(using: &rng)
        if let tapped { try host.find(button: "R\(tapped) 0").tap() }
        // A kept prefix, then some old rows in any order, then new ids.
        let prefix = Int.random(in: 0...old.count, using: &rng)
        var rest = old.dropFirst(prefix).filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
        for id in (31...40).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)) {
            rest.insert(id, at: Int.random(in: 0...rest.count, using: &rng))
        }
        let new = Array(old.prefix(prefix)) + rest
        model.items = new
        host.flush()
        #expect(rows(host) == new.map { "R\($0) \($0 == tapped ? 1 : 0)" })
        #expect(host.tree.elementCount == freshElementCount(new))
        #expect(host.graph.mountedElementCount == host.tree.elementCount)
    }
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

private struct TapCounter: View {
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
