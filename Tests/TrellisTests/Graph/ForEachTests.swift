import Foundation
import Testing
@_spi(TrellisHost) @testable import Trellis
@_spi(TrellisHost) import TrellisTesting

// ForEach's keyed rows: duplicates, colliding hashes, replacing rows.
private struct DuplicateShuffle: View {
    @State var items = ["a", "b", "a", "c", "a"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in TitledRowView(row: TitledRow(id: 0, title: item)) }
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
                TitledRowView(row: TitledRow(id: item.value, title: "r\(item.value)"))
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
