import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

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

private struct NumberedRow: View {
    let number: Int
    let title: String
    @State private var taps = 0
    var body: some View {
        Button("\(title) \(taps)") { taps += 1 }
    }
}

private struct EditedList: View {
    @State private var rows = (1...6).map { (number: $0, title: "R\($0)") }
    var body: some View {
        VStack {
            Button("Remove 2 and 3") { rows.removeSubrange(1...2) }
            Button("Remove last") { rows.removeLast() }
            Button("Swap 2 and 5") { rows.swapAt(1, 4) }
            Button("Replace 2") { rows[1] = (number: 9, title: "R9") }
            Button("Rename 5") { rows[rows.firstIndex { $0.number == 5 }!].title = "Five" }
            ForEach(rows, id: \.number) { row in NumberedRow(number: row.number, title: row.title) }
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

    private func rowTitles(_ host: ViewHost) -> [String] {
        let header: Set = ["Remove 2 and 3", "Remove last", "Swap 2 and 5", "Replace 2", "Rename 5"]
        return host.findAll(kind: .button).map(\.text).filter { !header.contains($0) }
    }

    private func tapRows(_ host: ViewHost) throws {
        try host.find(button: "R4 0").tap()
        try host.find(button: "R5 0").tap()
        try host.find(button: "R5 1").tap()
        try host.find(button: "R6 0").tap()
    }

    /// A run removed from the middle: the rows after it keep their state and are not
    /// evaluated again, and a later change to one of them still shows.
    @Test func removingARunKeepsTheStateOfTheRowsAfterIt() throws {
        let host = ViewHost(EditedList())
        try tapRows(host)
        host.resetCounters()
        try host.find(button: "Remove 2 and 3").tap()
        #expect(rowTitles(host) == ["R1 0", "R4 1", "R5 2", "R6 1"])
        #expect(host.bodyEvaluations(of: NumberedRow.self) == 0)
        try host.find(button: "Rename 5").tap()
        #expect(rowTitles(host) == ["R1 0", "R4 1", "Five 2", "R6 1"])
        #expect(host.bodyEvaluations(of: NumberedRow.self) == 1)
        try host.find(button: "Remove last").tap()
        #expect(rowTitles(host) == ["R1 0", "R4 1", "Five 2"])
    }

    /// Two rows swapped: each takes its state along, neither is evaluated again, and the
    /// kept contents follow them (a later change shows on the right row).
    @Test func swappedRowsTakeTheirStateAlong() throws {
        let host = ViewHost(EditedList())
        try tapRows(host)
        host.resetCounters()
        host.tree.recordsMutations = true
        try host.find(button: "Swap 2 and 5").tap()
        #expect(rowTitles(host) == ["R1 0", "R5 2", "R3 0", "R4 1", "R2 0", "R6 1"])
        #expect(host.bodyEvaluations(of: NumberedRow.self) == 0)
        #expect(host.tree.recordedMutations.allSatisfy { if case .move = $0 { true } else { false } })
        try host.find(button: "Rename 5").tap()
        #expect(rowTitles(host) == ["R1 0", "Five 2", "R3 0", "R4 1", "R2 0", "R6 1"])
        try host.find(button: "Swap 2 and 5").tap()
        #expect(rowTitles(host) == ["R1 0", "R2 0", "R3 0", "R4 1", "Five 2", "R6 1"])
    }

    /// An id replaced by a new one in place: not a move among the old ids, so the new row
    /// starts fresh and the others keep their state.
    @Test func anIDReplacedInPlaceIsANewRow() throws {
        let host = ViewHost(EditedList())
        try tapRows(host)
        try host.find(button: "R2 0").tap()
        try host.find(button: "Replace 2").tap()
        #expect(rowTitles(host) == ["R1 0", "R9 0", "R3 0", "R4 1", "R5 2", "R6 1"])
    }
}
