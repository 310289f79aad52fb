import Foundation
import Testing
@_spi(TrellisHost) @testable import Trellis
@_spi(TrellisHost) import TrellisTesting

// The child-list diff as a pure algorithm: inserts, removals and moves.
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
