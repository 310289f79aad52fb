import Testing
import Trellis
import TrellisTesting

// A `ForEach` pass compares each row's new content with a copy of the row's last content
// it keeps, and leaves an unchanged row's node alone. These pin what that skip must not
// change: a row dirtied in the same flush still updates, the environment still reaches
// rows whose values are unchanged, and rows that turn editable and back stay correct.

private struct TallyRow: View, Identifiable {
    let id: Int
    let title: String
    @Binding var total: Int
    @State private var taps = 0

    var body: some View {
        Button("\(title) \(taps)") {
            taps += 1
            total += 1
        }
    }
}

private struct TallyTable: View {
    @State private var titles = ["A", "B", "C"]
    @State private var total = 0
    var body: some View {
        VStack {
            Text("Total \(total)")
            ForEach(Array(titles.enumerated()), id: \.offset) { entry in
                TallyRow(id: entry.offset, title: entry.element, total: $total)
            }
            Button("Rename B") { titles[1] = "Bee" }
        }
    }
}

private struct ShoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var shouts: Bool {
        get { self[ShoutKey.self] }
        set { self[ShoutKey.self] = newValue }
    }
}

private struct ShoutingRow: View {
    let word: String
    @Environment(\.shouts) private var shouts
    var body: some View { Text(shouts ? word.uppercased() : word) }
}

private struct ShoutingList: View {
    @State private var shouts = false
    @State private var words = ["one", "two", "three"]
    var body: some View {
        VStack {
            Button("Shout") { shouts.toggle() }
            Button("Rotate") { words.append(words.removeFirst()) }
            ForEach(words, id: \.self) { word in ShoutingRow(word: word) }
                .environment(\.shouts, shouts)
        }
    }
}

private struct EditableWhenAsked: View {
    @State private var items = ["x", "y", "z"]
    @State private var editable = false
    var body: some View {
        VStack {
            Button("Toggle editing") { editable.toggle() }
            Button("Change y") { items[1] += "!" }
            Button("Drop x") { items.removeFirst() }
            List {
                ForEach(items.indices, id: \.self) { index in Text("Item \(items[index])") }
                    .onDelete(perform: editable ? { items.remove(atOffsets: $0) } : nil)
            }
        }
    }
}

@MainActor
@Suite("ForEach skips unchanged rows")
struct ForEachPassTests {
    /// The row's own state and its parent's change in one tap: the parent's pass finds the
    /// row's content unchanged and skips it, and the row still runs its body once.
    @Test func aRowDirtiedInTheSamePassStillUpdatesOnce() throws {
        let host = ViewHost(TallyTable())
        host.resetCounters()
        try host.find(button: "B 0").tap()
        try host.find(button: "B 1")
        try host.find(text: "Total 1")
        #expect(host.bodyEvaluations(of: TallyTable.self) == 1)
        #expect(host.bodyEvaluations(of: TallyRow.self) == 1)

        host.resetCounters()
        try host.find(button: "Rename B").tap()
        try host.find(button: "Bee 1")
        #expect(host.bodyEvaluations(of: TallyRow.self) == 1)
        try host.find(button: "A 0").tap()
        #expect(host.findAll(kind: .button).map(\.text).filter { $0.count <= 5 } == ["A 1", "Bee 1", "C 0"])
        try host.find(text: "Total 2")
    }

    /// Unchanged rows under a changed environment: the rows that read it are evaluated again.
    @Test func theEnvironmentReachesRowsWhoseContentIsUnchanged() throws {
        let host = ViewHost(ShoutingList())
        func words() -> [String] { host.findAll(kind: .text).map(\.text).filter { $0 != "Shout" && $0 != "Rotate" } }
        host.resetCounters()
        try host.find(button: "Shout").tap()
        #expect(words() == ["ONE", "TWO", "THREE"])
        #expect(host.bodyEvaluations(of: ShoutingRow.self) == 3)

        // Reordered under the new environment: rows keep it, nothing is evaluated again.
        host.resetCounters()
        try host.find(button: "Rotate").tap()
        #expect(words() == ["TWO", "THREE", "ONE"])
        #expect(host.bodyEvaluations(of: ShoutingRow.self) == 0)

        try host.find(button: "Shout").tap()
        #expect(words() == ["two", "three", "one"])
    }

    /// Rows that become editable get wrapped contents; plain again, their next change shows.
    @Test func rowsTurningEditableAndBackStayCurrent() throws {
        let host = ViewHost(EditableWhenAsked())
        func items() -> [String] { host.findAll(kind: .text).map(\.text).filter { $0.hasPrefix("Item") } }
        #expect(items() == ["Item x", "Item y", "Item z"])
        try host.find(button: "Toggle editing").tap()
        try host.find(button: "Change y").tap()
        #expect(items() == ["Item x", "Item y!", "Item z"])
        try host.find(button: "Toggle editing").tap()
        try host.find(button: "Change y").tap()
        #expect(items() == ["Item x", "Item y!!", "Item z"])
        try host.find(button: "Drop x").tap()
        try host.find(button: "Change y").tap()
        #expect(items() == ["Item y!!", "Item z!"])
    }
}
